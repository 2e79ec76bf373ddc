import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $storageFaults, readKey } from '../../shared/store/persistence';
import { balancesKey } from '../../shared/store/persistence-keys';
import { faultNames, StorageFaultNotice } from './StorageFaultNotice';

afterEach(() => $storageFaults.set([]));

const memory = (entries: Record<string, string>) => ({
  getItem: (k: string) => entries[k] ?? null,
  setItem: (k: string, v: string) => void (entries[k] = v),
  removeItem: (k: string) => void delete entries[k],
});

describe('StorageFaultNotice', () => {
  it('shows nothing while saved data reads cleanly', () => {
    expect(renderToStaticMarkup(<StorageFaultNotice locale="en" />)).toBe('');
  });

  it('tells the trader in their language which saved data was reset after a corrupt value', () => {
    readKey(memory({ balance_42: '{not json' }), balancesKey('42'));
    const en = renderToStaticMarkup(<StorageFaultNotice locale="en" />);
    expect(en).toContain('role="alert"');
    expect(en).toContain('Some saved data could not be read and was reset: balances.');
    const ru = renderToStaticMarkup(<StorageFaultNotice locale="ru" />);
    expect(ru).toContain('Часть сохранённых данных не удалось прочитать, и они были сброшены: балансы.');
    expect(ru).toContain('>Скрыть</button>');
  });

  it('names each damaged kind once and unknown keys as they are', () => {
    const faults = [
      { key: 'trading-orders', reason: 'x', at: 1 },
      { key: 'trading-orders', reason: 'y', at: 2 },
      { key: 'something_else', reason: 'z', at: 3 },
    ];
    expect(faultNames(faults, 'en')).toEqual(['orders', 'something_else']);
  });
});
