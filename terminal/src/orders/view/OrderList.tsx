import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type Catalogue, messagesFor, describeTradingError } from '@bourse/i18n';
import { $openOrders, $orderHistory, cancelOrder } from '../../stores';
import { SignInGate, useCabinetLocale } from '../../ui/account/SignInGate';
import { formatAmount, formatTime } from '../../ui/account/format';
import { ListSearch, TableHead } from '../../ui/account/ListParts';
import { ordersCsv } from '../model/csv';
import { orderRows, type OrderListKind, type OrderRow } from '../model/order-rows';
import { downloadText } from './download';
import { RangeControls } from './RangeControls';
import '../../shared/view/controls.css';
import './orders.css';

/** @example <OrderList client:load list="open" locale="ru" /> */
export type OrderListProps = { list: OrderListKind; locale: string };

const EMPTY = { open: 'noOpen', pending: 'noPending', history: 'noHistory' } as const;
const DONE_WELL = new Set(['FILLED', 'PARTIALLY_FILLED']);

function Rows({ list, locale, t }: OrderListProps & { t: Catalogue['account'] }) {
  const p = messagesFor(locale).paper;
  const open = useStore($openOrders);
  const history = useStore($orderHistory);
  const [query, setQuery] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const source = list === 'history' ? history.data : open;
  const all = orderRows(source, list);
  const rows = orderRows(source, list, query);
  const cancel = async (order: OrderRow) => {
    const result = await cancelOrder(order.orderId);
    setFailure(result.ok ? null : describeTradingError(result.error, locale));
  };
  return (
    <section className="ui-panel" aria-label={t[EMPTY[list]]}>
      <ListSearch label={t.search} value={query} onChange={setQuery} />
      {list === 'history' && <RangeControls p={p} onExport={() => downloadText('orders.csv', ordersCsv(rows))} />}
      {failure && (
        <p role="alert" className="ui-error">
          {failure}
        </p>
      )}
      {rows.length === 0 ? (
        <p data-testid="orders-empty">{all.length === 0 ? t[EMPTY[list]] : t.noResults}</p>
      ) : (
        <div className="order-list__scroll">
          <table className="ui-table" data-testid={`orders-${list}`}>
            <TableHead
              columns={[
                t.date,
                t.pair,
                t.type,
                t.side,
                list === 'pending' ? p.stopPrice : t.price,
                t.amount,
                t.total,
                p.filledPercent,
                p.averagePrice,
                list === 'history' ? t.status : t.actions,
              ]}
            />
            <tbody>
              {rows.map((o) => (
                <tr key={o.orderId} data-order-id={o.orderId} data-status={o.status}>
                  <td className="ui-cell">{formatTime(o.time, locale)}</td>
                  <td className="ui-cell">{o.pair}</td>
                  <td className="ui-cell">{p.types[o.type]}</td>
                  <td className={`ui-cell ${o.side === 'BUY' ? 'ui-up' : 'ui-down'}`}>{o.side === 'BUY' ? t.buy : t.sell}</td>
                  <td className="ui-cell">{formatAmount(list === 'pending' ? o.stopPrice : o.shownPrice, locale, 2)}</td>
                  <td className="ui-cell">{formatAmount(o.origQty, locale)}</td>
                  <td className="ui-cell">{formatAmount(o.total, locale, 2)}</td>
                  <td className="ui-cell" data-testid="order-filled">
                    <progress max={100} value={o.filledPercent} aria-label={`${p.filledPercent} ${o.filledPercent}%`} /> {o.filledPercent}%
                  </td>
                  <td className="ui-cell">{o.averagePrice ? formatAmount(o.averagePrice, locale, 2) : '—'}</td>
                  {list === 'history' ? (
                    <td className={`ui-cell ${DONE_WELL.has(o.status) ? 'ui-up' : 'ui-down'}`} data-testid="order-status">
                      {p.status[o.status]}
                    </td>
                  ) : (
                    <td className="ui-cell">
                      <button
                        type="button"
                        className="ui-ghost"
                        onClick={() => void cancel(o)}
                        aria-label={`${t.cancel} ${o.pair} ${o.orderId}`}
                      >
                        {t.cancel}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * One of the cabinet's order lists, from the server: open (working orders), pending (stops waiting
 * for their price), history (7 days, 30 days or all, with CSV export); search, filled percent and
 * average price, status colours, cancel.
 */
export function OrderList(props: OrderListProps) {
  const locale = useCabinetLocale(props.locale);
  return (
    <SignInGate locale={locale}>
      <Rows {...props} locale={locale} t={messagesFor(locale).account} />
    </SignInGate>
  );
}
