import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './cli';

/**
 * One terminal island on a page of its own, against a market host the test chose: a browser check
 * of a panel without starting the whole product (CMS, site, replay on a loop). The island and its
 * stylesheets are bundled with esbuild; the page carries the themes' tokens and `data-theme`.
 *
 * @example
 * const page = await serveIsland({ island: 'BookTabs', props: { restUrl, wsUrl, feed: 'replay', feedLabel: 'Replay', symbol: 'BTCUSDT' } });
 * await browserPage.goto(page.url('exchange'));
 */
export interface IslandPage {
  url(theme: 'exchange' | 'dark-brand' | 'simple', locale?: string): string;
  close(): Promise<void>;
}

export async function serveIsland({ island, props }: { island: string; props: Record<string, unknown> }): Promise<IslandPage> {
  const entry = `
    import { createRoot } from 'react-dom/client';
    import { createElement } from 'react';
    import { ${island} } from '@bourse/terminal/islands';
    const params = new URLSearchParams(location.search);
    const props = { ...${JSON.stringify(props)}, locale: params.get('locale') ?? 'en' };
    createRoot(document.getElementById('island')).render(createElement(${island}, props));
  `;
  const [bundle, tokens] = await Promise.all([
    build({
      // Resolved from the terminal package, which has React; the island is still taken through its door.
      stdin: { contents: entry, resolveDir: path.join(root, 'terminal'), loader: 'tsx' },
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      outdir: 'out',
      minify: false,
      define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
      logLevel: 'silent',
    }),
    build({ entryPoints: [path.join(root, 'themes/src/tokens.css')], bundle: true, write: false, logLevel: 'silent' }),
  ]);
  const files = new Map<string, { type: string; body: string }>();
  for (const file of bundle.outputFiles)
    files.set(`/${path.basename(file.path)}`, { type: file.path.endsWith('.css') ? 'text/css' : 'text/javascript', body: file.text });
  files.set('/tokens.css', { type: 'text/css', body: tokens.outputFiles[0]!.text });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = files.get(url.pathname);
    if (file) return void response.writeHead(200, { 'content-type': file.type }).end(file.body);
    const theme = url.searchParams.get('theme') ?? 'exchange';
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html data-theme="${theme}" lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">` +
          '<link rel="stylesheet" href="/tokens.css"><link rel="stylesheet" href="/stdin.css">' +
          '<style>body{margin:0;background:var(--color-bg);color:var(--color-text);font-family:var(--font-primary)}#island{height:100vh;max-width:360px}</style>' +
          '</head><body><div id="island"></div><script type="module" src="/stdin.js"></script></body></html>',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (theme, locale = 'en') => `http://127.0.0.1:${port}/?theme=${theme}&locale=${locale}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
