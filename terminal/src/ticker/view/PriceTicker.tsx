import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatAge, formatByStep, formatPercentChange } from '../../domain';
import { formatPair, normalizeSymbol } from '@bourse/market';
import { $feedStatus, $lastKnownPrice, $pairRules, $pairServed, $ticker, $tickerError, configureMarket } from '../../stores';
import { usePriceTitle } from './use-price-title';
import { describeFeedStatus, feedStatusTone } from '../../feed/view/feed-status-text';
import { fill, messagesFor } from '@bourse/i18n';
import '../../shared/view/islands.css';

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

/** Every market island takes the same feed props, so islands on one page share one stream; `showStatus`
 * false leaves the link state to a page that shows it elsewhere (the spot terminal's top bar), and
 * `showPair` false leaves the pair's name to a control beside it (it stays for screen readers). */
export type PriceTickerProps = MarketIslandProps & { showStatus?: boolean; showPair?: boolean };

/** Last price and 24h change of one pair, live, with where the prices come from and the link state. */
export function PriceTicker({
  restUrl,
  wsUrl,
  feed,
  feedLabel,
  symbol = 'BTCUSDT',
  locale = 'en-US',
  showStatus = true,
  showPair = true,
}: PriceTickerProps) {
  useEffect(() => {
    configureMarket({ restUrl, wsUrl, feed, label: feedLabel, symbol });
  }, [restUrl, wsUrl, feed, feedLabel, symbol]);
  const stored = useStore($ticker);
  const error = useStore($tickerError);
  const status = useStore($feedStatus);
  const cached = useStore($lastKnownPrice);
  const wanted = normalizeSymbol(symbol) ?? symbol;
  const ticker = stored?.symbol === wanted ? stored : null;
  const pair = formatPair(wanted);
  const t = messagesFor(locale).market.ticker;
  // Without a price from the feed, the last known one (60 s cache, else the stored price of the
  // last 24 h) labelled with its age rather than "Price unavailable".
  const lastKnown = !ticker && cached?.symbol === wanted ? cached : null;
  const change = ticker ? formatPercentChange(ticker.priceChangePercent, locale) : null;
  const rules = useStore($pairRules);
  const served = useStore($pairServed);
  // A pair the feed does not serve is said in words, never as the request's HTTP error.
  const unserved = served.symbol === wanted && served.state === 'unserved';
  const price = ticker ? formatByStep(ticker.lastPrice, rules?.symbol === wanted ? rules.tickSize : null, locale) : null;
  usePriceTitle(price, pair);

  return (
    <section aria-label={fill(t.region, { pair }, locale)} className="market-box market-box--ticker">
      <span className={showPair ? 'market-pair' : 'market-pair ui-visually-hidden'}>{pair}</span>
      <span data-testid="last-price" aria-busy={ticker ? undefined : true} className="market-numbers market-last">
        {price ??
          (lastKnown
            ? formatByStep(lastKnown.price, rules?.symbol === wanted ? rules.tickSize : null, locale)
            : unserved
              ? fill(messagesFor(locale).market.unserved[feed], { pair }, locale)
              : error
                ? t.unavailable
                : t.loading)}
      </span>
      {lastKnown && (
        <span data-testid="last-known-age" className="market-muted">
          {fill(messagesFor(locale).terminal.lastKnown, { age: formatAge(Date.now() - lastKnown.lastUpdate, locale) }, locale)}
        </span>
      )}
      {change && (
        <span>
          <span className="market-muted">{t.change} </span>
          <span data-testid="price-change" data-direction={change.direction} className={`market-numbers market-${change.direction}`}>
            {change.text}
          </span>
        </span>
      )}
      {error && !ticker && !unserved && !lastKnown && (
        <span data-testid="price-error" className="market-down">
          {error}
        </span>
      )}
      <span data-testid="feed-source" data-feed={feed} className={`market-muted market-badge market-badge--${feed}`} title={feedLabel}>
        {feedLabel}
      </span>
      {showStatus && (
        <span className="market-muted">
          <span aria-hidden="true" className={`feed-dot feed-dot--${feedStatusTone(status)}`}>
            ●{' '}
          </span>
          <span data-testid="feed-status" role="status">
            {describeFeedStatus(status, locale)}
          </span>
        </span>
      )}
    </section>
  );
}
