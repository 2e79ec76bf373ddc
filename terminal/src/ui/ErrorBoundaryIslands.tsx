import { ChartPanel } from './chart/ChartPanel';
import { withErrorBoundary } from './ErrorBoundary';
import { OrderBook } from './OrderBook';
import { OrderList } from './orders/OrderList';
import { QuickOrder } from './orders/QuickOrder';
import { PriceTicker } from './PriceTicker';
import { DepositPanel } from './wallet/DepositPanel';
import { WithdrawPanel } from './wallet/WithdrawPanel';
import { PairsList } from './market/PairsList';
import { VerificationPanel } from './verification/VerificationPanel';
import { AccountSwitcher } from './spot/AccountSwitcher';
import { BookTabs } from './spot/BookTabs';
import { OrderForm } from './spot/OrderForm';
import { OrdersTabs } from './spot/OrdersTabs';
import { SpotTopBar } from './spot/SpotTopBar';
import { CallbackForm } from './support/CallbackForm';
import { SupportChat } from './support/SupportChat';
import { SupportEmailForm } from './support/SupportEmailForm';
import { SupportWidget } from './support/SupportWidget';

// The cabinet mounts these: each island behind its own error fallback, so a failing order book
// leaves the ticker, the order form and the page around them working.
export const GuardedPriceTicker = withErrorBoundary(PriceTicker, 'PriceTicker');
export const GuardedOrderBook = withErrorBoundary(OrderBook, 'OrderBook');
export const GuardedOrderList = withErrorBoundary(OrderList, 'OrderList');
export const GuardedQuickOrder = withErrorBoundary(QuickOrder, 'QuickOrder');
export const GuardedDepositPanel = withErrorBoundary(DepositPanel, 'DepositPanel');
export const GuardedWithdrawPanel = withErrorBoundary(WithdrawPanel, 'WithdrawPanel');
// The spot terminal's islands (/cabinet/spot).
export const GuardedOrderForm = withErrorBoundary(OrderForm, 'OrderForm');
export const GuardedSpotTopBar = withErrorBoundary(SpotTopBar, 'SpotTopBar');
export const GuardedAccountSwitcher = withErrorBoundary(AccountSwitcher, 'AccountSwitcher');
export const GuardedBookTabs = withErrorBoundary(BookTabs, 'BookTabs');
export const GuardedOrdersTabs = withErrorBoundary(OrdersTabs, 'OrdersTabs');
export const GuardedPairsList = withErrorBoundary(PairsList, 'PairsList');
export const GuardedChartPanel = withErrorBoundary(ChartPanel, 'ChartPanel');
// Support (every cabinet page and /cabinet/support).
export const GuardedSupportWidget = withErrorBoundary(SupportWidget, 'SupportWidget');
export const GuardedSupportChat = withErrorBoundary(SupportChat, 'SupportChat');
export const GuardedCallbackForm = withErrorBoundary(CallbackForm, 'CallbackForm');
export const GuardedSupportEmailForm = withErrorBoundary(SupportEmailForm, 'SupportEmailForm');
// Identity verification (/cabinet/wallet/verification).
export const GuardedVerificationPanel = withErrorBoundary(VerificationPanel, 'VerificationPanel');
