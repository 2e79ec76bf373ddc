import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { DEPOSIT_COINS, DEPOSIT_NETWORKS, transferStatusKey, truncateTxId, type DepositEntry } from '@bourse/trading';
import { readDepositAmount } from '../../domain';
import { $activeAccount, $transfers, simulateDeposit } from '../../stores';
import { $depositsClearedAt, clearDepositHistory } from '../../wallet/store/wallet';
import { depositEntries } from '../../wallet/model/transfers';
import { SignInGate, useCabinetLocale } from '../account/SignInGate';
import { type Catalogue, messagesFor, describeTradingError } from '@bourse/i18n';
import { formatAmount, formatTime } from '../account/format';
import { TableHead } from '../account/ListParts';
import '../../shared/view/controls.css';
import { useAddressQr } from './use-address-qr';
import './wallet.css';

/** @example <DepositPanel client:load locale="ru" /> */
export type DepositPanelProps = { locale: string };

function Details({ entry, t, locale, onClose }: { entry: DepositEntry; t: Catalogue['account']; locale: string; onClose: () => void }) {
  const explorer = DEPOSIT_NETWORKS.find((n) => n.id === entry.network)?.explorer;
  return (
    <div role="dialog" aria-modal="true" aria-label={t.details} className="ui-panel wallet-details">
      <dl className="wallet-details__list">
        <dt>{t.coin}</dt>
        <dd>{entry.coin}</dd>
        <dt>{t.amount}</dt>
        <dd>{formatAmount(entry.amount, locale)}</dd>
        <dt>{t.network}</dt>
        <dd>{entry.network}</dd>
        <dt>{t.address}</dt>
        <dd>{entry.address}</dd>
        <dt>{t.txId}</dt>
        <dd>
          {entry.txId}{' '}
          <button type="button" className="ui-ghost" onClick={() => void navigator.clipboard?.writeText(entry.txId)}>
            {t.copy}
          </button>
          {explorer && (
            <>
              {' '}
              <a href={`${explorer}${entry.txId}`} target="_blank" rel="noreferrer">
                {t.explorer}
              </a>
            </>
          )}
        </dd>
        <dt>{t.time}</dt>
        <dd>{formatTime(entry.time, locale)}</dd>
        <dt>{t.status}</dt>
        <dd>{t.transferStatus[transferStatusKey(entry.status)]}</dd>
      </dl>
      <button type="button" className="ui-button" onClick={onClose} autoFocus>
        {t.close}
      </button>
    </div>
  );
}

