import type { Payload, TypedUser } from 'payload';
import { isEditorUser } from '../../access/is-editor';
import { nameLanguage } from '../locale-switch';
import { findRecentDrafts, findScheduled, type QueueEntry, type ScheduledEntry } from './editorial-queue';

type Props = { payload: Payload; user?: TypedUser | null; locale?: { code?: string } };

/** Times as stored (UTC), so every editor reads the same moment whatever their machine's zone. */
const formatTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

const Row = ({ entry, note }: { entry: QueueEntry; note: string }) => (
  <li className="editorial-queue__item" data-collection={entry.collection}>
    <a href={entry.href}>{entry.title}</a>
    <span className="editorial-queue__meta">
      {entry.kind} · <time dateTime={entry.at}>{note}</time>
    </span>
  </li>
);

/** "publishes (English) 15 Dec 2030, 10:00 UTC"; a publish without a language publishes them all. */
const scheduledNote = (entry: ScheduledEntry) =>
  `${entry.action === 'publish' ? 'publishes' : 'unpublishes'} (${entry.locale ? nameLanguage(entry.locale) : 'all languages'}) ${formatTime(entry.at)}`;

/**
 * On the dashboard, before the collection cards: the editor's unfinished work (drafts not yet
 * published, newest first) and what will publish or unpublish on its own (scheduled, soonest first),
 * in pages, blog posts, news and research. Read with the signed-in editor's access, titles in
 * their own language.
 */
export async function EditorialQueue({ payload, user, locale }: Props) {
  if (!user || !isEditorUser(user)) return null;
  const language = (user as { language?: string | null }).language ?? locale?.code;
  const [drafts, scheduled] = await Promise.all([
    findRecentDrafts({ payload, user, locale: language }),
    findScheduled({ payload, user, locale: language }),
  ]);
  return (
    <div className="editorial-queue">
      <section className="editorial-queue__panel" aria-labelledby="recent-drafts">
        <h2 id="recent-drafts">Recent drafts</h2>
        {drafts.length === 0 ? (
          <p className="editorial-queue__empty">No unpublished changes: everything saved is published.</p>
        ) : (
          <ul>
            {drafts.map((entry) => (
              <Row key={`${entry.collection}-${entry.id}`} entry={entry} note={`saved ${formatTime(entry.at)}`} />
            ))}
          </ul>
        )}
      </section>
      <section className="editorial-queue__panel" aria-labelledby="scheduled">
        <h2 id="scheduled">Scheduled</h2>
        {scheduled.length === 0 ? (
          <p className="editorial-queue__empty">Nothing scheduled. Schedule from a document's Publish menu.</p>
        ) : (
          <ul>
            {scheduled.map((entry) => (
              <Row key={`${entry.collection}-${entry.id}-${entry.at}`} entry={entry} note={scheduledNote(entry)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
