/**
 * The trading rules' error codes in the trader's words (the catalogue itself is @bourse/i18n): the
 * rules return `{ code, params }`, the edge picks the text.
 *
 * @example
 * describeTradingError({ code: 'INSUFFICIENT_FOR_WITHDRAW', params: { coin: 'BTC' } }, 'ru'); // 'Недостаточно BTC для вывода'
 */
export { describeTradingError } from './trading-errors';
