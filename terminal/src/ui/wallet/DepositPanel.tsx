import { useStore } from '@nanostores/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { DEPOSIT_COINS, DEPOSIT_NETWORKS, depositStatusLabel, truncateTxId, type DepositEntry } from '../../domain/trading';
import { $depositAddresses, $depositHistory, clearDepositHistory, simulateDeposit } from '../../stores';
import { SignInGate, useCabinetLocale } from '../account/SignInGate';
import { button, cell, error as errorStyle, ghost, input, label, panel, table } from '../account/styles';
import { type Catalogue, describeTradingError, messagesFor } from '../../messages';
import { formatAmount, formatTime } from '../account/format';

/** @example <DepositPanel client:load locale="ru" /> */
export type DepositPanelProps = { locale: string };

function Details({ entry, t, locale, onClose }: { entry: DepositEntry; t: Catalogue['account']; locale: string; onClose: () => void }) {
  const explorer = DEPOSIT_NETWORKS.find((n) => n.id === entry.network)?.explorer;
  return (
    <div role="dialog" aria-modal="true" aria-label={t.details} style={{ ...panel, position: 'fixed', inset: '20% 10% auto', zIndex: 10 }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', wordBreak: 'break-all' }}>
        <dt>{t.coin}</dt><dd>{entry.coin}</dd><dt>{t.amount}</dt><dd>{formatAmount(entry.amount, locale)}</dd>
        <dt>{t.network}</dt><dd>{entry.network}</dd><dt>{t.address}</dt><dd>{entry.address}</dd>
        <dt>{t.txId}</dt><dd>{entry.txId} <button type="button" style={ghost} onClick={() => void navigator.clipboard?.writeText(entry.txId)}>{t.copy}</button>
          {explorer && <> <a href={`${explorer}${entry.txId}`} target="_blank" rel="noreferrer">{t.explorer}</a></>}</dd>
        <dt>{t.time}</dt><dd>{formatTime(entry.time, locale)}</dd><dt>{t.status}</dt><dd>{depositStatusLabel(entry.status, locale)}</dd>
      </dl>
      <button type="button" style={button} onClick={onClose} autoFocus>{t.close}</button>
    </div>
  );
}

function Deposit({ locale, t }: DepositPanelProps & { t: Catalogue['account'] }) {
  const wallets = useStore($depositAddresses);
  const history = useStore($depositHistory);
  const [query, setQuery] = useState('');
  const [coinId, setCoinId] = useState<string>(DEPOSIT_COINS[0].id);
  const coin = DEPOSIT_COINS.find((c) => c.id === coinId) ?? DEPOSIT_COINS[0];
  const [networkId, setNetworkId] = useState<string>(coin.network);
  const network = DEPOSIT_NETWORKS.find((n) => n.id === networkId && n.currency === coin.name) ?? DEPOSIT_NETWORKS.find((n) => n.id === coin.network)!;
  const address = wallets?.[network.walletKey] ?? null;
  const [qr, setQr] = useState('');
  const [copied, setCopied] = useState(false);
  const [hideErrors, setHideErrors] = useState(false);
  const [open, setOpen] = useState<DepositEntry | null>(null);
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (address) void QRCode.toDataURL(address, { margin: 1, width: 168 }).then(setQr);
  }, [address]);
  const coins = DEPOSIT_COINS.filter((c) => `${c.name} ${c.fullName}`.toLowerCase().includes(query.trim().toLowerCase()));
  const shown = history.filter((h) => !hideErrors || h.status !== 'error');
  const receive = async () => {
    if (!address) return;
    const result = await simulateDeposit({ currency: coin.name, amount, network: network.id, address });
    setFailure(result.ok ? null : describeTradingError(result.error, locale));
    if (result.ok) setAmount('');
  };
  return (
    <>
      <button type="button" style={ghost} onClick={() => window.history.back()}>← {t.back}</button>
      <section style={panel} aria-label={t.chooseCoin}>
        <h2>1. {t.chooseCoin}</h2>
        <input type="search" aria-label={t.coinSearch} placeholder={t.coinSearch} value={query} onChange={(e) => setQuery(e.target.value)} style={input} />
        <div role="radiogroup" aria-label={t.chooseCoin} style={{ display: 'flex', gap: '8px', marginTop: '8px', flexWrap: 'wrap' }}>
          {coins.length === 0 && <p>{t.noCoins}</p>}
          {coins.map((c) => (
            <button key={c.id} type="button" role="radio" aria-checked={c.id === coin.id} style={c.id === coin.id ? button : ghost}
              onClick={() => { setCoinId(c.id); setNetworkId(c.network); }}>{c.name} · {c.fullName}</button>
          ))}
        </div>
        <h2>2. {t.chooseNetwork}</h2>
        <select aria-label={t.chooseNetwork} value={network.id} onChange={(e) => setNetworkId(e.target.value)} style={input}>
          {DEPOSIT_NETWORKS.filter((n) => n.currency === coin.name).map((n) => <option key={n.id} value={n.id}>{n.name}</option>)}
        </select>
        <p>{t.confirmations}: {network.confirmations} · {network.estimatedTime}</p>
        <h2>3. {t.depositAddress}</h2>
        {address ? (
          <div style={{ display: 'flex', gap: '16px', alignItems: 'center', flexWrap: 'wrap' }}>
            {qr && <img src={qr} width={168} height={168} alt={t.qrAlt} data-testid="deposit-qr" style={{ background: '#fff', borderRadius: '6px' }} />}
            <div style={{ wordBreak: 'break-all' }}>
              <code data-testid="deposit-address">{address}</code>{' '}
              <button type="button" style={ghost} onClick={() => void navigator.clipboard?.writeText(address).then(() => setCopied(true))}>{copied ? t.copied : t.copy}</button>
              <p>{t.minDeposit}: {network.minDeposit} {coin.name}</p>
            </div>
          </div>
        ) : <p role="alert" style={errorStyle}>{t.addressNotFound}</p>}
        <div style={{ display: 'flex', gap: '8px', alignItems: 'end', marginTop: '12px', flexWrap: 'wrap' }}>
          <label style={label}>{t.simulate}
            <input name="deposit-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} style={input} />
          </label>
          <button type="button" style={button} onClick={() => void receive()}>{t.simulateButton}</button>
        </div>
        {failure && <p role="alert" style={errorStyle}>{failure}</p>}
      </section>
      <section style={panel} aria-label={t.recentDeposits}>
        <h2>{t.recentDeposits}</h2>
        <label><input type="checkbox" checked={hideErrors} onChange={(e) => setHideErrors(e.target.checked)} /> {t.hideErrors}</label>{' '}
        <button type="button" style={ghost} onClick={() => void clearDepositHistory()} disabled={history.length === 0}>{t.clearHistory}</button>
        {shown.length === 0 ? <p>{t.depositEmpty}</p> : (
          <table style={table} data-testid="deposit-history"><thead><tr>{[t.time, t.coin, t.amount, t.network, t.txId, t.status, ''].map((h, i) => <th key={i} scope="col" style={cell}>{h}</th>)}</tr></thead>
            <tbody>{shown.map((h) => (
              <tr key={h.id}><td style={cell}>{formatTime(h.time, locale)}</td><td style={cell}>{h.coin}</td><td style={cell}>{formatAmount(h.amount, locale)}</td>
                <td style={cell}>{h.network}</td><td style={cell} title={h.txId}>{truncateTxId(h.txId)}</td><td style={cell}>{depositStatusLabel(h.status, locale)}</td>
                <td style={cell}><button type="button" style={ghost} onClick={() => setOpen(h)}>{t.details}</button></td></tr>
            ))}</tbody></table>
        )}
      </section>
      {open && <Details entry={open} t={t} locale={locale} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The deposit page (cabinet spec): coin, network, address with QR and copy, history and details. */
export function DepositPanel(props: DepositPanelProps) {
  const locale = useCabinetLocale(props.locale);
  return <SignInGate locale={locale}><Deposit {...props} locale={locale} t={messagesFor(locale).account} /></SignInGate>;
}
