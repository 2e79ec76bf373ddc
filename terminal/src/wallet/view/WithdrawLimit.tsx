import { useStore } from '@nanostores/react';
import { LEVEL_DAILY_LIMIT_USD } from '@bourse/trading';
import { fill, formatUsd, type Catalogue } from '@bourse/i18n';
import { $withdrawalLimit } from '../store/wallet';
import './withdraw-limit.css';

/** @example <WithdrawLimit locale="en" t={messagesFor('en').account} verificationHref="/en/cabinet/wallet/verification" /> */
export type WithdrawLimitProps = { locale: string; t: Catalogue['account']; verificationHref: string };

/**
 * The trader's daily withdrawal limit by verified level, as the server counts it (the last 24
 * hours, every account): what is left, or, before verification, the way to it. Plus's higher
 * limit is offered to a basic trader.
 */
export function WithdrawLimit({ locale, t, verificationHref }: WithdrawLimitProps) {
  const { status, data } = useStore($withdrawalLimit);
  if (!data) return status === 'loading' ? <p className="ui-panel withdraw-limit withdraw-limit--loading" aria-busy="true" /> : null;
  const left = fill(t.limitLeft, { left: formatUsd(data.leftUsd, locale), limit: formatUsd(data.limitUsd, locale) }, locale);
  return (
    <section className="ui-panel withdraw-limit" aria-label={t.limitTitle} data-testid="withdraw-limit" data-level={data.level}>
      <h2 className="withdraw-limit__title">
        {t.limitTitle} · <span className="withdraw-limit__level">{t.limitLevel[data.level]}</span>
      </h2>
      {data.level === 'none' ? (
        <p className="withdraw-limit__text">
          {t.limitNone} <a href={verificationHref}>{t.limitVerify} →</a>
        </p>
      ) : (
        <>
          <p className="withdraw-limit__text">
            <strong>{left}</strong>
          </p>
          {data.level === 'basic' && (
            <p className="withdraw-limit__text">
              {fill(t.limitUpgrade, { limit: formatUsd(LEVEL_DAILY_LIMIT_USD.plus, locale) }, locale)}{' '}
              <a href={verificationHref}>{t.limitVerify} →</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
