export { PriceTicker, type PriceTickerProps } from './PriceTicker';
export { SessionKeeper } from './auth/SessionKeeper';
export { OrderList, type OrderListProps } from './orders/OrderList';
export { QuickOrder, type QuickOrderProps } from './orders/QuickOrder';
export { DepositPanel, type DepositPanelProps } from './wallet/DepositPanel';
export { WithdrawPanel, type WithdrawPanelProps } from './wallet/WithdrawPanel';
export { SignInGate } from './account/SignInGate';
export { ErrorBoundary, withErrorBoundary, type ErrorTexts } from './ErrorBoundary';
export { GuardedChartPanel } from './ErrorBoundaryIslands';
export { GuardedDepositPanel, GuardedOrderList, GuardedQuickOrder, GuardedWithdrawPanel } from './ErrorBoundaryIslands';
export { PairsList, type PairsListProps } from './market/PairsList';
export { GuardedSwapWidget, SwapWidget, type SwapWidgetProps } from './swap/SwapWidget';
export { GuardedTickerStrip, TickerStrip, type TickerStripProps } from './market/TickerStrip';
export { StorageFaultNotice, type StorageFaultNoticeProps } from './account/StorageFaultNotice';
export { OrderForm, type OrderFormProps } from './spot/OrderForm';
export { SpotTopBar, type SpotTopBarProps } from './spot/SpotTopBar';
export { AccountSwitcher, type AccountSwitcherProps } from './spot/AccountSwitcher';
export { BookTabs, type BookTabsProps } from './spot/BookTabs';
export { OrdersTabs, type OrdersTabsProps } from './spot/OrdersTabs';
export { resolveSpotPair, SPOT_SYMBOLS } from './spot/spot-pairs';
export {
  GuardedAccountSwitcher,
  GuardedBookTabs,
  GuardedOrderForm,
  GuardedOrdersTabs,
  GuardedPairsList,
  GuardedSpotTopBar,
} from './ErrorBoundaryIslands';
export { ChartPanel, type ChartPanelProps } from './chart/ChartPanel';
export { ProfilePanel, type ProfilePanelProps, type ProfileSection } from './profile/ProfilePanel';
export { SupportWidget, type SupportWidgetProps } from './support/SupportWidget';
export { SupportChat, type SupportChatProps } from './support/SupportChat';
export { SupportFaq, type SupportFaqProps } from './support/SupportFaq';
export { GuardedCallbackForm, GuardedSupportChat, GuardedSupportEmailForm, GuardedSupportWidget } from './ErrorBoundaryIslands';
export { SettingsPanel, SETTINGS_SECTIONS, type SettingsPanelProps, type SettingsSection } from './settings/SettingsPanel';
export { CallbackForm, type CallbackFormProps } from './support/CallbackForm';
export { SupportEmailForm, type SupportEmailFormProps } from './support/SupportEmailForm';
export { VerificationPanel, type VerificationPanelProps } from './verification/VerificationPanel';
export { GuardedVerificationPanel } from './ErrorBoundaryIslands';
