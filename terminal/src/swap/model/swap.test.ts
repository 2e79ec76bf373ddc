import { describe, expect, it } from 'vitest';
import type { Ticker24hRest } from '@bourse/market';
import {
  buildSwapCurrencies,
  canSubmitSwap,
  formatSwapAmount,
  chooseSwapCurrency,
  editSwapAmount,
  filterSwapCurrencies,
  receivedAmount,
  reverseSwap,
  searchSwapCurrencies,
  toSwapListItem,
  INITIAL_SWAP_SELECTION,
} from './swap';

const ticker = (symbol: string, lastPrice: string, quoteVolume: string, priceChangePercent = '1.5'): Ticker24hRest => ({
  symbol,
  priceChange: '0',
  priceChangePercent,
  weightedAvgPrice: lastPrice,
  prevClosePrice: lastPrice,
  lastPrice,
  lastQty: '1',
  bidPrice: '0',
  bidQty: '0',
  askPrice: '0',
  askQty: '0',
  openPrice: lastPrice,
  highPrice: lastPrice,
  lowPrice: lastPrice,
  volume: '1',
  quoteVolume,
  openTime: 0,
  closeTime: 1,
  firstId: 1,
  lastId: 1,
  count: 1,
});
const answer = [
  ticker('ETHUSDT', '2612.01', '9000000', '-0.4'),
  ticker('BTCUSDT', '61685.99', '13084074.11'),
  ticker('EURUSD', '1.14', '0'),
  ticker('DOGEUSDT', '0.00123', '500', '0'),
  ticker('PEPEUSDT', '0.00001', '99999999999'),
  ticker('SOLUSDT', '0', '1'),
];

describe('the swap currency list', () => {
  it('keeps the known USDT pairs the host quotes, by volume descending, then USDT at 1', () => {
    const list = buildSwapCurrencies(answer);
    expect(list.map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'DOGE', 'USDT']);
    expect(list[0]).toEqual({ symbol: 'BTC', name: 'BTC/USDT', price: '61685.99', changePercent: '1.5', quoteVolume: '13084074.11' });
    expect(list[3]).toMatchObject({ symbol: 'USDT', price: '1' });
  });

  it('falls back to the five pairs BTC, ETH, BNB, SOL, XRP without prices', () => {
    const list = buildSwapCurrencies(null);
    expect(list.map((c) => c.name)).toEqual(['BTC/USDT', 'ETH/USDT', 'BNB/USDT', 'SOL/USDT', 'XRP/USDT']);
    expect(list.every((c) => c.price === null && c.changePercent === null && c.quoteVolume === null)).toBe(true);
    expect(toSwapListItem(list[0]!, [], 'en-US')).toMatchObject({ price: '—', change: '—', volume: '—' });
  });

  it('formats a row: 2 decimals (4 under 0.01), signed change, abbreviated volume, green from 0', () => {
    const [btc, eth, doge] = buildSwapCurrencies(answer);
    expect(toSwapListItem(btc!, ['BTC'], 'en-US')).toEqual({
      symbol: 'BTC',
      name: 'BTC/USDT',
      price: '61,685.99',
      change: '+1.50%',
      volume: '13.1M',
      isFavorite: true,
      isPositive: true,
    });
    expect(toSwapListItem(eth!, ['BTC'], 'en-US')).toMatchObject({
      change: '-0.40%',
      volume: '9.0M',
      isFavorite: false,
      isPositive: false,
    });
    expect(toSwapListItem(doge!, [], 'en-US')).toMatchObject({ price: '0.0012', change: '+0.00%', volume: '500.00', isPositive: true });
  });

  it('filters by a case-insensitive substring of the symbol or name; no text shows all', () => {
    const list = buildSwapCurrencies(answer);
    expect(filterSwapCurrencies(list, 'eTh').map((c) => c.symbol)).toEqual(['ETH']);
    expect(filterSwapCurrencies(list, 'c/us').map((c) => c.symbol)).toEqual(['BTC']);
    expect(filterSwapCurrencies(list, 'usdt')).toHaveLength(4);
    expect(filterSwapCurrencies(list, '  ')).toHaveLength(4);
    expect(filterSwapCurrencies(list, 'etn')).toEqual([]);
  });

  it('searches the modal fuzzily, finds nothing for an empty query or a far miss', () => {
    const list = buildSwapCurrencies([...answer, ticker('LINKUSDT', '14', '1'), ticker('LTCUSDT', '80', '1')]);
    expect(searchSwapCurrencies(list, 'etn')[0]?.symbol).toBe('ETH');
    expect(searchSwapCurrencies(list, 'etn').map((c) => c.symbol)).not.toContain('BTC');
    expect(searchSwapCurrencies(list, 'lnik')[0]?.symbol).toBe('LINK');
    expect(searchSwapCurrencies(list, 'dgoe')[0]?.symbol).toBe('DOGE');
    expect(searchSwapCurrencies(list, 'b')).toHaveLength(1);
    expect(searchSwapCurrencies(list, '')).toEqual([]);
    expect(searchSwapCurrencies(list, 'qqq')).toEqual([]);
  });
});

