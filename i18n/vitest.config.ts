import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({ test: { ...sharedTestOptions, environment: 'node' } });
