export { parseQuoteBars, type QuoteBar, type QuoteBarsResult, type QuoteSides, type Ohlc } from './quote-bars';
export { quotesOfBar, replayQuotes, type RecordedQuote, type ReplaySeries } from './quote-replay';
export { RECORDED_QUOTE_SERIES, type RecordedQuoteSeries } from './catalogue';
