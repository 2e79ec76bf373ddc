export { PriceTicker, type PriceTickerProps } from './PriceTicker';
export { SessionKeeper } from './auth/SessionKeeper';
export { LogoutButton } from './auth/LogoutButton';
export { OrderList, type OrderListProps } from './orders/OrderList';
export { QuickOrder, type QuickOrderProps } from './orders/QuickOrder';
export { DepositPanel, type DepositPanelProps } from './wallet/DepositPanel';
export { WithdrawPanel, type WithdrawPanelProps } from './wallet/WithdrawPanel';
export { SignInGate } from './account/SignInGate';
export { OrderBook, type OrderBookProps } from './OrderBook';
