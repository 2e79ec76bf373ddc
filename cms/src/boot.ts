/**
 * What the CLI needs before (or instead of) Payload: the database URI, the data folder, the shared
 * secrets, the cache-clear call and the development outbox. Importing this costs milliseconds;
 * importing the package root loads Payload and every collection (about 6 s), so commands that
 * do not open the database import from `@bourse/cms/boot`.
 */
export { classifyDatabaseUri, DatabaseConfigError, resolveDataDir, findWorkspaceRoot } from './db/resolve-uri';
export { readSecrets } from './secrets';
export { clearServerCache, forgetLoginFailures, type CacheClearResult } from './notify-site';
export { readOutbox, latestLinkToken, outboxDir, type OutboxMessage } from './email/outbox';
