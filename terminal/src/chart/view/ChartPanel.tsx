import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { baseAssetOf, formatPair, normalizeSymbol, type Kline } from '@bourse/market';
import { decimalsOf, formatByStep, intervalAvailability, measureDecimals, parseChartInterval } from '../../domain';
import { describeTradingError, fill, messagesFor } from '@bourse/i18n';
import {
  $candleInterval,
  $candles,
  $feedBarMs,
  $pairRules,
  $selectedPair,
  $ticker,
  addAlert,
  configureMarket,
  setCandleInterval,
} from '../../stores';
import type { MarketIslandProps } from '../../ticker/view/PriceTicker';
import type { ChartController } from './chart-controller';
import { chartShareLink, downloadCanvas, screenshotFileName, shareChart } from './chart-export';
import { orderIndicators, planIndicators, type IndicatorId } from '../model/chart-indicators';
import { drawingCount, type ChartTool } from '../model/chart-tools';
import { snapToTick } from '../model/order-lines';
import type { ChartStyle } from '../model/chart-series';
import {
  $chartPanel,
  reportChartDrawing,
  reportChartMarkers,
  reportChartPalette,
  setChartStyle,
  showChartNotice,
  showChartView,
  toggleChartAnalysis,
  toggleChartIndicator,
} from '../store/chart-panel';
import { ChartHeader, type ChartView } from './ChartHeader';
import { ChartStage } from './ChartStage';
import { ChartToolbar } from './ChartToolbar';
import { ChartTools } from './ChartTools';
import './chart.css';

// The depth, info and trading views and the technical summary load on their first opening: the
// candles are what a trader sees first, so these stay out of the terminal's first load.
const DepthView = lazy(() => import('./DepthView').then((module) => ({ default: module.DepthView })));
const InfoView = lazy(() => import('./InfoView').then((module) => ({ default: module.InfoView })));
const TradingView = lazy(() => import('./TradingView').then((module) => ({ default: module.TradingView })));
const AnalysisPanel = lazy(() => import('./AnalysisPanel').then((module) => ({ default: module.AnalysisPanel })));

/**
 * Props of the chart island: the same feed props as every market island, plus the interval to
 * start with (default 1 minute).
 *
 * @example
 * <GuardedChartPanel client:load restUrl="http://127.0.0.1:9443" wsUrl="ws://127.0.0.1:9443"
 *   feed="replay" feedLabel="Replay · recorded session, not live" interval="5m" locale="ru-RU" />
 */
export interface ChartPanelProps extends MarketIslandProps {
  interval?: string;
  /** The series style to start with (the trader's kept chart type); default candles. */
  chartType?: ChartStyle;
  /** Indicators switched on at first; default none. */
  indicators?: IndicatorId[];
  /** The view shown first; default the chart. */
  view?: ChartView;
  /** Each coin's logo address by base asset, from the CMS, for the info view (a coin without one shows its letter). */
  logos?: Readonly<Record<string, string>>;
}

const NO_CANDLES: Kline[] = [];

