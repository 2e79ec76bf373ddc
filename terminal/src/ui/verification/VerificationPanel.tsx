import { useStore } from '@nanostores/react';
import { CONTACT_CHANNELS, FIAT_DAILY_LIMIT_USD, formatFiatLimit, type VerificationBadge } from '../../domain/verification';
import { $session } from '../../stores';
import { $verification, $verificationSummary, type PlusRequest } from '../../stores/verification';
import { SignInGate, useCabinetLocale } from '../account/SignInGate';
import { ContactRow } from './ContactRow';
import { LevelHeader } from './LevelHeader';
import { PlusLevel } from './PlusLevel';
import { fill, type Catalogue, messagesFor } from '../../messages';
import '../styles/controls.css';

/**
 * @example <VerificationPanel client:only="react" locale="ru" />
 * `plusRequest` replaces the simulated Plus request (tests pass a failing one).
 */
export type VerificationPanelProps = { locale: string; plusRequest?: PlusRequest };

const BADGE_COLOR: Record<VerificationBadge, string> = {
  notPassed: 'var(--color-warning, #f0b90b)', passed: 'var(--color-up, #0ecb81)', failed: 'var(--color-down, #f6465d)',
};

function Verification({ locale, plusRequest, t }: VerificationPanelProps & { t: Catalogue['verification'] }) {
  const session = useStore($session);
  const state = useStore($verification);
  const summary = useStore($verificationSummary);
  if (session.status !== 'authenticated' || !state || !summary) return null;
  const { user } = session;
  return (
    <>
      <section className="ui-panel" style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }} data-testid="verification-header">
        <span aria-hidden="true" data-testid="verification-avatar" style={{
          width: 48, height: 48, borderRadius: '50%', display: 'grid', placeItems: 'center', fontSize: 22, fontWeight: 700,
          background: 'var(--color-accent, #f0b90b)', color: 'var(--color-on-accent, #181a20)',
        }}>{(user.email.trim()[0] ?? '?').toUpperCase()}</span>
        <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <div data-testid="verification-email">{user.email}</div>
          <div style={{ color: 'var(--color-muted, #848e9c)' }}>{t.userId}: <span data-testid="verification-user-id">{user.id}</span></div>
        </div>
        <span role="status" data-testid="verification-badge" data-badge={summary.badge} style={{
          padding: '4px 10px', borderRadius: 999, border: `1px solid ${BADGE_COLOR[summary.badge]}`, color: BADGE_COLOR[summary.badge], fontWeight: 600,
        }}>{t.badge[summary.badge]}</span>
      </section>
      <p role="note" style={{ color: 'var(--color-warning, #f0b90b)' }}>{t.simulation}</p>
      <section className="ui-panel" aria-labelledby="level-basic" data-testid="level-basic" data-complete={summary.basicComplete}>
        <LevelHeader id="level-basic" title={t.basicTitle} limit={fill(t.fiatLimit, { limit: formatFiatLimit(FIAT_DAILY_LIMIT_USD.basic, locale) }, locale)}
          needs={t.basicNeeds} complete={summary.basicComplete} t={t} />
        {CONTACT_CHANNELS.map((channel) => <ContactRow key={channel} channel={channel} status={state[channel]} locale={locale} t={t} />)}
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
  return <SignInGate locale={locale}><Verification {...props} locale={locale} t={messagesFor(locale).verification} /></SignInGate>;
}
