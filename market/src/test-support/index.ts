// @bourse/market/testing: test doubles of the market for the tests of every package that follows
// it (a websocket fed by hand, the shipped recorded sessions' trades and book records). Never
// imported by shipped code.
export { FakeWebSocket, FakeWebSocketImpl } from './fake-websocket';
export { loadBookRecords, sessionFile, RECORDED_SYMBOLS, type BookRecord } from './recorded-session';
export { loadRecordedTrades } from './recorded-trades';
export { loadQuoteBars } from './recorded-quotes';
