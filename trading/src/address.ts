import { WITHDRAW_NETWORKS, type AddressFormat } from './config';

const ALIASES: Record<string, AddressFormat> = {
  TRX: 'TRX',
  TRC20: 'TRX',
  BTC: 'BTC',
  ETH: 'ETH',
  ERC20: 'ETH',
  BSC: 'BSC',
  BEP20: 'BSC',
};

/** Which address rule a network id falls under (TRX, BTC, ETH, BSC; others unchecked). */
export function addressFormatOf(network: string): AddressFormat {
  return WITHDRAW_NETWORKS.find((n) => n.id === network)?.format ?? ALIASES[network.toUpperCase()] ?? 'OTHER';
}

/**
 * Address formats: TRX starts with T and is 34 long; BTC legacy starts with 1 or 3 and is
 * 26-35 base58 characters; ETH and BSC are 0x plus 40 hex digits.
 *
 * @example
 * isValidAddress('0x' + 'a'.repeat(40), 'BEP20'); // true
 */
export function isValidAddress(address: string, network: string): boolean {
  switch (addressFormatOf(network)) {
    case 'TRX':
      return address.startsWith('T') && address.length === 34;
    case 'BTC':
      return /^[13][a-km-zA-HJ-NP-Z1-9]{25,34}$/.test(address);
    case 'ETH':
    case 'BSC':
      return /^0x[0-9a-fA-F]{40}$/.test(address);
    default:
      return address.length > 0;
  }
}
