import * as z from 'zod';

/**
 * Imported first by every island entry: the site's Content-Security-Policy allows no eval, and
 * zod compiles fast object parsers with `new Function` unless told not to. Even its guarded probe
 * counts as a CSP violation in the browser, so the islands run zod without the compiler (parsing
 * is the same, only the JIT shortcut is skipped). It must run before any schema is created.
 */
z.config({ jitless: true });
