import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { selectOrders, type Order, type OrderList as ListKind } from '@bourse/trading';
import { $orders, cancelOrder } from '../../stores';
import { SignInGate, useCabinetLocale } from '../account/SignInGate';
import { type Catalogue, messagesFor, describeTradingError } from '@bourse/i18n';
import { formatAmount, formatTime } from '../account/format';
import { ListSearch, TableHead } from '../account/ListParts';
import '../../shared/view/controls.css';
import './orders.css';

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
    <section className="ui-panel" aria-label={t[EMPTY[list]]}>
      <ListSearch label={t.search} value={query} onChange={setQuery} />
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
                t.price,
                t.amount,
                t.total,
                ...(list === 'history' ? [t.fee, t.status] : [t.filled, t.actions]),
              ]}
            />
            <tbody>
              {rows.map((o) => (
                <tr key={o.id} data-order-id={o.id} data-status={o.status}>
                  <td className="ui-cell">{formatTime(o.timestamp, locale)}</td>
                  <td className="ui-cell">{o.pair}</td>
                  <td className="ui-cell">{t[o.type]}</td>
                  <td className={`ui-cell ${o.side === 'buy' ? 'ui-up' : 'ui-down'}`}>{t[o.side]}</td>
                  <td className="ui-cell">{formatAmount(o.price, locale, 2)}</td>
                  <td className="ui-cell">{formatAmount(o.amount, locale)}</td>
                  <td className="ui-cell">{formatAmount(o.total, locale, 2)}</td>
                  {list === 'history' ? (
                    <>
                      <td className="ui-cell">{o.fee ? `${formatAmount(o.fee, locale)} ${o.feeAsset ?? ''}` : '—'}</td>
                      <td className={`ui-cell ${o.status === 'filled' ? 'ui-up' : 'ui-down'}`} data-testid="order-status">
                        {t[STATUS_TEXT[o.status]]}
                      </td>
                    </>
                  ) : (
                    <>
                      <td className="ui-cell">
                        <progress max={100} value={o.fillPercent} aria-label={`${t.filled} ${o.fillPercent}%`} /> {o.fillPercent}%
                      </td>
                      <td className="ui-cell">
                        {o.status === 'open' && (
                          <button
                            type="button"
                            className="ui-ghost"
                            onClick={() => void cancel(o)}
                            aria-label={`${t.cancel} ${o.pair} ${o.id}`}
                          >
                            {t.cancel}
                          </button>
                        )}
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

/** One of the cabinet's order lists (open, pending, history) with search, status colours and cancel. */
export function OrderList(props: OrderListProps) {
  const locale = useCabinetLocale(props.locale);
  return (
    <SignInGate locale={locale}>
      <Rows {...props} locale={locale} t={messagesFor(locale).account} />
    </SignInGate>
  );
}
