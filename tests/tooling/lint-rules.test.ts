import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules are only worth having if they fail the lint: each case lints a small file that
// breaks one rule as if it were in its layer's folder, with the workspace's own config, and expects
// that rule to fire (and a lawful twin to pass, so a rule that fires on everything would fail too).
// The file is never written: a product started meanwhile (the journeys run beside this) would
// find its sources newer than its build and rebuild under the pages it serves.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function lintPlanted(relativePath: string, source: string): Promise<string[]> {
  const results = await eslint.lintText(source, { filePath: path.join(root, relativePath) });
  return results.flatMap((result) => result.messages).map((message) => `${message.ruleId}: ${message.message}`);
}

const probe = `lint-probe-${process.pid}`;

describe('layer rules fail the lint on a planted violation', () => {
  const cases: { rule: string; file: string; bad: string; good: string; fires: RegExp }[] = [
    {
      rule: "a feature's model imports no React",
      file: `terminal/src/book/model/${probe}.ts`,
      bad: "import { useState } from 'react';\nexport const probe = useState;\n",
      good: "import { Dec } from '@bourse/market';\nexport const probe = new Dec(1);\n",
      fires: /^no-restricted-imports: .*'react'/,
    },
    {
      rule: "a feature's model imports no nanostores",
      file: `terminal/src/shared/model/${probe}.ts`,
      bad: "import { atom } from 'nanostores';\nexport const probe = atom(1);\n",
      good: "import { formatFileSize } from './format';\nexport const probe = formatFileSize;\n",
      fires: /^no-restricted-imports: .*'nanostores'/,
    },
    {
      rule: 'the ledger forms read no localStorage',
      file: `terminal/src/domain/${probe}.ts`,
      bad: "export const probe = () => localStorage.getItem('x');\n",
      good: "export const probe = (storage: { getItem(key: string): string | null }) => storage.getItem('x');\n",
      fires: /^no-restricted-globals: Unexpected use of 'localStorage'/,
    },
    {
      rule: "a feature's model calls no fetch, not even through globalThis",
      file: `terminal/src/swap/model/${probe}.ts`,
      bad: "export const probe = () => globalThis.fetch('/api');\n",
      good: "export const probe = (get: (url: string) => Promise<unknown>) => get('/api');\n",
      fires: /^no-restricted-syntax: A terminal feature's model is pure/,
    },
    {
      rule: 'the ledger forms do not reach for the market clients',
      file: `terminal/src/domain/${probe}.ts`,
      bad: "import { getJson } from '@bourse/market/client';\nexport const probe = getJson;\n",
      good: "import { applyDepthDiff } from '@bourse/market';\nexport const probe = applyDepthDiff;\n",
      fires: /^no-restricted-imports: '@bourse\/market\/client'/,
    },
    {
      rule: 'the market core calls no fetch',
      file: `market/src/book/${probe}.ts`,
      bad: "export const probe = () => fetch('/api/v3/depth');\n",
      good: "export const probe = (get: (url: string) => Promise<unknown>) => get('/api/v3/depth');\n",
      fires: /^no-restricted-globals: Unexpected use of 'fetch'/,
    },
    {
      rule: 'the market core imports no nanostores',
      file: `market/src/ticker/${probe}.ts`,
      bad: "import { atom } from 'nanostores';\nexport const probe = atom(1);\n",
      good: "import { Dec } from '../decimal';\nexport const probe = new Dec(1);\n",
      fires: /^no-restricted-imports: .*'nanostores'/,
    },
    {
      rule: 'the market core does not import its clients',
      file: `market/src/book/${probe}.ts`,
      bad: "import { fetchDepth } from '../client/rest';\nexport const probe = fetchDepth;\n",
      good: "import { applyDepthDiff } from './order-book';\nexport const probe = applyDepthDiff;\n",
      fires: /^no-restricted-imports: '..\/client\/rest'/,
    },
    {
      rule: 'the market package imports no other workspace package',
      file: `market/src/client/${probe}.ts`,
      bad: "import { formatPrice } from '@bourse/terminal/domain';\nexport const probe = formatPrice;\n",
      good: "import { fetchDepth } from './rest';\nexport const probe = fetchDepth;\n",
      fires: /^no-restricted-imports: '@bourse\/terminal\/domain'/,
    },
    {
      rule: 'the i18n package imports no other workspace package',
      file: `i18n/src/${probe}.ts`,
      bad: "import { formatPrice } from '@bourse/terminal/domain';\nexport const probe = formatPrice;\n",
      good: "import { fill } from './format';\nexport const probe = fill;\n",
      fires: /^no-restricted-imports: '@bourse\/terminal\/domain'.*@bourse\/i18n imports no other workspace package/,
    },
    {
      rule: 'views import no market client',
      file: `terminal/src/book/view/${probe}.ts`,
      bad: "import { fetchDepth } from '@bourse/market/client';\nexport const probe = fetchDepth;\n",
      good: "import { formatPair } from '@bourse/market';\nexport const probe = formatPair;\n",
      fires: /^no-restricted-imports: '@bourse\/market\/client'/,
    },
    {
      rule: 'the trading rules reach no database and no browser',
      file: `trading/src/${probe}.ts`,
      bad: "import { getPayload } from 'payload';\nexport const probe = () => getPayload;\n",
      good: "import { amountString } from './amount';\nexport const probe = amountString;\n",
      fires: /^no-restricted-imports: .*trading\/src is pure/,
    },
    {
      rule: 'the ledger stores import no views',
      file: `terminal/src/stores/${probe}.ts`,
      bad: "import { OrderList } from '../ui/orders/OrderList';\nexport const probe = OrderList;\n",
      good: "import { $orders } from './orders';\nexport const probe = $orders;\n",
      fires: /^no-restricted-imports: '..\/ui\/orders\/OrderList'/,
    },
    {
      rule: "a feature's store imports no view",
      file: `terminal/src/session/store/${probe}.ts`,
      bad: "import { SessionKeeper } from '../view/SessionKeeper';\nexport const probe = SessionKeeper;\n",
      good: "import { $session } from './session';\nexport const probe = $session;\n",
      fires: /^no-restricted-imports: '..\/view\/SessionKeeper'/,
    },
    {
      rule: "a feature's model reaches for no store",
      file: `terminal/src/chart/model/${probe}.ts`,
      bad: "import { $candles } from '../store/candles';\nexport const probe = $candles;\n",
      good: "import { sma } from './indicators';\nexport const probe = sma;\n",
      fires: /^no-restricted-imports: '..\/store\/candles'/,
    },
    {
      rule: "a feature's model imports no view",
      file: `terminal/src/book/model/${probe}.ts`,
      bad: "import { BookLadder } from '../view/BookLadder';\nexport const probe = BookLadder;\n",
      good: "import { buildLadder } from './book-ladder';\nexport const probe = buildLadder;\n",
      fires: /^no-restricted-imports: '..\/view\/BookLadder'/,
    },
    {
      rule: "a feature's model reads no localStorage",
      file: `terminal/src/settings/model/${probe}.ts`,
      bad: "export const probe = () => localStorage.getItem('cabinetSettings');\n",
      good: "export const probe = (storage: { getItem(key: string): string | null }) => storage.getItem('cabinetSettings');\n",
      fires: /^no-restricted-globals: Unexpected use of 'localStorage'/,
    },
    {
      rule: "a feature's view calls no fetch",
      file: `terminal/src/profile/view/${probe}.ts`,
      bad: "export const probe = () => fetch('/api/user/profile');\n",
      good: "import { loadProfile } from '../store/profile-api';\nexport const probe = () => loadProfile();\n",
      fires: /^no-restricted-globals: Unexpected use of 'fetch'/,
    },
    {
      rule: 'views call no fetch',
      file: `terminal/src/ui/${probe}.ts`,
      bad: "export const probe = () => fetch('/api/user/profile');\n",
      good: "import { $orders } from '../stores/orders';\nexport const probe = () => $orders.get();\n",
      fires: /^no-restricted-globals: Unexpected use of 'fetch'/,
    },
    {
      rule: 'views open no websocket',
      file: `terminal/src/ui/${probe}.ts`,
      bad: "export const probe = () => new WebSocket('ws://127.0.0.1:9443');\n",
      good: "import { $feedStatus } from '../stores';\nexport const probe = $feedStatus;\n",
      fires: /^no-restricted-globals: Unexpected use of 'WebSocket'/,
    },
    {
      rule: 'the site imports no CMS package (TypeScript)',
      file: `site/src/lib/${probe}.ts`,
      bad: "import { findActiveSite } from '@bourse/cms';\nexport const probe = findActiveSite;\n",
      good: "import { themeIds } from '@bourse/themes';\nexport const probe = themeIds;\n",
      fires: /^no-restricted-imports: '@bourse\/cms'/,
    },
    {
      rule: 'the site imports no CMS package (Astro page)',
      file: `site/src/components/${probe}.astro`,
      bad: "---\nimport { readSecrets } from '@bourse/cms/boot';\nconst secret = readSecrets;\n---\n<p>{String(secret)}</p>\n",
      good: "---\nimport { themeIds } from '@bourse/themes';\n---\n<p>{themeIds.length}</p>\n",
      fires: /^no-restricted-imports: '@bourse\/cms\/boot'/,
    },
    {
      rule: 'packages are entered only through their exports',
      file: `site/src/lib/${probe}.ts`,
      bad: "import { formatPrice } from '@bourse/terminal/src/domain/format';\nexport const probe = formatPrice;\n",
      good: "import { formatPrice } from '@bourse/terminal/domain';\nexport const probe = formatPrice;\n",
      fires: /^bourse\/package-doors: '@bourse\/terminal\/src\/domain\/format': @bourse\/terminal exports only/,
    },
    {
      rule: 'the market package is entered only through its doors',
      file: `cli/src/${probe}.ts`,
      bad: "import { fetchDepth } from '@bourse/market/src/client/rest';\nexport const probe = fetchDepth;\n",
      good: "import { fetchDepth } from '@bourse/market/client';\nexport const probe = fetchDepth;\n",
      fires:
        /^bourse\/package-doors: '@bourse\/market\/src\/client\/rest': @bourse\/market exports only @bourse\/market, @bourse\/market\/client, @bourse\/market\/testing/,
    },
    {
      rule: 'no relative path into another package',
      file: `cli/src/${probe}.ts`,
      bad: "import { formatPrice } from '../../terminal/src/domain/format';\nexport const probe = formatPrice;\n",
      good: "import { formatPrice } from '@bourse/terminal/domain';\nexport const probe = formatPrice;\n",
      fires: /^bourse\/package-doors: '..\/..\/terminal\/src\/domain\/format' reaches into @bourse\/terminal/,
    },
  ];

  for (const { rule, file, bad, good, fires } of cases) {
    it(rule, async () => {
      const messages = await lintPlanted(file, bad);
      expect(
        messages.some((message) => fires.test(message)),
        messages.join('\n'),
      ).toBe(true);
      expect(await lintPlanted(file, good)).toEqual([]);
    });
  }
});

// The whole tree's lint is a step of the test command (scripts/run-tests.mjs), not a test here: it
// took minutes a second time in the same run.
