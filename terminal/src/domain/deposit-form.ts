import { parseAmount } from '../widgets/model/converter';
import { Dec, toDecimal } from '@bourse/market';
import {
  AMOUNT_DECIMALS,
  amountString,
  DEPOSIT_COINS,
  DEPOSIT_NETWORKS,
  depositTransaction,
  fail,
  ok,
  SIMULATED_DEPOSIT_MAX_COIN,
  SIMULATED_DEPOSIT_MAX_USD,
  type Account,
  type DepositNetwork,
  type DepositRequest,
  type Result,
  type Transaction,
} from '@bourse/trading';

/** Cents: the dialog's dollar amount and an account's credit have two decimals. */
export const FIAT_DECIMALS = 2;

/** @example { id: 'BTC', coin: 'BTC', depositCoin: 'BTC', priceSymbol: 'BTCUSDT', decimals: 8 } */
export type AccountDepositTab = {
  id: 'BTC' | 'USDT' | 'USDC';
  coin: string;
  /** The deposit coin (`DEPOSIT_COINS`) whose network the tab starts on. */
  depositCoin: (typeof DEPOSIT_COINS)[number]['id'];
  /** The pair the coin's dollar price comes from; null for a stablecoin, counted as one dollar. */
  priceSymbol: string | null;
  /** Decimals the coin equivalent is shown with. */
  decimals: number;
};

/** The spot terminal's deposit dialog tabs, in the order shown: Bitcoin, USDT, USDC. */
export const ACCOUNT_DEPOSIT_TABS: readonly AccountDepositTab[] = [
  { id: 'BTC', coin: 'BTC', depositCoin: 'BTC', priceSymbol: 'BTCUSDT', decimals: 8 },
  { id: 'USDT', coin: 'USDT', depositCoin: 'USDT_TRC20', priceSymbol: null, decimals: 2 },
  { id: 'USDC', coin: 'USDC', depositCoin: 'USDC_ERC20', priceSymbol: null, decimals: 2 },
];

/** The networks a coin can be deposited on; the tab's own first. */
export function depositNetworksOf(tab: AccountDepositTab): DepositNetwork[] {
  const first = DEPOSIT_COINS.find((c) => c.id === tab.depositCoin)!.network;
  return DEPOSIT_NETWORKS.filter((n) => n.currency === tab.coin).sort((a, b) => Number(b.id === first) - Number(a.id === first));
}

/** The account's own deposit address on a network, or null when its wallets lack one. */
export function depositAddressOf(account: Pick<Account, 'wallets'>, network: DepositNetwork): string | null {
  return account.wallets[network.walletKey] || null;
}

/** Pairs that price an account currency in dollars, preferred first (the forex series' USD pair, then USDT), as the converter reads them. */
const FIAT_USD_SYMBOLS: Readonly<Record<Account['currency'], readonly string[]>> = { USD: [], EUR: ['EURUSD', 'EURUSDT'] };

/**
 * The dollar prices the dialog needs, read through `priceOf` (a pair's last price, or null): the
 * coin's (a stablecoin counts as one dollar) and the account currency's (the dollar is one).
 *
 * @example
 * accountDepositPrices(ACCOUNT_DEPOSIT_TABS[0], 'USD', (s) => (s === 'BTCUSDT' ? '62000' : null)); // { coinUsd: '62000', currencyUsd: '1' }
 */
export function accountDepositPrices(
  tab: AccountDepositTab,
  currency: Account['currency'],
  priceOf: (symbol: string) => string | null,
): { coinUsd: string | null; currencyUsd: string | null } {
  const priced = (symbol: string) => {
    const price = priceOf(symbol);
    return price && toDecimal(price)?.gt(0) ? price : null;
  };
  const coinUsd = tab.priceSymbol ? priced(tab.priceSymbol) : '1';
  const symbols = FIAT_USD_SYMBOLS[currency];
  const currencyUsd = symbols.length === 0 ? '1' : (symbols.map(priced).find((p) => p !== null) ?? null);
  return { coinUsd, currencyUsd };
}

/**
 * The dollar amount typed into the dialog, in the trader's number format ("1,000.5" in en,
 * "1 000,5" in ru): present, a number above zero, whole cents, within the simulated-deposit limit.
 *
 * @example
 * readDepositUsd('1 000,5', 'ru'); // { ok: true, value: Dec('1000.5') }
 * readDepositUsd('10.001', 'en');  // { ok: false, error: { code: 'AMOUNT_DECIMALS', … } }
 */
export function readDepositUsd(text: string, locale: string): Result<Dec> {
  const parsed = parseAmount(text, locale);
  if (!parsed.ok)
    return parsed.reason === 'empty' ? fail('AMOUNT_REQUIRED', 'amount', { currency: 'USD' }) : fail('INVALID_AMOUNT', 'amount');
  const usd = new Dec(parsed.value);
  if (!usd.gt(0)) return fail('INVALID_AMOUNT', 'amount');
  if (usd.decimalPlaces() > FIAT_DECIMALS) return fail('AMOUNT_DECIMALS', 'amount', { decimals: String(FIAT_DECIMALS), currency: 'USD' });
  if (usd.gt(SIMULATED_DEPOSIT_MAX_USD)) return fail('DEPOSIT_ABOVE_MAX', 'amount', { max: SIMULATED_DEPOSIT_MAX_USD, currency: 'USD' });
  return ok(usd);
}

