import { describe, expect, it } from 'vitest';
import { profileAccount } from '../../test-support/profile-account';
import { chartDefaultsOf } from '../model/chart-defaults';
import { readChartDefaults, saveChartDefault } from './chart-defaults';

const account = (held: Record<string, unknown>, answer: 'ok' | 'down' | 'refuse' = 'ok') =>
  profileAccount(held, answer, 'settings.chartType');

describe('the chart defaults on the account', () => {
  it('reads only the types and timeframes the chart has', () => {
    expect(chartDefaultsOf({ chartType: 'line', chartInterval: '1h' })).toEqual({ chartType: 'line', chartInterval: '1h' });
    expect(chartDefaultsOf({ chartType: 'hexagon', chartInterval: '7m' })).toEqual({});
    expect(chartDefaultsOf(null)).toEqual({});
  });

  it('keeps a choice with the account’s other settings, and reads it back', async () => {
    const service = account({ colorPreset: 'blue', 'notify.sms': true, chartType: 'area' });
    expect(await saveChartDefault({ chartInterval: '4h' }, service)).toBe('saved');
    expect(service.sent).toEqual([{ settings: { colorPreset: 'blue', 'notify.sms': true, chartType: 'area', chartInterval: '4h' } }]);
    expect(await readChartDefaults(account({ chartType: 'bars' }))).toEqual({ chartType: 'bars' });
  });

  it('says whether the server was not reached or refused, sending nothing it could not read first', async () => {
    const down = account({}, 'down');
    expect(await saveChartDefault({ chartType: 'line' }, down)).toBe('unavailable');
    expect(down.sent).toEqual([]);
    expect(await readChartDefaults(down)).toBeNull();
    expect(await saveChartDefault({ chartType: 'line' }, account({}, 'refuse'))).toBe('refused');
  });
});
