import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import { fill, messagesFor } from '@bourse/i18n';
import { $accountState, $fills, $orderHistory } from '../../stores';
import { $equity } from '../../account/store/equity';
import { fillsCsv } from '../../orders/model/csv';
import { fillRows } from '../../orders/model/order-rows';
import { summarizeTrading, type AssetAmount } from '../../orders/model/summary';
import { downloadText } from '../../orders/view/download';
import { RangeControls } from '../../orders/view/RangeControls';
import { SignInGate } from '../account/SignInGate';
import { formatAmount, formatTime } from '../account/format';
import { ListSearch, TableHead } from '../account/ListParts';
import '../../shared/view/controls.css';
import '../../orders/view/orders.css';
import '../../spot/view/spot.css';

type PanelProps = { locale: string };

/** The trade history: every fill of the range (price, quantity, fee, maker or taker), searchable, as CSV too. */
function TradeRows({ locale }: PanelProps) {
  const { account: t, spot, paper: p } = messagesFor(locale);
  const fills = useStore($fills).data;
  const [query, setQuery] = useState('');
  const rows = fillRows(fills, query);
  return (
    <>
      <ListSearch label={t.search} value={query} onChange={setQuery} />
      <RangeControls p={p} onExport={() => downloadText('trades.csv', fillsCsv(rows))} />
      {fills.length === 0 ? (
        <p data-testid="orders-empty">{spot.ordersTabs.noTrades}</p>
      ) : rows.length === 0 ? (
        <p data-testid="orders-empty">{t.noResults}</p>
      ) : (
        <div className="order-list__scroll">
          <table className="ui-table" data-testid="trade-history">
            <TableHead columns={[t.time, t.pair, t.side, t.price, t.amount, t.total, t.fee, p.role]} />
            <tbody>
              {rows.map((fill) => (
                <tr key={fill.id} data-order-id={fill.orderId} data-role={fill.isMaker ? 'maker' : 'taker'}>
                  <td className="ui-cell">{formatTime(fill.time, locale)}</td>
                  <td className="ui-cell">{fill.pair}</td>
                  <td className={`ui-cell ${fill.side === 'BUY' ? 'ui-up' : 'ui-down'}`}>{fill.side === 'BUY' ? t.buy : t.sell}</td>
                  <td className="ui-cell">{formatAmount(fill.price, locale, 2)}</td>
                  <td className="ui-cell">{formatAmount(fill.qty, locale)}</td>
                  <td className="ui-cell">{formatAmount(fill.quoteQty, locale, 2)}</td>
                  <td className="ui-cell">{`${formatAmount(fill.commission, locale)} ${fill.commissionAsset}`}</td>
                  <td className="ui-cell">{fill.isMaker ? p.maker : p.taker}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The account's coins: total, free, held by open orders and their value in USDT now; the broker's notices above. */
function FundsRows({ locale }: PanelProps) {
  const { spot, paper: p } = messagesFor(locale);
  const texts = spot.ordersTabs;
  const equity = useStore($equity);
  const notices = useStore($accountState).state?.notices.filter((n) => n.kind === 'credit') ?? [];
  const rows = equity?.rows ?? [];
  return (
    <>
      {notices.length > 0 && (
        <section aria-label={p.notices} className="spot-notices" data-testid="broker-notices">
          <strong>{p.notices}</strong>
          <ul>
            {notices.map((n) => (
              <li key={n.id}>
                {formatTime(n.time, locale)} ·{' '}
                {fill(p.credit, { amount: formatAmount(n.amount, locale), asset: n.asset, reason: n.reason }, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {rows.length === 0 ? (
        <p data-testid="orders-empty">{texts.noFunds}</p>
      ) : (
        <div className="order-list__scroll">
          <table className="ui-table" data-testid="funds">
            <TableHead columns={[texts.coin, texts.total, texts.available, texts.inOrders, p.value]} />
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
                  <td className="ui-cell" data-field="usdt">
                    {row.usdt ? formatAmount(row.usdt, locale, 2) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="spot-muted" data-testid="funds-total">
            {fill(p.totalValue, { value: formatAmount(equity!.totalUsdt, locale, 2) }, locale)}
            {equity!.unpriced.length > 0 && ` · ${fill(p.unpriced, { assets: equity!.unpriced.join(', ') }, locale)}`}
          </p>
        </div>
      )}
    </>
  );
}

const amounts = (list: AssetAmount[], locale: string) =>
  list.length === 0 ? '—' : list.map((entry) => `${formatAmount(entry.amount, locale)} ${entry.asset}`).join(' · ');

/** The account's trading in figures over the range, from its fills and finished orders. */
function AnalysisFigures({ locale }: PanelProps) {
  const texts = messagesFor(locale).spot.ordersTabs;
  const summary = summarizeTrading(useStore($fills).data, useStore($orderHistory).data);
  if (summary.buys + summary.sells === 0 && summary.cancelled === 0) return <p data-testid="orders-empty">{texts.noAnalysis}</p>;
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
