import { messagesFor, type Catalogue } from './catalogue';
import { fill } from './format';

/**
 * An error of the trading rules (@bourse/trading's `TradingError`), by shape: the catalogue names
 * every code, so a code without a text fails the type check where the rules' error is passed in.
 */
export interface CodedTradingError {
  code: keyof Catalogue['trading']['errors'];
  params?: Record<string, string>;
}

/** A dollar sum in the locale's grouping: cents shown only when it has some. @example formatUsd('1000.50', 'en') // '1,000.50' */
export function formatUsd(value: string | number, locale: string): string {
  const amount = Number(value);
  const cents = !Number.isInteger(amount);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 }).format(amount);
}

/**
 * Turns an engine error (a code and its parameters) into the trader's text, in their language.
 * The Russian texts are the product's own wording; the English ones also say how to fix it.
 *
 * @example
 * describeTradingError({ code: 'INSUFFICIENT_FOR_WITHDRAW', params: { coin: 'BTC' } }, 'ru'); // 'Недостаточно BTC для вывода'
 */
export function describeTradingError(error: CodedTradingError, locale: string): string {
  const params: Record<string, string | number> = { ...error.params };
  // A deposit limit is a round sum, read best grouped in the trader's format (1,000,000 / 1 000 000).
  if (error.code === 'DEPOSIT_ABOVE_MAX' && params.max !== undefined) params.max = Number(params.max);
  // Dollar sums of the level's limit: grouped, with cents only when there are some (50,000 / 1,000.50).
  if (error.code === 'LEVEL_DAILY_LIMIT')
    for (const key of ['limit', 'left']) if (params[key] !== undefined) params[key] = formatUsd(params[key], locale);
  // A code without a text (a proxy's own refusal, an older page after an upgrade) reads as "nothing
  // changed, try again" instead of breaking the screen.
  const texts = messagesFor(locale).trading.errors;
  return fill(texts[error.code] ?? texts.SERVICE_UNAVAILABLE, params, locale);
}
