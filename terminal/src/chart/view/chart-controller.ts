import {
  AreaSeries,
  BarSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineSeries,
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type MouseEventParams,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Kline } from '@bourse/market';
import { DrawingsPrimitive } from './chart-drawings';
import { LevelLines, type LevelLine } from './level-lines';
import type { IndicatorSeriesSpec } from '../model/chart-indicators';
import { withAlpha, type ChartPalette } from '../model/chart-palette';
import { toClosePoints, toOhlcPoints, toVolumePoints, type ChartStyle } from '../model/chart-series';
import type { SavedDrawings } from '../../stores';
import {
  clearDrawings,
  clickWithTool,
  EMPTY_DRAWING,
  pickTool,
  restoreDrawings,
  segmentsOf,
  type ChartTool,
  type DrawingState,
} from '../model/chart-tools';
import { openingWindow, zoomWindow } from '../model/chart-zoom';

// The layout: price axis 50 px wide, volume in the bottom 20% of the price pane.
const PRICE_AXIS_WIDTH = 50;
const VOLUME_TOP = 0.8;

type Series = ISeriesApi<SeriesType>;
// lightweight-charts brands its time type; our points carry plain seconds.
const timed = <P extends { time: number }>(points: P[]) => points as unknown as (Omit<P, 'time'> & { time: UTCTimestamp })[];

/**
 * What the controller tells the panel: marker count, the bar under the crosshair (its open time
 * in ms, null off the chart) and the drawings after each click.
 *
 * @example
 * const events: ChartEvents = { onMarkers: setCount, onHover: setHovered, onDrawing: setDrawing };
 */
export interface ChartEvents {
  onMarkers(count: number): void;
  onHover(openTime: number | null): void;
  onDrawing(state: DrawingState): void;
  /** A click with the alert tool: the price under it. */
  onAlert(price: number): void;
}

/**
 * The imperative side of the chart island: one lightweight-charts instance, fed with shaped data.
 * Everything it draws is computed by the pure chart-* modules; this only hands it to the canvas.
 */
export class ChartController {
  private readonly chart: IChartApi;
  private readonly volume: Series;
  private readonly drawings: DrawingsPrimitive;
  private main: Series;
  private style: ChartStyle = 'candles';
  private candles: readonly Kline[] = [];
  private markers: number[] = [];
  private priceLines: IPriceLine[] = [];
  private readonly levels: LevelLines;
  private drawing: DrawingState = EMPTY_DRAWING;
  private indicators = new Map<string, Series>();
  private indicatorShape = '';
  private pressedAt: { x: number; y: number } | null = null;
  private priceFormat: { decimals: number; locale: string } = { decimals: 2, locale: 'en' };

