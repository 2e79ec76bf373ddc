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
export {
  PLUS_STATUSES,
  VERIFICATION_DOCUMENTS,
  VERIFICATION_LEVELS,
  phoneCodeSchema,
  verificationAnswerSchema,
  verificationLevelOf,
  type PlusStatus,
  type VerificationAnswer,
  type VerificationDocument,
  type VerificationDocumentKind,
  type VerificationLevel,
} from './verification';
