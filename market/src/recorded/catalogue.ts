import type { QuoteSides } from './quote-bars';

/**
 * A recorded OHLC series the product ships (cli/data/ohlc, with its provenance in
 * cli/data/PROVENANCE.md): the file, its bar interval, whether it has both sides, the dates it
 * covers and where it comes from, so every screen that replays it can say what it is.
 *
 * @example
 * RECORDED_QUOTE_SERIES.find((s) => s.symbol === 'EURUSD')?.covers; // { from: '2018-01-02', to: '2018-12-31' }
 */
export interface RecordedQuoteSeries {
  symbol: string;
  file: string;
  interval: '1h' | '1d';
  sides: QuoteSides;
  covers: { from: string; to: string };
  source: string;
}

export const RECORDED_QUOTE_SERIES: readonly RecordedQuoteSeries[] = [
  {
    symbol: 'EURUSD',
    file: 'lean-oanda_EURUSD_1h_2018.csv.gz',
    interval: '1h',
    sides: 'bid-ask',
    covers: { from: '2018-01-02', to: '2018-12-31' },
    source: 'OANDA hourly bid/ask bars, via QuantConnect Lean (Apache-2.0)',
  },
  {
    symbol: 'XAUUSD',
    file: 'lean-oanda_XAUUSD_1h_2018-2019.csv.gz',
    interval: '1h',
    sides: 'bid-ask',
    covers: { from: '2018-01-01', to: '2019-02-25' },
    source: 'OANDA hourly bid/ask bars, via QuantConnect Lean (Apache-2.0)',
  },
  {
    symbol: 'AAPLUSD',
    file: 'lean_AAPL_1d_1998-2021_raw-unadjusted.csv.gz',
    interval: '1d',
    sides: 'trade',
    covers: { from: '1998-01-02', to: '2021-03-31' },
    source: 'US equity daily bars, not split-adjusted, via QuantConnect Lean (Apache-2.0)',
  },
  {
    symbol: 'SPYUSD',
    file: 'lean_SPY_1d_1998-2021_raw-unadjusted.csv.gz',
    interval: '1d',
    sides: 'trade',
    covers: { from: '1998-01-02', to: '2021-03-31' },
    source: 'US equity daily bars, not split-adjusted, via QuantConnect Lean (Apache-2.0)',
  },
];
