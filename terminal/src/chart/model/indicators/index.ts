export { MIN_INDICATOR_POINTS, withEnoughPoints, type IndicatorLine, type IndicatorResult } from './result';
export { calculateSma, smaLine, MA_PERIODS } from './sma';
export { calculateEma, emaLine } from './ema';
export { calculateRsi, rsiLine, rsiZone, RSI_PERIOD, RSI_OVERBOUGHT, RSI_OVERSOLD, type RsiZone } from './rsi';
export { calculateMacd, macdLines, MACD_PERIODS, type MacdLines } from './macd';
export { calculateBollinger, bollingerBands, BOLLINGER, type BollingerBands } from './bollinger';
