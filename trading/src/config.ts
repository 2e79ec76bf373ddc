/**
 * Business constants of the simulated trading.
 *
 * Demo starting balances are our choice: are chosen so that a demo trader can
 * place a realistic order in every listed pair: about 10,000 USD worth of each major coin, round
 * numbers, and 100,000 USDT to buy with (the demo account's 145,000 USD figure is the account
 * card's balance, not the sum of these).
 */
export const DEMO_BALANCES: Readonly<Record<string, string>> = {
  BTC: '0.5',
  ETH: '5',
  BNB: '20',
  USDT: '100000',
  XRP: '10000',
  SOL: '50',
  DOGE: '50000',
  SHIB: '500000000',
  ADA: '10000',
  DOT: '1000',
  MATIC: '10000',
  LINK: '500',
  UNI: '1000',
  AVAX: '300',
  ATOM: '1000',
};

/** Maker and taker fee rates (both 0.001), charged on fill in the asset received. */
export const FEES = { maker: '0.001', taker: '0.001' } as const;

/**
 * A stop-market buy does not know its price until it triggers: it holds the stop price x quantity
 * plus this share (5 %) while it waits, and never spends more when it fills (what the book asks
 * beyond it expires unfilled). The unused part goes back once the order is done.
 */
export const STOP_MARKET_RESERVE = '0.05';

/** A book older than this (no change for 10 s) is stale: nothing is matched against it. */
export const BOOK_STALE_AFTER_MS = 10_000;

/**
 * The demo fill (a labelled setting for trying the screens on a still market): a resting limit
 * fills at its own price this long after placing.
 */
export const FILL_AFTER_MS = 10_000;
export const FILL_STEP_MS = 1_000;

export const DAY_MS = 86_400_000;
/** One withdrawal per 24 h. */
export const WITHDRAW_COOLDOWN_MS = DAY_MS;
/** Monthly limit window: 30 days (a calendar month would reset unevenly). */
export const MONTH_MS = 30 * DAY_MS;
/** Our addition: a new whitelist entry is usable only after this wait (configurable per call). */
export const WHITELIST_WAIT_MS = DAY_MS;

/** Per-currency withdrawal limits (USDT and BTC). A currency not listed is unsupported. */
export const WITHDRAW_LIMITS: Readonly<Record<string, { daily: string; monthly: string; min: string; max: string }>> = {
  USDT: { daily: '100000', monthly: '2000000', min: '2', max: '100000' },
  BTC: { daily: '5', monthly: '100', min: '0.0001', max: '5' },
};

/** Address format families (TRX, BTC legacy, ETH/BSC; other networks are not checked). */
export type AddressFormat = 'TRX' | 'BTC' | 'ETH' | 'BSC' | 'OTHER';

export type WithdrawNetwork = {
  id: string;
  currency: string;
  name: string;
  protocol: string;
  format: AddressFormat;
  fee: string;
  minWithdraw: string;
  maxWithdraw: string;
  estimatedTime: string;
};

/**
 * Withdraw networks. TRC20 and BEP20 for USDT; BTC on its own chain (the limits name BTC but no
 * BTC network): fee 0.0005 BTC, bounds equal to the currency limits.
 */
export const WITHDRAW_NETWORKS: readonly WithdrawNetwork[] = [
  {
    id: 'TRC20',
    currency: 'USDT',
    name: 'Tron (TRC20)',
    protocol: 'TRC20',
    format: 'TRX',
    fee: '1',
    minWithdraw: '2',
    maxWithdraw: '2000000',
    estimatedTime: '≈ 1 min',
  },
  {
    id: 'BEP20',
    currency: 'USDT',
    name: 'BNB Smart Chain (BEP20)',
    protocol: 'BEP20',
    format: 'BSC',
    fee: '0.5',
    minWithdraw: '2',
    maxWithdraw: '1000000',
    estimatedTime: '≈ 5 min',
  },
  {
    id: 'BTC',
    currency: 'BTC',
    name: 'Bitcoin',
    protocol: 'BTC',
    format: 'BTC',
    fee: '0.0005',
    minWithdraw: '0.0001',
    maxWithdraw: '5',
    estimatedTime: '≈ 30 min',
  },
];

export type DepositNetwork = {
  id: string;
  currency: string;
  walletKey: 'BTC' | 'USDT_TRC20' | 'USDT_ERC20';
  name: string;
  protocol: string;
  confirmations: number;
  estimatedTime: string;
  minDeposit: string;
  explorer: string;
};

