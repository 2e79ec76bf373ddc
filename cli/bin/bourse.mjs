#!/usr/bin/env node
// The `bourse` command. Sources are TypeScript run through tsx, so there is no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main(process.argv);
