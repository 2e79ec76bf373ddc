/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { sharedTestOptions } from '../vitest.shared';

// Astro's Vite config lets tests render the theme components (.astro) with the Container API.
export default getViteConfig({ test: { ...sharedTestOptions } }, { logLevel: 'error' });
