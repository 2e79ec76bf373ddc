import { useEffect, useState } from 'react';
import { fill, type Catalogue } from '@bourse/i18n';
import type { ApiKeyList, CreatedApiKey } from '@bourse/trading';
import { formatTime } from '../../ui/account/format';
import { loadApiKeys, loadKeyAccounts, revokeApiKey, type KeyAccount, type KeyRefusal } from '../store/api-keys';
import { ApiAddresses } from './ApiAddresses';
import { ApiKeyDialog } from './ApiKeyDialog';
import { ApiKeyForm } from './ApiKeyForm';
import { Dialog } from '../../ui/account/Dialog';
import '../../shared/view/controls.css';
import './settings.css';

/**
 * The security section's API keys: the trader's keys for the trading API (label, account, rights,
 * type, allowed addresses, created, last used), each revocable, and the form that makes one (the
 * secret shown once in a dialog).
 * @example <ApiKeysSection t={messagesFor('en').settings} locale="en" />
 */
export type ApiKeysSectionProps = { t: Catalogue['settings']; locale: string; copy?: (text: string) => Promise<void> };

export function ApiKeysSection({ t, locale, copy }: ApiKeysSectionProps) {
  const k = t.apiKeys;
  const [list, setList] = useState<ApiKeyList | null>(null);
  const [accounts, setAccounts] = useState<KeyAccount[]>([]);
  const [problem, setProblem] = useState<KeyRefusal | null>(null);
  const [forming, setForming] = useState(false);
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    void Promise.all([loadApiKeys(), loadKeyAccounts()]).then(([keys, owned]) => {
      if (keys.ok) setList(keys.value);
      else setProblem(keys.error);
      if (owned.ok) setAccounts(owned.value);
    });
  }, []);
  const accountName = (id: number) => accounts.find((a) => a.id === id)?.name ?? `#${id}`;
  const [revoking, setRevoking] = useState<{ id: number; label: string } | null>(null);
  const revoke = async (id: number) => {
    setRevoking(null);
    const done = await revokeApiKey(id);
    if (done.ok) {
      setList(done.value);
      setNotice(k.revoked);
    } else setProblem(done.error);
  };
  const onMade = (created: CreatedApiKey) => {
    setForming(false);
    setMade(created);
    setNotice('');
    setList((current) => current && { ...current, keys: [...current.keys, created.key] });
  };
  const full = list !== null && list.keys.length >= list.limit;
  return (
    <div data-testid="api-keys">
      <h3 className="settings-subheading">{k.title}</h3>
      <p className="settings-paragraph">{t.apiKeyAbout}</p>
      <p role="note" className="settings-note settings-note--spaced">
        {t.apiKeySimulation}
      </p>
      {list === null && !problem && <p className="settings-paragraph settings-muted">{k.loading}</p>}
      {problem && (
        <p role="alert" className="ui-error settings-paragraph">
          {fill(k.errors[problem.code as keyof typeof k.errors] ?? k.errors.unavailable, problem.params, locale)}
        </p>
      )}
      {list && (
        <>
          <p className="settings-paragraph settings-muted">{fill(k.count, { count: list.keys.length, limit: list.limit }, locale)}</p>
          {list.keys.length === 0 ? (
            <p className="settings-paragraph">{k.empty}</p>
          ) : (
            <ul className="settings-keys">
              {list.keys.map((key) => (
                <li key={key.id} className="settings-key" data-testid="api-key-row">
                  <div className="settings-key-facts">
                    <strong>{key.label}</strong>
                    <span className="settings-mono settings-key-id">{key.apiKey}</span>
                    <span className="settings-muted">
                      {[accountName(key.accountId), k[key.permissions], key.kind === 'HMAC_SHA256' ? 'HMAC-SHA256' : 'Ed25519'].join(' · ')}
                    </span>
                    <span className="settings-muted">
                      {k.allowed}: {key.ipAllowList.length ? key.ipAllowList.join(', ') : k.anyAddress}
                    </span>
                    <span className="settings-muted">
                      {k.created}: {formatTime(key.createdAt, locale)} · {k.lastUsed}:{' '}
                      {key.lastUsedAt ? formatTime(key.lastUsedAt, locale) : k.never}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="ui-ghost"
                    aria-label={`${k.revoke}: ${key.label}`}
                    onClick={() => setRevoking({ id: key.id, label: key.label })}
                  >
                    {k.revoke}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="ui-button" disabled={full || accounts.length === 0} onClick={() => setForming(true)}>
            {k.create}
          </button>
          <ApiAddresses t={t} addresses={list.addresses} copy={copy} />
        </>
      )}
      <p role="status" className="settings-text ui-up" data-testid="api-key-notice">
        {notice}
      </p>
      {revoking && (
        <Dialog title={k.revoke} testId="api-key-revoke" onClose={() => setRevoking(null)}>
          <p className="settings-text">{fill(k.revokeConfirm, { label: revoking.label }, locale)}</p>
          <div className="settings-actions">
            <button type="button" className="ui-ghost" data-autofocus onClick={() => setRevoking(null)}>
              {t.cancel}
            </button>
            <button type="button" className="ui-button" onClick={() => void revoke(revoking.id)}>
              {k.revoke}
            </button>
          </div>
        </Dialog>
      )}
      {forming && <ApiKeyForm t={t} locale={locale} accounts={accounts} onMade={onMade} onClose={() => setForming(false)} />}
      {made && <ApiKeyDialog t={t} apiKey={made.key.apiKey} secret={made.secret} copy={copy} onClose={() => setMade(null)} />}
    </div>
  );
}
