import { useStore } from '@nanostores/react';
import { $openOrders } from '../../stores';
import { useCabinetLocale } from '../account/SignInGate';
import { OrderList } from '../../orders/view/OrderList';
import { FundsPanel, TradeHistoryPanel, TradingAnalysisPanel } from './OrdersTabPanels';
import { Tabs } from '../../shared/view/Tabs';
import { messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import '../../spot/view/spot.css';

/** @example <OrdersTabs client:load locale="ru" /> */
export type OrdersTabsProps = { locale: string };

/**
 * The orders area: open orders (with count), order history, trade history (the filled orders),
 * funds (the account's coins), positions (0: spot trades settle in coins) and trading analysis.
 */
export function OrdersTabs(props: OrdersTabsProps) {
  const locale = useCabinetLocale(props.locale);
  const t = messagesFor(locale).spot;
  const open = useStore($openOrders);
  const count = open.length;
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
          { id: 'trades', title: t.tradeHistory, panel: <TradeHistoryPanel locale={locale} /> },
          { id: 'funds', title: t.funds, panel: <FundsPanel locale={locale} /> },
          { id: 'positions', title: `${t.positions} (0)`, panel: <p data-testid="orders-empty">{t.ordersTabs.noPositions}</p> },
          { id: 'analysis', title: t.analysis, panel: <TradingAnalysisPanel locale={locale} /> },
        ]}
      />
    </section>
  );
}
