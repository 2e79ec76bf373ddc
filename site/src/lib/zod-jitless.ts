/**
 * What `zod` means inside the site's bundles (an alias in astro.config.mjs): zod itself, told
 * first not to compile parsers with `new Function`. The site's Content-Security-Policy allows no
 * eval, and zod's guarded probe for it still counts as a CSP violation in the browser. Because
 * every `import … from 'zod'` in the site and the islands resolves here, no schema can be created
 * before this runs, whatever island or chunk loads first (parsing is the same without the JIT).
 */
import { config } from 'zod/v4/core';

export * from 'zod/v4';

config({ jitless: true });