describe('the received amount', () => {
  it('is amount x give price / receive price with 8 decimals', () => {
    expect(receivedAmount('1', '61685.99', '1')).toBe('61685.99000000');
    expect(receivedAmount('0.1', '0.3', '1')).toBe('0.03000000');
    expect(receivedAmount('2', '2612.01', '61685.99')).toBe('0.08468730');
  });

  it('rounds half up at the eighth decimal', () => {
    expect(receivedAmount('1', '1', '3')).toBe('0.33333333');
    expect(receivedAmount('2', '1', '3')).toBe('0.66666667');
    expect(receivedAmount('0.000000005', '1', '1')).toBe('0.00000001');
    expect(receivedAmount('0.000000004999', '1', '1')).toBe('0.00000000');
  });

  it('is 0 for an invalid amount or a missing or zero price', () => {
    for (const [amount, give, receive] of [
      ['abc', '1', '1'],
      ['', '1', '1'],
      ['-1', '1', '1'],
      ['0', '1', '1'],
      ['1e3', '1', '1'],
      ['1', null, '1'],
      ['1', '1', null],
      ['1', '1', '0'],
    ] as const) {
      expect(receivedAmount(amount, give, receive)).toBe('0.00000000');
    }
    expect(receivedAmount('1.', '2', '1')).toBe('2.00000000');
  });

  it('is shown with its 8 decimals, grouped for the locale, never through a float', () => {
    expect(formatSwapAmount('61685.99000000', 'en-US')).toBe('61,685.99000000');
    expect(formatSwapAmount('12345678901234.12345678', 'en-US')).toBe('12,345,678,901,234.12345678');
    expect(formatSwapAmount('0.00000001', 'ru')).toBe('0,00000001');
  });
});

describe('the swap selection', () => {
  it('takes digits with one point (a comma reads as one) and refuses anything else, keeping the amount', () => {
    const typed = editSwapAmount(INITIAL_SWAP_SELECTION, '0,5');
    expect(typed).toMatchObject({ amount: '0.5', amountError: null });
    for (const text of ['abc', '1.2.3', '-1', '1e5'])
      expect(editSwapAmount(typed, text)).toMatchObject({ amount: '0.5', amountError: 'NOT_NUMERIC' });
    expect(editSwapAmount({ ...typed, amountError: 'NOT_NUMERIC' }, '')).toMatchObject({ amount: '', amountError: null });
  });

  it('submits only with a positive amount and both currencies', () => {
    const ready = { ...INITIAL_SWAP_SELECTION, amount: '0.01' };
    expect(canSubmitSwap(ready)).toBe(true);
    expect(canSubmitSwap({ ...ready, amount: '' })).toBe(false);
    expect(canSubmitSwap({ ...ready, amount: '0' })).toBe(false);
    expect(canSubmitSwap({ ...ready, give: null })).toBe(false);
    expect(canSubmitSwap({ ...ready, receive: null })).toBe(false);
  });

  it('reverses the currencies, and swaps them when one side picks the other side currency', () => {
    expect(reverseSwap(INITIAL_SWAP_SELECTION)).toMatchObject({ give: 'BTC', receive: 'USDT' });
    expect(chooseSwapCurrency(INITIAL_SWAP_SELECTION, 'receive', 'ETH')).toMatchObject({ give: 'USDT', receive: 'ETH' });
    expect(chooseSwapCurrency(INITIAL_SWAP_SELECTION, 'give', 'BTC')).toMatchObject({ give: 'BTC', receive: 'USDT' });
  });
});
