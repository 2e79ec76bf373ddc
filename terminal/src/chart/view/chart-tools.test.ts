import { describe, expect, it, vi } from 'vitest';
import { chartShareLink, screenshotFileName, shareChart } from './chart-export';
import {
  clearDrawings,
  clickWithTool,
  drawingCount,
  EMPTY_DRAWING,
  pickTool,
  restoreDrawings,
  savedOf,
  segmentsOf,
} from '../model/chart-tools';
import { DEPTH_BOX, depthPath } from '../model/depth-path';

const a = { time: 1_723_161_600_000, price: 100 };
const b = { time: 1_723_162_200_000, price: 110 };

describe('drawing tools', () => {
  it('does nothing on a click with the plain crosshair', () => {
    expect(clickWithTool(EMPTY_DRAWING, a)).toBe(EMPTY_DRAWING);
  });

  it('draws a trend line from two clicks, waiting after the first', () => {
    const first = clickWithTool(pickTool(EMPTY_DRAWING, 'trend'), a);
    expect(first).toMatchObject({ pending: a, trends: [] });
    const done = clickWithTool(first, b);
    expect(done).toMatchObject({ pending: null, trends: [{ from: a, to: b, dashed: false }] });
    expect(drawingCount(done)).toBe(1);
  });

  it('draws a horizontal line at the clicked price with one click', () => {
    expect(clickWithTool(pickTool(EMPTY_DRAWING, 'hline'), a).hlines).toEqual([100]);
  });

  it('measures between two clicks, a new first click starting a new measurement', () => {
    const measured = clickWithTool(clickWithTool(pickTool(EMPTY_DRAWING, 'measure'), a), b);
    expect(measured.measure).toEqual({ from: a, to: b });
    expect(segmentsOf(measured)).toEqual([{ from: a, to: b, dashed: true }]);
    expect(clickWithTool(measured, b)).toMatchObject({ pending: b, measure: null });
  });

  it('drops a half-drawn line when another tool is picked, and clears everything but the tool', () => {
    const half = clickWithTool(pickTool(EMPTY_DRAWING, 'trend'), a);
    expect(pickTool(half, 'hline').pending).toBeNull();
    const drawn = clickWithTool(pickTool(clickWithTool(half, b), 'hline'), a);
    expect(drawingCount(drawn)).toBe(2);
    expect(clearDrawings(drawn)).toEqual({ ...EMPTY_DRAWING, tool: 'hline' });
  });

  it('keeps trend and horizontal lines, not a measurement, and restores them under the picked tool', () => {
    const lines = clickWithTool(clickWithTool(clickWithTool(pickTool(EMPTY_DRAWING, 'trend'), a), b), a);
    const measured = clickWithTool(clickWithTool(pickTool(clickWithTool(pickTool(lines, 'hline'), b), 'measure'), a), b);
    const saved = savedOf(measured);
    expect(saved).toEqual({ trends: [{ from: a, to: b }], hlines: [110] });
    const restored = restoreDrawings(pickTool(EMPTY_DRAWING, 'measure'), saved);
    expect(restored).toMatchObject({ tool: 'measure', pending: null, measure: null, hlines: [110] });
    expect(segmentsOf(restored)).toEqual([{ from: a, to: b, dashed: false }]);
  });
});

describe('screenshot and share', () => {
  it('names the PNG after the pair, interval and minute', () => {
    expect(screenshotFileName('BTCUSDT', '1m', new Date('2026-11-23T21:40:05Z'))).toBe('BTCUSDT-1m-2026-11-23-2140.png');
  });

  it('shares the page on the pair only, dropping other parameters and the hash', () => {
    expect(chartShareLink('https://ex.com/ru/cabinet/spot?x=1&pair=ETHUSDT#top', 'BTCUSDT')).toBe(
      'https://ex.com/ru/cabinet/spot?pair=BTCUSDT',
    );
  });

  it('uses the device share function when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareChart({ share, clipboard: { writeText } }, { title: 't', url: 'u' }, vi.fn())).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 't', url: 'u' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share function, and fails (logged) without a clipboard', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareChart({ clipboard: { writeText } }, { title: 't', url: 'u' }, vi.fn())).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('u');
    const log = vi.fn();
    expect(await shareChart({}, { title: 't', url: 'u' }, log)).toBe('failed');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('share failed'));
  });

  it('takes a closed share sheet as the trader’s choice, not a failure', async () => {
    const share = async () => {
      throw Object.assign(new Error('closed'), { name: 'AbortError' });
    };
    expect(await shareChart({ share }, { title: 't', url: 'u' }, vi.fn())).toBe('cancelled');
  });
});

describe('depth chart path', () => {
  it('climbs a staircase from the best price outwards and closes on the baseline', () => {
    const range = { low: 98, high: 102, maxTotal: 4 };
    // Bids 100 (1) and 99 (3 in all): x 300 and 150; y 300 − total/4·300.
    expect(
      depthPath(
        [
          { price: 100, total: 1 },
          { price: 99, total: 4 },
        ],
        range,
      ),
    ).toBe('M300,300 L300,300 L300,225 L150,225 L150,0 L150,300 Z');
    expect(depthPath([], range)).toBe('');
    expect(DEPTH_BOX.height).toBe(300);
  });
});
