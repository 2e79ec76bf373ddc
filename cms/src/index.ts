/**
 * @bourse/cms — the one door for other packages (the CLI and tests): a ready Payload instance on the
 * configured database, migrations, and the seed. Entry points catch and report errors; these throw.
 */
export { getBoursePayload, migrateDatabase, closeBoursePayload, pendingMigrations } from './payload-instance';
export { seed, seedSections, SeedTargetError, type SeedOptions, type SeedReport, type SeedSection, seededLogins } from './seed';
export { classifyDatabaseUri, DatabaseConfigError, resolveDataDir, findWorkspaceRoot } from './db/resolve-uri';
export { findActiveSite } from './endpoints/site-active';
export { clearServerCache, notifySite, type CacheClearResult } from './notify-site';
export { readSecrets } from './secrets';
export type { SiteAnswer } from './site-answer';
export { readOutbox, latestLinkToken, outboxDir, type OutboxMessage } from './email/outbox';
export { checkPassword } from './auth/password-policy';
export { exportContent, ContentTransferError } from './content-transfer/export';
export { importContent, type ImportReport } from './content-transfer/import';
export type { ContentManifest } from './content-transfer/format';
export { traderSession, type TraderSession } from './auth/trader-session';
