import { useStore } from '@nanostores/react';
import { CONTACT_CHANNELS, FIAT_DAILY_LIMIT_USD, formatFiatLimit } from '../model/verification';
import { $session } from '../../stores';
import { $verification, $verificationSummary, type PlusRequest } from '../store/verification';
import { SignInGate, useCabinetLocale } from '../../ui/account/SignInGate';
import { ContactRow } from './ContactRow';
import { LevelHeader } from './LevelHeader';
import { PlusLevel } from './PlusLevel';
import { fill, type Catalogue, messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './verification.css';

/**
 * @example <VerificationPanel client:only="react" locale="ru" />
 * `plusRequest` replaces the simulated Plus request (tests pass a failing one).
 */
export type VerificationPanelProps = { locale: string; plusRequest?: PlusRequest };

function Verification({ locale, plusRequest, t }: VerificationPanelProps & { t: Catalogue['verification'] }) {
  const session = useStore($session);
  const state = useStore($verification);
  const summary = useStore($verificationSummary);
  if (session.status !== 'authenticated' || !state || !summary) return null;
  const { user } = session;
  return (
    <>
      <section className="ui-panel verify-header" data-testid="verification-header">
        <span aria-hidden="true" data-testid="verification-avatar" className="verify-avatar">
          {(user.email.trim()[0] ?? '?').toUpperCase()}
        </span>
        <div className="verify-who">
          <div data-testid="verification-email">{user.email}</div>
          <div className="verify-muted">
            {t.userId}: <span data-testid="verification-user-id">{user.id}</span>
          </div>
        </div>
        <span
          role="status"
          data-testid="verification-badge"
          data-badge={summary.badge}
          className={`verify-badge verify-badge--${summary.badge}`}
        >
          {t.badge[summary.badge]}
        </span>
      </section>
      <p role="note" className="verify-note">
        {t.simulation}
      </p>
      <section className="ui-panel" aria-labelledby="level-basic" data-testid="level-basic" data-complete={summary.basicComplete}>
        <LevelHeader
          id="level-basic"
          title={t.basicTitle}
          limit={fill(t.fiatLimit, { limit: formatFiatLimit(FIAT_DAILY_LIMIT_USD.basic, locale) }, locale)}
          needs={t.basicNeeds}
          complete={summary.basicComplete}
          t={t}
        />
        {CONTACT_CHANNELS.map((channel) => (
          <ContactRow key={channel} channel={channel} status={state[channel]} locale={locale} t={t} />
        ))}
      </section>
      <div className="ui-panel">
        <PlusLevel state={state} summary={summary} locale={locale} t={t} plusRequest={plusRequest} />
      </div>
    </>
  );
}

/** The verification page (/cabinet/wallet/verification): header with badge, basic and Plus levels. */
export function VerificationPanel(props: VerificationPanelProps) {
  const locale = useCabinetLocale(props.locale);
  return (
    <SignInGate locale={locale}>
      <Verification {...props} locale={locale} t={messagesFor(locale).verification} />
    </SignInGate>
  );
}
