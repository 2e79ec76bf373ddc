// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// Every page renders on request: content, theme and language come from the CMS at run time.
// HOST and PORT are read by the node adapter when the server starts.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  devToolbar: { enabled: false },
  // Replaced by src/lib/cross-site.ts (run in middleware): Astro's check also refuses the CMS's
  // server-to-server webhook, which sends no Origin header.
  security: { checkOrigin: false },
  vite: {
    // Workspace packages ship .astro/.tsx sources, so Vite must compile them, not externalise them.
    ssr: { noExternal: ['@bourse/themes', '@bourse/terminal'] },
  },
});
