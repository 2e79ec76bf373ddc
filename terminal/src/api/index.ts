export { apiErrorSchema, TRADER_STATUSES, traderUserSchema, type ApiError, type TraderUser } from './trader';
