export { done, refuse, type MarginError, type MarginErrorCode, type MarginResult } from './errors';
export { INSTRUMENTS, instrumentSchema, tickOf, onTick, priceText, type Instrument } from './instruments';
export { unitsOf, lotsOf, volumeSchema, MAX_LOTS, type Volume } from './volume';
export { toUsd, toCents, requiredMargin, pipValue, profitAt, openPriceOf, closePriceOf, type BidAsk, type MarketQuotes } from './money';
export {
  summarize,
  openResult,
  unquotedSymbol,
  positionSchema,
  pendingOrderSchema,
  marginAccountSchema,
  MARGIN_CALL_LEVEL,
  STOP_OUT_LEVEL,
  type Position,
  type PendingOrder,
  type MarginAccount,
  type AccountSummary,
} from './account';
export { stopPrice, checkStops, stopReached, stopSpecSchema, type StopSpec, type StopKind, type StopBasis } from './stops';
export type { Deal, DealReason, MarginEvent } from './deals';
export { openPosition, closePosition, type Step, type Opening } from './positions';
export { checkMarginOrder, marginOrderRequestSchema, type MarginOrderRequest, type CheckedMarginOrder } from './order-check';
export { placeMarginOrder, cancelPendingOrder, modifyStops } from './orders';
export { previewMarginOrder, type MarginOrderPreview } from './preview';
export { applyQuote, pendingReached, type QuoteStep } from './quote-step';
