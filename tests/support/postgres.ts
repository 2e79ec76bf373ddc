/**
 * A new, empty database on the throwaway PostgreSQL server the test command starts (its address in
 * TEST_POSTGRES_URI); Payload creates the database on first connection. Undefined, with the reason
 * printed, when no server was started, so the caller can skip.
 */
export function freshPostgresUri(prefix: string): string | undefined {
  const server = process.env.TEST_POSTGRES_URI;
  if (!server) {
    console.warn(
      `${prefix}: PostgreSQL tests skipped: TEST_POSTGRES_URI is not set (npm test starts a server when PostgreSQL is installed)`,
    );
    return undefined;
  }
  const url = new URL(server);
  url.pathname = `/bourse_${prefix.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  return url.toString();
}
