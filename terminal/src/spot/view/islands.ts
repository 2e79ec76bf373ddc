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
import { ChartPanel } from '../chart/ChartPanel';
import { withErrorBoundary } from '../ErrorBoundary';
import { PairsList } from '../market/PairsList';
import { AccountSwitcher } from './AccountSwitcher';
import { BookTabs } from './BookTabs';
import { FeedStaleNotice } from './FeedState';
import { OrderForm } from './OrderForm';
import { OrdersTabs } from './OrdersTabs';
import { SpotTopBar } from './SpotTopBar';
import { SupportLauncher } from './SupportLauncher';

export { resolveSpotPair, SPOT_SYMBOLS } from './spot-pairs';
export { StorageFaultNotice } from '../account/StorageFaultNotice';
export { GuardedTickerStrip } from '../market/TickerStrip';

export const GuardedOrderForm = withErrorBoundary(OrderForm, 'OrderForm');
export const GuardedSpotTopBar = withErrorBoundary(SpotTopBar, 'SpotTopBar');
export const GuardedAccountSwitcher = withErrorBoundary(AccountSwitcher, 'AccountSwitcher');
export const GuardedBookTabs = withErrorBoundary(BookTabs, 'BookTabs');
export const GuardedOrdersTabs = withErrorBoundary(OrdersTabs, 'OrdersTabs');
export const GuardedPairsList = withErrorBoundary(PairsList, 'PairsList');
export const GuardedChartPanel = withErrorBoundary(ChartPanel, 'ChartPanel');
export const GuardedFeedStaleNotice = withErrorBoundary(FeedStaleNotice, 'FeedStaleNotice');
export const GuardedSupportLauncher = withErrorBoundary(SupportLauncher, 'SupportLauncher');
