import { beforeEach, describe, expect, it } from 'vitest';
import { loadChartDrawings, NO_DRAWINGS, saveChartDrawings, useChartDrawingsStorage } from './chart-drawings';
import type { StorageLike } from '../../shared/store/persistence';

function memoryStorage(): StorageLike & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return { raw, getItem: (k) => raw.get(k) ?? null, setItem: (k, v) => void raw.set(k, v), removeItem: (k) => void raw.delete(k) };
}

const line = { from: { time: 1_723_161_600_000, price: 61_800 }, to: { time: 1_723_165_200_000.5, price: 62_100.25 } };

describe('chart drawings kept per pair', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    useChartDrawingsStorage(storage);
  });

  it('reads back what was saved for a pair after the page is opened again, and nothing for another pair', () => {
    saveChartDrawings('BTCUSDT', { trends: [line], hlines: [62_000] });
    useChartDrawingsStorage(storage);
    expect(loadChartDrawings('BTCUSDT')).toEqual({ trends: [line], hlines: [62_000] });
    expect(loadChartDrawings('ETHUSDT')).toEqual(NO_DRAWINGS);
  });

  it('removes a pair whose lines were all cleared', () => {
    saveChartDrawings('BTCUSDT', { trends: [line], hlines: [] });
    saveChartDrawings('ETHUSDT', { trends: [], hlines: [3_100] });
    saveChartDrawings('BTCUSDT', NO_DRAWINGS);
    expect(JSON.parse(storage.raw.get('chartDrawings') ?? '{}').data).toEqual({ ETHUSDT: { trends: [], hlines: [3_100] } });
  });

  it('keeps the newest 200 lines of each kind', () => {
    const hlines = Array.from({ length: 250 }, (_, index) => index);
    saveChartDrawings('BTCUSDT', { trends: [], hlines });
    useChartDrawingsStorage(storage);
    expect(loadChartDrawings('BTCUSDT').hlines).toEqual(hlines.slice(50));
  });

  it('answers a damaged entry with no drawings instead of failing the chart', () => {
    storage.setItem('chartDrawings', JSON.stringify({ v: 1, data: { BTCUSDT: { trends: [{ from: 'x' }], hlines: [] } } }));
    expect(loadChartDrawings('BTCUSDT')).toEqual(NO_DRAWINGS);
  });
});
