// One decimal class for the whole workspace: amounts computed by the trading rules and by the
// terminal's market maths meet in one expression, and decimal.js-light refuses an instance of
// another clone.
export { Dec, toDecimal, toBinanceString, type DecimalInput } from '@bourse/trading';
