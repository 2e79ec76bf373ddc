import { Dec } from '../decimal';
import type { Side } from '../spot/vocabulary';
import type { Instrument } from './instruments';

/**
 * A bid/ask quote of one instrument at a time (ms since the epoch). A buy opens at the ask and
 * closes at the bid; a sell opens at the bid and closes at the ask.
 *
 * @example
 * const quote: BidAsk = { bid: '1.20152', ask: '1.20166', time: 1514854800000 };
 */
export type BidAsk = { bid: string; ask: string; time: number };

/** The latest quote of every instrument, by symbol. */
export type MarketQuotes = Readonly<Record<string, BidAsk>>;

/** The price a side opens at, and the price it closes at. */
export const openPriceOf = (side: Side, quote: BidAsk): Dec => new Dec(side === 'BUY' ? quote.ask : quote.bid);
export const closePriceOf = (side: Side, quote: BidAsk): Dec => new Dec(side === 'BUY' ? quote.bid : quote.ask);

/** Money in the account currency (USD) rounded to the cent, as a deal's result is booked. */
export const toCents = (value: Dec): Dec => value.toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/**
 * Money in an instrument's quote currency as USD. Priced in USD: as it is. USD as its base
 * (USD/JPY): divided by the instrument's own price at that moment, the rate at which the yen a
 * position made are worth dollars when it closes.
 *
 * @example
 * toUsd(INSTRUMENTS.USDJPY, new Dec(55000), new Dec('110.55')).toFixed(2); // '497.51'
 */
export function toUsd(instrument: Instrument, money: Dec, price: Dec): Dec {
  return instrument.quote === 'USD' ? money : money.div(price);
}

/**
 * The margin an order of `units` holds at `price` with leverage 1:`leverage`, in USD, rounded up
 * to the cent: its value in USD over the leverage (MetaTrader's forex and CFD margin, a margin
 * rate of 1). It is fixed when the position opens.
 *
 * @example
 * requiredMargin(INSTRUMENTS.EURUSD, new Dec(100000), new Dec('1.20055'), 500).toFixed(2); // '240.11'
 */
export function requiredMargin(instrument: Instrument, units: Dec, price: Dec, leverage: number): Dec {
  const notional = instrument.base === 'USD' ? units : units.times(price);
  return notional.div(leverage).toDecimalPlaces(2, Dec.ROUND_UP);
}

/**
 * What one pip is worth in USD for `units` at `price` (exact; shown rounded).
 *
 * @example
 * pipValue(INSTRUMENTS.USDJPY, new Dec(100000), new Dec('110')).toFixed(4); // '9.0909'
 */
export function pipValue(instrument: Instrument, units: Dec, price: Dec): Dec {
  return toUsd(instrument, units.times(instrument.pipSize), price);
}

/**
 * A position's result if it closed at `closePrice`: money in USD (exact) and pips.
 *
 * @example
 * profitAt(INSTRUMENTS.EURUSD, { side: 'BUY', units: '100000', openPrice: '1.20055' }, new Dec('1.20174'));
 * // { money: Dec(119), pips: Dec(11.9) }
 */
export function profitAt(
  instrument: Instrument,
  position: { side: Side; units: string; openPrice: string },
  closePrice: Dec,
): { money: Dec; pips: Dec } {
  const move = position.side === 'BUY' ? closePrice.minus(position.openPrice) : new Dec(position.openPrice).minus(closePrice);
  return { money: toUsd(instrument, move.times(position.units), closePrice), pips: move.div(instrument.pipSize) };
}
