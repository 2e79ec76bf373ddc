/** Swap page texts: the spec's Russian with English beside it; other locales read English. */
const EN = {
  listTitle: 'Currencies', search: 'Search currency', loading: 'Loading prices…',
  noResults: 'No results found', nothingFound: 'Nothing found',
  pricesFailed: (reason: string) => `Prices could not be loaded (${reason}): the standard list is shown without prices.`,
  source: (label: string) => `Prices: ${label}`,
  columns: { favorite: 'Favourite', currency: 'Currency', price: 'Price · 24h', volume: 'Volume 24h' },
  favorite: (symbol: string) => `${symbol}: favourite`,
  pick: { buy: (symbol: string) => `Buy ${symbol}`, sell: (symbol: string) => `Sell ${symbol}` },
  form: 'Buy or sell', mode: 'Mode', buy: 'Buy', sell: 'Sell',
  give: 'You give', receive: 'You receive', choose: 'Choose',
  sideButton: (side: string, symbol: string | null) => `${side}: ${symbol ?? 'not chosen'}. Change currency`,
  reverse: 'Swap the currencies', amount: 'Amount', amountHelp: 'Digits with one decimal point, e.g. 0.5',
  notNumeric: 'Only a number can be entered: digits with one decimal point, e.g. 0.5.',
  youGet: 'You get', rate: 'Rate',
  submit: { buy: (symbol: string) => `Buy ${symbol}`, sell: (symbol: string) => `Sell ${symbol}` },
  simulation: 'Simulation: no order is placed and nothing is charged.',
  modalTitle: { give: 'Choose the currency you give', receive: 'Choose the currency you receive' },
  modalSearch: 'Search (typos allowed)', confirm: 'Confirm', cancel: 'Cancel',
};
export type SwapTexts = typeof EN;

const RU: SwapTexts = {
  listTitle: 'Валюты', search: 'Поиск валюты', loading: 'Загрузка цен…',
  noResults: 'По вашему запросу ничего не найдено', nothingFound: 'Ничего не найдено',
  pricesFailed: (reason) => `Не удалось загрузить цены (${reason}): показан стандартный список без цен.`,
  source: (label) => `Цены: ${label}`,
  columns: { favorite: 'Избранное', currency: 'Валюта', price: 'Цена · 24ч', volume: 'Объём 24ч' },
  favorite: (symbol) => `${symbol}: в избранное`,
  pick: { buy: (symbol) => `Купить ${symbol}`, sell: (symbol) => `Продать ${symbol}` },
  form: 'Купить или продать', mode: 'Режим', buy: 'Купить', sell: 'Продать',
  give: 'Отдаёте', receive: 'Получаете', choose: 'Выбрать',
  sideButton: (side, symbol) => `${side}: ${symbol ?? 'не выбрано'}. Сменить валюту`,
  reverse: 'Поменять валюты местами', amount: 'Сумма', amountHelp: 'Цифры и одна десятичная точка, например 0.5',
  notNumeric: 'Можно ввести только число: цифры и одна десятичная точка, например 0.5.',
  youGet: 'Вы получите', rate: 'Курс',
  submit: { buy: (symbol) => `Купить ${symbol}`, sell: (symbol) => `Продать ${symbol}` },
  simulation: 'Симуляция: заявка не размещается, средства не списываются.',
  modalTitle: { give: 'Выберите валюту, которую отдаёте', receive: 'Выберите валюту, которую получаете' },
  modalSearch: 'Поиск (опечатки допускаются)', confirm: 'Подтвердить', cancel: 'Отмена',
};

/** The texts for a locale such as 'ru', 'ru-RU' or 'en'. */
export function swapTexts(locale: string): SwapTexts {
  return locale.toLowerCase().startsWith('ru') ? RU : EN;
}