/**
 * The coin amount typed on the wallet page's simulated deposit, in the trader's number format
 * ("0,5" in ru): present, a number above zero, at most 8 decimals, within the coin's limit (the
 * engine checks the limit again when it records the transfer). Returns the amount as a plain
 * decimal string.
 *
 * @example
 * readDepositAmount('0,5', 'ru', 'BTC'); // { ok: true, value: '0.5' }
 * readDepositAmount('500', 'en', 'BTC'); // { ok: false, error: { code: 'DEPOSIT_ABOVE_MAX', … } }
 */
export function readDepositAmount(text: string, locale: string, coin: string): Result<string> {
  const parsed = parseAmount(text, locale);
  if (!parsed.ok)
    return parsed.reason === 'empty' ? fail('AMOUNT_REQUIRED', 'amount', { currency: coin }) : fail('INVALID_AMOUNT', 'amount');
  const amount = new Dec(parsed.value);
  if (!amount.gt(0)) return fail('INVALID_AMOUNT', 'amount');
  if (amount.decimalPlaces() > AMOUNT_DECIMALS)
    return fail('AMOUNT_DECIMALS', 'amount', { decimals: String(AMOUNT_DECIMALS), currency: coin });
  const max = SIMULATED_DEPOSIT_MAX_COIN[coin];
  if (max && amount.gt(max)) return fail('DEPOSIT_ABOVE_MAX', 'amount', { max, currency: coin });
  return ok(amount.toFixed());
}

/**
 * How much of the coin `usd` dollars are at `coinUsd` dollars a coin: 8 decimals, rounded down
 * (the equivalent never promises more coin than the dollars buy).
 *
 * @example
 * coinEquivalent(new Dec('1000'), '62000'); // '0.01612903'
 */
export function coinEquivalent(usd: Dec, coinUsd: string): string {
  return usd.dividedBy(coinUsd).toDecimalPlaces(8, Dec.ROUND_DOWN).toFixed(8);
}

/** @example { usd: '1000.00', coin: 'BTC', coinAmount: '0.01612903', currency: 'EUR', credit: '873.21' } */
export type AccountDepositPlan = { usd: string; coin: string; coinAmount: string; currency: Account['currency']; credit: string };

/**
 * What one simulated deposit from the dialog sends and credits: the coin amount for the dollars
 * typed, and the account's credit in its own currency (cents, rounded down). Refused, as data,
 * when the amount is wrong or a price it needs has not arrived.
 */
export function planAccountDeposit(input: {
  text: string;
  locale: string;
  tab: AccountDepositTab;
  currency: Account['currency'];
  coinUsd: string | null;
  currencyUsd: string | null;
}): Result<AccountDepositPlan> {
  const usd = readDepositUsd(input.text, input.locale);
  if (!usd.ok) return usd;
  if (!input.coinUsd) return fail('PRICE_UNAVAILABLE', 'amount', { coin: input.tab.coin });
  if (!input.currencyUsd) return fail('RATE_UNAVAILABLE', 'amount', { currency: input.currency });
  const coinAmount = coinEquivalent(usd.value, input.coinUsd);
  const credit = usd.value.dividedBy(input.currencyUsd).toDecimalPlaces(FIAT_DECIMALS, Dec.ROUND_DOWN);
  if (!new Dec(coinAmount).gt(0) || !credit.gt(0)) return fail('INVALID_AMOUNT', 'amount');
  return ok({
    usd: usd.value.toFixed(FIAT_DECIMALS),
    coin: input.tab.coin,
    coinAmount,
    currency: input.currency,
    credit: credit.toFixed(FIAT_DECIMALS),
  });
}

/**
 * A simulated incoming transfer to one account's own address: the account's balance grows by
 * `credit` (in its currency, whole cents) and the transfer is returned for the deposit history.
 * The trading balances are not touched: the money lands on the account, not on the spot wallet.
 */
export function depositToAccount(
  accounts: readonly Account[],
  request: DepositRequest & { accountId: string; credit: string },
  context: { id: string; now: number },
): Result<{ accounts: Account[]; transaction: Transaction }> {
  const transaction = depositTransaction(request, context);
  if (!transaction.ok) return transaction;
  const account = accounts.find((a) => a.id === request.accountId);
  if (!account || !Object.values(account.wallets).includes(request.address)) return fail('ADDRESS_NOT_FOUND', 'address');
  const credit = toDecimal(request.credit);
  if (!credit || !credit.gt(0) || credit.decimalPlaces() > FIAT_DECIMALS) return fail('INVALID_AMOUNT', 'amount');
  const balance = amountString(new Dec(account.balance).plus(credit));
  return ok({ accounts: accounts.map((a) => (a === account ? { ...a, balance } : a)), transaction: transaction.value });
}

/**
 * Partner exchanges' pages for buying a coin, opened in a new tab; plain addresses, no referral
 * or tracking parameters.
 *
 * @example
 * partnerBuyLinks('BTC')[0]; // { name: 'Binance', href: 'https://www.binance.com/en/buy-sell-crypto?crypto=BTC' }
 */
export function partnerBuyLinks(coin: string): { name: string; href: string }[] {
  return [
    { name: 'Binance', href: `https://www.binance.com/en/buy-sell-crypto?crypto=${coin}` },
    { name: 'Kraken', href: `https://www.kraken.com/buy/${coin.toLowerCase()}` },
    { name: 'Bybit', href: 'https://www.bybit.com/fiat/trade/express/home' },
  ];
}
