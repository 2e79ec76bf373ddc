import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { $storageFaults, readKey } from '../../shared/store/persistence';
import * as z from 'zod/mini';
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
    readKey(memory({ cabinetSettings: '{not json' }), { key: 'cabinetSettings', schema: z.object({}), fallback: () => ({}) });
    const en = renderToStaticMarkup(<StorageFaultNotice locale="en" />);
    expect(en).toContain('role="alert"');
    expect(en).toContain('Some saved data could not be read and was reset: cabinet settings.');
    const ru = renderToStaticMarkup(<StorageFaultNotice locale="ru" />);
    expect(ru).toContain('Часть сохранённых данных не удалось прочитать, и они были сброшены: настройки кабинета.');
    expect(ru).toContain('>Скрыть</button>');
  });

  it('names each damaged kind once and unknown keys as they are', () => {
    const faults = [
      { key: 'verification', reason: 'x', at: 1 },
      { key: 'verification', reason: 'y', at: 2 },
      { key: 'something_else', reason: 'z', at: 3 },
    ];
    expect(faultNames(faults, 'en')).toEqual(['identity verification', 'something_else']);
  });
});
