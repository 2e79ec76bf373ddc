import {
  AreaSeries, BarSeries, CandlestickSeries, ColorType, createChart, HistogramSeries, LineSeries, LineStyle,
  type IChartApi, type IPriceLine, type ISeriesApi, type MouseEventParams, type SeriesType, type Time, type UTCTimestamp,
} from 'lightweight-charts';
import type { Kline } from '../../domain';
import type { IndicatorSeriesSpec } from './chart-indicators';
import { withAlpha, type ChartPalette } from './chart-palette';
import { toClosePoints, toOhlcPoints, toVolumePoints, type ChartStyle } from './chart-series';
import { zoomWindow } from './chart-zoom';

// The spec's layout: price axis 50 px wide, volume in the bottom 20% of the price pane.
const PRICE_AXIS_WIDTH = 50;
const VOLUME_TOP = 0.8;

type Series = ISeriesApi<SeriesType>;
// lightweight-charts brands its time type; our points carry plain seconds.
const timed = <P extends { time: number }>(points: P[]) => points as unknown as (Omit<P, 'time'> & { time: UTCTimestamp })[];

/**
 * The imperative side of the chart island: one lightweight-charts instance, fed with shaped data.
 * Everything it draws is computed by the pure chart-* modules; this only hands it to the canvas.
 */
export class ChartController {
  private readonly chart: IChartApi;
  private readonly volume: Series;
  private main: Series;
  private style: ChartStyle = 'candles';
  private candles: readonly Kline[] = [];
  private markers: number[] = [];
  private markerLines: IPriceLine[] = [];
  private indicators = new Map<string, Series>();
  private indicatorShape = '';

  constructor(container: HTMLElement, private readonly palette: ChartPalette, private readonly onMarkers: (count: number) => void) {
    this.chart = createChart(container, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: palette.background }, textColor: palette.text },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { minimumWidth: PRICE_AXIS_WIDTH, scaleMargins: { top: 0.1, bottom: 1 - VOLUME_TOP + 0.05 } },
      timeScale: { timeVisible: true, secondsVisible: false },
    });
    this.volume = this.chart.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false });
    this.chart.priceScale('volume').applyOptions({ scaleMargins: { top: VOLUME_TOP, bottom: 0 } });
    this.main = this.addMain();
    this.chart.subscribeDblClick(this.onDoubleClick);
  }

  setStyle(style: ChartStyle): void {
    if (style === this.style) return;
    this.style = style;
    this.chart.removeSeries(this.main);
    this.main = this.addMain();
    this.drawCandles();
    this.drawMarkers();
  }

  setCandles(candles: readonly Kline[]): void {
    const reload = candles[0]?.[0] !== this.candles[0]?.[0];
    this.candles = candles;
    this.drawCandles();
    if (reload) this.chart.timeScale().fitContent();
  }

  setIndicators(specs: readonly IndicatorSeriesSpec[]): void {
    const shape = specs.map((spec) => `${spec.key}@${spec.pane}`).join();
    if (shape !== this.indicatorShape) this.rebuildIndicators(specs, shape);
    for (const spec of specs) this.indicators.get(spec.key)?.setData(timed(spec.points));
  }

  zoom(direction: 'in' | 'out'): void {
    const scale = this.chart.timeScale();
    const range = scale.getVisibleLogicalRange();
    if (range) scale.setVisibleLogicalRange(zoomWindow({ from: range.from, to: range.to }, direction, this.candles.length));
  }

  addMarker(price: number): void {
    if (!Number.isFinite(price)) return;
    this.markers = [...this.markers, price];
    this.drawMarkers();
  }

  clearMarkers(): void {
    this.markers = [];
    this.drawMarkers();
  }

  destroy(): void {
    this.chart.unsubscribeDblClick(this.onDoubleClick);
    this.chart.remove();
  }

  private readonly onDoubleClick = (event: MouseEventParams<Time>) => {
    const price = event.point ? this.main.coordinateToPrice(event.point.y) : null;
    if (price !== null && (event.paneIndex ?? 0) === 0) this.addMarker(price);
  };

  private addMain(): Series {
    const { up, down } = this.palette;
    const options = { priceLineVisible: true };
    if (this.style === 'candles') return this.chart.addSeries(CandlestickSeries, { ...options, upColor: up, downColor: down, wickUpColor: up, wickDownColor: down, borderVisible: false });
    if (this.style === 'bars') return this.chart.addSeries(BarSeries, { ...options, upColor: up, downColor: down });
    if (this.style === 'line') return this.chart.addSeries(LineSeries, { ...options, color: this.palette.price, lineWidth: 2 });
    return this.chart.addSeries(AreaSeries, { ...options, lineColor: this.palette.price, topColor: withAlpha(this.palette.price, 0.4), bottomColor: withAlpha(this.palette.price, 0) });
  }

  private drawCandles(): void {
    const ohlc = this.style === 'candles' || this.style === 'bars';
    this.main.setData(ohlc ? timed(toOhlcPoints(this.candles)) : timed(toClosePoints(this.candles)));
    this.volume.setData(timed(toVolumePoints(this.candles, this.palette)));
  }

  private drawMarkers(): void {
    for (const line of this.markerLines) this.main.removePriceLine(line);
    this.markerLines = this.markers.map((price) => this.main.createPriceLine({ price, color: this.palette.marker, lineStyle: LineStyle.Dashed, axisLabelVisible: true }));
    this.onMarkers(this.markers.length);
  }

  private rebuildIndicators(specs: readonly IndicatorSeriesSpec[], shape: string): void {
    for (const series of this.indicators.values()) this.chart.removeSeries(series);
    this.indicators.clear();
    while (this.chart.panes().length > 1) this.chart.removePane(this.chart.panes().length - 1);
    for (const spec of specs) {
      const common = { color: spec.color, priceLineVisible: false, lastValueVisible: spec.kind === 'line' };
      const series: Series = spec.kind === 'histogram'
        ? this.chart.addSeries(HistogramSeries, common, spec.pane)
        : this.chart.addSeries(LineSeries, { ...common, lineWidth: 1 }, spec.pane);
      for (const guide of spec.guides ?? []) series.createPriceLine({ price: guide.price, color: guide.color, lineStyle: LineStyle.Dotted, axisLabelVisible: true });
      this.indicators.set(spec.key, series);
    }
    // The price pane keeps most of the height; each indicator pane gets a third of it.
    this.chart.panes().forEach((pane, index) => pane.setStretchFactor(index === 0 ? 3 : 1));
    this.indicatorShape = shape;
  }
}
