import { map, onMount } from 'nanostores';
import { ORDER_TOAST_MS } from '../../domain';
import { toggleIndicator, type IndicatorId } from '../model/chart-indicators';
import { paletteFromTokens, type ChartPalette } from '../model/chart-palette';
import type { ChartNotice, ChartView } from '../model/chart-panel';
import type { ChartStyle } from '../model/chart-series';
import { EMPTY_DRAWING, type DrawingState } from '../model/chart-tools';

/**
 * The chart panel's state while it is on the page: the view and series style the trader chose, the
 * indicators switched on, what the canvas reports back (its drawings, its price markers, the
 * palette it read from the theme), whether the analysis panel is open, and a passing notice.
 * `view` and `indicators` stay null until the trader picks one, so the island's props (the page's
 * first view and indicators) decide until then, in the server's render as in the browser's.
 *
 * @example
 * const { view, indicators } = useStore($chartPanel);
 * const shown = view ?? props.view ?? 'chart';
 */
export interface ChartPanelState {
  view: ChartView | null;
  style: ChartStyle;
  indicators: readonly IndicatorId[] | null;
  markers: number;
  drawing: DrawingState;
  /** Until the canvas has read the theme, a palette of empty tokens (the server draws no canvas). */
  palette: ChartPalette;
  analysisOpen: boolean;
  notice: ChartNotice | null;
}

const INITIAL: ChartPanelState = {
  view: null,
  style: 'candles',
  indicators: null,
  markers: 0,
  drawing: EMPTY_DRAWING,
  palette: paletteFromTokens(() => ''),
  analysisOpen: true,
  notice: null,
};

/** @example $chartPanel.get().style // 'candles' */
export const $chartPanel = map<ChartPanelState>(INITIAL);

let noticeTimer: ReturnType<typeof setTimeout> | undefined;

// The panel's state lives while a chart is on the page: when the last one leaves, the next starts
// from its props again, and no notice timer outlives it.
onMount($chartPanel, () => () => {
  clearTimeout(noticeTimer);
  $chartPanel.set(INITIAL);
});

export function showChartView(view: ChartView): void {
  $chartPanel.setKey('view', view);
}

export function setChartStyle(style: ChartStyle): void {
  $chartPanel.setKey('style', style);
}

/** Switches one indicator on or off among those `shown` now (the props' until the trader changed them). */
export function toggleChartIndicator(shown: readonly IndicatorId[], id: IndicatorId): void {
  $chartPanel.setKey('indicators', toggleIndicator(shown, id));
}

export function toggleChartAnalysis(): void {
  $chartPanel.setKey('analysisOpen', !$chartPanel.get().analysisOpen);
}

/** What the canvas reports: its price markers, its drawing tool and lines, the palette it read from the theme. */
export function reportChartMarkers(markers: number): void {
  $chartPanel.setKey('markers', markers);
}

export function reportChartDrawing(drawing: DrawingState): void {
  $chartPanel.setKey('drawing', drawing);
}

export function reportChartPalette(palette: ChartPalette): void {
  $chartPanel.setKey('palette', palette);
}

/** Shows a notice for the toast time every toast of the terminal has; a newer one replaces it. */
export function showChartNotice(notice: ChartNotice): void {
  clearTimeout(noticeTimer);
  $chartPanel.setKey('notice', notice);
  noticeTimer = setTimeout(() => $chartPanel.setKey('notice', null), ORDER_TOAST_MS);
}
