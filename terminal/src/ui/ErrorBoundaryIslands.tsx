import { withErrorBoundary } from './ErrorBoundary';
import { OrderBook } from './OrderBook';
import { OrderList } from './orders/OrderList';
import { QuickOrder } from './orders/QuickOrder';
import { PriceTicker } from './PriceTicker';
import { DepositPanel } from './wallet/DepositPanel';
import { WithdrawPanel } from './wallet/WithdrawPanel';

// The cabinet mounts these: each island behind its own error fallback, so a failing order book
// leaves the ticker, the order form and the page around them working.
export const GuardedPriceTicker = withErrorBoundary(PriceTicker, 'PriceTicker');
export const GuardedOrderBook = withErrorBoundary(OrderBook, 'OrderBook');
export const GuardedOrderList = withErrorBoundary(OrderList, 'OrderList');
export const GuardedQuickOrder = withErrorBoundary(QuickOrder, 'QuickOrder');
export const GuardedDepositPanel = withErrorBoundary(DepositPanel, 'DepositPanel');
export const GuardedWithdrawPanel = withErrorBoundary(WithdrawPanel, 'WithdrawPanel');