function Deposit({ locale, t }: DepositPanelProps & { t: Catalogue['account'] }) {
  const account = useStore($activeAccount);
  const wallets = account?.wallets ?? null;
  const clearedAt = Number(useStore($depositsClearedAt));
  const history = depositEntries(useStore($transfers).data).filter((h) => h.time > clearedAt);
  const [query, setQuery] = useState('');
  const [coinId, setCoinId] = useState<string>(DEPOSIT_COINS[0].id);
  const coin = DEPOSIT_COINS.find((c) => c.id === coinId) ?? DEPOSIT_COINS[0];
  const [networkId, setNetworkId] = useState<string>(coin.network);
  const network =
    DEPOSIT_NETWORKS.find((n) => n.id === networkId && n.currency === coin.name) ?? DEPOSIT_NETWORKS.find((n) => n.id === coin.network)!;
  const address = wallets?.[network.walletKey] ?? null;
  const qr = useAddressQr(address);
  const [copied, setCopied] = useState(false);
  const [hideErrors, setHideErrors] = useState(false);
  const [open, setOpen] = useState<DepositEntry | null>(null);
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const coins = DEPOSIT_COINS.filter((c) => `${c.name} ${c.fullName}`.toLowerCase().includes(query.trim().toLowerCase()));
  const shown = history.filter((h) => !hideErrors || h.status !== 'error');
  const receive = async () => {
    if (!address) return;
    const typed = readDepositAmount(amount, locale, coin.name);
    if (!typed.ok) {
      setFailure(describeTradingError(typed.error, locale));
      return;
    }
    if (!account) return;
    const result = await simulateDeposit(account.id, { coin: coin.name, network: network.id, amount: typed.value });
    setFailure(result.ok ? null : describeTradingError(result.error, locale));
    if (result.ok) setAmount('');
  };
  return (
    <>
      <button type="button" className="ui-ghost" onClick={() => window.history.back()}>
        ← {t.back}
      </button>
      <section className="ui-panel" aria-label={t.chooseCoin}>
        <h2>1. {t.chooseCoin}</h2>
        <input
          type="search"
          aria-label={t.coinSearch}
          placeholder={t.coinSearch}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="ui-input"
        />
        <div role="radiogroup" aria-label={t.chooseCoin} className="wallet-choices wallet-choices--spaced">
          {coins.length === 0 && <p>{t.noCoins}</p>}
          {coins.map((c) => (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={c.id === coin.id}
              className={c.id === coin.id ? 'ui-button' : 'ui-ghost'}
              onClick={() => {
                setCoinId(c.id);
                setNetworkId(c.network);
              }}
            >
              {c.name} · {c.fullName}
            </button>
          ))}
        </div>
        <h2>2. {t.chooseNetwork}</h2>
        <select aria-label={t.chooseNetwork} value={network.id} onChange={(e) => setNetworkId(e.target.value)} className="ui-input">
          {DEPOSIT_NETWORKS.filter((n) => n.currency === coin.name).map((n) => (
            <option key={n.id} value={n.id}>
              {n.name}
            </option>
          ))}
        </select>
        <p>
          {t.confirmations}: {network.confirmations} · {network.estimatedTime}
        </p>
        <h2>3. {t.depositAddress}</h2>
        {address ? (
          <div className="wallet-address">
            {qr && <img src={qr} width={168} height={168} alt={t.qrAlt} data-testid="deposit-qr" className="wallet-address__qr" />}
            <div className="wallet-address__text">
              <code data-testid="deposit-address">{address}</code>{' '}
              <button
                type="button"
                className="ui-ghost"
                onClick={() => void navigator.clipboard?.writeText(address).then(() => setCopied(true))}
              >
                {copied ? t.copied : t.copy}
              </button>
              <p>
                {t.minDeposit}: {network.minDeposit} {coin.name}
              </p>
            </div>
          </div>
        ) : (
          <p role="alert" className="ui-error">
            {t.addressNotFound}
          </p>
        )}
        <div className="wallet-simulate">
          <label className="ui-label">
            {t.simulate}
            <input
              name="deposit-amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="ui-input"
            />
          </label>
          <button type="button" className="ui-button" onClick={() => void receive()}>
            {t.simulateButton}
          </button>
        </div>
        {failure && (
          <p role="alert" className="ui-error">
            {failure}
          </p>
        )}
      </section>
      <section className="ui-panel" aria-label={t.recentDeposits}>
        <h2>{t.recentDeposits}</h2>
        <label>
          <input type="checkbox" checked={hideErrors} onChange={(e) => setHideErrors(e.target.checked)} /> {t.hideErrors}
        </label>{' '}
        <button type="button" className="ui-ghost" onClick={clearDepositHistory} disabled={history.length === 0}>
          {t.clearHistory}
        </button>
        {shown.length === 0 ? (
          <p>{t.depositEmpty}</p>
        ) : (
          <div className="wallet-history__scroll">
            <table className="ui-table" data-testid="deposit-history">
              <TableHead columns={[t.time, t.coin, t.amount, t.network, t.txId, t.status, '']} />
              <tbody>
                {shown.map((h) => (
                  <tr key={h.id}>
                    <td className="ui-cell">{formatTime(h.time, locale)}</td>
                    <td className="ui-cell">{h.coin}</td>
                    <td className="ui-cell">{formatAmount(h.amount, locale)}</td>
                    <td className="ui-cell">{h.network}</td>
                    <td className="ui-cell" title={h.txId}>
                      {truncateTxId(h.txId)}
                    </td>
                    <td className="ui-cell">{t.transferStatus[transferStatusKey(h.status)]}</td>
                    <td className="ui-cell">
                      <button type="button" className="ui-ghost" onClick={() => setOpen(h)}>
                        {t.details}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {open && <Details entry={open} t={t} locale={locale} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The deposit page: coin, network, address with QR and copy, history and details. */
export function DepositPanel(props: DepositPanelProps) {
  const locale = useCabinetLocale(props.locale);
  return (
    <SignInGate locale={locale}>
      <Deposit {...props} locale={locale} t={messagesFor(locale).account} />
    </SignInGate>
  );
}
