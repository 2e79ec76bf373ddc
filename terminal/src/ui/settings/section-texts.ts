import type {
  ChartToggle, CloseUnit, CloseValueErrorCode, NotificationChannel, NotificationEvent, TradingSettings,
} from '../../domain/settings-sections';

/** Texts of the trading, chart and notification sections (Russian and English; other locales read English). */
const EN = {
  trading: 'Trading settings', panelType: 'Order panel type',
  panelTypes: { investment: 'Enter investment size', dealSize: 'Enter deal size' } satisfies Record<TradingSettings['panelType'], string>,
  defaultDealSize: 'Default deal size',
  takeProfit: 'Close with profit by default', stopLoss: 'Close with loss by default', unit: 'Unit',
  units: { percent: 'Percent', money: 'Money', price: 'At price' } satisfies Record<CloseUnit, string>,
  closeErrors: {
    REQUIRED: 'Enter a value', NOT_A_NUMBER: 'Enter a number, for example 100 or 12.5', NOT_POSITIVE: 'The value must be greater than zero',
  } satisfies Record<CloseValueErrorCode, string>,
  confirmOrders: 'Confirm orders', leverage: 'Default leverage',
  highRisk: 'High risk: with leverage of 10x and more a small price move against the deal can wipe out the margin.',
  layout: 'Layout', layouts: { default: 'Default', compact: 'Compact', advanced: 'Advanced' } satisfies Record<TradingSettings['layout'], string>,
  chart: 'Chart settings', chartDisplay: 'Show on the chart',
  chartToggles: {
    fullWidthPriceLine: 'Full-width price line', askLine: 'Ask line', bidLine: 'Bid line', askBidShading: 'Shading between Ask and Bid',
    priceIndicator: 'Price indicator', openDeals: 'Open deals', pendingDeals: 'Pending deals', takeProfitStopLoss: 'Take-profit and stop-loss levels',
    grid: 'Grid', profitScale: 'Potential-profit scale', volumes: 'Volumes',
  } satisfies Record<ChartToggle, string>,
  chartType: 'Default chart type', chartTypes: { candles: 'Candles', bars: 'Bars', line: 'Line', area: 'Area' },
  timeframe: 'Default timeframe',
  timeframes: { '1m': '1 min', '5m': '5 min', '15m': '15 min', '30m': '30 min', '1h': '1 hour', '4h': '4 hours', '1d': '1 day', '1w': '1 week' },
  notifications: 'Notifications and confirmations', event: 'Event',
  channels: { confirmation: 'Confirmation', sound: 'Sound', show: 'Show' } satisfies Record<NotificationChannel, string>,
  events: {
    closeDeal: 'Close deal', openMarketDeal: 'Open market deal', setPendingDeal: 'Set pending deal', modifyPendingDeal: 'Modify pending deal',
    deletePendingDeal: 'Delete pending deal', mergeDeals: 'Merge (netting) of deals', errors: 'Error notifications',
  } satisfies Record<NotificationEvent, string>,
  notOffered: 'not offered',
  localOnly: 'Kept on this page only: leaving or reloading it restores the defaults.',
};
export type SectionTexts = typeof EN;

const RU: SectionTexts = {
  trading: 'Настройки торговли', panelType: 'Тип панели',
  panelTypes: { investment: 'Ввод суммы инвестиции', dealSize: 'Ввод размера сделки' },
  defaultDealSize: 'Размер сделки по умолчанию',
  takeProfit: 'Закрыть с прибылью по умолчанию', stopLoss: 'Закрыть с убытком по умолчанию', unit: 'Единица',
  units: { percent: 'Проценты', money: 'Деньги', price: 'По цене' },
  closeErrors: {
    REQUIRED: 'Введите значение', NOT_A_NUMBER: 'Введите число, например 100 или 12,5', NOT_POSITIVE: 'Значение должно быть больше нуля',
  },
  confirmOrders: 'Подтверждение ордеров', leverage: 'Кредитное плечо по умолчанию',
  highRisk: 'Высокий риск: при плече 10x и выше небольшое движение цены против сделки может уничтожить всю маржу.',
  layout: 'Макет', layouts: { default: 'Стандартный', compact: 'Компактный', advanced: 'Расширенный' },
  chart: 'Настройки графика', chartDisplay: 'Показывать на графике',
  chartToggles: {
    fullWidthPriceLine: 'Линия цены во всю ширину', askLine: 'Линия Ask', bidLine: 'Линия Bid', askBidShading: 'Заливка между Ask и Bid',
    priceIndicator: 'Индикатор цены', openDeals: 'Открытые сделки', pendingDeals: 'Отложенные сделки', takeProfitStopLoss: 'Уровни тейк-профита и стоп-лосса',
    grid: 'Сетка', profitScale: 'Шкала потенциальной прибыли', volumes: 'Объёмы',
  },
  chartType: 'Тип графика по умолчанию', chartTypes: { candles: 'Свечи', bars: 'Бары', line: 'Линия', area: 'Область' },
  timeframe: 'Таймфрейм по умолчанию',
  timeframes: { '1m': '1 мин', '5m': '5 мин', '15m': '15 мин', '30m': '30 мин', '1h': '1 час', '4h': '4 часа', '1d': '1 день', '1w': '1 неделя' },
  notifications: 'Уведомления и подтверждения', event: 'Событие',
  channels: { confirmation: 'Подтверждение', sound: 'Звук', show: 'Показывать' },
  events: {
    closeDeal: 'Закрытие сделки', openMarketDeal: 'Открытие рыночной сделки', setPendingDeal: 'Установка отложенной сделки',
    modifyPendingDeal: 'Изменение отложенной сделки', deletePendingDeal: 'Удаление отложенной сделки',
    mergeDeals: 'Объединение (неттинг) сделок', errors: 'Уведомления об ошибках',
  },
  notOffered: 'не предусмотрено',
  localOnly: 'Хранится только на этой странице: после ухода или перезагрузки вернутся значения по умолчанию.',
};

/** @example sectionTexts('ru').leverage // 'Кредитное плечо по умолчанию' */
export const sectionTexts = (locale: string): SectionTexts => (locale === 'ru' ? RU : EN);
