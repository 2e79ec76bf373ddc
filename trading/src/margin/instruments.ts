import { z } from 'zod';
import { Dec } from '../decimal';

const decimalText = z.string().regex(/^\d+(\.\d+)?$/);

/**
 * An instrument of the margin account, as MetaTrader's symbol specification and OANDA's instrument
 * list define it: price decimals, the pip (OANDA's pip location), units in one standard lot
 * (MetaTrader's contract size: 100,000 of the base currency for forex, 100 troy ounces for gold,
 * one share for a stock) and the leverage the product allows on it. The account's currency is
 * USD, so an instrument is priced in USD or has USD as its base (its money converts at its own quote).
 *
 * @example
 * INSTRUMENTS.USDJPY; // { symbol: 'USDJPY', name: 'USD/JPY', kind: 'forex', base: 'USD', quote: 'JPY', digits: 3, pipSize: '0.01', contractSize: '100000', maxLeverage: 500 }
 */
export const instrumentSchema = z
  .object({
    symbol: z.string().regex(/^[A-Z]{6,8}$/),
    name: z.string().min(3),
    kind: z.enum(['forex', 'metal', 'stock']),
    base: z.string().min(3),
    quote: z.string().length(3),
    digits: z.number().int().min(0).max(8),
    pipSize: decimalText,
    contractSize: decimalText,
    maxLeverage: z.number().int().min(1).max(500),
  })
  .refine((i) => i.quote === 'USD' || i.base === 'USD', {
    message: 'priced in USD or against it, so its money converts to the account currency',
  });
export type Instrument = z.infer<typeof instrumentSchema>;

const forex = (base: string, quote: string, digits: number, pipSize: string): Instrument => ({
  symbol: `${base}${quote}`,
  name: `${base}/${quote}`,
  kind: 'forex',
  base,
  quote,
  digits,
  pipSize,
  contractSize: '100000',
  maxLeverage: 500,
});
// A share CFD at 1:20 at most: brokers cap stock leverage far below currencies' (a product choice).
const stock = (ticker: string): Instrument => ({
  symbol: `${ticker}USD`,
  name: ticker,
  kind: 'stock',
  base: ticker,
  quote: 'USD',
  digits: 2,
  pipSize: '0.01',
  contractSize: '1',
  maxLeverage: 20,
});

export const INSTRUMENTS: Readonly<Record<string, Instrument>> = Object.fromEntries(
  [
    forex('EUR', 'USD', 5, '0.0001'),
    forex('USD', 'JPY', 3, '0.01'),
    {
      symbol: 'XAUUSD',
      name: 'XAU/USD',
      kind: 'metal',
      base: 'XAU',
      quote: 'USD',
      digits: 2,
      pipSize: '0.01',
      contractSize: '100',
      maxLeverage: 500,
    },
    stock('AAPL'),
    stock('SPY'),
  ].map((i) => [i.symbol, instrumentSchema.parse(i)]),
);

/** The smallest price step: one unit of the last shown decimal (0.00001 for EUR/USD). */
export const tickOf = (instrument: Instrument): Dec => new Dec(1).div(new Dec(10).pow(instrument.digits));

/** Whether a price sits on the instrument's tick. */
export const onTick = (instrument: Instrument, price: Dec): boolean => price.toDecimalPlaces(instrument.digits).eq(price);

/** A price written at the instrument's precision ('1.20055', '110.550', '1303.08'). */
export const priceText = (instrument: Instrument, price: Dec): string => price.toFixed(instrument.digits);
