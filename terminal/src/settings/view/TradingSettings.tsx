import { useState } from 'react';
import {
  checkCloseValue,
  CLOSE_UNITS,
  defaultTradingSettings,
  isHighRiskLeverage,
  LEVERAGES,
  PANEL_TYPES,
  TRADING_LAYOUTS,
  type CloseUnit,
  type TradingSettings as Trading,
} from '../model/settings-sections';
import { LocalOnlyNote, RadioCards, Switch } from './SectionParts';
import { type Catalogue, messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

/** The "Trading" section: every choice lives in this component only ("Nothing is saved"), and says so. */
export function TradingSettings({ locale }: { locale: string }) {
  const s = messagesFor(locale).settingsSections;
  const [values, setValues] = useState<Trading>(defaultTradingSettings);
  const set = (patch: Partial<Trading>) => setValues((old) => ({ ...old, ...patch }));
  return (
    <section className="ui-panel" aria-labelledby="settings-trading" data-testid="settings-trading">
      <h2 id="settings-trading" className="settings-heading">
        {s.trading}
      </h2>
      <LocalOnlyNote title={messagesFor(locale).settings.notSaved} detail={s.localOnly} />
      <RadioCards
        name="panelType"
        legend={s.panelType}
        value={values.panelType}
        onChange={(panelType) => set({ panelType })}
        options={PANEL_TYPES.map((p) => [p, s.panelTypes[p]] as const)}
      />
      <div className="settings-stack">
        <Switch
          name="defaultDealSize"
          label={s.defaultDealSize}
          checked={values.defaultDealSize}
          onChange={(defaultDealSize) => set({ defaultDealSize })}
        />
        <CloseLevel s={s} field="takeProfit" value={values.takeProfit} onChange={(takeProfit) => set({ takeProfit })} />
        <CloseLevel s={s} field="stopLoss" value={values.stopLoss} onChange={(stopLoss) => set({ stopLoss })} />
        <Switch
          name="confirmOrders"
          label={s.confirmOrders}
          checked={values.confirmOrders}
          onChange={(confirmOrders) => set({ confirmOrders })}
        />
      </div>
      <RadioCards
        name="leverage"
        legend={s.leverage}
        value={values.leverage}
        onChange={(leverage) => set({ leverage })}
        options={LEVERAGES.map((l) => [l, `${l}x`] as const)}
      >
        {isHighRiskLeverage(values.leverage) && (
          <p role="alert" data-testid="leverage-warning" className="ui-error settings-risk">
            {s.highRisk}
          </p>
        )}
      </RadioCards>
      <label className="ui-label settings-deal-size">
        {s.layout}
        <select
          name="layout"
          className="ui-input"
          value={values.layout}
          onChange={(e) => set({ layout: e.target.value as Trading['layout'] })}
        >
          {TRADING_LAYOUTS.map((l) => (
            <option key={l} value={l}>
              {s.layouts[l]}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}

type Level = Trading['takeProfit'];

/** One close-with value and its unit; a value that is not a positive number is named under the field. */
function CloseLevel({
  s,
  field,
  value,
  onChange,
}: {
  s: Catalogue['settingsSections'];
  field: 'takeProfit' | 'stopLoss';
  value: Level;
  onChange: (level: Level) => void;
}) {
  const problem = checkCloseValue(value.value);
  const errorId = `${field}-problem`;
  return (
    <fieldset className="settings-fieldset">
      <legend className="settings-legend">{s[field]}</legend>
      <div className="settings-options">
        <input
          name={field}
          inputMode="decimal"
          aria-label={s[field]}
          className="ui-input settings-value-input"
          value={value.value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => onChange({ ...value, value: e.target.value })}
        />
        <select
          name={`${field}Unit`}
          aria-label={`${s[field]}: ${s.unit}`}
          className="ui-input"
          value={value.unit}
          onChange={(e) => onChange({ ...value, unit: e.target.value as CloseUnit })}
        >
          {CLOSE_UNITS.map((u) => (
            <option key={u} value={u}>
              {s.units[u]}
            </option>
          ))}
        </select>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="ui-error">
          {s.closeErrors[problem]}
        </p>
      )}
    </fieldset>
  );
}
