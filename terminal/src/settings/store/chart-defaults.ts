import { mergeSettings, type SettingsValue } from '../../profile/model/profile-form-settings';
import { loadProfile, saveProfile } from '../../profile/store/profile-api';
import { CHART_INTERVAL_SETTING, CHART_TYPE_SETTING, chartDefaultsOf, type ChartDefaults } from '../model/chart-defaults';

/** How a save of the trader's settings went: kept, the server not reached, or a value it refused. */
export type SettingsSaveResult = 'saved' | 'unavailable' | 'refused';
export type SettingsDeps = { load: typeof loadProfile; save: typeof saveProfile };
const browserDeps = (): SettingsDeps => ({ load: () => loadProfile(), save: (changes) => saveProfile(changes) });

/**
 * Keeps some keys of the trader's settings record on the account: the record is read first and
 * sent back whole with the patch over it (the server replaces it, so the other keys travel too).
 * @example await saveSettingsPatch({ chartInterval: '1h' }) // 'saved'
 */
export async function saveSettingsPatch(
  patch: Record<string, SettingsValue>,
  deps: SettingsDeps = browserDeps(),
): Promise<SettingsSaveResult> {
  const current = await deps.load();
  if (!current.ok) return 'unavailable';
  const saved = await deps.save({ settings: mergeSettings(current.profile.settings, patch) });
  if (saved.ok) return 'saved';
  return saved.reason === 'invalid' ? 'refused' : 'unavailable';
}

/** The chart defaults the account holds, or null when the server cannot be reached. */
export async function readChartDefaults(deps: SettingsDeps = browserDeps()): Promise<ChartDefaults | null> {
  const loaded = await deps.load();
  return loaded.ok ? chartDefaultsOf(loaded.profile.settings) : null;
}

/** Keeps a chart type or timeframe on the account (the spot terminal opens with it in every browser). */
export function saveChartDefault(patch: ChartDefaults, deps: SettingsDeps = browserDeps()): Promise<SettingsSaveResult> {
  return saveSettingsPatch(
    {
      ...(patch.chartType ? { [CHART_TYPE_SETTING]: patch.chartType } : {}),
      ...(patch.chartInterval ? { [CHART_INTERVAL_SETTING]: patch.chartInterval } : {}),
    },
    deps,
  );
}
