import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { selectOrders, type Order, type OrderList as ListKind } from '../../domain/trading';
import { $orders, cancelOrder } from '../../stores';
import { SignInGate, useCabinetLocale } from '../account/SignInGate';
import { STATUS_COLOR, cell, error as errorStyle, ghost, input, panel, table } from '../account/styles';
import { type Catalogue, describeTradingError, messagesFor } from '../../messages';
import { formatAmount, formatTime } from '../account/format';

/** @example <OrderList client:load list="open" locale="ru" /> */
export type OrderListProps = { list: ListKind; locale: string };

const STATUS_TEXT = { open: 'statusOpen', pending: 'statusPending', filled: 'statusFilled', cancelled: 'statusCancelled' } as const;
const EMPTY = { open: 'noOpen', pending: 'noPending', history: 'noHistory' } as const;

function Rows({ list, locale, t }: OrderListProps & { t: Catalogue['account'] }) {
  const orders = useStore($orders);
  const [query, setQuery] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const all = selectOrders(orders, list);
  const rows = selectOrders(orders, list, query);
  const cancel = async (order: Order) => {
    const result = await cancelOrder(order.id);
    setFailure(result.ok ? null : describeTradingError(result.error, locale));
  };
  return (
    <section style={panel} aria-label={t[EMPTY[list]]}>
      <label>
        <span className="visually-hidden" style={{ position: 'absolute', left: '-9999px' }}>{t.search}</span>
        <input type="search" placeholder={t.search} value={query} onChange={(e) => setQuery(e.target.value)} style={{ ...input, width: '100%', marginBottom: '12px' }} />
      </label>
      {failure && <p role="alert" style={errorStyle}>{failure}</p>}
      {rows.length === 0 ? (
        <p data-testid="orders-empty">{all.length === 0 ? t[EMPTY[list]] : t.noResults}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={table} data-testid={`orders-${list}`}>
            <thead>
              <tr>
                {[t.date, t.pair, t.type, t.side, t.price, t.amount, t.total, ...(list === 'history' ? [t.fee, t.status] : [t.filled, t.actions])].map((h) => (
                  <th key={h} scope="col" style={cell}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id} data-order-id={o.id} data-status={o.status}>
                  <td style={cell}>{formatTime(o.timestamp, locale)}</td>
                  <td style={cell}>{o.pair}</td>
                  <td style={cell}>{t[o.type]}</td>
                  <td style={{ ...cell, color: o.side === 'buy' ? STATUS_COLOR.filled : STATUS_COLOR.cancelled }}>{t[o.side]}</td>
                  <td style={cell}>{formatAmount(o.price, locale, 2)}</td>
                  <td style={cell}>{formatAmount(o.amount, locale)}</td>
                  <td style={cell}>{formatAmount(o.total, locale, 2)}</td>
                  {list === 'history' ? (
                    <>
                      <td style={cell}>{o.fee ? `${formatAmount(o.fee, locale)} ${o.feeAsset ?? ''}` : '—'}</td>
                      <td style={{ ...cell, color: o.status === 'filled' ? STATUS_COLOR.filled : STATUS_COLOR.cancelled }} data-testid="order-status">{t[STATUS_TEXT[o.status]]}</td>
                    </>
                  ) : (
                    <>
                      <td style={cell}>
                        <progress max={100} value={o.fillPercent} aria-label={`${t.filled} ${o.fillPercent}%`} /> {o.fillPercent}%
                      </td>
                      <td style={cell}>
                        {o.status === 'open' && <button type="button" style={ghost} onClick={() => void cancel(o)} aria-label={`${t.cancel} ${o.pair} ${o.id}`}>{t.cancel}</button>}
                      </td>
                    </>
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

/** One of the cabinet's order lists (spec: open, pending, history) with search, status colours and cancel. */
export function OrderList(props: OrderListProps) {
  const locale = useCabinetLocale(props.locale);
  return <SignInGate locale={locale}><Rows {...props} locale={locale} t={messagesFor(locale).account} /></SignInGate>;
}
