import path from 'node:path';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { Coins } from './collections/Coins';
import { Editors } from './collections/Editors';
import { Faq } from './collections/Faq';
import { Media } from './collections/Media';
import { MAX_UPLOAD_BYTES } from './collections/Media/upload-rules';
import { News } from './collections/News';
import { Posts } from './collections/Posts';
import { Research } from './collections/Research';
import { Pages } from './collections/Pages';
import { Sites } from './collections/Sites';
import { Themes } from './collections/Themes';
import { Traders } from './collections/Traders';
import { SupportRequests } from './collections/SupportRequests';
import { KycDocuments } from './collections/Verification/documents';
import { VerificationRequests } from './collections/Verification/requests';
import { tradingCollections } from './collections/Trading';
import { createDatabaseAdapter } from './db/adapter';
import { previewDocumentEndpoint } from './endpoints/preview';
import { loginGuardForgetEndpoint } from './endpoints/login-guard-forget';
import { readCacheClearEndpoint } from './endpoints/read-cache-clear';
import { siteActiveEndpoint } from './endpoints/site-active';
import { traderAuthEndpoints } from './endpoints/auth';
import { outboxEmailAdapter } from './email/outbox-adapter';
import { cmsOrigins } from './http/editor-cookie';
import { restrictInternalCollections } from './access/restrict-internal';
import { refuseImpossibleRequestsEverywhere } from './collections/impossible-requests';
import { defaultLocale, locales } from './locales';
import { languageName } from './admin/language-names';
import { inNavigationOrder } from './admin/navigation-groups';
import { editorFeatures } from './richtext/editor-features';
import { safeLexicalEditor } from './richtext/safe-editor';
import { readSecrets } from './secrets';
import './payload-augment';

const dirname = import.meta.dirname ?? process.cwd();
/** Browsers on these origins may read the API's answers (CORS), never with credentials (http/editor-cookie.ts). */
const siteOrigins = (process.env.SITE_ORIGINS ?? process.env.SITE_URL ?? 'http://localhost:4321')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

// Payload's own document-lock collection is added while the config is built: restricted after.
export default buildConfig({
  serverURL: process.env.CMS_URL ?? 'http://localhost:3001',
  admin: {
    user: Editors.slug,
    meta: { titleSuffix: ' · Bourse CMS' },
    // Payload's built-in avatar: the default (Gravatar) would send each editor's e-mail hash to a third party.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    // A document opened without a language opens in the editor's own (admin/editing-language.ts);
    // the dashboard starts with the editor's drafts and scheduled publishes (admin/dashboard/).
    components: {
      providers: ['/admin/EditingLanguage#EditingLanguage'],
      beforeDashboard: ['/admin/dashboard/EditorialQueue#EditorialQueue'],
    },
  },
  // Content first in the navigation (admin/navigation-groups.ts keeps the groups' order).
  collections: inNavigationOrder([
    Pages,
    Posts,
    News,
    Research,
    Faq,
    Media,
    Sites,
    Themes,
    Coins,
    Editors,
    Traders,
    SupportRequests,
    VerificationRequests,
    KycDocuments,
    ...tradingCollections,
  ]),
  endpoints: [siteActiveEndpoint, previewDocumentEndpoint, readCacheClearEndpoint, loginGuardForgetEndpoint, ...traderAuthEndpoints],
  email: outboxEmailAdapter(),
  // Scheduled publish is a queued job: this cron runs due jobs every minute in `next start` (Payload
  // starts it on the first admin or API request) and in any process that passes `cron: true`.
  jobs: { autoRun: [{ cron: '* * * * *', queue: 'default' }], shouldAutoRun: () => process.env.BOURSE_JOBS !== 'off' },
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  localization: {
    // Named in English, as the rest of the admin is: "Publish in Russian", "Editing: Russian".
    locales: locales.map((code) => ({ code, label: languageName(code) })),
    defaultLocale,
    fallback: true,
    // "Publish" publishes the language being edited; the others keep their published text
    // (Payload's publishSpecificLocale, payloadcms/payload #14672). "Publish all locales" is in the menu.
    defaultLocalePublishOption: 'active',
  },
  // A status per language for the content collections (collections/versions.ts); Payload marks it
  // experimental: the journeys in tests/e2e/admin-workflow.test.ts walk what editors rely on.
  experimental: { localizeStatus: true },
  // Rich text saved through any API is checked against what the editor can produce (richtext/).
  editor: safeLexicalEditor({ features: editorFeatures }),
  secret: readSecrets().payloadSecret,
  db: createDatabaseAdapter(),
  cors: siteOrigins,
  // The admin's cookie counts only on requests from the CMS's own origin, never from the site's.
  csrf: cmsOrigins(),
  sharp,
  telemetry: false,
  // The CLI asks for quiet logs (PAYLOAD_LOG_LEVEL=warn); servers log at info.
  // A refused anonymous read is access control working, not a server fault.
  // A wrong password or a throttled login is the client's doing, not a server fault.
  loggingLevels: {
    Forbidden: 'info',
    NotFound: 'info',
    AuthenticationError: 'info',
    ...({ TraderRestWriteRefused: 'info', EditorLoginRefused: 'info' } as Record<string, 'info'>),
  },
  logger: { options: { level: process.env.PAYLOAD_LOG_LEVEL ?? 'info' } },
  graphQL: { disable: true },
  // `pnpm --filter @bourse/cms generate:types` writes payload-types.ts (committed; a test checks it is
  // current). Its `declare module 'payload'` lives in payload-augment.ts instead, so other packages
  // can read the types without Payload installed.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false, declare: false },
})
  .then(restrictInternalCollections)
  .then(refuseImpossibleRequestsEverywhere);
