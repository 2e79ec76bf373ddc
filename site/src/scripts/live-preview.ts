/**
 * The /preview page inside the admin's Live Preview pane: tells the admin (at `cmsOrigin`) it is
 * listening, and reloads the draft whenever the editor's document is saved (autosave included),
 * so the pane always shows the site's own rendering of the latest draft. Messages from any other
 * origin are ignored; outside a frame or popup it does nothing.
 *
 * The two messages are Payload's server-side Live Preview protocol (what `ready` and
 * `isDocumentEvent` of @payloadcms/live-preview do). That package is not used because Payload
 * refuses to start when any @payloadcms package in the workspace differs from its own version,
 * and it is not published at every Payload version.
 * @example startLivePreview(window, 'http://localhost:3001')
 */
export function startLivePreview(win: Window, cmsOrigin: string | undefined): boolean {
  const admin = win.opener ?? (win.parent !== win ? win.parent : null);
  if (!cmsOrigin || !admin) return false;
  win.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (event.origin === cmsOrigin && data?.type === 'payload-document-event') win.location.reload();
  });
  (admin as Window).postMessage({ type: 'payload-live-preview', ready: true }, cmsOrigin);
  return true;
}
