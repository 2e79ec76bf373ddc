/**
 * The spot terminal page's islands, as their own package entry (`@bourse/terminal/islands/spot`).
 * Astro makes one browser module of each entry an island names, with everything that entry
 * exports; through the all-islands entry the terminal's first load carried the swap, the support
 * bot, the settings and the wallet screens as well. Each island here sits behind its own error
 * fallback, so a failing order book leaves the chart and the form working.
 *
 * @example
 * import { GuardedOrderForm, resolveSpotPair } from '@bourse/terminal/islands/spot';
 */
import { ChartPanel } from '../../chart/view/ChartPanel';
import { withErrorBoundary } from '../../shared/view/ErrorBoundary';
import { PairsList } from '../../pairs/view/PairsList';
import { AccountSwitcher } from '../../ui/spot/AccountSwitcher';
import { BookTabs } from '../../book/view/BookTabs';
import { FeedStaleNotice } from '../../feed/view/FeedState';
import { OrderForm } from '../../ui/spot/OrderForm';
import { OrdersTabs } from '../../ui/spot/OrdersTabs';
import { SpotTopBar } from './SpotTopBar';
import { SupportLauncher } from '../../support/view/SupportLauncher';

export { resolveSpotPair, SPOT_SYMBOLS } from '../../pairs/model/spot-pairs';
export { StorageFaultNotice } from '../../ui/account/StorageFaultNotice';
export { GuardedTickerStrip } from '../../ticker/view/TickerStrip';

export const GuardedOrderForm = withErrorBoundary(OrderForm, 'OrderForm');
export const GuardedSpotTopBar = withErrorBoundary(SpotTopBar, 'SpotTopBar');
export const GuardedAccountSwitcher = withErrorBoundary(AccountSwitcher, 'AccountSwitcher');
export const GuardedBookTabs = withErrorBoundary(BookTabs, 'BookTabs');
export const GuardedOrdersTabs = withErrorBoundary(OrdersTabs, 'OrdersTabs');
export const GuardedPairsList = withErrorBoundary(PairsList, 'PairsList');
export const GuardedChartPanel = withErrorBoundary(ChartPanel, 'ChartPanel');
export const GuardedFeedStaleNotice = withErrorBoundary(FeedStaleNotice, 'FeedStaleNotice');
export const GuardedSupportLauncher = withErrorBoundary(SupportLauncher, 'SupportLauncher');
