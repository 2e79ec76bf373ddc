import { useState, type FormEvent } from 'react';
import { fill, type Catalogue } from '@bourse/i18n';
import { readIpAllowList, type ApiKeyKind, type ApiKeyPermission, type CreatedApiKey } from '@bourse/trading';
import { Dialog } from '../../ui/account/Dialog';
import { createApiKey, type KeyAccount, type KeyRefusal } from '../store/api-keys';
import '../../shared/view/controls.css';
import './settings.css';

/**
 * The new-key form: label, account, permissions, key type (an Ed25519 public key when chosen),
 * IP allow-list and the trader's password. The allow-list is checked here with the server's own
 * rule before it is sent; the server checks everything again.
 * @example <ApiKeyForm t={t} locale="en" accounts={accounts} onMade={show} onClose={close} />
 */
export type ApiKeyFormProps = {
  t: Catalogue['settings'];
  locale: string;
  accounts: KeyAccount[];
  onMade: (made: CreatedApiKey) => void;
  onClose: () => void;
};

export function ApiKeyForm({ t, locale, accounts, onMade, onClose }: ApiKeyFormProps) {
  const k = t.apiKeys;
  const [label, setLabel] = useState('');
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? 0);
  const [permissions, setPermissions] = useState<ApiKeyPermission>('trade');
  const [kind, setKind] = useState<ApiKeyKind>('HMAC_SHA256');
  const [publicKey, setPublicKey] = useState('');
  const [ipAllowList, setIpAllowList] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<KeyRefusal | null>(null);
  const message = problem && fill(k.errors[problem.code as keyof typeof k.errors] ?? k.errors.unavailable, problem.params, locale);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ips = readIpAllowList(ipAllowList);
    if (!ips.ok) return setProblem({ code: ips.error.code, field: 'ipAllowList', params: ips.error.params ?? {} });
    setBusy(true);
    const made = await createApiKey({
      label,
      accountId,
      permissions,
      kind,
      ipAllowList,
      password,
      ...(kind === 'ED25519' ? { publicKey } : {}),
    });
    setBusy(false);
    if (made.ok) onMade(made.value);
    else setProblem(made.error);
  };
  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'api-key-problem' } : {});
  return (
    <Dialog title={k.create} testId="api-key-form" onClose={onClose} busy={busy}>
      <form className="settings-form" onSubmit={(e) => void submit(e)} noValidate>
        <label className="settings-field">
          {k.label}
          <input
            className="ui-input"
            name="label"
            maxLength={60}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            data-autofocus
            {...invalid('label')}
          />
        </label>
        <label className="settings-field">
          {k.account}
          <select className="ui-input" name="accountId" value={accountId} onChange={(e) => setAccountId(Number(e.target.value))}>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="settings-fieldset">
          <legend className="settings-legend">{k.permissions}</legend>
          <div className="settings-actions-row">
            {(['read', 'trade'] as const).map((value) => (
              <label key={value} className="settings-inline">
                <input
                  type="radio"
                  name="permissions"
                  value={value}
                  checked={permissions === value}
                  onChange={() => setPermissions(value)}
                />
                {k[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="settings-fieldset">
          <legend className="settings-legend">{k.kind}</legend>
          <div className="settings-actions-row">
            {(['HMAC_SHA256', 'ED25519'] as const).map((value) => (
              <label key={value} className="settings-inline">
                <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
                {value === 'HMAC_SHA256' ? k.hmac : k.ed25519}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'ED25519' && (
          <label className="settings-field">
            {k.publicKey}
            <textarea
              className="ui-input settings-mono"
              name="publicKey"
              rows={4}
              spellCheck={false}
              value={publicKey}
              onChange={(e) => setPublicKey(e.target.value)}
              {...invalid('publicKey')}
            />
          </label>
        )}
        <label className="settings-field">
          {k.ipAllowList}
          <input
            className="ui-input settings-mono"
            name="ipAllowList"
            value={ipAllowList}
            onChange={(e) => setIpAllowList(e.target.value)}
            {...invalid('ipAllowList')}
          />
          <small className="settings-muted">{k.ipHint}</small>
        </label>
        <label className="settings-field">
          {k.password}
          <input
            className="ui-input"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...invalid('password')}
          />
        </label>
        {message && (
          <p id="api-key-problem" role="alert" className="ui-error settings-text">
            {message}
          </p>
        )}
        <div className="settings-actions">
          <button type="button" className="ui-ghost" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="ui-button" disabled={busy}>
            {k.create}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
