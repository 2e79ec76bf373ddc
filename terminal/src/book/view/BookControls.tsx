import { useId } from 'react';
import { formatByStep, type BookSideView } from '../../domain';
import { setBookGrouping, setBookSideView, type BookLadderState } from '../../stores';
import type { Catalogue } from '@bourse/i18n';

const VIEWS: BookSideView[] = ['both', 'bids', 'asks'];

/** The book's toolbar: which sides to show (drawn as coloured bars, named for screen readers) and the price grouping. */
export function BookControls({ ladder, locale, t }: { ladder: BookLadderState; locale: string; t: Catalogue['market']['book'] }) {
  const id = useId();
  return (
    <div className="book-controls">
      <div role="group" aria-label={t.view} className="book-views">
        {VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            className={`book-view book-view--${view}`}
            aria-pressed={ladder.view === view}
            aria-label={t[view]}
            title={t[view]}
            data-view={view}
            onClick={() => setBookSideView(view)}
          >
            <span aria-hidden="true" className="book-view__glyph" />
          </button>
        ))}
      </div>
      <label htmlFor={id} className="ui-visually-hidden">
        {t.grouping}
      </label>
      <select
        id={id}
        className="book-grouping"
        value={ladder.step}
        data-testid="book-grouping"
        onChange={(event) => setBookGrouping(ladder.symbol, event.currentTarget.value)}
      >
        {ladder.steps.map((step) => (
          <option key={step} value={step}>
            {formatByStep(step, step, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
