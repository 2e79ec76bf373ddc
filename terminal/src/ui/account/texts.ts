import { Dec } from '../../domain/decimal';

/** Interface texts of the wallet, order and account islands (ru and en; other locales read en). */
const EN = {
  signIn: 'Sign in to see your wallet and orders.', signInLink: 'Sign in', loading: 'Loading…',
  search: 'Search by pair or order ID', date: 'Date', pair: 'Pair', side: 'Side', type: 'Type', price: 'Price', amount: 'Amount',
  total: 'Total', fee: 'Fee', filled: 'Filled', status: 'Status', actions: 'Actions', cancel: 'Cancel',
  noOpen: 'No open orders', noPending: 'No pending orders', noHistory: 'Order history is empty', noResults: 'No results',
  buy: 'Buy', sell: 'Sell', limit: 'Limit', market: 'Market', placeOrder: 'Place order', newOrder: 'New limit order',
  free: 'Free', locked: 'Locked', orderPlaced: 'Order placed', statusOpen: 'Open', statusPending: 'Pending', statusFilled: 'Filled', statusCancelled: 'Cancelled',
  back: 'Back', chooseCoin: 'Choose coin', chooseNetwork: 'Choose network', depositAddress: 'Deposit address', recentDeposits: 'Recent deposits',
  coinSearch: 'Search coin', copy: 'Copy', copied: 'Copied', minDeposit: 'Minimum deposit', confirmations: 'Confirmations', time: 'Time',
  hideErrors: 'Hide errors', clearHistory: 'Clear history', depositEmpty: 'Deposit history is empty', details: 'Details', close: 'Close',
  explorer: 'Open in explorer', txId: 'TxID', address: 'Address', network: 'Network', coin: 'Coin',
  simulate: 'Simulate an incoming deposit (demo)', simulateButton: 'Receive', noCoins: 'No coins match your search',
  withdraw: 'Withdraw', withdrawEmpty: 'Withdrawal history is empty', networkWarning: 'Make sure the recipient address supports the selected network, or the funds may be lost.',
  twoFactor: '2FA code', emailCode: 'E-mail code', codesHint: 'Demo: without an authenticator the test code 123456 works for both.',
  whitelist: 'Withdrawal address whitelist', addWhitelist: 'Add to whitelist', whitelistWait: 'usable from', accepted: 'Withdrawal accepted',
  qrAlt: 'QR code of the deposit address', addressNotFound: 'Address not found', balance: 'Available',
  storageReset: 'Some saved data could not be read and was reset:', dismiss: 'Dismiss',
};
type Texts = typeof EN;
const RU: Texts = {
  ...EN,
  signIn: 'Войдите, чтобы увидеть кошелёк и ордера.', signInLink: 'Войти', loading: 'Загрузка…',
  search: 'Поиск по паре или ID ордера', date: 'Дата', pair: 'Пара', side: 'Сторона', type: 'Тип', price: 'Цена', amount: 'Количество',
  total: 'Сумма', fee: 'Комиссия', filled: 'Исполнено', status: 'Статус', actions: 'Действия', cancel: 'Отменить',
  noOpen: 'Нет открытых ордеров', noPending: 'Нет отложенных ордеров', noHistory: 'История ордеров пуста', noResults: 'Ничего не найдено',
  buy: 'Купить', sell: 'Продать', limit: 'Лимит', market: 'Рынок', placeOrder: 'Разместить ордер', newOrder: 'Новый лимитный ордер',
  free: 'Свободно', locked: 'Заблокировано', orderPlaced: 'Ордер размещён', statusOpen: 'Открыт', statusPending: 'Ожидает', statusFilled: 'Исполнен', statusCancelled: 'Отменён',
  back: 'Назад', chooseCoin: 'Выберите монету', chooseNetwork: 'Выберите сеть', depositAddress: 'Адрес депозита', recentDeposits: 'Последние депозиты',
  coinSearch: 'Поиск монеты', copy: 'Копировать', copied: 'Скопировано', minDeposit: 'Минимальный депозит', confirmations: 'Подтверждения', time: 'Время',
  hideErrors: 'Скрыть ошибки', clearHistory: 'Очистить историю', depositEmpty: 'История депозитов пуста', details: 'Подробнее', close: 'Закрыть',
  explorer: 'Открыть в обозревателе', address: 'Адрес', network: 'Сеть', coin: 'Монета',
  simulate: 'Смоделировать входящий депозит (демо)', simulateButton: 'Зачислить', withdraw: 'Вывести',
  networkWarning: 'Убедитесь, что адрес получателя поддерживает выбранную сеть, иначе средства могут быть потеряны.',
  twoFactor: 'Код 2FA', emailCode: 'Код из письма', codesHint: 'Демо: без аутентификатора подходит тестовый код 123456.',
  whitelist: 'Белый список адресов вывода', addWhitelist: 'Добавить в белый список', whitelistWait: 'доступен с', accepted: 'Вывод принят',
  qrAlt: 'QR-код адреса депозита', balance: 'Доступно',
  noCoins: 'Нет монет по вашему запросу', withdrawEmpty: 'История выводов пуста', addressNotFound: 'Адрес не найден',
  storageReset: 'Часть сохранённых данных не удалось прочитать, и они были сброшены:', dismiss: 'Скрыть',
};

export type { Texts };
/** @example textsFor('ru').noOpen; // 'Нет открытых ордеров' */
export function textsFor(locale: string): Texts {
  return locale.startsWith('ru') ? RU : EN;
}

/** Amounts with 8 decimals and prices/totals with 2, in the page's locale (spec: order lists), exactly. */
export function formatAmount(value: string, locale: string, decimals = 8): string {
  const [int = '0', frac] = new Dec(value).toFixed(decimals, Dec.ROUND_HALF_UP).split('.');
  const grouped = new Intl.NumberFormat(locale).format(BigInt(int));
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return frac ? `${grouped}${separator}${frac}` : grouped;
}

export function formatTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(ms);
}
