import { messagesFor } from '@bourse/i18n';
import type { SessionMessage } from '../../stores';

/** Texts of the session's own screens (auto-logout warning, session problems), from the catalogue's `session` section. */
export type SessionTexts = {
  idleTitle: string;
  idleWarning: string;
  stay: string;
  messages: Record<SessionMessage, string>;
  retrying: string;
  locale: string;
};

export function sessionTexts(locale: string): SessionTexts {
  const t = messagesFor(locale).session;
  return {
    idleTitle: t.idleTitle,
    idleWarning: t.idleWarning,
    stay: t.stay,
    retrying: t.retrying,
    locale,
    messages: {
      'Authentication initialization failed': t.initFailed,
      'Token refresh failed': t.refreshFailed,
      'No refresh token available': t.noRefreshToken,
    },
  };
}
