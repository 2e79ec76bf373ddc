import { useEffect, useId, useState } from 'react';
import { formatPair } from '@bourse/market';
import { $selectedPair, selectPair } from '../../stores';
import { useCabinetLocale } from '../../ui/account/SignInGate';
import { PriceTicker } from '../../ticker/view/PriceTicker';
import { FeedState } from '../../feed/view/FeedState';
import { PriceAlerts } from '../../alerts/view/PriceAlerts';
import { Hotkeys } from '../../hotkeys/view/Hotkeys';
import { DEFAULT_SPOT_SYMBOL, searchSpotPairs } from '../../pairs/model/spot-pairs';
import { useSpotSymbol, type SpotIslandProps } from './use-spot-market';
import { messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './spot.css';

/** @example <SpotTopBar client:load {...marketProps} siteName="Bourse" symbol="BTCUSDT" locale="en" /> */
export type SpotTopBarProps = SpotIslandProps & { siteName: string };

/**
 * The top bar: the site name, the pair dropdown with search, the pair's live price, its price
 * alerts, and the keyboard shortcuts' help (`?`).
 */
export function SpotTopBar(props: SpotTopBarProps) {
  const locale = useCabinetLocale(props.locale ?? 'en');
  const t = messagesFor(locale).spot;
  const id = useId();
  const symbol = useSpotSymbol(props);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  useEffect(() => {
    if ($selectedPair.get() === null) selectPair(props.symbol ?? DEFAULT_SPOT_SYMBOL);
  }, [props.symbol]);
  const choose = (next: string) => {
    selectPair(next);
    setOpen(false);
    setQuery('');
    // The address keeps the pair, so a reload or a shared link opens the same one.
    const url = new URL(location.href);
    url.searchParams.set('pair', next);
    history.replaceState(history.state, '', url);
  };
  const rows = searchSpotPairs(query);
  return (
    <header className="ui-panel spot-flush spot-top-bar">
      {/* The site name is the cabinet bar's logo right above on the terminal page; here only for screen readers. */}
      <strong className="ui-visually-hidden">{props.siteName}</strong>
      <div className="spot-anchor" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-pairs`}
          aria-label={`${t.pair}: ${formatPair(symbol)}`}
          onClick={() => setOpen(!open)}
          data-testid="pair-dropdown"
          className="ui-ghost spot-pair-button"
        >
          {formatPair(symbol)} ▾
        </button>
        {open && (
          <div id={`${id}-pairs`} className="ui-panel spot-popup">
            <label className="spot-search">
              <span className="ui-visually-hidden">{t.pairSearch}</span>
              <input
                type="search"
                autoFocus
                placeholder={t.pairSearch}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                className="ui-input spot-search__input"
              />
            </label>
            <ul aria-label={t.pair} className="spot-pair-list">
              {rows.map((row) => (
                <li key={row.symbol}>
                  <button
                    type="button"
                    aria-current={row.symbol === symbol ? 'true' : undefined}
                    onClick={() => choose(row.symbol)}
                    className="ui-ghost spot-pair"
                  >
                    {row.pair}
                  </button>
                </li>
              ))}
              {rows.length === 0 && <li>{t.noResults}</li>}
            </ul>
          </div>
        )}
      </div>
      <div className="spot-top-bar__ticker">
        <PriceTicker {...props} symbol={symbol} locale={locale} showStatus={false} showPair={false} />
      </div>
      <PriceAlerts locale={locale} symbol={symbol} />
      <Hotkeys locale={locale} symbol={symbol} />
      <FeedState locale={locale} />
    </header>
  );
}
