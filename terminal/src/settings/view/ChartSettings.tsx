import { useState } from 'react';
import {
  CHART_TIMEFRAMES,
  CHART_TOGGLES,
  CHART_TYPES,
  defaultChartSettings,
  type ChartSettings as Chart,
} from '../model/settings-sections';
import { LocalOnlyNote, RadioCards, Switch } from './SectionParts';
import { messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

/** The "Chart" section: display toggles, chart type and timeframe cards; "Not persisted", and it says so. */
export function ChartSettings({ locale }: { locale: string }) {
  const s = messagesFor(locale).settingsSections;
  const [values, setValues] = useState<Chart>(defaultChartSettings);
  return (
    <section className="ui-panel" aria-labelledby="settings-chart" data-testid="settings-chart">
      <h2 id="settings-chart" className="settings-heading">
        {s.chart}
      </h2>
      <LocalOnlyNote title={messagesFor(locale).settings.notPersisted} detail={s.localOnly} />
      <fieldset className="settings-fieldset">
        <legend className="settings-legend">{s.chartDisplay}</legend>
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
      <RadioCards
        name="chartType"
        legend={s.chartType}
        value={values.chartType}
        onChange={(chartType) => setValues((old) => ({ ...old, chartType }))}
        options={CHART_TYPES.map((c) => [c, s.chartTypes[c]] as const)}
      />
      <RadioCards
        name="timeframe"
        legend={s.timeframe}
        value={values.timeframe}
        onChange={(timeframe) => setValues((old) => ({ ...old, timeframe }))}
        options={CHART_TIMEFRAMES.map((f) => [f, s.timeframes[f]] as const)}
      />
    </section>
  );
}
