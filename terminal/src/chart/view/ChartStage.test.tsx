// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Kline } from '@bourse/market';
import { messagesFor } from '@bourse/i18n';
import type { ChartController } from './chart-controller';

// The chart library itself cannot draw in happy-dom (no canvas): a stand-in controller records
// what the stage hands it. Each test imports the stage afresh, so the library loads anew.
const handed = vi.hoisted(() => ({ candles: [] as number[], created: 0 }));
const T0 = 1_723_161_240_000;
const bars = (count: number): Kline[] =>
  Array.from({ length: count }, (_, i) => [
    T0 + i * 60_000,
    '100',
    '102',
    '99',
    '101',
    '3',
    T0 + (i + 1) * 60_000 - 1,
    '0',
    1,
    '0',
    '0',
    '0',
  ]);

function standInController() {
  return {
    ChartController: class {
      constructor() {
        handed.created += 1;
      }
      setCandles(candles: readonly Kline[]) {
        handed.candles.push(candles.length);
      }
      setStyle() {}
      setIndicators() {}
      setPriceFormat() {}
      loadDrawings() {}
      setLevelLines() {}
      priceToY() {
        return null;
      }
      plotSize() {
        return { width: 0, height: 0 };
      }
      destroy() {}
    },
  };
}

async function mountStage() {
  const { ChartStage } = await import('./ChartStage');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const controller = { current: null as ChartController | null };
  act(() =>
    root.render(
      <ChartStage
        symbol="BTCUSDT"
        controller={controller}
        candles={bars(3)}
        chartStyle="candles"
        indicators={[]}
        status="ready"
        error={null}
        hidden={false}
        locale="en"
        priceDecimals={2}
        tickSize="0.01"
        texts={messagesFor('en').chart}
        onPalette={() => {}}
        onMarkers={() => {}}
        onDrawing={() => {}}
        onAlert={() => {}}
      />,
    ),
  );
  const overlay = () => container.querySelector('[data-testid="chart-state"]');
  return { overlay, controller, unmount: () => act(() => root.unmount()) };
}

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('./chart-controller');
  handed.candles = [];
  handed.created = 0;
});

describe('the chart stage and its library, loaded on first use', () => {
  it('shows the loading state until the library arrives, then hands it the bars and drops the overlay', async () => {
    vi.doMock('./chart-controller', standInController);
    const stage = await mountStage();
    expect(stage.overlay()?.textContent).toBe('Loading…');
    // The overlay leaves as the chart is drawn; the bars follow in React's effects of that render
    // (which run after it, outside the test's act on a busy machine).
    await vi.waitFor(() => {
      expect(stage.overlay()).toBeNull();
      expect(handed).toEqual({ created: 1, candles: [3] });
    });
    expect(stage.controller.current).not.toBeNull();
    stage.unmount();
    expect(stage.controller.current).toBeNull();
  });

  it('says the chart could not load when the library does not arrive, instead of loading for ever', async () => {
    vi.doMock('./chart-controller', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stage = await mountStage();
    await vi.waitFor(() => expect(stage.overlay()?.getAttribute('role')).toBe('alert'));
    expect(stage.overlay()?.textContent).toMatch(/^Error loading data./);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('[chart] the chart library did not load'));
    stage.unmount();
  });
});
