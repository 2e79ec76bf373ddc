import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { formatPercentChange, measureDecimals, measureSpan } from '../../domain';
import { type Kline } from '@bourse/market';
import { fill, type Catalogue } from '@bourse/i18n';
import { loadChartDrawings, saveChartDrawings } from '../../stores';
import type { ChartController } from './chart-controller';
import type { IndicatorSeriesSpec } from '../model/chart-indicators';
import { paletteFromTokens, type ChartPalette } from '../model/chart-palette';
import type { ChartStyle } from '../model/chart-series';
import { EMPTY_DRAWING, savedOf, type DrawingState } from '../model/chart-tools';
import { ChartLegend } from './ChartLegend';
import { OrderLines } from './OrderLines';

interface ChartStageProps {
  /** The pair drawn; its saved lines are shown and every change to them is kept. */
  symbol: string;
  controller: MutableRefObject<ChartController | null>;
  candles: readonly Kline[];
  chartStyle: ChartStyle;
  indicators: readonly IndicatorSeriesSpec[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  hidden: boolean;
  locale: string;
  /** Decimals of the pair's tick, for the price axis and labels. */
  priceDecimals: number;
  /** The pair's tick (null until its rules load): a moved order line lands on it. */
  tickSize: string | null;
  texts: Catalogue['chart'];
  onPalette(palette: ChartPalette): void;
  onMarkers(count: number): void;
  onDrawing(state: DrawingState): void;
  /** A click with the alert tool, at this price. */
  onAlert(price: number): void;
}

/** The theme's colours as the browser computes them: a probe element resolves each token in the panel's scope. */
function readPalette(element: HTMLElement): ChartPalette {
  const probe = document.createElement('span');
  probe.hidden = true;
  element.append(probe);
  const palette = paletteFromTokens((token) => {
    probe.style.color = `var(${token})`;
    return getComputedStyle(probe).color;
  });
  probe.remove();
  return palette;
}

let chartModule: Promise<typeof import('./chart-controller')> | undefined;

/**
 * The chart library (lightweight-charts, with the controller that drives it) on first use: it is
 * the largest part of the terminal and the only one that draws nothing without bars, so the book,
 * the form and the prices become usable without waiting for it; it downloads while the bars are
 * requested. A failed download is forgotten, so the next chart to mount tries again.
 */
function loadChartController(): Promise<typeof import('./chart-controller')> {
  chartModule ??= import('./chart-controller').catch((error: unknown) => {
    chartModule = undefined;
    throw error;
  });
  return chartModule;
}

/** The canvas with its legend, measure readout and loading, error and empty states. */
export function ChartStage(props: ChartStageProps) {
  const { controller, candles, chartStyle: style, indicators, status, texts, locale } = props;
  const host = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [drawing, setDrawing] = useState<DrawingState>(EMPTY_DRAWING);
  const events = useRef(props);
  events.current = props;

  // The chart library arrives after the terminal's first load (see loadChartController): until it
  // has, the stage shows its loading state; then every setting below is handed to the new chart.
  const [chart, setChart] = useState<ChartController | null>(null);
  const [libraryError, setLibraryError] = useState<string | null>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let created: ChartController | null = null;
    let cancelled = false;
    loadChartController().then(
      ({ ChartController: Controller }) => {
        if (cancelled) return;
        const palette = readPalette(element);
        created = new Controller(element, palette, {
          onMarkers: (count) => events.current.onMarkers(count),
          onHover: setHovered,
          onDrawing: (state) => {
            setDrawing(state);
            saveChartDrawings(events.current.symbol, savedOf(state));
            events.current.onDrawing(state);
          },
          onAlert: (price) => events.current.onAlert(price),
        });
        controller.current = created;
        events.current.onPalette(palette);
        setChart(created);
      },
      (error: unknown) => {
        console.error(`[chart] the chart library did not load: ${(error as Error).message}`);
        if (!cancelled) setLibraryError((error as Error).message);
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
      controller.current = null;
    };
  }, [controller]);
  useEffect(() => chart?.loadDrawings(loadChartDrawings(props.symbol)), [chart, props.symbol]);
  useEffect(() => chart?.setStyle(style), [chart, style]);
  useEffect(() => chart?.setCandles(candles), [chart, candles]);
  useEffect(() => chart?.setIndicators(indicators), [chart, indicators]);
  useEffect(() => chart?.setPriceFormat(props.priceDecimals, locale), [chart, props.priceDecimals, locale]);
  // Failed bars and an empty answer are said at once; bars wait for the library to draw them.
  const shown = libraryError ? 'error' : status === 'ready' && candles.length > 0 && !chart ? 'loading' : status;

  const span = drawing.measure ? measureOnBars(drawing.measure, candles) : null;
  const digits = drawing.measure ? measureDecimals(drawing.measure.from.price) : 2;
  const hint = drawing.pending ? texts.tools.pending : texts.tools.hint[drawing.tool];
  return (
    <div className="chart__stage" hidden={props.hidden}>
      <div
        ref={host}
        className="chart__canvas"
        data-testid="chart-canvas"
        data-tool={drawing.tool}
        data-trends={drawing.trends.length}
        data-hlines={drawing.hlines.length}
      />
      {shown === 'ready' && <OrderLines chart={chart} symbol={props.symbol} locale={locale} tickSize={props.tickSize} texts={texts} />}
      {shown === 'ready' && <ChartLegend candles={candles} hovered={hovered} locale={locale} texts={texts} />}
      <p
        className="chart__notice chart__hint"
        data-testid="chart-tool-hint"
        hidden={drawing.tool === 'crosshair' && !span}
        data-difference={span?.difference}
        data-percent={span?.percent ?? undefined}
      >
        {span
          ? fill(
              texts.measureResult,
              {
                difference: new Intl.NumberFormat(locale, { signDisplay: 'always', maximumFractionDigits: digits }).format(
                  span.difference as Intl.StringNumericLiteral,
                ),
                percent: span.percent === null ? '—' : formatPercentChange(span.percent, locale).text,
                bars: span.bars,
              },
              locale,
            )
          : hint}
      </p>
      {shown === 'loading' && (
        <div role="status" data-testid="chart-state" className="chart__overlay">
          {texts.loading}…
        </div>
      )}
      {shown === 'error' && (
        <div role="alert" data-testid="chart-state" className="chart__overlay">
          <strong>{texts.errorTitle}</strong>
          <span className="chart__muted">{libraryError ?? props.error}</span>
        </div>
      )}
      {shown === 'ready' && candles.length === 0 && (
        <div role="status" data-testid="chart-state" className="chart__overlay">
          {texts.noData}
        </div>
      )}
    </div>
  );
}

/** The measure tool's reading, its bar count from the times of its ends and the bar length. */
function measureOnBars(measure: NonNullable<DrawingState['measure']>, candles: readonly Kline[]) {
  const step = candles.length > 1 ? candles[1]![0] - candles[0]![0] : 60_000;
  const onBar = ({ time, price }: { time: number; price: number }) => ({ price, bar: time / step });
  return measureSpan(onBar(measure.from), onBar(measure.to), measureDecimals(measure.from.price));
}
