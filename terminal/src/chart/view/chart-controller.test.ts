// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kline } from '@bourse/market';
import type { DrawingState } from '../model/chart-tools';

// A stand-in for lightweight-charts (happy-dom has no canvas): it records what the controller asks
// of the chart, and maps pixels to prices and bars as a 1:1 scale (price = 1000 − y, bar = x / 10).
const calls = vi.hoisted(() => ({
  priceLines: [] as number[],
  removed: 0,
  screenshots: 0,
  seriesOptions: [] as Array<{ priceFormat?: { type: string; minMove?: number; formatter?: (price: number) => string } }>,
}));
vi.mock('lightweight-charts', () => {
  const series = (_kind: unknown, options: (typeof calls.seriesOptions)[number] = {}) => ({
    options: calls.seriesOptions.push(options),
    applyOptions: (next: (typeof calls.seriesOptions)[number]) => calls.seriesOptions.push(next),
    setData: vi.fn(),
    attachPrimitive: vi.fn(),
    detachPrimitive: vi.fn(),
    createPriceLine: (options: { price: number }) => {
      calls.priceLines.push(options.price);
      return options;
    },
    removePriceLine: () => {
      calls.removed += 1;
    },
    coordinateToPrice: (y: number) => 1000 - y,
    priceToCoordinate: (price: number) => 1000 - price,
  });
  const chart = {
    addSeries: vi.fn(series),
    removeSeries: vi.fn(),
    priceScale: () => ({ applyOptions: vi.fn() }),
    subscribeDblClick: vi.fn(),
    unsubscribeDblClick: vi.fn(),
    subscribeCrosshairMove: vi.fn(),
    unsubscribeCrosshairMove: vi.fn(),
    timeScale: () => ({
      width: () => 500,
      coordinateToLogical: (x: number) => x / 10,
      logicalToCoordinate: (bar: number) => bar * 10,
      fitContent: vi.fn(),
      setVisibleLogicalRange: vi.fn(),
    }),
    panes: () => [{ getHeight: () => 300, setStretchFactor: vi.fn() }],
    takeScreenshot: () => {
      calls.screenshots += 1;
      return document.createElement('canvas');
    },
    remove: vi.fn(),
  };
  return {
    createChart: () => chart,
    AreaSeries: 'Area',
    BarSeries: 'Bar',
    CandlestickSeries: 'Candlestick',
    HistogramSeries: 'Histogram',
    LineSeries: 'Line',
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    LineStyle: { Solid: 0, Dotted: 1, Dashed: 2 },
  };
});

const { ChartController } = await import('./chart-controller');
const { paletteFromTokens } = await import('../model/chart-palette');

let container: HTMLDivElement;
let drawing: DrawingState | null;
let controller: InstanceType<typeof ChartController>;

// Minute bars from this open time: bar n of the stand-in scale (x = 10n) opens at START + n minutes.
const START = 1_723_161_600_000;
const MINUTE = 60_000;
const bars: Kline[] = Array.from({ length: 60 }, (_, n) => [
  START + n * MINUTE,
  '1',
  '2',
  '0.5',
  '1.5',
  '10',
  START + (n + 1) * MINUTE - 1,
  '15',
  3,
  '5',
  '7.5',
  '0',
]);
const at = (bar: number, price: number) => ({ time: START + bar * MINUTE, price });

// A click where the button went down (or, with `from`, after dragging from there), in container pixels.
function click(x: number, y: number, from = { x, y }) {
  container.dispatchEvent(new PointerEvent('pointerdown', { clientX: from.x, clientY: from.y, bubbles: true }));
  container.dispatchEvent(new MouseEvent('click', { clientX: x, clientY: y, bubbles: true }));
}

beforeEach(() => {
  calls.priceLines = [];
  container = document.createElement('div');
  document.body.append(container);
  drawing = null;
  controller = new ChartController(
    container,
    paletteFromTokens(() => ''),
    {
      onMarkers: vi.fn(),
      onHover: vi.fn(),
      onAlert: vi.fn(),
      onDrawing: (state) => {
        drawing = state;
      },
    },
  );
  controller.setCandles(bars);
});

describe('the chart controller’s tools', () => {
  it('ignores clicks with the plain crosshair', () => {
    click(100, 100);
    expect(drawing).toBeNull();
  });

  it('draws a trend line between two clicks, however quickly the second follows', () => {
    controller.setTool('trend');
    click(100, 200);
    click(300, 100);
    expect(drawing?.trends).toEqual([{ from: at(10, 800), to: at(30, 900), dashed: false }]);
  });

  it('puts a horizontal line on the price axis at the clicked price', () => {
    controller.setTool('hline');
    click(120, 250);
    expect(drawing?.hlines).toEqual([750]);
    expect(calls.priceLines).toContain(750);
  });

  it('does not draw when the pointer dragged (a pan) or clicked the price axis or a lower pane', () => {
    controller.setTool('hline');
    click(200, 100, { x: 150, y: 100 });
    click(520, 100);
    click(200, 320);
    expect(drawing?.hlines).toEqual([]);
  });

  it('measures between two clicks and clears it with the drawings', () => {
    controller.setTool('measure');
    click(100, 200);
    click(200, 150);
    expect(drawing?.measure).toEqual({ from: at(10, 800), to: at(20, 850) });
    controller.clearDrawings();
    expect(drawing).toMatchObject({ tool: 'measure', measure: null, trends: [], hlines: [] });
  });

  it('keeps a line at its time when the series reloads with other bars, and shows a pair’s saved lines', () => {
    controller.setTool('trend');
    click(100, 200);
    click(300, 100);
    const line = drawing!.trends[0]!;
    controller.setCandles(bars.slice(5)); // the oldest five bars scrolled away: positions shift, times do not
    expect(drawing?.trends[0]).toEqual(line);
    controller.loadDrawings({ trends: [], hlines: [61_000] });
    expect(drawing).toMatchObject({ tool: 'trend', trends: [], hlines: [61_000] });
    expect(calls.priceLines).toContain(61_000);
  });

  it('draws nothing before the bars are loaded (no time to put a point at)', () => {
    controller.setCandles([]);
    controller.setTool('hline');
    click(120, 250);
    expect(drawing?.hlines).toEqual([]);
  });

  it('takes the screenshot from the chart itself, so drawings and panes are in it', () => {
    expect(controller.screenshot()).toBeInstanceOf(HTMLCanvasElement);
    expect(calls.screenshots).toBe(1);
  });

  it('writes prices in the pair’s decimals with the locale’s grouping, on every series style', () => {
    const formatOf = () => calls.seriesOptions.at(-1)!.priceFormat!;
    expect(formatOf().formatter!(61843.25)).toBe('61,843.25'); // before the rules load: two decimals
    controller.setPriceFormat(5, 'en-US');
    expect(formatOf()).toMatchObject({ type: 'custom', minMove: 0.00001 });
    expect(formatOf().formatter!(1.14657)).toBe('1.14657');
    controller.setPriceFormat(2, 'ru-RU');
    const russian = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(61843.25); // '61 843,25', grouped
    expect(formatOf().formatter!(61843.25)).toBe(russian);
    controller.setStyle('line'); // a new main series keeps the format
    expect(formatOf().formatter!(61843.25)).toBe(russian);
  });
});
