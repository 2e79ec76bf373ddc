/** Interface texts of the spot terminal's islands (ru and en; other locales read en). */
const EN = {
  orderForm: 'Order form', limit: 'Limit', market: 'Market', orderType: 'Order type', buy: 'Buy', sell: 'Sell',
  price: 'Price', amount: 'Amount', total: 'Total', available: 'Available', marketPrice: 'Market price', stopLoss: 'Stop-loss',
  percentOf: '{percent}% of available {asset}', placed: 'Order placed: {side} {amount} {base} at {price} {quote}', close: 'Close',
  slTitle: 'Set a stop-loss?', slText: 'A stop-loss at {price} {quote} (98% of the price) limits the loss if the price falls.',
  slSkip: 'Skip', slUse: 'Use recommendation', slHide: "Don't show recommendations again",
  pair: 'Trading pair', pairSearch: 'Search pair', noResults: 'No results',
  balance: 'Balance', pnl: 'PnL', accounts: 'Accounts', deposit: 'Deposit', account: 'Account',
  book: 'Order book', trades: 'Trades', tradesLoading: 'Trade history is loading…', loading: 'Loading…', pickPrice: 'Use price {price} in the order form',
  open: 'Open orders', history: 'Order history', tradeHistory: 'Trade history', funds: 'Funds', positions: 'Positions',
  analysis: 'Trading analysis', noData: 'No data to display', ordersTable: 'Orders',
};
export type SpotTexts = typeof EN;
const RU: SpotTexts = {
  orderForm: 'Форма ордера', limit: 'Лимит', market: 'Рынок', orderType: 'Тип ордера', buy: 'Купить', sell: 'Продать',
  price: 'Цена', amount: 'Количество', total: 'Сумма', available: 'Доступно', marketPrice: 'Рыночная цена', stopLoss: 'Стоп-лосс',
  percentOf: '{percent}% доступного {asset}', placed: 'Ордер размещён: {side} {amount} {base} по {price} {quote}', close: 'Закрыть',
  slTitle: 'Установить стоп-лосс?', slText: 'Стоп-лосс на {price} {quote} (98% от цены) ограничит убыток, если цена упадёт.',
  slSkip: 'Пропустить', slUse: 'Использовать рекомендацию', slHide: 'Больше не показывать рекомендации',
  pair: 'Торговая пара', pairSearch: 'Поиск пары', noResults: 'Ничего не найдено',
  balance: 'Баланс', pnl: 'PnL', accounts: 'Счета', deposit: 'Пополнить', account: 'Счёт',
  book: 'Стакан', trades: 'Сделки', tradesLoading: 'История сделок загружается…', loading: 'Загрузка…', pickPrice: 'Подставить цену {price} в форму ордера',
  open: 'Открытые ордера', history: 'История ордеров', tradeHistory: 'История сделок', funds: 'Средства', positions: 'Позиции',
  analysis: 'Торговый анализ', noData: 'Нет данных для отображения', ordersTable: 'Ордера',
};

/** @example spotTexts('ru').buy; // 'Купить' */
export function spotTexts(locale: string): SpotTexts {
  return locale.startsWith('ru') ? RU : EN;
}

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * fillText('{percent}% of {asset}', { percent: '25', asset: 'USDT' }); // '25% of USDT'
 */
export function fillText(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}