  constructor(
    private readonly container: HTMLElement,
    private readonly palette: ChartPalette,
    private readonly events: ChartEvents,
  ) {
    this.chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: palette.background },
        textColor: palette.text,
        fontSize: 11,
        attributionLogo: false,
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: {
        minimumWidth: PRICE_AXIS_WIDTH,
        borderColor: palette.grid,
        scaleMargins: { top: 0.1, bottom: 1 - VOLUME_TOP + 0.05 },
      },
      timeScale: { timeVisible: true, secondsVisible: false, borderColor: palette.grid },
    });
    this.volume = this.chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    this.chart.priceScale('volume').applyOptions({ scaleMargins: { top: VOLUME_TOP, bottom: 0 } });
    this.drawings = new DrawingsPrimitive(palette.marker, (time) => this.logicalOf(time));
    this.main = this.addMain();
    this.levels = new LevelLines(palette, this.main);
    this.chart.subscribeDblClick(this.onDoubleClick);
    this.chart.subscribeCrosshairMove(this.onCrosshair);
    // The tools listen to the page's own clicks: the chart's click event swallows a second click
    // within its double-click time even far from the first, which would lose a quick trend line's end.
    container.addEventListener('pointerdown', this.onPointerDown);
    container.addEventListener('click', this.onClick);
  }

  setStyle(style: ChartStyle): void {
    if (style === this.style) return;
    this.style = style;
    this.main.detachPrimitive(this.drawings);
    this.chart.removeSeries(this.main);
    this.main = this.addMain();
    this.drawCandles();
    this.drawPriceLines();
    this.levels.moveTo(this.main);
  }

  /** The pair's waiting orders and alerts as lines on the price pane (see LevelLines). */
  setLevelLines(lines: readonly LevelLine[]): void {
    this.levels.set(lines);
  }

  /** Where a price sits on the price pane (px from its top), null off the scale or before bars. */
  priceToY(price: number): number | null {
    return this.main.priceToCoordinate(price);
  }

  /** The price at a height on the price pane. */
  yToPrice(y: number): number | null {
    return this.main.coordinateToPrice(y);
  }

  /** The price pane's plot: its width (without the price axis) and height. */
  plotSize(): { width: number; height: number } {
    return { width: this.chart.timeScale().width(), height: this.chart.panes()[0]?.getHeight() ?? 0 };
  }

  setCandles(candles: readonly Kline[]): void {
    const reload = candles[0]?.[0] !== this.candles[0]?.[0];
    this.candles = candles;
    this.drawCandles();
    if (reload) this.showNewest();
  }

  // lightweight-charts measures its plot only after layout; before that, a typical plot width.
  private showNewest(): void {
    const scale = this.chart.timeScale();
    if (this.candles.length > 0) scale.setVisibleLogicalRange(openingWindow(this.candles.length, scale.width() || 600));
  }

  setIndicators(specs: readonly IndicatorSeriesSpec[]): void {
    const shape = specs.map((spec) => `${spec.key}@${spec.pane}`).join();
    if (shape !== this.indicatorShape) this.rebuildIndicators(specs, shape);
    for (const spec of specs) this.indicators.get(spec.key)?.setData(timed(spec.points));
  }

  /**
   * The price axis, the last-price label and the crosshair's price in the pair's own decimals (its
   * tick) with the locale's digit grouping: 61,843.25 for BTC/USDT, 1.14657 for EUR/USD.
   */
  setPriceFormat(decimals: number, locale: string): void {
    if (decimals === this.priceFormat.decimals && locale === this.priceFormat.locale) return;
    this.priceFormat = { decimals, locale };
    this.main.applyOptions({ priceFormat: this.mainPriceFormat() });
  }

  private mainPriceFormat() {
    const { decimals, locale } = this.priceFormat;
    const format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    return { type: 'custom' as const, minMove: Number(`1e-${decimals}`), formatter: (price: number) => format.format(price) };
  }

  setTool(tool: ChartTool): void {
    this.updateDrawing(pickTool(this.drawing, tool));
  }

  clearDrawings(): void {
    this.updateDrawing(clearDrawings(this.drawing));
  }

  /** A pair's saved lines in place of what is drawn (on opening the chart and on a change of pair). */
  loadDrawings(saved: SavedDrawings): void {
    this.updateDrawing(restoreDrawings(this.drawing, saved));
  }

  zoom(direction: 'in' | 'out'): void {
    const scale = this.chart.timeScale();
    const range = scale.getVisibleLogicalRange();
    if (range) scale.setVisibleLogicalRange(zoomWindow({ from: range.from, to: range.to }, direction, this.candles.length));
  }

  addMarker(price: number): void {
    if (!Number.isFinite(price)) return;
    this.markers = [...this.markers, price];
    this.drawPriceLines();
  }

  clearMarkers(): void {
    this.markers = [];
    this.drawPriceLines();
  }

  /** The chart as one canvas (all panes, axes and drawings), for the PNG download. */
  screenshot(): HTMLCanvasElement {
    return this.chart.takeScreenshot();
  }

  destroy(): void {
    this.chart.unsubscribeDblClick(this.onDoubleClick);
    this.container.removeEventListener('pointerdown', this.onPointerDown);
    this.container.removeEventListener('click', this.onClick);
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.chart.remove();
  }

  private readonly onDoubleClick = (event: MouseEventParams<Time>) => {
    const price = event.point ? this.main.coordinateToPrice(event.point.y) : null;
    if (price !== null && (event.paneIndex ?? 0) === 0) this.addMarker(price);
  };

  private readonly onPointerDown = (event: PointerEvent) => {
    this.pressedAt = { x: event.clientX, y: event.clientY };
  };

  private readonly onClick = (event: MouseEvent) => {
    const pressed = this.pressedAt;
    this.pressedAt = null;
    // A drag pans the chart; only a click where the button went down draws.
    if (this.drawing.tool === 'crosshair' || !pressed || Math.abs(pressed.x - event.clientX) + Math.abs(pressed.y - event.clientY) > 5)
      return;
    const box = this.container.getBoundingClientRect();
    const [x, y] = [event.clientX - box.left, event.clientY - box.top];
    // Only the price pane's plot area: not the price axis on the right, not the indicator panes below.
    if (x > this.chart.timeScale().width() || y > (this.chart.panes()[0]?.getHeight() ?? 0)) return;
    const price = this.main.coordinateToPrice(y);
    const bar = this.chart.timeScale().coordinateToLogical(x);
    const time = bar === null ? null : this.timeOf(bar);
    if (price === null || time === null) return;
    // One alert a pick of the tool: the crosshair comes back, so a second click pans as usual.
    if (this.drawing.tool === 'alert') {
      this.events.onAlert(price);
      this.updateDrawing(pickTool(this.drawing, 'crosshair'));
      return;
    }
    this.updateDrawing(clickWithTool(this.drawing, { time, price }));
  };

  // Bars are evenly spaced in time (a gap-free series), so a position on the time scale and a time
  // convert by the first bar's open time and the bar length; fractions fall between bars.
  private barGrid(): { start: number; step: number } | null {
    const [first, second] = this.candles;
    if (!first) return null;
    const step = second ? second[0] - first[0] : 60_000;
    return step > 0 ? { start: first[0], step } : null;
  }

  private timeOf(bar: number): number | null {
    const grid = this.barGrid();
    return grid ? grid.start + bar * grid.step : null;
  }

  private logicalOf(time: number): number | null {
    const grid = this.barGrid();
    return grid ? (time - grid.start) / grid.step : null;
  }

  private readonly onCrosshair = (event: MouseEventParams<Time>) => {
    this.events.onHover(typeof event.time === 'number' ? event.time * 1000 : null);
  };

  private updateDrawing(next: DrawingState): void {
    this.drawing = next;
    this.drawings.setSegments(segmentsOf(next));
    this.drawPriceLines();
    this.events.onDrawing(next);
  }

  private addMain(): Series {
    const { up, down } = this.palette;
    const options = { priceLineVisible: true, priceFormat: this.mainPriceFormat() };
    let series: Series;
    if (this.style === 'candles')
      series = this.chart.addSeries(CandlestickSeries, {
        ...options,
        upColor: up,
        downColor: down,
        wickUpColor: up,
        wickDownColor: down,
        borderVisible: false,
      });
    else if (this.style === 'bars') series = this.chart.addSeries(BarSeries, { ...options, upColor: up, downColor: down });
    else if (this.style === 'line') series = this.chart.addSeries(LineSeries, { ...options, color: this.palette.price, lineWidth: 2 });
    else
      series = this.chart.addSeries(AreaSeries, {
        ...options,
        lineColor: this.palette.price,
        topColor: withAlpha(this.palette.price, 0.4),
        bottomColor: withAlpha(this.palette.price, 0),
      });
    series.attachPrimitive(this.drawings);
    return series;
  }

  private drawCandles(): void {
    const ohlc = this.style === 'candles' || this.style === 'bars';
    this.main.setData(ohlc ? timed(toOhlcPoints(this.candles)) : timed(toClosePoints(this.candles)));
    this.volume.setData(timed(toVolumePoints(this.candles, this.palette)));
  }

  // Markers (double-click) are dashed, the horizontal-line tool's lines solid; both are the
  // series' own price lines, so their price shows on the axis.
  private drawPriceLines(): void {
    for (const line of this.priceLines) this.main.removePriceLine(line);
    const colour = this.palette.marker;
    this.priceLines = [
      ...this.markers.map((price) =>
        this.main.createPriceLine({ price, color: colour, lineStyle: LineStyle.Dashed, axisLabelVisible: true }),
      ),
      ...this.drawing.hlines.map((price) =>
        this.main.createPriceLine({ price, color: colour, lineStyle: LineStyle.Solid, lineWidth: 1, axisLabelVisible: true }),
      ),
    ];
    this.events.onMarkers(this.markers.length);
  }

  private rebuildIndicators(specs: readonly IndicatorSeriesSpec[], shape: string): void {
    for (const series of this.indicators.values()) this.chart.removeSeries(series);
    this.indicators.clear();
    while (this.chart.panes().length > 1) this.chart.removePane(this.chart.panes().length - 1);
    for (const spec of specs) {
      const common = { color: spec.color, priceLineVisible: false, lastValueVisible: spec.kind === 'line' };
      const series: Series =
        spec.kind === 'histogram'
          ? this.chart.addSeries(HistogramSeries, common, spec.pane)
          : this.chart.addSeries(LineSeries, { ...common, lineWidth: 1 }, spec.pane);
      for (const guide of spec.guides ?? [])
        series.createPriceLine({ price: guide.price, color: guide.color, lineStyle: LineStyle.Dotted, axisLabelVisible: true });
      this.indicators.set(spec.key, series);
    }
    // The price pane keeps most of the height; each indicator pane gets a third of it.
    this.chart.panes().forEach((pane, index) => pane.setStretchFactor(index === 0 ? 3 : 1));
    this.indicatorShape = shape;
  }
}
