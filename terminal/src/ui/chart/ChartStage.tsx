import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { formatPercentChange, measureDecimals, measureSpan, type Kline } from '../../domain';
import { fill, type Catalogue } from '../../messages';
import { loadChartDrawings, saveChartDrawings } from '../../stores';
import { ChartController } from './chart-controller';
import type { IndicatorSeriesSpec } from './chart-indicators';
import { paletteFromTokens, type ChartPalette } from './chart-palette';
import type { ChartStyle } from './chart-series';
import { EMPTY_DRAWING, savedOf, type DrawingState } from './chart-tools';
import { ChartLegend } from './ChartLegend';

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
  texts: Catalogue['chart'];
  onPalette(palette: ChartPalette): void;
  onMarkers(count: number): void;
  onDrawing(state: DrawingState): void;
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

/** The canvas with its legend, measure readout and loading, error and empty states. */
export function ChartStage(props: ChartStageProps) {
  const { controller, candles, chartStyle: style, indicators, status, texts, locale } = props;
  const host = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [drawing, setDrawing] = useState<DrawingState>(EMPTY_DRAWING);
  const events = useRef(props);
  events.current = props;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const palette = readPalette(element);
    const created = new ChartController(element, palette, {
      onMarkers: (count) => events.current.onMarkers(count),
      onHover: setHovered,
      onDrawing: (state) => {
        setDrawing(state);
        saveChartDrawings(events.current.symbol, savedOf(state));
        events.current.onDrawing(state);
      },
    });
    controller.current = created;
    events.current.onPalette(palette);
    return () => {
      created.destroy();
      controller.current = null;
    };
  }, [controller]);
  useEffect(() => controller.current?.loadDrawings(loadChartDrawings(props.symbol)), [controller, props.symbol]);
  useEffect(() => controller.current?.setStyle(style), [controller, style]);
  useEffect(() => controller.current?.setCandles(candles), [controller, candles]);
  useEffect(() => controller.current?.setIndicators(indicators), [controller, indicators]);
  useEffect(() => controller.current?.setPriceFormat(props.priceDecimals, locale), [controller, props.priceDecimals, locale]);

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
      {status === 'ready' && <ChartLegend candles={candles} hovered={hovered} locale={locale} texts={texts} />}
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
      {status === 'loading' && (
        <div role="status" data-testid="chart-state" className="chart__overlay">
          {texts.loading}…
        </div>
      )}
      {status === 'error' && (
        <div role="alert" data-testid="chart-state" className="chart__overlay">
          <strong>{texts.errorTitle}</strong>
          <span className="chart__muted">{props.error}</span>
        </div>
      )}
      {status === 'ready' && candles.length === 0 && (
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
