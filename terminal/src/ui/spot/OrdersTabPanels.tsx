import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { selectFunds, selectTrades, summarizeTrading, type AssetAmount } from '@bourse/trading';
import { $balances, $orders } from '../../stores';
import { SignInGate } from '../account/SignInGate';
import { formatAmount, formatTime } from '../account/format';
import { ListSearch, TableHead } from '../account/ListParts';
import { messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import '../orders/orders.css';
import '../../spot/view/spot.css';

type PanelProps = { locale: string };

/** The trades: the account's filled orders, newest fill first, searchable by pair or order id. */
function TradeRows({ locale }: PanelProps) {
  const { account: t, spot } = messagesFor(locale);
  const orders = useStore($orders);
  const [query, setQuery] = useState('');
  const all = selectTrades(orders);
  const rows = selectTrades(orders, query);
  if (all.length === 0) return <p data-testid="orders-empty">{spot.ordersTabs.noTrades}</p>;
  return (
    <>
      <ListSearch label={t.search} value={query} onChange={setQuery} />
      {rows.length === 0 ? (
        <p data-testid="orders-empty">{t.noResults}</p>
      ) : (
        <div className="order-list__scroll">
          <table className="ui-table" data-testid="trade-history">
            <TableHead columns={[t.time, t.pair, t.side, t.price, t.amount, t.total, t.fee]} />
            <tbody>
              {rows.map((trade) => (
                <tr key={trade.id} data-order-id={trade.id}>
                  <td className="ui-cell">{formatTime(trade.time, locale)}</td>
                  <td className="ui-cell">{trade.pair}</td>
                  <td className={`ui-cell ${trade.side === 'buy' ? 'ui-up' : 'ui-down'}`}>{t[trade.side]}</td>
                  <td className="ui-cell">{formatAmount(trade.price, locale, 2)}</td>
                  <td className="ui-cell">{formatAmount(trade.amount, locale)}</td>
                  <td className="ui-cell">{formatAmount(trade.total, locale, 2)}</td>
                  <td className="ui-cell">{trade.fee ? `${formatAmount(trade.fee, locale)} ${trade.feeAsset ?? ''}` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The account's coins: total, available and held by open orders. */
function FundsRows({ locale }: PanelProps) {
  const texts = messagesFor(locale).spot.ordersTabs;
  const rows = selectFunds(useStore($balances));
  if (rows.length === 0) return <p data-testid="orders-empty">{texts.noFunds}</p>;
  return (
    <div className="order-list__scroll">
      <table className="ui-table" data-testid="funds">
        <TableHead columns={[texts.coin, texts.total, texts.available, texts.inOrders]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.asset} data-asset={row.asset}>
              <th scope="row" className="ui-cell">
                {row.asset}
              </th>
              <td className="ui-cell" data-field="total">
                {formatAmount(row.total, locale)}
              </td>
              <td className="ui-cell" data-field="free">
                {formatAmount(row.free, locale)}
              </td>
              <td className="ui-cell" data-field="locked">
                {formatAmount(row.locked, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const amounts = (list: AssetAmount[], locale: string) =>
  list.length === 0 ? '—' : list.map((entry) => `${formatAmount(entry.amount, locale)} ${entry.asset}`).join(' · ');

/** The account's trading in figures, from its filled and cancelled orders. */
function AnalysisFigures({ locale }: PanelProps) {
  const texts = messagesFor(locale).spot.ordersTabs;
  const summary = summarizeTrading(useStore($orders));
  if (summary.filled === 0 && summary.cancelled === 0) return <p data-testid="orders-empty">{texts.noAnalysis}</p>;
  const number = new Intl.NumberFormat(locale);
  const figures: [string, string, string][] = [
    ['filled', texts.filledOrders, number.format(summary.filled)],
    ['buys', texts.buys, number.format(summary.buys)],
    ['sells', texts.sells, number.format(summary.sells)],
    ['cancelled', texts.cancelled, number.format(summary.cancelled)],
    ['turnover', texts.turnover, amounts(summary.turnover, locale)],
    ['fees', texts.fees, amounts(summary.fees, locale)],
  ];
  return (
    <div data-testid="trading-analysis">
      <p className="spot-muted">{texts.analysisNote}</p>
      <dl className="spot-figures">
        {figures.map(([field, term, value]) => (
          <div key={field} className="spot-figure" data-field={field}>
            <dt className="spot-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A panel shown to the signed-in trader only, as every account list is. */
const gated = (Panel: (props: PanelProps) => ReactNode) =>
  function Gated({ locale }: PanelProps) {
    return (
      <SignInGate locale={locale}>
        <Panel locale={locale} />
      </SignInGate>
    );
  };

/** The orders area's trade history tab. */
export const TradeHistoryPanel = gated(TradeRows);
/** The orders area's funds tab. */
export const FundsPanel = gated(FundsRows);
/** The orders area's trading analysis tab. */
export const TradingAnalysisPanel = gated(AnalysisFigures);
