import { describe, expect, it } from 'vitest';
import { messagesFor } from '@bourse/i18n';
import { transferStatusKey, truncateTxId, withdrawStatusAt, type WithdrawEntry } from '@bourse/trading';

const entry: WithdrawEntry = {
  id: 'w-1',
  coin: 'USDT',
  amount: '10',
  network: 'TRC20',
  address: 'T',
  txId: 'ab',
  time: 0,
  status: 'pending',
  completesAt: 60_000,
};

describe('deposit and withdrawal histories', () => {
  it('shows a withdrawal as completed once its network time has passed', () => {
    expect(withdrawStatusAt(entry, 59_999)).toBe('pending');
    expect(withdrawStatusAt(entry, 60_000)).toBe('completed');
    expect(withdrawStatusAt({ ...entry, status: 'rejected' }, 120_000)).toBe('rejected');
  });

  it('names every status with a catalogue word, in every language', () => {
    expect(['completed', 'pending', 'rejected', 'processing', 'error'].map((s) => transferStatusKey(s as WithdrawEntry['status']))).toEqual(
      ['completed', 'processing', 'rejected', 'processing', 'error'],
    );
    expect(messagesFor('ru').account.transferStatus[transferStatusKey('pending')]).toBe('В обработке');
    expect(messagesFor('ru').account.transferStatus[transferStatusKey('rejected')]).toBe('Отклонено');
    expect(messagesFor('de').account.transferStatus[transferStatusKey('completed')]).toBe('Abgeschlossen');
  });

  it('shortens a transaction id to 12 characters', () => {
    expect(truncateTxId('0123456789abcdef')).toBe('0123456789ab…');
    expect(truncateTxId('short')).toBe('short');
  });
});
