import type { Payload } from 'payload';
import { findPictureUses } from '../../collections/Media/usage';

type Props = { payload: Payload; id?: number | string };

/**
 * "Used in" on a file's page: the pages, posts, coins and sites whose published version or newest
 * draft shows it, each a link. A file used nowhere can be deleted (old versions let it go).
 */
export async function UsedIn({ payload, id }: Props) {
  if (id == null) return null;
  const uses = await findPictureUses(payload, id);
  return (
    <div className="field-type used-in" data-testid="used-in">
      <p className="used-in__label">Used in</p>
      {uses.length === 0 ? (
        <p className="used-in__none">Nothing shows this file now; it can be deleted (old versions let it go).</p>
      ) : (
        <ul>
          {uses.map((use) => (
            <li key={`${use.collection}/${use.id}`}>
              <a href={use.href}>
                {use.kind}: {use.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
