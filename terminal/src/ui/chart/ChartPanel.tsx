import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatPair, normalizeSymbol, parseChartInterval, type Kline } from '../../domain';
import { $candleInterval, $candles, $selectedPair, $ticker, configureMarket, setCandleInterval } from '../../stores';
import type { MarketIslandProps } from '../PriceTicker';
import { ChartController } from './chart-controller';
import { orderIndicators, planIndicators, toggleIndicator, type IndicatorId } from './chart-indicators';
import { DEFAULT_PALETTE, paletteFromTokens } from './chart-palette';
import type { ChartStyle } from './chart-series';
import { muted, overlay, panel } from './chart-styles';
import { ChartHeader } from './ChartHeader';
import { ChartToolbar } from './ChartToolbar';
import { fill, messagesFor } from '../../messages';

/**
 * Props of the chart island: the same feed props as every market island, plus the interval to
 * start with (default the spec's 1 minute).
 *
 * @example
 * <GuardedChartPanel client:load restUrl="http://127.0.0.1:9443" wsUrl="ws://127.0.0.1:9443"
 *   feed="replay" feedLabel="Replay · recorded session, not live" interval="5m" locale="ru-RU" />
 */
export interface ChartPanelProps extends MarketIslandProps {
  interval?: string;
  /** Height of the price pane in px; each indicator pane adds a third of it. Default 420. */
  height?: number;
  /** Indicators switched on at first; default none. */
  indicators?: IndicatorId[];
}

const NO_CANDLES: Kline[] = [];

/** The spot terminal's price chart with its ticker header, tools, indicators, loading and error states. */
export function ChartPanel({ restUrl, wsUrl, feed, feedLabel, symbol = 'BTCUSDT', locale = 'en-US', interval, height = 420, indicators: initial = [] }: ChartPanelProps) {
  // The pair picked in the top bar or pairs list wins over the page's, as in every spot island,
  // so all islands point the shared market stores at the same pair.
  const picked = useStore($selectedPair) ?? symbol;
  useEffect(() => {
    configureMarket({ restUrl, wsUrl, feed, label: feedLabel, symbol: picked });
  }, [restUrl, wsUrl, feed, feedLabel, picked]);
  useEffect(() => {
    if (interval && parseChartInterval(interval)) setCandleInterval(interval);
  }, [interval]);
  const texts = messagesFor(locale).chart;
  const wanted = normalizeSymbol(picked) ?? picked;
  const current = useStore($candleInterval);
  const stored = useStore($candles);
  const state = stored?.symbol === wanted && stored.interval === current ? stored : null;
  const candles = state?.candles ?? NO_CANDLES;
  const [style, setStyle] = useState<ChartStyle>('candles');
  const [indicators, setIndicators] = useState<IndicatorId[]>(() => orderIndicators(initial));
  const [markers, setMarkers] = useState(0);
  const [palette, setPalette] = useState(DEFAULT_PALETTE);
  const section = useRef<HTMLElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartController | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const read = paletteFromTokens((token) => getComputedStyle(element).getPropertyValue(token));
    const controller = new ChartController(element, read, setMarkers);
    chart.current = controller;
    setPalette(read);
    return () => {
      controller.destroy();
      chart.current = null;
    };
  }, []);
  const plan = useMemo(() => planIndicators(candles, indicators, palette), [candles, indicators, palette]);
  useEffect(() => chart.current?.setStyle(style), [style]);
  useEffect(() => chart.current?.setCandles(candles), [candles]);
  useEffect(() => chart.current?.setIndicators(plan.series), [plan]);

  const panes = new Set(plan.series.map((series) => series.pane)).size || 1;
  const status = state?.status ?? 'loading';
  const toggleFullscreen = () => {
    const request = document.fullscreenElement ? document.exitFullscreen() : section.current?.requestFullscreen();
    // The spec: fullscreen errors are only logged.
    request?.catch((error: unknown) => console.error(`[chart] fullscreen failed: ${(error as Error).message}`));
  };

  return (
    <section ref={section} aria-label={fill(texts.region, { pair: formatPair(wanted) }, locale)} style={panel} data-testid="chart-panel" data-status={status}
      data-interval={current} data-candles={candles.length} data-last-close={candles.at(-1)?.[4]}>
      <ChartHeader pair={formatPair(wanted)} symbol={wanted} feedLabel={feedLabel} locale={locale} texts={texts} />
      <ChartToolbar texts={texts} locale={locale} interval={current} style={style} indicators={indicators} markers={markers}
        onInterval={(next) => setCandleInterval(next)} onStyle={setStyle} onIndicator={(id) => setIndicators((on) => toggleIndicator(on, id))}
        onZoom={(direction) => chart.current?.zoom(direction)} onClearMarkers={() => chart.current?.clearMarkers()}
        onMarkLast={() => chart.current?.addMarker(Number($ticker.get()?.lastPrice ?? candles.at(-1)?.[4]))} onFullscreen={toggleFullscreen} />
      {plan.insufficient.length > 0 && (
        <ul role="status" data-testid="chart-insufficient" style={{ ...muted, margin: 0, paddingLeft: '1.25rem' }}>
          {plan.insufficient.map((each) => <li key={each.indicator}>{fill(texts.insufficient, { name: texts.indicator[each.indicator], needed: each.needed, have: each.have }, locale)}</li>)}
        </ul>
      )}
      <div style={{ position: 'relative', height: height + (panes - 1) * Math.round(height / 3) }}>
        <div ref={host} data-testid="chart-canvas" style={{ position: 'absolute', inset: 0 }} />
        {status === 'loading' && <div role="status" data-testid="chart-state" style={overlay}>{texts.loading}…</div>}
        {status === 'error' && (
          <div role="alert" data-testid="chart-state" style={overlay}>
            <strong>{texts.errorTitle}</strong>
            <span style={muted}>{state?.error}</span>
          </div>
        )}
        {status === 'ready' && candles.length === 0 && <div role="status" data-testid="chart-state" style={overlay}>{texts.noData}</div>}
      </div>
    </section>
  );
}
