// The workspace's lint: typescript-eslint's recommended rules plus the layer rules of ARCHITECTURE.md
// ("Rules enforced by tools"). The layer rules are errors, so a model file that reaches for React
// or the network, a store that imports a view, a view that calls fetch, the site importing the CMS
// package, or an import past a package's `exports` fails `pnpm lint` and the test command.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { packageDoors } from './scripts/lint/package-doors.mjs';

/** Browser and network globals the pure domain must not touch: it is plain functions of data. */
const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'];
const networkGlobals = ['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource'];

/** `globalThis.fetch`, `window.localStorage`... : the same globals reached through the global object. */
function globalMemberSyntax(names, message) {
  const pattern = names.join('|');
  return {
    selector: `MemberExpression[object.name=/^(globalThis|window|self)$/][property.name=/^(${pattern})$/]`,
    message,
  };
}

const domainMessage =
  "A terminal feature's model is pure: plain functions of data, no browser, no network, no store or view (those live in @bourse/market/client, store/ and view/).";
const tradingMessage =
  'trading/src is pure: the ledger and matching rules as functions of data, run by the engine and the browser alike (no database, network, browser or UI).';
const uiNetworkMessage =
  "A terminal feature's view renders stores and calls actions; network access belongs in @bourse/market/client or a store.";
const marketPureMessage = 'market/src is pure: plain functions of data, no browser, no network (the clients live in market/src/client).';
const i18nAloneMessage =
  '@bourse/i18n imports no other workspace package: the themes, the CMS, the site, the terminal and the CLI all read it.';
const marketAloneMessage =
  '@bourse/market imports no other workspace package: the replay, the terminal and the server engine all build on it.';

/** The rules of a pure layer: no React or nanostores, no network module, no browser or network global. */
function pureRules(message, patterns) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: ['react', 'react-dom', 'nanostores', 'ws'].map((name) => ({ name, message })),
        patterns: [
          { group: ['react/*', 'react-dom/*', '@nanostores/*'], message },
          { group: ['node:http', 'node:https', 'node:net', 'node:dgram', 'http', 'https', 'net', 'undici'], message },
          ...patterns,
        ],
      },
    ],
    'no-restricted-globals': ['error', ...[...browserGlobals, ...networkGlobals].map((name) => ({ name, message }))],
    'no-restricted-syntax': ['error', globalMemberSyntax([...browserGlobals, ...networkGlobals], message)],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.next/',
      '**/.astro/',
      '**/.data/',
      'cms/src/app/(payload)/admin/importMap.js',
      'tests/artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { bourse: { rules: { 'package-doors': packageDoors } } },
    rules: {
      'bourse/package-doors': 'error',
      // A leading underscore marks a parameter or binding kept for its position (a callback's
      // signature, a destructured field dropped on purpose).
      // The URL and redirect validators match control characters on purpose (a smuggled newline
      // or NUL is what they refuse), which is all this rule would flag here.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Written by `payload migrate:create`: the up/down signature is Payload's, and the files are
    // never edited by hand once applied.
    files: ['cms/src/migrations/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // Tests poke at loosely shaped answers (JSON bodies, fakes); `any` there costs no safety in
    // shipped code.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/test-support/**', 'tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The languages and the catalogue sit below every package that shows a word.
    files: ['i18n/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@bourse/*'], message: i18nAloneMessage }] }] },
  },
  {
    // The market package is the bottom layer: the replay, the terminal and the server engine use
    // it, so it uses none of them.
    files: ['market/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@bourse/*'], message: marketAloneMessage }] }] },
  },
  {
    files: ['market/src/**'],
    ignores: ['market/src/client/**', 'market/src/test-support/**', '**/*.test.ts'],
    rules: pureRules(marketPureMessage, [
      { group: ['@bourse/*'], message: marketAloneMessage },
      { group: ['**/client', '**/client/*', '**/test-support', '**/test-support/*'], message: marketPureMessage },
    ]),
  },
  {
    // A terminal feature's model (book/model, chart/model, …; the ledger's forms in domain/).
    files: ['terminal/src/*/model/**', 'terminal/src/domain/**'],
    rules: pureRules(domainMessage, [
      { group: ['@bourse/market/client', '@bourse/market/testing'], message: domainMessage },
      { group: ['**/store', '**/store/*', '**/view', '**/view/*', '**/stores', '**/stores/*', '**/ui', '**/ui/*'], message: domainMessage },
    ]),
  },
  {
    files: ['trading/src/**'],
    ignores: ['trading/src/**/*.test.ts', 'trading/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'nanostores', 'ws', 'payload'].map((name) => ({ name, message: tradingMessage })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', '@nanostores/*', '@payloadcms/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: tradingMessage,
            },
            { group: ['node:*', 'http', 'https', 'net', 'fs', 'undici'], message: tradingMessage },
            {
              group: ['@bourse/terminal', '@bourse/terminal/*', '@bourse/cms', '@bourse/cms/*', '@bourse/market/client'],
              message: tradingMessage,
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...[...browserGlobals, ...networkGlobals].map((name) => ({ name, message: tradingMessage }))],
      'no-restricted-syntax': ['error', globalMemberSyntax([...browserGlobals, ...networkGlobals], tradingMessage)],
    },
  },
  {
    // A feature's stores (book/store, …; the ledger's in stores/).
    files: ['terminal/src/*/store/**', 'terminal/src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/view', '**/view/*', '**/ui', '**/ui/*', '@bourse/terminal/islands', '@bourse/terminal/islands/*'],
              message: 'Stores hold state for the views; a store importing a view would turn the layers around.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's views (book/view, …; the ledger's in ui/).
    files: ['terminal/src/*/view/**', 'terminal/src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@bourse/market/client', message: uiNetworkMessage }] }],
      'no-restricted-globals': ['error', ...networkGlobals.map((name) => ({ name, message: uiNetworkMessage }))],
      'no-restricted-syntax': ['error', globalMemberSyntax(networkGlobals, uiNetworkMessage)],
    },
  },
  {
    files: ['site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bourse/cms', '@bourse/cms/*'],
              message: 'The site reads the CMS only over HTTP (its REST API), so the two deploy and scale apart.',
            },
          ],
        },
      ],
    },
  },
);
