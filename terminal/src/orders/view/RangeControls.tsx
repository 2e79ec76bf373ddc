import { useStore } from '@nanostores/react';
import type { Catalogue } from '@bourse/i18n';
import { HISTORY_RANGES } from '../model/range';
import { $historyRange } from '../store/orders';

/** The order pages' 7 days / 30 days / all choice, and the CSV export of what the list shows. */
export function RangeControls({ p, onExport }: { p: Catalogue['paper']; onExport: () => void }) {
  const range = useStore($historyRange);
  return (
    <div className="order-list__tools">
      <div role="group" aria-label={p.range.label} className="order-list__ranges">
        {HISTORY_RANGES.map((r) => (
          <button key={r} type="button" className="ui-ghost" aria-pressed={r === range} onClick={() => $historyRange.set(r)}>
            {p.range[r]}
          </button>
        ))}
      </div>
      <button type="button" className="ui-ghost" onClick={onExport} data-testid="export-csv">
        {p.exportCsv}
      </button>
    </div>
  );
}
