import { Dec } from '../decimal';
import { isOpenStatus, type MarketTrade, type SpotOrder } from './vocabulary';

type Entry = { key: Dec; order: SpotOrder };
type Ladder = { entries: Entry[]; descending: boolean };
type SymbolOrders = { buys: Ladder; sells: Ladder; rising: Ladder; falling: Ladder };

const ladder = (descending: boolean): Ladder => ({ entries: [], descending });

function insert(target: Ladder, entry: Entry): void {
  const before = (a: Dec, b: Dec) => (target.descending ? a.gt(b) : a.lt(b));
  let low = 0;
  let high = target.entries.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    // Equal keys keep their arrival order (time priority among the trader's own orders).
    if (before(entry.key, target.entries[mid]!.key) === false) low = mid + 1;
    else high = mid;
  }
  target.entries.splice(low, 0, entry);
}

/** The prefix of a ladder whose keys the price has reached (at or through). */
function reached(target: Ladder, price: Dec): SpotOrder[] {
  const out: SpotOrder[] = [];
  for (const entry of target.entries) {
    if (target.descending ? entry.key.lt(price) : entry.key.gt(price)) break;
    out.push(entry.order);
  }
  return out;
}

/**
 * The engine's view of every order waiting on the market, by symbol: resting limits as two
 * ladders (buys from the highest price, sells from the lowest) and waiting stops as two (those
 * that fire on a rise, from the lowest stop, and on a fall, from the highest). A market trade then
 * looks only at the orders its price reaches, however many rest elsewhere (10,000 resting orders
 * cost a trade a few comparisons). Kept in memory and changed in place, like the local book;
 * the database stays the record, and the index is rebuilt from it on start.
 *
 * @example
 * const index = new RestingIndex();
 * index.put(order);
 * const { fills, fires } = index.reachedBy(trade); // candidates: `restingFillOn` / `stopFiresOn` decide
 */
export class RestingIndex {
  private readonly bySymbol = new Map<string, SymbolOrders>();
  private readonly where = new Map<number, { symbol: string; ladder: keyof SymbolOrders }>();

  /** Adds or replaces an order; one that no longer waits on the market (done, or a fired stop-market) leaves. */
  put(order: SpotOrder): void {
    this.remove(order.orderId);
    if (!isOpenStatus(order.status)) return;
    const name = this.ladderOf(order);
    if (!name) return;
    let orders = this.bySymbol.get(order.symbol);
    if (!orders) {
      orders = { buys: ladder(true), sells: ladder(false), rising: ladder(false), falling: ladder(true) };
      this.bySymbol.set(order.symbol, orders);
    }
    insert(orders[name], { key: new Dec(order.working ? order.price : order.stopPrice), order });
    this.where.set(order.orderId, { symbol: order.symbol, ladder: name });
  }

  remove(orderId: number): void {
    const at = this.where.get(orderId);
    if (!at) return;
    this.where.delete(orderId);
    const orders = this.bySymbol.get(at.symbol)!;
    const entries = orders[at.ladder].entries;
    entries.splice(
      entries.findIndex((e) => e.order.orderId === orderId),
      1,
    );
    if (Object.values(orders).every((l) => l.entries.length === 0)) this.bySymbol.delete(at.symbol);
  }

  get(orderId: number): SpotOrder | null {
    const at = this.where.get(orderId);
    return at ? (this.bySymbol.get(at.symbol)![at.ladder].entries.find((e) => e.order.orderId === orderId)?.order ?? null) : null;
  }

  /** The orders a trade's price reaches: limits at or through their price, stops at or past theirs. */
  reachedBy(trade: MarketTrade): { fills: SpotOrder[]; fires: SpotOrder[] } {
    const orders = this.bySymbol.get(trade.symbol);
    if (!orders) return { fills: [], fires: [] };
    const price = new Dec(trade.price);
    return {
      fills: [...reached(orders.buys, price), ...reached(orders.sells, price)],
      fires: [...reached(orders.rising, price), ...reached(orders.falling, price)],
    };
  }

  /** Symbols with at least one waiting order: the ones the engine must follow. */
  symbols(): string[] {
    return [...this.bySymbol.keys()];
  }

  get size(): number {
    return this.where.size;
  }

  /** Every waiting order of a symbol (for a list or a check). */
  ordersOf(symbol: string): SpotOrder[] {
    const orders = this.bySymbol.get(symbol);
    return orders ? Object.values(orders).flatMap((l) => l.entries.map((e) => e.order)) : [];
  }

  private ladderOf(order: SpotOrder): keyof SymbolOrders | null {
    if (order.working) {
      if (order.price === '0.00000000') return null;
      return order.side === 'BUY' ? 'buys' : 'sells';
    }
    const rising = order.type.startsWith('STOP_LOSS') ? order.side === 'BUY' : order.side === 'SELL';
    return rising ? 'rising' : 'falling';
  }
}
