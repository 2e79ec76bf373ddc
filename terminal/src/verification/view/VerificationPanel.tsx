import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { FIAT_DAILY_LIMIT_USD, formatFiatLimit } from '../model/verification';
import { $session } from '../../stores';
import { $verification, $verificationSummary, loadVerification } from '../store/verification';
import { SignInGate, useCabinetLocale } from '../../ui/account/SignInGate';
import { ContactRow } from './ContactRow';
import { LevelHeader } from './LevelHeader';
import { PlusLevel } from './PlusLevel';
import { fill, type Catalogue, messagesFor } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './verification.css';

/** @example <VerificationPanel client:only="react" locale="ru" /> */
export type VerificationPanelProps = { locale: string };

function Verification({ locale, t }: VerificationPanelProps & { t: Catalogue['verification'] }) {
  const session = useStore($session);
  const { status, data } = useStore($verification);
  const summary = useStore($verificationSummary);
  useEffect(() => void loadVerification(), []);
  if (session.status !== 'authenticated') return null;
  if (status === 'error' && !data)
    return (
      <p role="alert" className="ui-panel verify-error">
        {t.loadFailed}
      </p>
    );
  if (!data || !summary) return null;
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
          <div className="verify-muted" data-testid="verification-level" data-level={data.level}>
            {fill(t.level, { level: t.levels[data.level] }, locale)}
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
      <section className="ui-panel" aria-labelledby="level-basic" data-testid="level-basic" data-complete={summary.basicComplete}>
        <LevelHeader
          id="level-basic"
          title={t.basicTitle}
          limit={fill(t.fiatLimit, { limit: formatFiatLimit(FIAT_DAILY_LIMIT_USD.basic, locale) }, locale)}
          needs={t.basicNeeds}
          complete={summary.basicComplete}
          t={t}
        />
        <ContactRow channel="email" confirmed={data.email.verified} codeSent={false} hasPhone locale={locale} t={t} />
        <ContactRow
          channel="phone"
          confirmed={data.phone.verified}
          codeSent={data.phone.codeSent}
          hasPhone={data.phone.number !== ''}
          locale={locale}
          t={t}
        />
      </section>
      <div className="ui-panel">
        <PlusLevel answer={data} summary={summary} locale={locale} t={t} />
      </div>
    </>
  );
}

/** The verification page (/cabinet/wallet/verification): header with level and badge, basic and Plus levels, all from the server. */
export function VerificationPanel(props: VerificationPanelProps) {
  const locale = useCabinetLocale(props.locale);
  return (
    <SignInGate locale={locale}>
      <Verification {...props} locale={locale} t={messagesFor(locale).verification} />
    </SignInGate>
  );
}
