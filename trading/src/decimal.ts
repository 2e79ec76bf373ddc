// One decimal class for the whole workspace: amounts computed by the trading rules and by the
// market maths meet in one expression, and decimal.js-light refuses an instance of another clone.
// The class lives in the market package, the layer below trading.
export { Dec, toDecimal, toBinanceString, type DecimalInput } from '@bourse/market';
