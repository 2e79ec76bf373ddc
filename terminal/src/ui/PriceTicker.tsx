import { useStore } from '@nanostores/react';
import { useEffect, type CSSProperties } from 'react';
import { formatPair, formatPercentChange, formatPrice, normalizeSymbol } from '../domain';
import { $feedStatus, $ticker, $tickerError, configureMarket } from '../stores';
import { describeFeedStatus, feedStatusTone } from './feed-status-text';
import { fill, messagesFor } from '../messages';

/**
 * Props of the price ticker island. The site passes the market host it chose (Binance live or
 * the replay server) and the badge text that says which one it is.
 *
 * @example
 * <PriceTicker client:load restUrl="http://127.0.0.1:9443" wsUrl="ws://127.0.0.1:9443"
 *   feed="replay" feedLabel="Replay · recorded session, not live" />
 */
export interface MarketIslandProps {
  restUrl: string;
  wsUrl: string;
  feed: 'binance' | 'replay';
  feedLabel: string;
  /** Exchange symbol; default 'BTCUSDT'. */
  symbol?: string;
  /** Number formatting locale; default 'en-US'. */
  locale?: string;
}

/** Every market island takes the same feed props, so islands on one page share one stream. */
export type PriceTickerProps = MarketIslandProps;

const box: CSSProperties = {
  display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.75rem 1.25rem',
  padding: '0.75rem 1rem', borderRadius: 'var(--radius-md, 8px)',
  background: 'var(--color-surface, #181a20)', color: 'var(--color-text, #eaecef)',
  border: '1px solid var(--color-border, #2b3139)', fontFamily: 'var(--font-primary, system-ui, sans-serif)',
};
const numbers: CSSProperties = { fontFamily: 'var(--font-mono, ui-monospace, monospace)', fontVariantNumeric: 'tabular-nums' };
const muted: CSSProperties = { color: 'var(--color-text-muted, #b7bdc6)', fontSize: '0.875rem' };
const badge = (feed: PriceTickerProps['feed']): CSSProperties => ({
  ...muted, padding: '0.125rem 0.5rem', borderRadius: '999px',
  // A replay must never pass for live prices: it gets the warning colour.
  border: `1px solid ${feed === 'replay' ? 'var(--color-warning, #f0b90b)' : 'var(--color-border, #2b3139)'}`,
});
const CHANGE_COLOR = { up: 'var(--color-up, #0ecb81)', down: 'var(--color-down, #f6465d)' } as const;

/** Last price and 24h change of one pair, live, with where the prices come from and the link state. */
export function PriceTicker({ restUrl, wsUrl, feed, feedLabel, symbol = 'BTCUSDT', locale = 'en-US' }: PriceTickerProps) {
  useEffect(() => {
    configureMarket({ restUrl, wsUrl, feed, label: feedLabel, symbol });
  }, [restUrl, wsUrl, feed, feedLabel, symbol]);
  const stored = useStore($ticker);
  const error = useStore($tickerError);
  const status = useStore($feedStatus);
  const wanted = normalizeSymbol(symbol) ?? symbol;
  const ticker = stored?.symbol === wanted ? stored : null;
  const pair = formatPair(wanted);
  const t = messagesFor(locale).market.ticker;
  const change = ticker ? formatPercentChange(ticker.priceChangePercent, locale) : null;

  return (
    <section aria-label={fill(t.region, { pair }, locale)} style={box}>
      <span style={{ fontWeight: 600 }}>{pair}</span>
      <span data-testid="last-price" aria-busy={ticker ? undefined : true} style={{ ...numbers, fontSize: '1.25rem', fontWeight: 600 }}>
        {ticker ? formatPrice(ticker.lastPrice, locale) : error ? t.unavailable : t.loading}
      </span>
      {change && (
        <span>
          <span style={muted}>{t.change} </span>
          <span data-testid="price-change" data-direction={change.direction} style={{ ...numbers, color: CHANGE_COLOR[change.direction] }}>
            {change.text}
          </span>
        </span>
      )}
      {error && !ticker && <span data-testid="price-error" style={{ color: CHANGE_COLOR.down }}>{error}</span>}
      <span data-testid="feed-source" data-feed={feed} style={badge(feed)}>{feedLabel}</span>
      <span style={muted}>
        <span aria-hidden="true" className={`feed-dot feed-dot--${feedStatusTone(status)}`}>● </span>
        <span data-testid="feed-status" role="status">{describeFeedStatus(status, locale)}</span>
      </span>
    </section>
  );
}
