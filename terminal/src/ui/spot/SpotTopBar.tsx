import { useEffect, useId, useState } from 'react';
import { formatPair } from '../../domain';
import { $selectedPair, selectPair } from '../../stores';
import { useCabinetLocale } from '../account/SignInGate';
import { PriceTicker } from '../PriceTicker';
import { DEFAULT_SPOT_SYMBOL, searchSpotPairs } from './spot-pairs';
import { useSpotSymbol, type SpotIslandProps } from './use-spot-market';
import { messagesFor } from '../../messages';
import '../styles/controls.css';

/** @example <SpotTopBar client:load {...marketProps} siteName="Bourse" symbol="BTCUSDT" locale="en" /> */
export type SpotTopBarProps = SpotIslandProps & { siteName: string };

/** Spec area 3: the site name, the pair dropdown with search, and the pair's live price. */
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
    <header className="ui-panel" style={{ marginBottom: 0, display: 'flex', flexWrap: 'wrap', gap: '12px 20px', alignItems: 'center' }}>
      <strong style={{ fontSize: '18px' }}>{props.siteName}</strong>
      <div style={{ position: 'relative' }} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
        <button type="button" aria-expanded={open} aria-controls={`${id}-pairs`} aria-label={`${t.pair}: ${formatPair(symbol)}`}
          onClick={() => setOpen(!open)} data-testid="pair-dropdown" className="ui-ghost" style={{ fontWeight: 700 }}>{formatPair(symbol)} ▾</button>
        {open && (
          <div id={`${id}-pairs`} className="ui-panel" style={{ position: 'absolute', zIndex: 20, marginTop: '4px', minWidth: '220px' }}>
            <label style={{ display: 'block', marginBottom: '8px' }}>
              <span style={{ position: 'absolute', left: '-9999px' }}>{t.pairSearch}</span>
              <input type="search" autoFocus placeholder={t.pairSearch} value={query} onChange={(e) => setQuery(e.target.value)} className="ui-input" style={{ width: '100%' }} />
            </label>
            <ul aria-label={t.pair} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' }}>
              {rows.map((row) => (
                <li key={row.symbol}>
                  <button type="button" aria-current={row.symbol === symbol ? 'true' : undefined} onClick={() => choose(row.symbol)}
                    className="ui-ghost" style={{ border: 0, width: '100%', textAlign: 'left' }}>{row.pair}</button>
                </li>
              ))}
              {rows.length === 0 && <li>{t.noResults}</li>}
            </ul>
          </div>
        )}
      </div>
      <div style={{ flex: '1 1 320px' }}>
        <PriceTicker {...props} symbol={symbol} locale={locale} />
      </div>
    </header>
  );
}
