import { Dec, toDecimal, type Ticker24hRest } from '@bourse/market';
import { decimalSeparatorOf } from '../../shared/model/decimal-input';

/**
 * The currency converter on the public site: coins and fiat money priced in US dollars from the
 * market feed's 24 h statistics. A coin's price is its USDT pair's last price, counted as dollars
 * (the widget says so); a fiat currency's is its pair against USD or USDT (EURUSD on the recorded
 * forex series, EURUSDT on Binance), with the time of that price, since a recorded rate may be years
 * old and must be labelled with its date.
 */
export type ConverterAsset = {
  code: string;
  kind: 'coin' | 'fiat';
  /** Dollars for one unit, as a decimal string. */
  usd: string;
  /** When the price was last traded (ms); null for the dollar itself. */
  asOf: number | null;
  /** The market pair the price comes from; null for the dollar itself. */
  symbol: string | null;
};

/** Fiat money the widget offers when the feed prices it; the dollar is always there. */
export const CONVERTER_FIAT = ['USD', 'EUR', 'GBP'] as const;
/** The coins first in the lists, in this order; any other USDT pair the feed serves follows. */
const COIN_ORDER = ['BTC', 'ETH', 'BNB', 'SOL', 'XRP'];
/** Result and rate precision: Binance's 8 fraction digits. */
export const CONVERTER_DECIMALS = 8;

/** The fiat currency other than the dollar that a symbol prices in dollars (EURUSD, EURUSDT), if any. */
const fiatOf = (symbol: string) => CONVERTER_FIAT.find((code) => code !== 'USD' && (symbol === `${code}USD` || symbol === `${code}USDT`));

/**
 * Of the symbols a host trades, those that price other fiat money in dollars: their rates are
 * dated by the market (a recorded series' close, not the time it was read).
 *
 * @example
 * converterFiatSymbols(['BTCUSDT', 'EURUSD', 'XAUUSD']); // ['EURUSD']
 */
export function converterFiatSymbols(symbols: readonly string[]): string[] {
  return symbols.filter((symbol) => fiatOf(symbol) !== undefined);
}

/**
 * The assets the feed prices, dollar first, then coins, then other fiat money.
 *
 * @example
 * converterAssets([{ symbol: 'BTCUSDT', lastPrice: '61650.01', closeTime: 1723161601271, … }]);
 * // [{ code: 'USD', …, asOf: null, symbol: null }, { code: 'BTC', kind: 'coin', usd: '61650.01', asOf: 1723161601271, symbol: 'BTCUSDT' }]
 */
export function converterAssets(tickers: readonly Pick<Ticker24hRest, 'symbol' | 'lastPrice' | 'closeTime'>[]): ConverterAsset[] {
  const priced = (price: string) => toDecimal(price)?.greaterThan(0) ?? false;
  const coins: ConverterAsset[] = [];
  const fiat: ConverterAsset[] = [{ code: 'USD', kind: 'fiat', usd: '1', asOf: null, symbol: null }];
  for (const { symbol, lastPrice, closeTime } of tickers) {
    if (!priced(lastPrice)) continue;
    const fiatCode = fiatOf(symbol);
    if (fiatCode) {
      // One rate per currency: the USD pair (a recorded forex series) over the USDT one.
      const known = fiat.find((asset) => asset.code === fiatCode);
      if (!known) fiat.push({ code: fiatCode, kind: 'fiat', usd: lastPrice, asOf: closeTime, symbol });
      else if (symbol.endsWith('USD')) Object.assign(known, { usd: lastPrice, asOf: closeTime, symbol });
    } else if (symbol.endsWith('USDT') && symbol.length > 4) {
      coins.push({ code: symbol.slice(0, -4), kind: 'coin', usd: lastPrice, asOf: closeTime, symbol });
    }
  }
  const rank = (code: string) => (COIN_ORDER.includes(code) ? COIN_ORDER.indexOf(code) : COIN_ORDER.length);
  coins.sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code));
  return [fiat[0]!, ...coins, ...fiat.slice(1)];
}

/**
 * How many `to` one `from` buys, to 8 decimals.
 *
 * @example
 * converterRate({ usd: '61650.01' }, { usd: '1.14657' }); // '53769.07646284'
 */
export function converterRate(from: Pick<ConverterAsset, 'usd'>, to: Pick<ConverterAsset, 'usd'>): string {
  return new Dec(from.usd).dividedBy(to.usd).toFixed(CONVERTER_DECIMALS);
}

/**
 * `amount` of `from` in `to`, to 8 decimals, computed from the dollar prices (not the rounded rate).
 *
 * @example
 * convertAmount('2', { usd: '61650.01' }, { usd: '1' }); // '123300.02000000'
 */
export function convertAmount(amount: string, from: Pick<ConverterAsset, 'usd'>, to: Pick<ConverterAsset, 'usd'>): string {
  return new Dec(amount).times(from.usd).dividedBy(to.usd).toFixed(CONVERTER_DECIMALS);
}

export type AmountInput = { ok: true; value: string } | { ok: false; reason: 'empty' | 'notNumber' | 'negative' };

/**
 * An amount typed in the visitor's language: "1 234,5" in ru and de, "1,234.5" in en. Group
 * separators are dropped, the language's decimal separator becomes a point; anything else is an
 * error to show, never a silently changed number ("12,5" is not 125, "-5" is not 5).
 *
 * @example
 * parseAmount('12,5', 'ru'); // { ok: true, value: '12.5' }
 * parseAmount('abc', 'en'); // { ok: false, reason: 'notNumber' }
 */
export function parseAmount(text: string, locale: string): AmountInput {
  const group = new Intl.NumberFormat(locale).formatToParts(12345.6).find((part) => part.type === 'group')?.value ?? ',';
  const decimal = decimalSeparatorOf(locale);
  let trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  // Where the language groups digits with a space (ru, fr), any space typed is that space.
  const spaceGroup = /\s/.test(group);
  if (spaceGroup) trimmed = trimmed.replace(/\s/g, group);
  const negative = trimmed.startsWith('-');
  const [whole = '', fraction, ...more] = (negative ? trimmed.slice(1) : trimmed).split(decimal);
  if (more.length > 0) return { ok: false, reason: 'notNumber' };
  // Group signs only where they belong (1,234,567), so "12,5" in English is a mistake, not 125.
  const escaped = group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(${escaped}\\d{3})+$`).test(whole)) return { ok: false, reason: 'notNumber' };
  const digits = whole.split(group).join('');
  if (!/^\d*$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction)) || (digits === '' && fraction === undefined))
    return { ok: false, reason: 'notNumber' };
  if (negative) return { ok: false, reason: 'negative' };
  return { ok: true, value: new Dec(`${digits || '0'}${fraction === undefined ? '' : `.${fraction}`}`).toFixed() };
}
