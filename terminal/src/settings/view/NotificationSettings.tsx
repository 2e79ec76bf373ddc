import { useState } from 'react';
import {
  defaultNotificationSettings,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationSettings as Settings,
} from '../model/settings-sections';
import { LocalOnlyNote } from './SectionParts';
import { messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './settings.css';

const EVENTS = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

/** The "Notifications and confirmations" section: a checkbox per event and offered channel; "Nothing is saved". */
export function NotificationSettings({ locale }: { locale: string }) {
  const s = messagesFor(locale).settingsSections;
  const [values, setValues] = useState<Settings>(defaultNotificationSettings);
  return (
    <section className="ui-panel" aria-labelledby="settings-notifications" data-testid="settings-notifications">
      <h2 id="settings-notifications" className="settings-heading">
        {s.notifications}
      </h2>
      <LocalOnlyNote title={messagesFor(locale).settings.notSaved} detail={s.localOnly} />
      <div className="settings-scroll">
        <table className="ui-table">
          <caption className="ui-visually-hidden">{s.notifications}</caption>
          <thead>
            <tr>
              <th scope="col" className="ui-cell">
                {s.event}
              </th>
              {NOTIFICATION_CHANNELS.map((c) => (
                <th key={c} scope="col" className="ui-cell settings-center">
                  {s.channels[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {EVENTS.map((event) => (
              <tr key={event} data-event={event}>
                <th scope="row" className="ui-cell settings-event">
                  {s.events[event]}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const on = values[event][channel];
                  return (
                    <td key={channel} className="ui-cell settings-center">
                      {on === undefined ? (
                        <>
                          <span aria-hidden="true" className="settings-muted">
                            —
                          </span>
                          <span className="ui-visually-hidden">{s.notOffered}</span>
                        </>
                      ) : (
                        <input
                          type="checkbox"
                          name={`${event}.${channel}`}
                          aria-label={`${s.events[event]}: ${s.channels[channel]}`}
                          checked={on}
                          onChange={(e) => setValues((old) => ({ ...old, [event]: { ...old[event], [channel]: e.target.checked } }))}
                        />
                      )}
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
