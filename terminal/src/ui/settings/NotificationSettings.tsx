import { useState } from 'react';
import {
  defaultNotificationSettings, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationEvent, type NotificationSettings as Settings,
} from '../../domain/settings-sections';
import { cell, panel, table } from '../account/styles';
import { LocalOnlyNote, visuallyHidden } from './SectionParts';
import { messagesFor } from '../../messages';

const EVENTS = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

/** Spec "Notifications and confirmations": a checkbox per event and offered channel; "Nothing is saved". */
export function NotificationSettings({ locale }: { locale: string }) {
  const s = messagesFor(locale).settingsSections;
  const [values, setValues] = useState<Settings>(defaultNotificationSettings);
  return (
    <section style={panel} aria-labelledby="settings-notifications" data-testid="settings-notifications">
      <h2 id="settings-notifications" style={{ marginTop: 0 }}>{s.notifications}</h2>
      <LocalOnlyNote title={messagesFor(locale).settings.notSaved} detail={s.localOnly} />
      <div style={{ overflowX: 'auto' }}>
        <table style={table}>
          <caption style={visuallyHidden}>{s.notifications}</caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>{s.event}</th>
              {NOTIFICATION_CHANNELS.map((c) => <th key={c} scope="col" style={{ ...cell, textAlign: 'center' }}>{s.channels[c]}</th>)}
            </tr>
          </thead>
          <tbody>
            {EVENTS.map((event) => (
              <tr key={event} data-event={event}>
                <th scope="row" style={{ ...cell, fontWeight: 400 }}>{s.events[event]}</th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const on = values[event][channel];
                  return (
                    <td key={channel} style={{ ...cell, textAlign: 'center' }}>
                      {on === undefined
                        ? <><span aria-hidden="true" style={{ color: 'var(--color-muted, #a0a6b0)' }}>—</span><span style={visuallyHidden}>{s.notOffered}</span></>
                        : <input type="checkbox" name={`${event}.${channel}`} aria-label={`${s.events[event]}: ${s.channels[channel]}`} checked={on}
                          onChange={(e) => setValues((old) => ({ ...old, [event]: { ...old[event], [channel]: e.target.checked } }))} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
