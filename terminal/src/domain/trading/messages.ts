import type { TradingError, TradingErrorCode } from './errors';

export type MessageLocale = 'ru' | 'en';

/**
 * The spec's Russian texts (ru) and their English translations (en), by error code. Texts the
 * spec gives verbatim are kept verbatim; for the store messages it gives only the meaning, so the
 * Russian wording is ours. Placeholders in braces come from the error's params.
 */
const MESSAGES: Record<TradingErrorCode, Record<MessageLocale, string>> = {
  NOT_AUTHORISED: { ru: 'Пользователь не авторизован', en: 'You are not signed in. Sign in to continue.' },
  MISSING_FIELDS: { ru: 'Не все обязательные поля заполнены', en: 'Not all required fields are filled in.' },
  FORM_INCOMPLETE: { ru: 'Пожалуйста, заполните все поля', en: 'Please fill in all fields.' },
  ORDER_FIELDS_ZERO: { ru: 'Заполните все поля', en: 'Fill in all fields: price, amount and total must not be zero.' },
  INVALID_AMOUNT: { ru: 'Некорректная сумма', en: 'Incorrect amount: enter a number greater than zero.' },
  FORM_INVALID_AMOUNT: { ru: 'Пожалуйста, введите корректную сумму', en: 'Please enter a valid amount.' },
  INVALID_ADDRESS: { ru: 'Некорректный адрес', en: 'Incorrect address for this network: check it and try again.' },
  ADDRESS_NOT_WHITELISTED: { ru: 'Адрес не в белом списке', en: 'This address is not on your whitelist: add it first.' },
  ADDRESS_WAITING: {
    ru: 'Адрес недавно добавлен в белый список: вывод на него станет доступен через {hours} ч',
    en: 'This address was whitelisted recently: withdrawals to it open in {hours} h.',
  },
  INSUFFICIENT_FUNDS: { ru: 'Недостаточно средств', en: 'Insufficient funds: lower the amount.' },
  INSUFFICIENT_FOR_ORDER: { ru: 'Недостаточно {currency} для исполнения ордера', en: 'Not enough {currency} to execute the order.' },
  INSUFFICIENT_FOR_WITHDRAW: { ru: 'Недостаточно {coin} для вывода', en: 'Not enough {coin} to withdraw.' },
  UNSUPPORTED_CURRENCY: { ru: 'Неподдерживаемая валюта', en: 'Unsupported currency: withdrawals are available in USDT and BTC.' },
  AMOUNT_OUT_OF_RANGE: { ru: 'Сумма должна быть от {min} до {max} {currency}', en: 'The amount must be from {min} to {max} {currency}.' },
  NETWORK_AMOUNT_OUT_OF_RANGE: { ru: 'Сумма должна быть от {min} {coin} до {max} {coin}', en: 'The amount must be from {min} {coin} to {max} {coin}.' },
  DAILY_LIMIT: { ru: 'Превышен дневной лимит', en: 'Daily limit exceeded: try a smaller amount or wait until tomorrow.' },
  MONTHLY_LIMIT: { ru: 'Превышен месячный лимит', en: 'Monthly limit exceeded.' },
  WITHDRAW_COOLDOWN: { ru: 'Слишком частые выводы, пожалуйста, подождите', en: 'Withdrawals too frequent: one withdrawal per 24 hours, please wait.' },
  WRONG_2FA: { ru: 'Неверный 2FA код', en: 'Wrong 2FA code: enter the current code from your authenticator.' },
  WRONG_EMAIL_CODE: { ru: 'Неверный код подтверждения email', en: 'Wrong e-mail confirmation code.' },
  ADDRESS_NOT_FOUND: { ru: 'Адрес не найден', en: 'Address not found.' },
  ORDER_NOT_FOUND: { ru: 'Ордер не найден', en: 'Order not found.' },
  ORDER_NOT_OPEN: { ru: 'Отменить можно только открытый ордер', en: 'Only an open order can be cancelled.' },
  UNKNOWN_PAIR: { ru: 'Неизвестная пара {pair}', en: 'Unknown pair {pair}.' },
};

/**
 * Turns an engine error into the text shown to the trader.
 *
 * @example
 * describeTradingError({ code: 'INSUFFICIENT_FOR_WITHDRAW', params: { coin: 'BTC' } }, 'ru'); // 'Недостаточно BTC для вывода'
 */
export function describeTradingError(error: TradingError, locale: string): string {
  const lang: MessageLocale = locale.startsWith('ru') ? 'ru' : 'en';
  return MESSAGES[error.code][lang].replace(/\{(\w+)\}/g, (whole, key: string) => error.params?.[key] ?? whole);
}
