import { lexicalEditor } from '@payloadcms/richtext-lexical';
import path from 'node:path';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { Editors } from './collections/Editors';
import { Pages } from './collections/Pages';
import { Sites } from './collections/Sites';
import { Themes } from './collections/Themes';
import { Traders } from './collections/Traders';
import { createDatabaseAdapter } from './db/adapter';
import { siteActiveEndpoint } from './endpoints/site-active';
import { locales, defaultLocale } from './locales';
import { readSecrets } from './secrets';

const dirname = import.meta.dirname ?? process.cwd();
/** Browsers on these origins may call the API with credentials (the public site). */
const siteOrigins = (process.env.SITE_ORIGINS ?? process.env.SITE_URL ?? 'http://localhost:4321')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

export default buildConfig({
  serverURL: process.env.CMS_URL ?? 'http://localhost:3001',
  admin: {
    user: Editors.slug,
    meta: { titleSuffix: ' · Bourse CMS' },
    importMap: { baseDir: path.resolve(dirname) },
  },
  collections: [Editors, Sites, Themes, Pages, Traders],
  endpoints: [siteActiveEndpoint],
  localization: {
    locales: [...locales],
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  secret: readSecrets().payloadSecret,
  db: createDatabaseAdapter(),
  cors: siteOrigins,
  csrf: siteOrigins,
  sharp,
  telemetry: false,
  // The CLI asks for quiet logs (PAYLOAD_LOG_LEVEL=warn); servers log at info.
  // A refused anonymous read is access control working, not a server fault.
  loggingLevels: { Forbidden: 'info', NotFound: 'info' },
  logger: { options: { level: process.env.PAYLOAD_LOG_LEVEL ?? 'info' } },
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
});
