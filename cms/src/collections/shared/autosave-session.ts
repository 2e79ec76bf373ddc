/**
 * When an autosave goes into the version it follows instead of starting a new one. Payload merges
 * every autosave into the latest autosave version, so a whole day of edits by three editors read
 * as one version by the last of them. Here an autosave continues the version only while the same
 * editor keeps editing: another author, or a pause longer than a working session, starts a new
 * version. Read by the patched `saveVersion` through the collection's `custom.continuesAutosave`.
 */
export const AUTOSAVE_SESSION_GAP_MS = 30 * 60 * 1000;

type LatestVersion = { updatedAt?: unknown; version?: { editedBy?: unknown } };

export function continuesAutosave(latest: LatestVersion, next: { editedBy?: unknown }, now: string): boolean {
  if ((latest.version?.editedBy ?? null) !== (next.editedBy ?? null)) return false;
  const at = latest.updatedAt;
  const last = typeof at === 'string' || at instanceof Date ? new Date(at).getTime() : Number.NaN;
  if (!Number.isFinite(last)) return false;
  return Date.parse(now) - last <= AUTOSAVE_SESSION_GAP_MS;
}
