import type { SavedDrawings } from './saved-drawings';

/**
 * A point drawn on the chart: a time (ms, fractional between two bars' open times) and a price.
 * A time, unlike a bar's position in the loaded series, means the same after a reload, on another
 * interval and when the oldest bars scroll away, so drawings can be kept.
 *
 * @example
 * const point: ChartPoint = { time: 1723161630000, price: 61830.2 };
 */
export interface ChartPoint {
  time: number;
  price: number;
}

/**
 * A drawn segment: a trend line or the measure tool's span; `dashed` for the measure tool.
 *
 * @example
 * const line: Segment = { from: { time: 1723161600000, price: 61800 }, to: { time: 1723164600000, price: 61900 }, dashed: false };
 */
export interface Segment {
  from: ChartPoint;
  to: ChartPoint;
  dashed: boolean;
}

/**
 * The pointer's tool: the plain crosshair, a trend line (two clicks), a horizontal line (one
 * click), the measure tool (two clicks: difference and percent between them) or a price alert
 * (one click sets an alert on the server at that price; nothing is drawn by the tool itself).
 *
 * @example
 * const tool: ChartTool = 'measure';
 */
export type ChartTool = 'crosshair' | 'trend' | 'hline' | 'measure' | 'alert';
export const CHART_TOOLS: readonly ChartTool[] = ['crosshair', 'trend', 'hline', 'measure', 'alert'];

/**
 * What the trader has drawn, and the first click of a two-click tool while it waits for the second.
 *
 * @example
 * const state: DrawingState = { tool: 'trend', pending: { time: 1723161600000, price: 61800 }, trends: [], hlines: [], measure: null };
 */
export interface DrawingState {
  tool: ChartTool;
  pending: ChartPoint | null;
  trends: Segment[];
  hlines: number[];
  measure: { from: ChartPoint; to: ChartPoint } | null;
}

export const EMPTY_DRAWING: DrawingState = { tool: 'crosshair', pending: null, trends: [], hlines: [], measure: null };

/** Pick a tool; a half-drawn line of the previous tool is dropped. */
export function pickTool(state: DrawingState, tool: ChartTool): DrawingState {
  return { ...state, tool, pending: null };
}

/** A click on the price pane with the current tool. */
export function clickWithTool(state: DrawingState, point: ChartPoint): DrawingState {
  if (state.tool === 'hline') return { ...state, hlines: [...state.hlines, point.price] };
  if (state.tool === 'trend') {
    if (!state.pending) return { ...state, pending: point };
    return { ...state, pending: null, trends: [...state.trends, { from: state.pending, to: point, dashed: false }] };
  }
  if (state.tool === 'measure') {
    if (!state.pending) return { ...state, pending: point, measure: null };
    return { ...state, pending: null, measure: { from: state.pending, to: point } };
  }
  return state;
}

/** Everything drawn removed; the tool stays picked. */
export function clearDrawings(state: DrawingState): DrawingState {
  return { ...EMPTY_DRAWING, tool: state.tool };
}

/** The segments to paint: trend lines, and the measure span dashed. */
export function segmentsOf(state: DrawingState): Segment[] {
  return state.measure ? [...state.trends, { ...state.measure, dashed: true }] : state.trends;
}

/** How many drawings there are (a finished measurement counts as one). */
export function drawingCount(state: DrawingState): number {
  return state.trends.length + state.hlines.length + (state.measure ? 1 : 0);
}

/** What is kept of a drawing across reloads: the trend and horizontal lines (a measurement is a passing question). */
export function savedOf(state: DrawingState): SavedDrawings {
  return { trends: state.trends.map(({ from, to }) => ({ from, to })), hlines: [...state.hlines] };
}

/** The saved lines of a pair in place of what is drawn; the tool stays picked. */
export function restoreDrawings(state: DrawingState, saved: SavedDrawings): DrawingState {
  return {
    ...EMPTY_DRAWING,
    tool: state.tool,
    trends: saved.trends.map((line) => ({ ...line, dashed: false })),
    hlines: [...saved.hlines],
  };
}