/**
 * Deposit networks (TRC20 1 conf ≈1 min, ERC20 15 conf ≈3 min, BTC 3 conf ≈30 min; min 0.00000001).
 * An Ethereum address receives every ERC20 token, so USDC on ERC20 arrives at the account's
 * Ethereum address too (wallet key `USDT_ERC20`, named before USDC was listed; renaming it would
 * orphan the stored profiles).
 */
export const DEPOSIT_NETWORKS: readonly DepositNetwork[] = [
  {
    id: 'BTC',
    currency: 'BTC',
    walletKey: 'BTC',
    name: 'Bitcoin',
    protocol: 'BTC',
    confirmations: 3,
    estimatedTime: '≈ 30 min',
    minDeposit: '0.00000001',
    explorer: 'https://www.blockchain.com/explorer/transactions/btc/',
  },
  {
    id: 'TRC20',
    currency: 'USDT',
    walletKey: 'USDT_TRC20',
    name: 'Tron (TRC20)',
    protocol: 'TRC20',
    confirmations: 1,
    estimatedTime: '≈ 1 min',
    minDeposit: '0.00000001',
    explorer: 'https://tronscan.org/#/transaction/',
  },
  {
    id: 'ERC20',
    currency: 'USDT',
    walletKey: 'USDT_ERC20',
    name: 'Ethereum (ERC20)',
    protocol: 'ERC20',
    confirmations: 15,
    estimatedTime: '≈ 3 min',
    minDeposit: '0.00000001',
    explorer: 'https://etherscan.io/tx/',
  },
  {
    id: 'ERC20',
    currency: 'USDC',
    walletKey: 'USDT_ERC20',
    name: 'Ethereum (ERC20)',
    protocol: 'ERC20',
    confirmations: 15,
    estimatedTime: '≈ 3 min',
    minDeposit: '0.00000001',
    explorer: 'https://etherscan.io/tx/',
  },
];

/** Deposit coins (BTC, USDT on TRC20, USDT on ERC20, USDC on ERC20; choosing one preselects its network). */
export const DEPOSIT_COINS = [
  { id: 'BTC', name: 'BTC', fullName: 'Bitcoin', network: 'BTC' },
  { id: 'USDT_TRC20', name: 'USDT', fullName: 'Tether (TRC20)', network: 'TRC20' },
  { id: 'USDT_ERC20', name: 'USDT', fullName: 'Tether (ERC20)', network: 'ERC20' },
  { id: 'USDC_ERC20', name: 'USDC', fullName: 'USD Coin (ERC20)', network: 'ERC20' },
] as const;

/** The spot terminal's deposit dialog: the amounts offered as one-click presets, in US dollars. */
export const DEPOSIT_PRESETS_USD = ['500', '1000', '5000'] as const;

/**
 * Our limit on one simulated deposit to an account, in US dollars (the product defines none): it keeps a
 * slip of the finger (an extra five zeros) from turning a demo balance into nonsense.
 */
export const SIMULATED_DEPOSIT_MAX_USD = '1000000';

/**
 * The same guard on one simulated incoming transfer of a coin, in coin units, kept by the trading
 * engine for the wallet page and the dialog alike: a stablecoin up to a million, BTC up to 100 (the
 * dialog's million dollars stays below it at any BTC price above 10,000 USD).
 */
export const SIMULATED_DEPOSIT_MAX_COIN: Readonly<Record<string, string>> = { BTC: '100', USDT: '1000000', USDC: '1000000' };

/** Full names used by the withdraw coin search (name or full name). */
export const COIN_NAMES: Readonly<Record<string, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  BNB: 'BNB',
  USDT: 'Tether',
  XRP: 'XRP',
  SOL: 'Solana',
  DOGE: 'Dogecoin',
  SHIB: 'Shiba Inu',
  ADA: 'Cardano',
  DOT: 'Polkadot',
  MATIC: 'Polygon',
  LINK: 'Chainlink',
  UNI: 'Uniswap',
  AVAX: 'Avalanche',
  ATOM: 'Cosmos',
};

/**
 * Fixed test codes (they stand in for real ones; their values are our choice):
 * accepted when the trader has no authenticator secret / as the e-mail code.
 */
export const TEST_2FA_CODE = '123456';
export const TEST_EMAIL_CODE = '123456';
