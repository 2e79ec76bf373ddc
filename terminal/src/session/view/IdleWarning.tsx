import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fill } from '@bourse/i18n';
import { $idleWarning } from '../../stores';
import '../../shared/view/controls.css';
import './session.css';
import type { SessionTexts } from './session-texts';

/**
 * The one-minute warning before auto-logout, with a live countdown. Any click (here or in another
 * tab) is activity and dismisses it; the button is there so the way out is visible.
 */
export function IdleWarning({ t }: { t: SessionTexts }) {
  const logoutAt = useStore($idleWarning);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (logoutAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [logoutAt]);
  if (logoutAt === null) return null;
  const seconds = Math.max(0, Math.ceil((logoutAt - now) / 1000));
  return (
    <div
      className="ui-panel session-idle-warning"
      role="alertdialog"
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      data-testid="idle-warning"
    >
      <strong id="idle-warning-title">{t.idleTitle}</strong>
      <p id="idle-warning-text">{fill(t.idleWarning, { seconds }, t.locale)}</p>
      <button type="button" className="ui-button">
        {t.stay}
      </button>
    </div>
  );
}
