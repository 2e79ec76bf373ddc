import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { $book, $bookLadder, configureMarket, setBookGrouping, type BookLadderState, type OrderBookState } from '@bourse/terminal/stores';
import { Dec } from '@bourse/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { bourseBin, root, runBourse } from '../support/cli';
import { serveIsland, type IslandPage } from '../support/island-page';
import { freePort, isListening } from '../support/ports';

const session = path.join(root, 'cli/data/sessions/binance-spot_BTCUSDT_2024-08-08_to_09.jsonl.gz');
type Rebuilt = { lastUpdateId: number; bids: string[][]; asks: string[][] };
let replay: ChildProcess;
let port: number;

beforeAll(async () => {
  port = await freePort();
  // One pass at 4x: update ids stay the recorded ones, so they can be looked up in `bourse book`.
  replay = spawn(process.execPath, [bourseBin, 'replay', session, '--port', String(port), '--speed', '4', '--no-loop'], {
    cwd: root,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (!(await isListening(port))) {
    if (Date.now() > deadline) throw new Error(`bourse replay did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
afterAll(async () => {
  await browser?.close();
  await island?.close();
  replay?.kill('SIGINT');
});

let browser: Browser | undefined;
let island: (IslandPage & { page: import('playwright-core').Page }) | undefined;
let rebuiltById: Promise<Map<number, Rebuilt>> | null = null;

/** `bourse book` over the same recording: the book after every diff, by update id (run once per file). */
function rebuilt(): Promise<Map<number, Rebuilt>> {
  rebuiltById ??= runBourse(['book', session, '--symbol', 'BTCUSDT', '--depth', '20', '--json'], {}).then((cli) => {
    if (cli.code !== 0) throw new Error(`bourse book failed: ${cli.stderr}`);
    const byId = new Map<number, Rebuilt>();
    for (const line of cli.stdout.trim().split('\n')) {
      const view = JSON.parse(line) as Rebuilt;
      byId.set(view.lastUpdateId, view);
    }
    return byId;
  });
  return rebuiltById;
}

const runningTotals = (levels: string[][]) =>
  levels.reduce<Dec[]>((sums, [, qty]) => [...sums, (sums.at(-1) ?? new Dec(0)).add(qty!)], []).map((d) => d.toFixed());

describe('the terminal order book against `bourse replay`', () => {
  it('shows, at every update id it publishes, the same 20 levels a side, spread and totals as `bourse book` computes; grouping merges them', async () => {
    // From the pair's tick, also on a retry (the first attempt leaves the grouping at 10 USDT).
    setBookGrouping('BTCUSDT', '0.01');
    const shown: OrderBookState[] = [];
    const ladders: BookLadderState[] = [];
    const stop = $book.subscribe((book) => {
      if (book?.status === 'live') shown.push(book);
    });
    const stopLadder = $bookLadder.subscribe((ladder) => {
      if (ladder) ladders.push(ladder);
    });
    configureMarket({
      restUrl: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}`,
      feed: 'replay',
      label: 'Replay',
      symbol: 'BTCUSDT',
    });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    // The trader picks a grouping of 10 USDT: the same book, fewer and coarser levels.
    const ungrouped = ladders.length;
    setBookGrouping('BTCUSDT', '10');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stop();
    stopLadder();
    const byId = await rebuilt();
    // `bourse book` prints the book after each diff; a client that connects before the first diff
    // shows the bare snapshot (an earlier id, which it does not print): that one is not compared.
    const firstDiffId = Math.min(...byId.keys());
    const comparable = (id: number | null | undefined) => (id ?? -1) >= firstDiffId;
    expect(shown.length).toBeGreaterThan(20);
    const mismatches = shown
      .filter((book) => comparable(book.lastUpdateId))
      .filter((book) => {
        const expected = byId.get(book.lastUpdateId ?? -1);
        return (
          !expected || JSON.stringify([book.bids.slice(0, 20), book.asks.slice(0, 20)]) !== JSON.stringify([expected.bids, expected.asks])
        );
      });
    expect(mismatches.map((m) => m.lastUpdateId)).toEqual([]);
    expect(shown.at(-1)?.bids.length).toBeGreaterThan(20);

    // What the panel draws at the tick: the spread of the best prices and running totals of the levels.
    const atTick = ladders.slice(0, ungrouped).filter((ladder) => ladder.step === '0.01' && comparable(ladder.lastUpdateId));
    expect(atTick.length).toBeGreaterThan(20);
    const wrong = atTick.filter((ladder) => {
      const expected = byId.get(ladder.lastUpdateId ?? -1)!;
      const spread = new Dec(expected.asks[0]![0]!).sub(expected.bids[0]![0]!);
      return (
        !ladder.spread ||
        !spread.eq(ladder.spread.spread) ||
        JSON.stringify(ladder.bids.map((row) => row.total)) !== JSON.stringify(runningTotals(expected.bids)) ||
        JSON.stringify(ladder.asks.map((row) => row.total)) !== JSON.stringify(runningTotals(expected.asks))
      );
    });
    expect(wrong.map((ladder) => ladder.lastUpdateId)).toEqual([]);

    const grouped = ladders.at(-1)!;
    expect(grouped.step).toBe('10');
    expect(grouped.bids.every((row) => Number(row.price) % 10 === 0)).toBe(true);
    const raw = shown.at(-1)!;
    // The best bucket holds every raw bid from its floor up to the best bid.
    const floor = Math.floor(Number(raw.bids[0]![0]) / 10) * 10;
    const inBucket = raw.bids.filter(([price]) => Number(price) >= floor).reduce((sum, [, qty]) => sum.add(qty), new Dec(0));
    expect(inBucket.eq(grouped.bids[0]!.qty)).toBe(true);
  }, 90_000);
});

