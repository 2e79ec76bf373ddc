// Migrates the run's template database (test/templates.ts) in its own process: Payload keeps one
// instance per process, and each test file needs its own. The same calls freshPayload made in every
// file: getBoursePayload, then migrateDatabase (as `bourse migrate` does); closed so the copy is whole.
// Usage: node --import tsx test/template-build.ts <data folder> <DATABASE_URI>
const [dataDir, uri] = process.argv.slice(2);
if (!dataDir || !uri) {
  process.stderr.write('usage: template-build.ts <data folder> <DATABASE_URI>\n');
  process.exit(2);
}
process.env.BOURSE_DATA_DIR = dataDir;
process.env.DATABASE_URI = uri;
process.env.PAYLOAD_LOG_LEVEL = 'error';
process.env.SITE_INTERNAL_URL = 'http://127.0.0.1:9'; // nothing listens: invalidation is best-effort
const { getBoursePayload, migrateDatabase, closeBoursePayload } = await import('../src/index');
const payload = await getBoursePayload();
await migrateDatabase(payload);
await closeBoursePayload(payload);
process.exit(0);
