import type { TradingError } from '../domain/trading/errors';
import { messagesFor } from './catalogue';
import { fill } from './format';

/**
 * Turns an engine error (a code and its parameters) into the trader's text, in their language.
 * The Russian texts are the product's own wording; the English ones also say how to fix it.
 *
 * @example
 * describeTradingError({ code: 'INSUFFICIENT_FOR_WITHDRAW', params: { coin: 'BTC' } }, 'ru'); // 'Недостаточно BTC для вывода'
 */
export function describeTradingError(error: TradingError, locale: string): string {
  return fill(messagesFor(locale).trading.errors[error.code], error.params ?? {}, locale);
}
