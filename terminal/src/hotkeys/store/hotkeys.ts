import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { CHART_VIEWS } from '../../chart/model/chart-panel';
import { QUICK_INTERVALS } from '../../chart/model/chart-intervals';
import { $chartPanel, showChartView } from '../../chart/store/chart-panel';
import { $candleInterval, setCandleInterval } from '../../chart/store/candles';
import { $pairs, $selectedPair, selectPair } from '../../pairs/store/pairs';
import { $openOrders } from '../../account/store/accounts';
import { cancelAllOrders, cancelOrder } from '../../orders/store/orders';
import { cycle, HOTKEY_IDS, type HotkeyId } from '../model/hotkeys';

/** The shortcuts this browser has switched off (trading settings), kept under `hotkeysOff`. */
export const $hotkeysOff = persistentAtom<HotkeyId[]>('hotkeysOff', [], {
  encode: JSON.stringify,
  decode: (text) => {
    try {
      const list = JSON.parse(text) as unknown;
      return Array.isArray(list) ? list.filter((id): id is HotkeyId => HOTKEY_IDS.includes(id as HotkeyId)) : [];
    } catch {
      return [];
    }
  },
});

export function setHotkeyOn(id: HotkeyId, on: boolean): void {
  const off = $hotkeysOff.get().filter((x) => x !== id);
  $hotkeysOff.set(on ? off : [...off, id]);
}

/** The side of the order form the side shortcuts chose last (price, amount and place act on it). */
export const $hotkeySide = atom<'buy' | 'sell'>('buy');

/** What the store-level shortcuts did, for the view to say (a cancel's count). */
export type HotkeyOutcome = { id: HotkeyId; count?: number };

/**
 * Runs a shortcut that changes a store: cancel the newest open order or every open order of the
 * pair, the next chart interval or view, the next or previous pair of the list. The view runs the
 * ones that move focus.
 */
export async function runStoreHotkey(id: HotkeyId, symbol: string | null): Promise<HotkeyOutcome | null> {
  switch (id) {
    case 'cancelLast': {
      const newest = [...$openOrders.get()].sort((a, b) => b.time - a.time)[0];
      const done = newest ? await cancelOrder(newest.orderId) : null;
      return { id, count: done?.ok ? done.value.length : 0 };
    }
    case 'cancelAll': {
      const done = await cancelAllOrders(symbol ?? undefined);
      return { id, count: done.ok ? done.value.length : 0 };
    }
    case 'interval': {
      const next = cycle(QUICK_INTERVALS, $candleInterval.get() as (typeof QUICK_INTERVALS)[number]);
      if (next) setCandleInterval(next);
      return { id };
    }
    case 'view': {
      const next = cycle(CHART_VIEWS, $chartPanel.get().view ?? 'chart');
      if (next) showChartView(next);
      return { id };
    }
    case 'nextPair':
    case 'previousPair': {
      const symbols = $pairs.get().data.map((row) => row.symbol);
      const next = cycle(symbols, $selectedPair.get() ?? symbol, id === 'nextPair' ? 1 : -1);
      if (next) selectPair(next);
      return { id };
    }
    default:
      return null;
  }
}