/** The spot terminal's chart panel: ticker header, views, tools, indicators, the technical-analysis panel. */
export function ChartPanel({
  restUrl,
  wsUrl,
  feed,
  feedLabel,
  symbol = 'BTCUSDT',
  locale = 'en-US',
  interval,
  chartType,
  indicators: initial = [],
  view: firstView = 'chart',
  logos,
}: ChartPanelProps) {
  // The pair picked in the top bar or pairs list wins over the page's, as in every spot island,
  // so all islands point the shared market stores at the same pair.
  const picked = useStore($selectedPair) ?? symbol;
  useEffect(() => {
    configureMarket({ restUrl, wsUrl, feed, label: feedLabel, symbol: picked });
  }, [restUrl, wsUrl, feed, feedLabel, picked]);
  useEffect(() => {
    if (interval && parseChartInterval(interval)) setCandleInterval(interval);
  }, [interval]);
  useEffect(() => {
    if (chartType) setChartStyle(chartType);
  }, [chartType]);
  const texts = messagesFor(locale).chart;
  const wanted = normalizeSymbol(picked) ?? picked;
  const pair = formatPair(wanted);
  const base = baseAssetOf(wanted);
  const current = useStore($candleInterval);
  const stored = useStore($candles);
  const probe = useStore($feedBarMs);
  const state = stored?.symbol === wanted && stored.interval === current ? stored : null;
  const candles = state?.candles ?? NO_CANDLES;
  // The axis in the pair's tick (exchangeInfo); until the rules load, decimals that suit the price.
  const rules = useStore($pairRules);
  const priceDecimals =
    rules?.symbol === wanted && rules.tickSize ? decimalsOf(rules.tickSize) : measureDecimals(Number(candles.at(-1)?.[4] ?? 0));
  // The panel's state is a store's (chart/store/chart-panel.ts); the props decide what the trader has not chosen yet.
  const panel = useStore($chartPanel);
  const view = panel.view ?? firstView;
  const firstIndicators = initial.join(',');
  const indicators = useMemo(
    () => panel.indicators ?? orderIndicators(firstIndicators ? firstIndicators.split(',') : []),
    [panel.indicators, firstIndicators],
  );
  const { style, markers, drawing, palette, analysisOpen, notice } = panel;
  const section = useRef<HTMLElement>(null);
  const chart = useRef<ChartController | null>(null);
  const plan = useMemo(() => planIndicators(candles, indicators, palette), [candles, indicators, palette]);
  const feedBarMs = probe.data?.symbol === wanted ? probe.data.barMs : null;
  const status = state?.status ?? 'loading';
  // On an interval the feed has no series for (1m on an hourly forex series), move to the series'
  // own interval rather than show its hourly bars labelled as minutes.
  useEffect(() => {
    const chosen = parseChartInterval(current);
    const answer = chosen ? intervalAvailability(chosen, feedBarMs) : null;
    if (answer && !answer.available && answer.feedInterval) setCandleInterval(answer.feedInterval);
  }, [current, feedBarMs]);

  const toggleFullscreen = () => {
    const request = document.fullscreenElement ? document.exitFullscreen() : section.current?.requestFullscreen();
    // Fullscreen errors are only logged: the chart works the same without it.
    request?.catch((error: unknown) => console.error(`[chart] fullscreen failed: ${(error as Error).message}`));
  };
  const screenshot = () => {
    const canvas = chart.current?.screenshot();
    const file = screenshotFileName(wanted, current, new Date());
    if (!canvas) return;
    downloadCanvas(canvas, file).then(
      () => showChartNotice({ text: fill(texts.screenshotSaved, { file }, locale), tone: 'ok' }),
      (error: unknown) => {
        console.error(`[chart] screenshot failed: ${(error as Error).message}`);
        showChartNotice({ text: texts.screenshotFailed, tone: 'error' });
      },
    );
  };
  const share = () => {
    const url = chartShareLink(window.location.href, wanted);
    void shareChart(navigator, { title: fill(texts.region, { pair }, locale), url }, console.error).then((outcome) => {
      if (outcome === 'shared') showChartNotice({ text: texts.shareDone, tone: 'ok' });
      else if (outcome === 'copied') showChartNotice({ text: texts.shareCopied, tone: 'ok' });
      else if (outcome === 'failed') showChartNotice({ text: texts.shareFailed, tone: 'error' });
    });
  };
  const pickTool = (tool: ChartTool) => chart.current?.setTool(tool);
  // The alert tool's click: an alert on the server when the price crosses that level (on the tick).
  const alertAt = async (at: number) => {
    const price = snapToTick(at, rules?.symbol === wanted ? (rules.tickSize ?? null) : null);
    if (!price) return;
    const added = await addAlert({ symbol: wanted, condition: 'crossing', price });
    showChartNotice(
      added.ok
        ? {
            text: fill(
              texts.orders.alertSet,
              { pair, condition: texts.orders.conditions.crossing, price: formatByStep(price, rules?.tickSize, locale) },
              locale,
            ),
            tone: 'ok',
          }
        : { text: describeTradingError(added.error, locale), tone: 'error' },
    );
  };

  return (
    <section
      ref={section}
      aria-label={fill(texts.region, { pair }, locale)}
      className="chart"
      data-testid="chart-panel"
      data-status={status}
      data-interval={current}
      data-candles={candles.length}
      data-last-close={candles.at(-1)?.[4]}
      data-view={view}
      data-series={plan.series.length}
      data-bar-ms={feedBarMs ?? undefined}
    >
      <ChartHeader pair={pair} symbol={wanted} feedLabel={feedLabel} locale={locale} texts={texts} view={view} onView={showChartView} />
      <div role="toolbar" aria-label={texts.toolbar} className="chart__toolbar" hidden={view !== 'chart'}>
        <ChartToolbar
          texts={texts}
          locale={locale}
          pair={pair}
          interval={current}
          feedBarMs={feedBarMs}
          chartStyle={style}
          indicators={indicators}
          onInterval={(next) => setCandleInterval(next)}
          onStyle={setChartStyle}
          onIndicator={(id) => toggleChartIndicator(indicators, id)}
        />
        <ChartTools
          texts={texts}
          locale={locale}
          tool={drawing.tool}
          drawings={drawingCount(drawing)}
          markers={markers}
          analysisOpen={analysisOpen}
          onTool={pickTool}
          onClearDrawings={() => chart.current?.clearDrawings()}
          onZoom={(direction) => chart.current?.zoom(direction)}
          onMarkLast={() => chart.current?.addMarker(Number($ticker.get()?.lastPrice ?? candles.at(-1)?.[4]))}
          onClearMarkers={() => chart.current?.clearMarkers()}
          onFullscreen={toggleFullscreen}
          onScreenshot={screenshot}
          onShare={share}
          onAnalysis={toggleChartAnalysis}
        />
      </div>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`chart__notice chart__toast${notice.tone === 'error' ? ' chart__down' : ''}`}
          data-testid="chart-notice"
        >
          {notice.text}
        </p>
      )}
      {view === 'chart' && plan.insufficient.length > 0 && (
        <ul role="status" data-testid="chart-insufficient" className="chart__list">
          {plan.insufficient.map((each) => (
            <li key={each.indicator}>
              {fill(texts.insufficient, { name: texts.indicator[each.indicator], needed: each.needed, have: each.have }, locale)}
            </li>
          ))}
        </ul>
      )}
      <div className="chart__body">
        <div className="chart__main">
          <ChartStage
            symbol={wanted}
            controller={chart}
            candles={candles}
            chartStyle={style}
            indicators={plan.series}
            status={status}
            error={state?.error ?? null}
            hidden={view !== 'chart'}
            locale={locale}
            priceDecimals={priceDecimals}
            tickSize={rules?.symbol === wanted ? (rules.tickSize ?? null) : null}
            texts={texts}
            onAlert={(price) => void alertAt(price)}
            onPalette={reportChartPalette}
            onMarkers={reportChartMarkers}
            onDrawing={reportChartDrawing}
          />
          <Suspense
            fallback={
              <p role="status" className="chart__overlay">
                {texts.loading}
              </p>
            }
          >
            {view === 'depth' && <DepthView symbol={wanted} pair={pair} locale={locale} texts={texts} />}
            {view === 'info' && (
              <InfoView symbol={wanted} pair={pair} baseAsset={base} logo={logos?.[base]} locale={locale} texts={texts} />
            )}
            {view === 'trading' && <TradingView symbol={wanted} pair={pair} locale={locale} texts={texts} />}
          </Suspense>
        </div>
        {view === 'chart' && analysisOpen && (
          <Suspense fallback={<p role="status">{texts.loading}</p>}>
            <AnalysisPanel candles={candles} locale={locale} texts={texts} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
