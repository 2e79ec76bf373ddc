import { useStore } from '@nanostores/react';
import { $openOrders } from '../../stores';
import { useCabinetLocale } from '../account/SignInGate';
import { OrderList } from '../orders/OrderList';
import { Tabs } from './Tabs';
import { messagesFor } from '../../messages';
import '../styles/controls.css';
import './spot.css';

/** @example <OrdersTabs client:load locale="ru" /> */
export type OrdersTabsProps = { locale: string };

/**
 * The orders area: open orders (with count), order history, trade history, funds, positions (0) and
 * trading analysis; only the first two show data, the others say there is none.
 */
export function OrdersTabs(props: OrdersTabsProps) {
  const locale = useCabinetLocale(props.locale);
  const t = messagesFor(locale).spot;
  const open = useStore($openOrders);
  const count = open.length;
  const empty = <p data-testid="orders-no-data">{t.noData}</p>;
  return (
    <section className="ui-panel spot-flush" aria-label={t.ordersTable}>
      <Tabs
        label={t.ordersTable}
        testId="orders-tabs"
        tabs={[
          {
            id: 'open',
            title: (
              <>
                {t.open} (<span data-testid="open-count">{count}</span>)
              </>
            ),
            panel: <OrderList list="open" locale={locale} />,
          },
          { id: 'history', title: t.history, panel: <OrderList list="history" locale={locale} /> },
          { id: 'trades', title: t.tradeHistory, panel: empty },
          { id: 'funds', title: t.funds, panel: empty },
          { id: 'positions', title: `${t.positions} (0)`, panel: empty },
          { id: 'analysis', title: t.analysis, panel: empty },
        ]}
      />
    </section>
  );
}
