// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { precompress } from './src/build/precompress.ts';
import { CHART_LOGO_STYLE_HASH, COLOR_SCHEME_SCRIPT_HASH } from './src/lib/csp-hashes.ts';

/**
 * The islands' message catalogue without its texts: in the browser build, @bourse/i18n's
 * src/catalogue.ts (every language's JSON) is replaced by catalogue.browser.ts, which reads
 * the page language's texts from the page (src/components/IslandTexts.astro). The server build
 * keeps the full catalogue.
 */
const browserCatalogue = {
  name: 'bourse-browser-catalogue',
  enforce: /** @type {const} */ ('pre'),
  /**
   * @this {{ environment?: { config: { consumer: string } }, resolve: (source: string, importer?: string, options?: object) => Promise<{ id: string } | null> }}
   * @param {string} source
   * @param {string | undefined} importer
   * @param {{ ssr?: boolean } | undefined} options
   */
  async resolveId(source, importer, options) {
    const server = this.environment ? this.environment.config.consumer === 'server' : options?.ssr;
    if (server || !/(^|\/)catalogue(\.ts)?$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !/[\\/]i18n[\\/]src[\\/]catalogue\.ts$/.test(resolved.id)) return null;
    return resolved.id.replace(/catalogue\.ts$/, 'catalogue.browser.ts');
  },
};

// Every page renders on request: content, theme and language come from the CMS at run time.
// HOST and PORT are read by the node adapter when the server starts.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  // precompress: brotli and gzip copies beside the browser's files, served by server.mjs.
  integrations: [react(), precompress()],
  devToolbar: { enabled: false },
  // Replaced by src/lib/cross-site.ts (run in middleware): Astro's check also refuses the CMS's
  // server-to-server webhook, which sends no Origin header.
  // csp: Astro hashes every inline script and style it emits into the page's CSP header;
  // src/lib/security-headers.ts (run in middleware) adds the directives only the running server
  // knows (CMS origin, market host) and the rest of the policy.
  security: {
    checkOrigin: false,
    csp: { styleDirective: { hashes: [CHART_LOGO_STYLE_HASH] }, scriptDirective: { hashes: [COLOR_SCHEME_SCRIPT_HASH] } },
  },
  // No Markdown pages; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [browserCatalogue],
    // Stylesheets up to 24 KB go into the page (Astro's inlineStylesheets 'auto' asks this limit):
    // a linked one blocks the first paint for a round trip of its own (on a phone's network, most
    // of the time to the hero picture); the page itself is cached (ETag, 304) and compressed. Other
    // assets keep Vite's 4 KB rule.
    build: { assetsInlineLimit: (file, content) => (file.endsWith('.css') ? content.byteLength <= 24 * 1024 : undefined) },
    // Workspace packages ship .astro/.tsx sources, so Vite must compile them, not externalise them.
    ssr: { noExternal: ['@bourse/themes', '@bourse/i18n', '@bourse/market', '@bourse/terminal', '@bourse/trading'] },
    // Every zod import, the islands' included, gets zod without its eval-based compiler (CSP).
    resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) }] },
  },
});
