import { withErrorBoundary } from './ErrorBoundary';
import { OrderList } from '../../orders/view/OrderList';
import { QuickOrder } from '../../orders/view/QuickOrder';
import { DepositPanel } from '../../ui/wallet/DepositPanel';
import { WithdrawPanel } from '../../ui/wallet/WithdrawPanel';
import { VerificationPanel } from '../../verification/view/VerificationPanel';
import { CallbackForm } from '../../support/view/CallbackForm';
import { SupportChat } from '../../support/view/SupportChat';
import { SupportEmailForm } from '../../support/view/SupportEmailForm';
import { SupportRequests } from '../../support/view/SupportRequests';
import { SupportWidget } from '../../support/view/SupportWidget';

// The cabinet mounts these: each island behind its own error fallback, so a failing order list
// leaves the order form and the page around them working.
export const GuardedOrderList = withErrorBoundary(OrderList, 'OrderList');
export const GuardedQuickOrder = withErrorBoundary(QuickOrder, 'QuickOrder');
export const GuardedDepositPanel = withErrorBoundary(DepositPanel, 'DepositPanel');
export const GuardedWithdrawPanel = withErrorBoundary(WithdrawPanel, 'WithdrawPanel');
// The spot terminal's islands (/cabinet/spot) live in their own entry, which the page imports.
export {
  GuardedAccountSwitcher,
  GuardedBookTabs,
  GuardedChartPanel,
  GuardedOrderForm,
  GuardedOrdersTabs,
  GuardedPairsList,
  GuardedSpotTopBar,
} from '../../spot/view/islands';
// Support (every cabinet page and /cabinet/support).
export const GuardedSupportWidget = withErrorBoundary(SupportWidget, 'SupportWidget');
export const GuardedSupportChat = withErrorBoundary(SupportChat, 'SupportChat');
export const GuardedCallbackForm = withErrorBoundary(CallbackForm, 'CallbackForm');
export const GuardedSupportEmailForm = withErrorBoundary(SupportEmailForm, 'SupportEmailForm');
export const GuardedSupportRequests = withErrorBoundary(SupportRequests, 'SupportRequests');
// Identity verification (/cabinet/wallet/verification).
export const GuardedVerificationPanel = withErrorBoundary(VerificationPanel, 'VerificationPanel');
