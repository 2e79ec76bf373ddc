import { type Catalogue } from '../../messages';

type Props = { id: string; title: string; limit: string; needs: string; complete: boolean; t: Catalogue['verification'] };

/** A level's title, daily fiat limit, requirements and whether it is completed. */
export function LevelHeader({ id, title, limit, needs, complete, t }: Props) {
  return (
    <header style={{ marginBottom: 8 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <h2 id={id} style={{ margin: 0, fontSize: 20 }}>{title}</h2>
        <span data-testid={`${id}-state`} style={{ color: complete ? 'var(--color-up, #0ecb81)' : 'var(--color-muted, #848e9c)' }}>
          {complete ? `✓ ${t.levelDone}` : t.levelOpen}
        </span>
      </div>
      <p style={{ margin: '4px 0 0' }}>{limit}</p>
      <p style={{ margin: '4px 0 0', color: 'var(--color-muted, #848e9c)' }}>{needs}</p>
    </header>
  );
}
