import { useStore } from '@nanostores/react';
import { formatPair } from '@bourse/market';
import { $marketConfig, $symbolRules } from '../../stores';
import { fill, messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './book.css';

/**
 * Says in words that the market feed does not serve a pair ("BNB/USDT is not in this recorded
 * session") and which pairs it does serve, in place of a request error or an endless "loading".
 *
 * @example
 * <UnservedNotice symbol="BNBUSDT" locale="en" />
 */
export function UnservedNotice({ symbol, locale }: { symbol: string; locale: string }) {
  const config = useStore($marketConfig);
  const rules = useStore($symbolRules);
  const t = messagesFor(locale).market.unserved;
  const served = Object.values(rules.data)
    .filter((rule) => rule.status === 'TRADING')
    .map((rule) => formatPair(rule.symbol));
  const pairs = new Intl.ListFormat(locale, { type: 'conjunction' }).format(served);
  return (
    <div role="status" className="book-unserved" data-testid="pair-unserved" data-symbol={symbol}>
      <p className="book-unserved__title">
        {fill(config?.feed === 'binance' ? t.binance : t.replay, { pair: formatPair(symbol) }, locale)}
      </p>
      {served.length > 0 && <p className="book-muted">{fill(t.hint, { pairs }, locale)}</p>}
    </div>
  );
}
