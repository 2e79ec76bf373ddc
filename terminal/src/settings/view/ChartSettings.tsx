import { useEffect, useState } from 'react';
import {
  CHART_TIMEFRAMES,
  CHART_TOGGLES,
  CHART_TYPES,
  defaultChartSettings,
  type ChartSettings as Chart,
} from '../model/settings-sections';
import type { ChartDefaults } from '../model/chart-defaults';
import { readChartDefaults, saveChartDefault, type SettingsSaveResult } from '../store/chart-defaults';
import { LocalOnlyNote, RadioCards, Switch } from './SectionParts';
import { messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

/** @example <ChartSettings locale="en" /> */
export type ChartSettingsProps = { locale: string; store?: { read: typeof readChartDefaults; save: typeof saveChartDefault } };

/**
 * The "Chart" section: the chart type and timeframe are kept on the trader's account and open the
 * spot terminal that way in every browser; the display switches are still kept on this page only,
 * and it says so.
 */
export function ChartSettings({ locale, store = { read: readChartDefaults, save: saveChartDefault } }: ChartSettingsProps) {
  const s = messagesFor(locale).settingsSections;
  const [values, setValues] = useState<Chart>(defaultChartSettings);
  const [saved, setSaved] = useState<SettingsSaveResult | null>(null);
  useEffect(() => {
    let live = true;
    void store.read().then((kept) => {
      if (live && kept)
        setValues((old) => ({ ...old, chartType: kept.chartType ?? old.chartType, timeframe: kept.chartInterval ?? old.timeframe }));
    });
    return () => {
      live = false;
    };
  }, [store]);
  const keep = async (patch: ChartDefaults) => {
    setValues((old) => ({ ...old, chartType: patch.chartType ?? old.chartType, timeframe: patch.chartInterval ?? old.timeframe }));
    // The last answer goes while this one is on its way, so what the page says is about this choice.
    setSaved(null);
    setSaved(await store.save(patch));
  };
  return (
    <section className="ui-panel" aria-labelledby="settings-chart" data-testid="settings-chart">
      <h2 id="settings-chart" className="settings-heading">
        {s.chart}
      </h2>
      <p role="note" className="settings-note">
        {s.chartKept}
      </p>
      <RadioCards
        name="chartType"
        legend={s.chartType}
        value={values.chartType}
        onChange={(chartType) => void keep({ chartType })}
        options={CHART_TYPES.map((c) => [c, s.chartTypes[c]] as const)}
      />
      <RadioCards
        name="timeframe"
        legend={s.timeframe}
        value={values.timeframe}
        onChange={(chartInterval) => void keep({ chartInterval })}
        options={CHART_TIMEFRAMES.map((f) => [f, s.timeframes[f]] as const)}
      />
      {saved && (
        <p
          role={saved === 'saved' ? 'status' : 'alert'}
          data-testid="chart-saved"
          className={saved === 'saved' ? 'ui-message' : 'ui-error'}
        >
          {s.chartSave[saved]}
        </p>
      )}
      <fieldset className="settings-fieldset">
        <legend className="settings-legend">{s.chartDisplay}</legend>
        <LocalOnlyNote title={messagesFor(locale).settings.notPersisted} detail={s.localOnly} />
        <div className="settings-toggles">
          {CHART_TOGGLES.map((key) => (
            <Switch
              key={key}
              name={key}
              label={s.chartToggles[key]}
              checked={values.toggles[key]}
              onChange={(on) => setValues((old) => ({ ...old, toggles: { ...old.toggles, [key]: on } }))}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
