import { type Catalogue } from '@bourse/i18n';
import './verification.css';

type Props = { id: string; title: string; limit: string; needs: string; complete: boolean; t: Catalogue['verification'] };

/** A level's title, daily fiat limit, requirements and whether it is completed. */
export function LevelHeader({ id, title, limit, needs, complete, t }: Props) {
  return (
    <header className="verify-level-header">
      <div className="verify-level-line">
        <h2 id={id} className="verify-level-title">
          {title}
        </h2>
        <span data-testid={`${id}-state`} className={complete ? 'verify-level-state--done' : 'verify-level-state--open'}>
          {complete ? `✓ ${t.levelDone}` : t.levelOpen}
        </span>
      </div>
      <p className="verify-level-text">{limit}</p>
      <p className="verify-level-text verify-muted">{needs}</p>
    </header>
  );
}
