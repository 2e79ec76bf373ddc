import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress,
  balancesOf,
  checkLedger,
  deposit,
  openLedger,
  traderAccounts,
  transfersOf,
  withdraw,
  withdrawalAllowance,
  type Ledger,
  type TradingAccount,
  type WithdrawInput,
} from '../src/ledger';
import { freshPayload } from './helpers';

// The verified level's daily limit on withdrawals, in the ledger's transaction (SQLite here,
// PostgreSQL in the test command's second pass): none may not withdraw, basic 50,000 USD and Plus
// 2,000,000 USD in the last 24 hours across the trader's accounts, valued when each left.

let payload: Payload;
let ledger: Ledger;
const NOW = 1_795_000_000_000;
const HOUR = 3_600_000;
const USDT_ADDRESS = 'T' + 'L'.repeat(33);
const BTC_ADDRESS = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';

type Trader = { id: number; usd: TradingAccount; eur: TradingAccount };

async function newTrader(email: string): Promise<Trader> {
  const doc = await payload.create({
    collection: 'traders',
    data: { email, password: 'correct horse battery', status: 'active', emailVerified: true },
  });
  const id = Number(doc.id);
  const accounts = await traderAccounts(ledger, id, NOW);
  const [usd, eur] = [accounts.find((a) => a.slot === 'real-usd')!, accounts.find((a) => a.slot === 'real-eur')!];
  for (const account of [usd, eur]) {
    await deposit(
      ledger,
      account.id,
      { coin: 'USDT', network: 'TRC20', amount: '500000', requestId: `fund-usdt-${account.id}` },
      NOW - 3 * 24 * HOUR,
    );
    await deposit(
      ledger,
      account.id,
      { coin: 'BTC', network: 'BTC', amount: '3', requestId: `fund-btc-${account.id}` },
      NOW - 3 * 24 * HOUR,
    );
  }
  await addAddress(ledger, id, { address: USDT_ADDRESS, network: 'TRC20' }, NOW - 2 * 24 * HOUR);
  await addAddress(ledger, id, { address: BTC_ADDRESS, network: 'BTC' }, NOW - 2 * 24 * HOUR);
  return { id, usd, eur };
}

const setLevel = (trader: Trader, verificationLevel: 'none' | 'basic' | 'plus') =>
  payload.update({ collection: 'traders', id: trader.id, data: { verificationLevel } });

const usdt = (amount: string, requestId: string): WithdrawInput => ({
  coin: 'USDT',
  network: 'TRC20',
  address: USDT_ADDRESS,
  amount,
  twoFactorCode: '123456',
  emailCode: '123456',
  requestId,
});

const send = (trader: Trader, account: TradingAccount, input: WithdrawInput, now = NOW, usdPrice: string | null = '1') =>
  withdraw(ledger, { id: account.id, traderId: trader.id }, input, now, { usdPrice });

beforeAll(async () => {
  payload = await freshPayload();
  ledger = await openLedger(payload);
});

afterAll(async () => {
  await ledger?.close();
});

describe('withdrawal limits by verified level', () => {
  it('before verification every withdrawal is refused, kept with its reason, and no balance moves', async () => {
    const trader = await newTrader('none@bourse.test');
    const refused = await send(trader, trader.usd, usdt('10', 'none-1'));
    expect(refused.ok ? null : refused.error.code).toBe('KYC_REQUIRED');
    expect((await transfersOf(ledger, trader.usd.id)).find((t) => t.requestId === 'none-1')).toMatchObject({
      status: 'rejected',
      error: { code: 'KYC_REQUIRED' },
    });
    expect((await balancesOf(ledger, trader.usd.id)).USDT!.total).toBe('500000.00000000');
    expect(await withdrawalAllowance(ledger, trader.id, NOW)).toMatchObject({ level: 'none', limitUsd: '0.00', leftUsd: '0.00' });
  });

  it('basic refuses 60,000 USDT and says 50,000 is left; approved to Plus, the same withdrawal goes through', async () => {
    const trader = await newTrader('basic@bourse.test');
    await setLevel(trader, 'basic');
    const refused = await send(trader, trader.usd, usdt('60000', 'basic-1'));
    expect(refused.ok ? null : refused.error).toEqual({
      code: 'LEVEL_DAILY_LIMIT',
      field: 'amount',
      params: { level: 'basic', limit: '50000.00', left: '50000.00' },
    });
    await setLevel(trader, 'plus');
    const sent = await send(trader, trader.usd, usdt('60000', 'basic-2'));
    expect(sent.ok).toBe(true);
    expect((await balancesOf(ledger, trader.usd.id)).USDT!.total).toBe('440000.00000000');
    expect(await withdrawalAllowance(ledger, trader.id, NOW + 1)).toEqual({
      level: 'plus',
      limitUsd: '2000000.00',
      usedUsd: '60000.00',
      leftUsd: '1940000.00',
      windowHours: 24,
    });
    expect((await checkLedger(ledger)).problems).toEqual([]);
  });

  it('counts every account of the trader and values a coin at its price then; the window is the last 24 hours', async () => {
    const trader = await newTrader('counted@bourse.test');
    await setLevel(trader, 'basic');
    expect((await send(trader, trader.usd, usdt('40000', 'c-1'))).ok).toBe(true);
    // 0.2 BTC at 60,000 is 12,000 USD: over the 10,000 left, from the other account too.
    const btc = { ...usdt('0.2', 'c-2'), coin: 'BTC', network: 'BTC', address: BTC_ADDRESS };
    const over = await send(trader, trader.eur, btc, NOW + HOUR, '60000');
    expect(over.ok ? null : over.error.params).toMatchObject({ left: '10000.00' });
    expect((await send(trader, trader.eur, { ...btc, requestId: 'c-3', amount: '0.15' }, NOW + HOUR, '60000')).ok).toBe(true);
    expect((await withdrawalAllowance(ledger, trader.id, NOW + HOUR)).leftUsd).toBe('1000.00');
    // Without a price the dollar value is unknown, so the withdrawal waits rather than guessing.
    const priceless = await send(trader, trader.eur, { ...btc, requestId: 'c-4', amount: '0.001' }, NOW + 25 * HOUR, null);
    expect(priceless.ok ? null : priceless.error.code).toBe('PRICE_UNAVAILABLE');
    // A day after the first, its 40,000 no longer counts; the BTC one (an hour later) still does.
    expect((await withdrawalAllowance(ledger, trader.id, NOW + 24 * HOUR + 1)).leftUsd).toBe('41000.00');
  });

  it('two accounts of one trader withdrawing at once cannot pass the limit together', async () => {
    const trader = await newTrader('race@bourse.test');
    await setLevel(trader, 'basic');
    const results = await Promise.all([
      send(trader, trader.usd, usdt('30000', 'r-1')),
      send(trader, trader.eur, usdt('30000', 'r-2')),
      send(trader, trader.usd, usdt('30000', 'r-3')),
      send(trader, trader.eur, usdt('30000', 'r-4')),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await withdrawalAllowance(ledger, trader.id, NOW)).usedUsd).toBe('30000.00');
  });
});
