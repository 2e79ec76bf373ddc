export { PriceTicker, type PriceTickerProps } from './ticker/view/PriceTicker';
export { SessionKeeper } from './session/view/SessionKeeper';
export { OrderList, type OrderListProps } from './orders/view/OrderList';
export { QuickOrder, type QuickOrderProps } from './orders/view/QuickOrder';
export { DepositPanel, type DepositPanelProps } from './ui/wallet/DepositPanel';
export { WithdrawPanel, type WithdrawPanelProps } from './ui/wallet/WithdrawPanel';
export { SignInGate } from './ui/account/SignInGate';
export { ErrorBoundary, withErrorBoundary, type ErrorTexts } from './shared/view/ErrorBoundary';
export { GuardedChartPanel } from './shared/view/ErrorBoundaryIslands';
export { GuardedDepositPanel, GuardedOrderList, GuardedQuickOrder, GuardedWithdrawPanel } from './shared/view/ErrorBoundaryIslands';
export { PairsList, type PairsListProps } from './pairs/view/PairsList';
export { GuardedSwapWidget, SwapWidget, type SwapWidgetProps } from './swap/view/SwapWidget';
export { GuardedTickerStrip, TickerStrip, type TickerStripProps } from './ticker/view/TickerStrip';
export { StorageFaultNotice, type StorageFaultNoticeProps } from './ui/account/StorageFaultNotice';
export { OrderForm, type OrderFormProps } from './ui/spot/OrderForm';
export { SpotTopBar, type SpotTopBarProps } from './spot/view/SpotTopBar';
export { AccountSwitcher, type AccountSwitcherProps } from './ui/spot/AccountSwitcher';
export { BookTabs, type BookTabsProps } from './book/view/BookTabs';
export { OrdersTabs, type OrdersTabsProps } from './ui/spot/OrdersTabs';
export { resolveSpotPair, SPOT_SYMBOLS } from './pairs/model/spot-pairs';
export {
  GuardedAccountSwitcher,
  GuardedBookTabs,
  GuardedOrderForm,
  GuardedOrdersTabs,
  GuardedPairsList,
  GuardedSpotTopBar,
} from './shared/view/ErrorBoundaryIslands';
export { ChartPanel, type ChartPanelProps } from './chart/view/ChartPanel';
export { ProfilePanel, type ProfilePanelProps, type ProfileSection } from './profile/view/ProfilePanel';
export { SupportWidget, type SupportWidgetProps } from './support/view/SupportWidget';
export { SupportChat, type SupportChatProps } from './support/view/SupportChat';
export { SupportFaq, type SupportFaqProps } from './support/view/SupportFaq';
export {
  GuardedCallbackForm,
  GuardedSupportChat,
  GuardedSupportEmailForm,
  GuardedSupportRequests,
  GuardedSupportWidget,
} from './shared/view/ErrorBoundaryIslands';
export { SettingsPanel, SETTINGS_SECTIONS, type SettingsPanelProps, type SettingsSection } from './settings/view/SettingsPanel';
export { CallbackForm, type CallbackFormProps } from './support/view/CallbackForm';
export { SupportEmailForm, type SupportEmailFormProps } from './support/view/SupportEmailForm';
export { SupportRequests, type SupportRequestsProps } from './support/view/SupportRequests';
export { VerificationPanel, type VerificationPanelProps } from './verification/view/VerificationPanel';
export { GuardedVerificationPanel } from './shared/view/ErrorBoundaryIslands';
