import * as z from 'zod/mini';
import { toDecimal } from '@bourse/market';
import { TEST_EMAIL_CODE } from '@bourse/trading';

/**
 * The settings sections (the settings pages trading, chart, notifications, security): their
 * defaults as data, the checks on what a trader types, and the simulated API key.
 * Nothing here touches storage; the chart's type and timeframe are kept on the account (chart-defaults.ts).
 */

export const PANEL_TYPES = ['investment', 'dealSize'] as const;
export const CLOSE_UNITS = ['percent', 'money', 'price'] as const;
export const LEVERAGES = [1, 3, 5, 10, 20] as const;
export const TRADING_LAYOUTS = ['default', 'compact', 'advanced'] as const;
/** A high-risk warning; we show it from 10x, where a 10% move against the deal wipes the margin. */
export const HIGH_RISK_LEVERAGE = 10;

const closeLevel = (value: string) =>
  z.prefault(z.object({ value: z._default(z.string(), value), unit: z._default(z.enum(CLOSE_UNITS), 'percent') }), {});

/**
 * Trading settings; close values stay text, as typed, until `checkCloseValue` reads them.
 * @example tradingSettingsSchema.parse({}).leverage // 5
 */
export const tradingSettingsSchema = z.object({
  panelType: z._default(z.enum(PANEL_TYPES), 'investment'),
  defaultDealSize: z._default(z.boolean(), false),
  takeProfit: closeLevel('100'),
  stopLoss: closeLevel('50'),
  confirmOrders: z._default(z.boolean(), true),
  leverage: z._default(z.literal(LEVERAGES), 5),
  layout: z._default(z.enum(TRADING_LAYOUTS), 'default'),
});
/** @example const t: TradingSettings = defaultTradingSettings() */
export type TradingSettings = z.infer<typeof tradingSettingsSchema>;
/** @example const l: Leverage = 20 */
export type Leverage = (typeof LEVERAGES)[number];
/** @example const u: CloseUnit = 'price' */
export type CloseUnit = (typeof CLOSE_UNITS)[number];
export const defaultTradingSettings = (): TradingSettings => tradingSettingsSchema.parse({});

/** @example isHighRiskLeverage(10) // true */
export const isHighRiskLeverage = (leverage: number): boolean => leverage >= HIGH_RISK_LEVERAGE;

/** @example const code: CloseValueErrorCode = 'NOT_POSITIVE' */
export type CloseValueErrorCode = 'REQUIRED' | 'NOT_A_NUMBER' | 'NOT_POSITIVE';
// Plain digits with one separator: decimal.js alone would also take '1e3', '0x10' or 'Infinity'.
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * A close-with-profit or close-with-loss value must be a positive number; a comma is read as the
 * decimal separator, as Russian traders type it.
 * @example checkCloseValue('0') // 'NOT_POSITIVE'
 * @example checkCloseValue('12,5') // null
 */
export function checkCloseValue(text: string): CloseValueErrorCode | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'REQUIRED';
  if (!PLAIN_NUMBER.test(trimmed)) return 'NOT_A_NUMBER';
  const value = toDecimal(trimmed.replace(',', '.'));
  if (!value) return 'NOT_A_NUMBER';
  return value.isPositive() && !value.isZero() ? null : 'NOT_POSITIVE';
}

export const CHART_TOGGLES = [
  'fullWidthPriceLine',
  'askLine',
  'bidLine',
  'askBidShading',
  'priceIndicator',
  'openDeals',
  'pendingDeals',
  'takeProfitStopLoss',
  'grid',
  'profitScale',
  'volumes',
] as const;
export const CHART_TYPES = ['candles', 'bars', 'line', 'area'] as const;
export const CHART_TIMEFRAMES = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
/** @example const k: ChartToggle = 'volumes' */
export type ChartToggle = (typeof CHART_TOGGLES)[number];

/**
 * Chart defaults: candles on 1 minute, what the spot terminal opens with until the trader keeps
 * another type or timeframe on the account (settings/model/chart-defaults.ts), so the page never
 * shows a choice the terminal does not follow; no toggle defaults are prescribed, so the lines a
 * trader reads prices from are on and the decorations (full-width line, shading, profit scale) off.
 * @example defaultChartSettings().timeframe // '1m'
 */
export type ChartSettings = {
  toggles: Record<ChartToggle, boolean>;
  chartType: (typeof CHART_TYPES)[number];
  timeframe: (typeof CHART_TIMEFRAMES)[number];
};
const CHART_OFF: readonly ChartToggle[] = ['fullWidthPriceLine', 'askBidShading', 'profitScale'];
export const defaultChartSettings = (): ChartSettings => ({
  toggles: Object.fromEntries(CHART_TOGGLES.map((k) => [k, !CHART_OFF.includes(k)])) as Record<ChartToggle, boolean>,
  chartType: 'candles',
  timeframe: '1m',
});

export const NOTIFICATION_CHANNELS = ['confirmation', 'sound', 'show'] as const;
/** @example const c: NotificationChannel = 'sound' */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Which channels each event offers (modify pending and merge: confirmation only; errors: show). */
export const NOTIFICATION_EVENTS = {
  closeDeal: ['confirmation', 'sound'],
  openMarketDeal: ['confirmation', 'sound'],
  setPendingDeal: ['confirmation', 'sound'],
  modifyPendingDeal: ['confirmation'],
  deletePendingDeal: ['confirmation', 'sound'],
  mergeDeals: ['confirmation'],
  errors: ['show'],
} as const satisfies Record<string, readonly NotificationChannel[]>;
/** @example const e: NotificationEvent = 'closeDeal' */
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

/**
 * Every offered channel starts on; channels an event does not offer are absent.
 * @example defaultNotificationSettings().modifyPendingDeal // { confirmation: true }
 */
export type NotificationSettings = Record<NotificationEvent, Partial<Record<NotificationChannel, boolean>>>;
export const defaultNotificationSettings = (): NotificationSettings =>
  Object.fromEntries(
    Object.entries(NOTIFICATION_EVENTS).map(([event, channels]) => [event, Object.fromEntries(channels.map((c) => [c, true]))]),
  ) as NotificationSettings;

export const TWO_FACTOR_METHODS = ['app', 'email'] as const;
/** @example const m: TwoFactorMethod = 'email' */
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** The e-mail code connects only when it equals the fixed test code; spaces around are forgiven. */
export const checkEmailCode = (code: string): 'INVALID_CODE' | null => (code.trim() === TEST_EMAIL_CODE ? null : 'INVALID_CODE');
