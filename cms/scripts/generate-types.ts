// Writes Payload's TypeScript types for the collections (`src/payload-types.ts`), or, with a path
// argument, to that file instead (the freshness test compares a fresh copy with the committed one).
// Run through tsx like the CLI: `pnpm --filter @bourse/cms run generate:types`.
import path from 'node:path';
import { generateTypes } from 'payload/node';

const target = process.argv[2];
if (target) process.env.PAYLOAD_TS_OUTPUT_PATH = path.resolve(target);
const { default: configPromise } = await import('../src/payload.config.ts');
await generateTypes(await configPromise, { log: false });
