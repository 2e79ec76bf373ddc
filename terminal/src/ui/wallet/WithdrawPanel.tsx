import { useStore } from '@nanostores/react';
import { useState } from 'react';
import {
  WHITELIST_WAIT_MS,
  listWithdrawCoins,
  truncateTxId,
  withdrawNetworksFor,
  withdrawStatusAt,
  transferStatusKey,
  validateWithdrawForm,
} from '@bourse/trading';
import { $balances, $transfers, $whitelist, addWhitelistAddress, submitWithdrawal } from '../../stores';
import { withdrawEntries } from '../../wallet/model/transfers';
import { WithdrawLimit } from '../../wallet/view/WithdrawLimit';
import { SignInGate, useCabinetLocale } from '../account/SignInGate';
import { type Catalogue, messagesFor, describeTradingError } from '@bourse/i18n';
import { formatAmount, formatTime } from '../account/format';
import { TableHead } from '../account/ListParts';
import '../../shared/view/controls.css';
import './wallet.css';

/** @example <WithdrawPanel client:load locale="ru" /> */
export type WithdrawPanelProps = { locale: string; verificationHref?: string };

function Withdraw({ locale, t, verificationHref = '/cabinet/wallet/verification' }: WithdrawPanelProps & { t: Catalogue['account'] }) {
  const balances = useStore($balances);
  const history = withdrawEntries(useStore($transfers).data, (error) => describeTradingError(error, locale));
  const whitelist = useStore($whitelist).data;
  const [query, setQuery] = useState('');
  const [coin, setCoin] = useState('');
  const [network, setNetwork] = useState('');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [codes, setCodes] = useState({ twoFactorCode: '', emailCode: '' });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [hideErrors, setHideErrors] = useState(false);
  const coins = listWithdrawCoins(balances, query);
  const networks = coin ? withdrawNetworksFor(coin) : [];
  const chooseCoin = (next: string) => {
    setCoin(next);
    setNetwork('');
    setAmount('');
  };
  const chooseNetwork = (id: string) => {
    setNetwork(id);
    setAmount(networks.find((n) => n.id === id)?.minWithdraw ?? '');
  };
  const complete = Boolean(coin && network && address.trim() && amount.trim());
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The page's own checks first (every field, the network's bounds, the free balance); the server then checks everything again.
    const form = validateWithdrawForm({ coin, network, address, amount }, balances);
    if (!form.ok) return setMessage({ ok: false, text: describeTradingError(form.error, locale) });
    const result = await submitWithdrawal({ ...form.value, ...codes });
    setMessage(result.ok ? { ok: true, text: t.accepted } : { ok: false, text: describeTradingError(result.error, locale) });
  };
  const whitelistIt = async () => {
    const result = await addWhitelistAddress({ address: address.trim(), network });
    setMessage(
      result.ok ? { ok: true, text: `${t.whitelist}: ${address.trim()}` } : { ok: false, text: describeTradingError(result.error, locale) },
    );
  };
  const now = Date.now();
  const shown = history.filter((h) => !hideErrors || h.status !== 'rejected');
  return (
    <>
      <WithdrawLimit locale={locale} t={t} verificationHref={verificationHref} />
      <form className="ui-panel withdraw-form" onSubmit={(e) => void submit(e)} aria-label={t.withdraw}>
        <input
          type="search"
          aria-label={t.coinSearch}
          placeholder={t.coinSearch}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="ui-input"
        />
        <div role="radiogroup" aria-label={t.coin} className="wallet-choices">
          {coins.length === 0 ? (
            <p>{t.noCoins}</p>
          ) : (
            coins.map((c) => (
              <button
                key={c.name}
                type="button"
                role="radio"
                aria-checked={c.name === coin}
                className={c.name === coin ? 'ui-button' : 'ui-ghost'}
                onClick={() => chooseCoin(c.name)}
              >
                {c.name} · {c.fullName} · {formatAmount(c.free, locale)}
              </button>
            ))
          )}
        </div>
        <label className="ui-label">
          {t.network}
          <select name="network" value={network} onChange={(e) => chooseNetwork(e.target.value)} className="ui-input" disabled={!coin}>
            <option value="">—</option>
            {networks.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name} · {t.fee} {n.fee} {n.currency} · {n.estimatedTime}
              </option>
            ))}
          </select>
        </label>
        {network && (
          <p role="note" className="withdraw-form__warning">
            ⚠ {t.networkWarning}
          </p>
        )}
        <label className="ui-label">
          {t.address}
          <input name="address" value={address} onChange={(e) => setAddress(e.target.value)} className="ui-input" autoComplete="off" />
        </label>
        <label className="ui-label">
          {t.amount}
          <input name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className="ui-input" />
        </label>
        <div className="withdraw-form__codes">
          <label className="ui-label">
            {t.twoFactor}
            <input
              name="twoFactorCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={codes.twoFactorCode}
              onChange={(e) => setCodes({ ...codes, twoFactorCode: e.target.value })}
              className="ui-input"
            />
          </label>
          <label className="ui-label">
            {t.emailCode}
            <input
              name="emailCode"
              inputMode="numeric"
              value={codes.emailCode}
              onChange={(e) => setCodes({ ...codes, emailCode: e.target.value })}
              className="ui-input"
            />
          </label>
        </div>
        <small>{t.codesHint}</small>
        <div className="wallet-choices">
          <button type="submit" className="ui-button" disabled={!complete}>
            {t.withdraw}
          </button>
          <button type="button" className="ui-ghost" disabled={!network || !address.trim()} onClick={() => void whitelistIt()}>
            {t.addWhitelist}
          </button>
        </div>
        {message && (
          <p data-testid="withdraw-message" role={message.ok ? 'status' : 'alert'} className={message.ok ? 'ui-message' : 'ui-error'}>
            {message.text}
          </p>
        )}
      </form>
      {whitelist.length > 0 && (
        <section className="ui-panel" aria-label={t.whitelist}>
          <h2>{t.whitelist}</h2>
          <ul className="wallet-whitelist">
            {whitelist.map((w) => (
              <li key={`${w.network}:${w.address}`}>
                <code>{w.address}</code> · {w.network} · {t.whitelistWait} {formatTime(w.createdAt + WHITELIST_WAIT_MS, locale)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="ui-panel" aria-label={t.withdrawHistory}>
        <label>
          <input type="checkbox" checked={hideErrors} onChange={(e) => setHideErrors(e.target.checked)} /> {t.hideErrors}
        </label>
        {shown.length === 0 ? (
          <p>{t.withdrawEmpty}</p>
        ) : (
          <div className="wallet-history__scroll">
            <table className="ui-table" data-testid="withdraw-history">
              <TableHead columns={[t.time, t.coin, t.amount, t.network, t.txId, t.status]} />
              <tbody>
                {shown.map((h) => {
                  const status = withdrawStatusAt(h, now);
                  return (
                    <tr key={h.id} data-status={status}>
                      <td className="ui-cell">{formatTime(h.time, locale)}</td>
                      <td className="ui-cell">{h.coin}</td>
                      <td className="ui-cell">{formatAmount(h.amount, locale)}</td>
                      <td className="ui-cell">{h.network}</td>
                      <td className="ui-cell" title={h.txId}>
                        {truncateTxId(h.txId) || '—'}
                      </td>
                      <td className="ui-cell" title={h.error}>
                        {t.transferStatus[transferStatusKey(status)]}
                        {h.error && !hideErrors ? ` · ${h.error}` : ''}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** The withdraw page: coin, network, address, amount, codes; the engine's rules; history. */
export function WithdrawPanel(props: WithdrawPanelProps) {
  const locale = useCabinetLocale(props.locale);
  return (
    <SignInGate locale={locale}>
      <Withdraw {...props} locale={locale} t={messagesFor(locale).account} />
    </SignInGate>
  );
}
