import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_TOAST_MS } from '../../domain';
import { $chartPanel, showChartNotice, showChartView, toggleChartAnalysis, toggleChartIndicator } from './chart-panel';

afterEach(() => {
  vi.useRealTimers();
});

describe('the chart panel store', () => {
  it("leaves the view and indicators to the island's props until the trader picks them", () => {
    const stop = $chartPanel.listen(() => {});
    expect($chartPanel.get()).toMatchObject({ view: null, indicators: null, style: 'candles', analysisOpen: true });
    showChartView('depth');
    toggleChartIndicator(['ema9', 'rsi'], 'rsi');
    toggleChartAnalysis();
    expect($chartPanel.get()).toMatchObject({ view: 'depth', indicators: ['ema9'], analysisOpen: false });
    stop();
  });

  it('keeps a notice for the toast time, and a newer notice gets the whole time again', () => {
    vi.useFakeTimers();
    const stop = $chartPanel.listen(() => {});
    showChartNotice({ text: 'Screenshot saved', tone: 'ok' });
    vi.advanceTimersByTime(ORDER_TOAST_MS - 1_000);
    showChartNotice({ text: 'Link copied', tone: 'ok' });
    vi.advanceTimersByTime(2_000);
    expect($chartPanel.get().notice).toEqual({ text: 'Link copied', tone: 'ok' });
    vi.advanceTimersByTime(ORDER_TOAST_MS);
    expect($chartPanel.get().notice).toBeNull();
    stop();
  });

  it('starts over when the last chart leaves the page', () => {
    vi.useFakeTimers();
    const stop = $chartPanel.listen(() => {});
    showChartView('info');
    showChartNotice({ text: 'Sharing failed', tone: 'error' });
    stop();
    // nanostores unmounts a store a second after its last listener left.
    vi.advanceTimersByTime(1_500);
    expect($chartPanel.get()).toMatchObject({ view: null, notice: null });
  });
});
