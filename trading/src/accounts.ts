import type { Account } from './schemas';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

/** A source of randomness in [0, 1); injected so tests are repeatable. */
export type Random = () => number;

function pick(alphabet: string, length: number, random: Random): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** Account numbers are 145000 plus a random number from 32 to 55 (inclusive). */
export function generateAccountNumber(random: Random): string {
  return String(145000 + 32 + Math.floor(random() * 24));
}

/**
 * Deposit addresses in the formats the withdraw rules accept, so a trader can send between accounts:
 * BTC legacy (1 + 33 base58), TRC20 (T + 33 base58 = 34), ERC20 (0x + 40 hex).
 */
export function generateWallets(random: Random): Account['wallets'] {
  return {
    BTC: `1${pick(BASE58, 33, random)}`,
    USDT_TRC20: `T${pick(BASE58, 33, random)}`,
    USDT_ERC20: `0x${pick(HEX, 40, random)}`,
  };
}

/**
 * The starting accounts: demo 145000 USD, real USD 0, real EUR 0.
 *
 * @example
 * createAccounts(Math.random).map((a) => a.balance); // ['145000.00000000', '0.00000000', '0.00000000']
 */
export function createAccounts(random: Random): Account[] {
  const make = (id: string, name: string, type: Account['type'], currency: Account['currency'], balance: string): Account => ({
    id,
    name,
    type,
    currency,
    balance,
    accountNumber: generateAccountNumber(random),
    wallets: generateWallets(random),
    icon: type === 'demo' ? 'demo' : currency.toLowerCase(),
  });
  return [
    make('demo', 'Demo', 'demo', 'USD', '145000.00000000'),
    make('real-usd', 'Real USD', 'real', 'USD', '0.00000000'),
    make('real-eur', 'Real EUR', 'real', 'EUR', '0.00000000'),
  ];
}
