import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER_FORM } from './order-form';
import {
  applyStopLossRecommendation,
  clearAfterOrder,
  needsStopLossPrompt,
  recommendedStopLoss,
  stopLossAfterBuy,
  toOrderRequest,
  validateOrderForm,
  type OrderSubmission,
} from './order-form-submit';
import { describeTradingError } from '@bourse/i18n';

const balances = { USDT: { free: '600', locked: '0', total: '600' }, BTC: { free: '0.01', locked: '0', total: '0.01' } };
const buy: OrderSubmission = { signedIn: true, pair: 'BTC/USDT', side: 'buy', price: '60000', amount: '0.01', total: '600', balances };
const sell: OrderSubmission = { ...buy, side: 'sell' };
const message = (s: OrderSubmission, locale: string) => {
  const error = validateOrderForm(s);
  return error && describeTradingError(error, locale);
};

describe('order form validation, in the order the trader fixes them', () => {
  it('asks a signed-out trader to sign in before anything else, even with an empty form', () => {
    const signedOut = { ...buy, signedIn: false, price: '', amount: '', total: '' };
    expect(message(signedOut, 'ru')).toBe('Пользователь не авторизован');
    expect(message(signedOut, 'en')).toBe('You are not signed in. Sign in to continue.');
  });

  it.each([
    ['amount', { amount: '' }],
    ['amount', { amount: '0' }],
    ['amount', { amount: '.' }],
    ['price', { price: '0.000' }],
    ['total', { total: '' }],
  ] as const)('refuses a zero %s and names the field', (field, patch) => {
    expect(validateOrderForm({ ...buy, ...patch })).toEqual({ code: 'ORDER_FIELDS_ZERO', field });
    expect(message({ ...buy, ...patch }, 'ru')).toBe('Заполните все поля');
  });

  it('reports empty fields before missing funds', () => {
    expect(validateOrderForm({ ...buy, amount: '', total: '1000000' })?.code).toBe('ORDER_FIELDS_ZERO');
  });

  it.each([
    ['599.99999999', null],
    ['600', null],
    ['600.00000001', 'INSUFFICIENT_FOR_ORDER'],
    ['601', 'INSUFFICIENT_FOR_ORDER'],
  ])('a buy with total %s against 600 USDT free gives %s', (total, code) => {
    expect(validateOrderForm({ ...buy, total })?.code ?? null).toBe(code);
  });

  it.each([
    ['0.00999999', null],
    ['0.01', null],
    ['0.01000001', 'INSUFFICIENT_FOR_ORDER'],
  ])('a sell of amount %s against 0.01 BTC free gives %s, whatever the total', (amount, code) => {
    expect(validateOrderForm({ ...sell, amount, total: '999999' })?.code ?? null).toBe(code);
  });

  it('names the currency that is short, in both languages', () => {
    expect(message({ ...buy, total: '700' }, 'ru')).toBe('Недостаточно USDT для исполнения ордера');
    expect(message({ ...sell, amount: '1' }, 'en')).toBe('Not enough BTC to execute the order.');
  });

  it('counts only the free balance, not what is locked in other orders', () => {
    const lockedUp = { USDT: { free: '100', locked: '500', total: '600' } };
    expect(validateOrderForm({ ...buy, balances: lockedUp })?.params).toEqual({ currency: 'USDT' });
  });
});

describe('stop-loss recommendation', () => {
  it.each([
    ['buy', '', false, false, true],
    ['buy', '58800', true, false, false],
    ['buy', '58800', false, false, true],
    ['buy', '0', true, false, true],
    ['buy', '', false, true, false],
    ['sell', '', false, false, false],
  ] as const)('a %s with stop-loss %j (on: %s, hidden: %s) asks first: %s', (side, stopLoss, stopLossOn, hidden, asks) => {
    expect(needsStopLossPrompt(side, { stopLoss, stopLossOn }, hidden)).toBe(asks);
  });

  it('recommends 98 % of the price to the cent and switches the stop-loss on', () => {
    expect(recommendedStopLoss('60000')).toBe('58800');
    expect(recommendedStopLoss('61837.63')).toBe('60600.87');
    expect(applyStopLossRecommendation(EMPTY_ORDER_FORM, '100')).toMatchObject({ stopLoss: '98', stopLossOn: true });
  });
});

describe('after an order', () => {
  const filled = { ...EMPTY_ORDER_FORM, price: '60000', amount: '0.01', total: '600' };
  it('clears amount and total, and the price too for a market order', () => {
    expect(clearAfterOrder(filled, 'limit')).toMatchObject({ price: '60000', amount: '', total: '' });
    expect(clearAfterOrder(filled, 'market')).toMatchObject({ price: '', amount: '', total: '' });
  });

  it('sends a limit at its price, good till cancelled, and a market order by quantity alone, in Binance’s words', () => {
    expect(toOrderRequest('BTCUSDT', 'buy', 'limit', '61837.63000000', { ...filled, amount: '0.5' })).toEqual({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '61837.63',
      quantity: '0.5',
    });
    expect(toOrderRequest('BTCUSDT', 'sell', 'market', '61837.63', { ...filled, amount: '0.5' })).toEqual({
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'MARKET',
      quantity: '0.5',
    });
  });
});

describe('the stop-loss a buy asks for', () => {
  const filled = { status: 'FILLED', executedQty: '0.00100000', baseAsset: 'BTC' };
  const fee = [{ commission: '0.00000100', commissionAsset: 'BTC' }];
  it('is a stop-market sell of what the buy brought in, fee taken off and down to the step', () => {
    expect(stopLossAfterBuy('BTCUSDT', filled, fee, { stopLoss: '60000', stopLossOn: true }, '0.00001')).toEqual({
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'STOP_LOSS',
      stopPrice: '60000',
      quantity: '0.00099',
    });
  });
  it('is not placed while the buy waits, without a stop price, or with nothing to sell', () => {
    expect(stopLossAfterBuy('BTCUSDT', { ...filled, status: 'NEW' }, [], { stopLoss: '60000', stopLossOn: true }, '0.00001')).toBeNull();
    expect(stopLossAfterBuy('BTCUSDT', filled, fee, { stopLoss: '60000', stopLossOn: false }, '0.00001')).toBeNull();
    expect(stopLossAfterBuy('BTCUSDT', filled, fee, { stopLoss: '', stopLossOn: true }, '0.00001')).toBeNull();
    expect(
      stopLossAfterBuy('BTCUSDT', { ...filled, executedQty: '0.00000100' }, fee, { stopLoss: '1', stopLossOn: true }, '0.00001'),
    ).toBeNull();
  });
});
