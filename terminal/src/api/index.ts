export { apiErrorSchema, TRADER_STATUSES, traderUserSchema, type ApiError, type TraderUser } from './trader';
export { readApiError, API_ERROR_DEFAULT } from './api-error';
export { coinInfoSchema, type CoinInfo } from './coin';
export {
  SUPPORT_KINDS,
  SUPPORT_STATUSES,
  supportRequestAnswerSchema,
  supportRequestSchema,
  type SupportKind,
  type SupportRequestAnswer,
  type SupportRequestInput,
  type SupportStatus,
} from './support';
