import type { Trade } from '@bourse/market';

/**
 * One symbol's market trades, processed one at a time in id order. When the next trade skips ids
 * (the engine was stopped, its connection dropped), the trades in between are fetched first, so
 * every order sees the trades it would have seen; a trade already processed is skipped.
 *
 * @example
 * const queue = new TradeQueue((t) => matcher.process('BTCUSDT', t), (from, until) => fetchTradesSince(rest, 'BTCUSDT', from, until), lastSavedId);
 * queue.push(trade);
 */
export class TradeQueue {
  private readonly buffer: Trade[] = [];
  private draining = false;
  private drained: Promise<void> = Promise.resolve();

  constructor(
    private readonly process: (trade: Trade) => Promise<void>,
    private readonly missed: (fromId: number, untilId: number) => Promise<Trade[]>,
    /** The last trade already processed (a stored cursor), or null to start with the next live one. */
    public lastId: number | null = null,
    private readonly log: (message: string) => void = (m) => console.warn(m),
  ) {}

  push(trade: Trade): void {
    this.buffer.push(trade);
    if (this.draining) return;
    this.draining = true;
    this.drained = this.drain();
  }

  /** Resolves when every trade pushed so far has been processed. */
  async idle(): Promise<void> {
    do await this.drained;
    while (this.draining);
  }

  get pending(): number {
    return this.buffer.length;
  }

  private async drain(): Promise<void> {
    try {
      while (this.buffer.length > 0) {
        const trade = this.buffer.shift()!;
        if (this.lastId !== null && trade.id <= this.lastId) continue;
        if (this.lastId !== null && trade.id > this.lastId + 1) await this.fill(this.lastId + 1, trade.id);
        await this.step(trade);
      }
    } finally {
      this.draining = false;
    }
  }

  private async fill(fromId: number, untilId: number): Promise<void> {
    let trades: Trade[] = [];
    try {
      trades = await this.missed(fromId, untilId);
    } catch (error) {
      this.log(
        `[engine] trades ${fromId}..${untilId - 1} could not be fetched (${(error as Error).message}); matching goes on from ${untilId}`,
      );
    }
    for (const trade of trades) if (this.lastId === null || trade.id > this.lastId) await this.step(trade);
  }

  private async step(trade: Trade): Promise<void> {
    try {
      await this.process(trade);
    } catch (error) {
      // A failed step leaves its order as it was (its transaction rolled back); the next trade goes on.
      this.log(`[engine] trade ${trade.id} could not be matched: ${(error as Error).stack ?? error}`);
    }
    this.lastId = trade.id;
  }
}
