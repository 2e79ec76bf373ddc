/**
 * Imported first by the admin's browser modules that pull in zod schemas (through `@bourse/themes`):
 * zod is told not to compile parsers with `new Function` before any schema exists. The admin's
 * Content-Security-Policy allows no eval, and zod's guarded probe for it still counts as a CSP
 * violation in the browser (parsing is the same without the JIT). The site does the same with an
 * alias (site/src/lib/zod-jitless.ts).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