describe('the order book panel in a browser against `bourse replay`', () => {
  type Shown = {
    id: number;
    step: string;
    spread: string;
    bids: { price: string; total: string; height: number }[];
    asks: { price: string; total: string; height: number }[];
  };
  const read = () =>
    island!.page.evaluate(() => {
      const row = document.querySelector<HTMLElement>('[data-testid="book-spread"]');
      const side = (name: string) =>
        [...document.querySelectorAll<HTMLElement>(`[data-testid="book-${name}"] tr`)].map((tr) => ({
          price: tr.dataset.price!,
          total: tr.dataset.total!,
          height: tr.getBoundingClientRect().height,
        }));
      return {
        id: Number(row?.dataset.updateId),
        step: document.querySelector<HTMLElement>('.book')?.dataset.step ?? '',
        spread: row?.dataset.spread ?? '',
        bids: side('bids'),
        asks: side('asks').reverse(),
      };
    });

  it('draws the spread row and the totals `bourse book` rebuilds at the same update id; grouping and the side buttons change the levels', async () => {
    browser = await launchBrowser();
    const served = await serveIsland({
      island: 'BookTabs',
      props: {
        restUrl: `http://127.0.0.1:${port}`,
        wsUrl: `ws://127.0.0.1:${port}`,
        feed: 'replay',
        feedLabel: 'Replay',
        symbol: 'BTCUSDT',
      },
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    island = Object.assign(served, { page });
    await page.goto(served.url('exchange'));
    await expect.poll(async () => (await read()).bids.length, { timeout: 20_000 }).toBe(20);
    const byId = await rebuilt();
    // Several moments of the live book, each checked against the rebuild at its own update id.
    const seen: Shown[] = [];
    while (seen.length < 5) {
      const shown = await read();
      if (shown.id !== seen.at(-1)?.id) seen.push(shown);
      await page.waitForTimeout(150);
    }
    for (const shown of seen) {
      const expected = byId.get(shown.id);
      expect(expected, `update id ${shown.id} is one \`bourse book\` printed`).toBeDefined();
      expect(new Dec(shown.spread).eq(new Dec(expected!.asks[0]![0]!).sub(expected!.bids[0]![0]!))).toBe(true);
      expect(shown.bids.map((r) => new Dec(r.price).toFixed())).toEqual(expected!.bids.map(([p]) => new Dec(p!).toFixed()));
      expect(shown.bids.map((r) => r.total)).toEqual(runningTotals(expected!.bids));
      expect(shown.asks.map((r) => r.total)).toEqual(runningTotals(expected!.asks));
    }
    // Fixed rows: every level is 18 px high, whatever its figures.
    expect(new Set([...seen[0]!.bids, ...seen[0]!.asks].map((r) => r.height))).toEqual(new Set([18]));

    await page.selectOption('[data-testid="book-grouping"]', '10');
    await expect.poll(async () => (await read()).step).toBe('10');
    const grouped = await read();
    expect(grouped.bids.length).toBeGreaterThan(1);
    expect(grouped.bids.every((r) => Number(r.price) % 10 === 0)).toBe(true);
    expect(grouped.bids[0]!.price).not.toBe(seen.at(-1)!.bids[0]!.price);

    await page.getByRole('button', { name: 'Buy orders only' }).click();
    await expect.poll(() => page.locator('[data-testid="book-asks"]').count()).toBe(0);
    await page.selectOption('[data-testid="book-grouping"]', '0.01');
    await expect.poll(async () => (await read()).bids.length).toBe(40);
    await page.getByRole('button', { name: 'Buy and sell orders' }).click();

    // Each theme, desktop and phone: the panel's controls and figures inside the viewport, nothing sideways.
    mkdirSync(path.join(root, 'tests/artifacts'), { recursive: true });
    for (const theme of ['exchange', 'dark-brand', 'simple'] as const) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(served.url(theme));
        await expect.poll(async () => (await read()).bids.length, { timeout: 20_000 }).toBe(20);
        const boxes = await page
          .locator('[data-testid="book-grouping"], .book-view, [data-testid="book-spread"], [role="tab"]')
          .evaluateAll((all) =>
            all.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
          );
        expect(boxes.every((b) => b.left >= 0 && b.right <= viewport.width && b.top >= 0 && b.bottom <= viewport.height)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        await page.screenshot({ path: path.join(root, `tests/artifacts/book-panel-${theme}-${viewport.width}.png`) });
      }
    }
  }, 120_000);
});
