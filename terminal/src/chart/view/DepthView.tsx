import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { depthCurve, formatPrice, formatVolume } from '../../domain';
import { fill, type Catalogue } from '@bourse/i18n';
import { $book } from '../../stores';
import { DEPTH_BOX, depthPath, depthX } from '../model/depth-path';

interface DepthViewProps {
  symbol: string;
  pair: string;
  locale: string;
  texts: Catalogue['chart'];
}

/** The depth chart of the local order book: cumulative bids (left) and asks (right) around the mid price. */
export function DepthView({ symbol, pair, locale, texts }: DepthViewProps) {
  const stored = useStore($book);
  const book = stored?.symbol === symbol ? stored : null;
  const curve = useMemo(() => depthCurve(book?.bids ?? [], book?.asks ?? []), [book]);
  const t = texts.depth;
  if (!book || book.status === 'loading')
    return (
      <p role="status" className="chart__overlay">
        {t.loading}…
      </p>
    );
  if (book.status === 'unavailable')
    return (
      <p role="status" className="chart__overlay">
        {fill(t.unavailable, { message: book.message ?? '' }, locale)}
      </p>
    );
  if (curve.bids.length === 0 && curve.asks.length === 0)
    return (
      <p role="status" className="chart__overlay">
        {t.empty}
      </p>
    );
  const mid = curve.mid === null ? null : depthX(Number(curve.mid), curve);
  return (
    <figure
      className="chart__pane"
      data-testid="chart-depth"
      data-update-id={book.lastUpdateId ?? undefined}
      data-bid-levels={curve.bids.length}
      data-ask-levels={curve.asks.length}
      data-best-bid={curve.bestBid ?? undefined}
      data-best-ask={curve.bestAsk ?? undefined}
    >
      <svg
        className="chart__depth"
        viewBox={`0 0 ${DEPTH_BOX.width} ${DEPTH_BOX.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${fill(t.title, { pair }, locale)}: ${fill(t.levels, { bids: curve.bids.length, asks: curve.asks.length }, locale)}`}
      >
        <path className="chart__depth-bids" d={depthPath(curve.bids, curve)} data-side="bids" />
        <path className="chart__depth-asks" d={depthPath(curve.asks, curve)} data-side="asks" />
        {mid !== null && <line className="chart__depth-mid" x1={mid} x2={mid} y1={0} y2={DEPTH_BOX.height} />}
      </svg>
      <figcaption className="chart__row">
        <span className="chart__muted">{t.bids}</span>
        <span className="chart__num chart__up" data-testid="depth-best-bid">
          {formatPrice(curve.bestBid ?? '', locale)}
        </span>
        <span className="chart__muted">{t.mid}</span>
        <span className="chart__num">{curve.mid ? formatPrice(curve.mid, locale) : '—'}</span>
        <span className="chart__muted">{t.asks}</span>
        <span className="chart__num chart__down" data-testid="depth-best-ask">
          {formatPrice(curve.bestAsk ?? '', locale)}
        </span>
        <span className="chart__sep" aria-hidden="true" />
        <span className="chart__muted">{t.bidTotal}</span>
        <span className="chart__num" data-testid="depth-bid-total">
          {formatVolume(curve.bidTotal, locale)}
        </span>
        <span className="chart__muted">{t.askTotal}</span>
        <span className="chart__num" data-testid="depth-ask-total">
          {formatVolume(curve.askTotal, locale)}
        </span>
        <span className="chart__muted">
          {formatPrice(curve.low, locale)} – {formatPrice(curve.high, locale)}
        </span>
      </figcaption>
    </figure>
  );
}
