import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $accounts, $activeAccount, selectAccount } from '../../stores';
import { SignInGate, useCabinetLocale } from '../account/SignInGate';
import { type Catalogue, messagesFor } from '../../messages';
import { formatAmount } from '../account/format';
import '../styles/controls.css';

/** @example <AccountSwitcher client:load locale="en" depositHref="/cabinet/wallet/deposit" /> */
export type AccountSwitcherProps = { locale: string; depositHref: string };

const muted = { color: 'var(--color-text-muted, #b7bdc6)', fontSize: '13px' } as const;

function Switcher({ locale, depositHref, t }: AccountSwitcherProps & { t: Catalogue['spot'] }) {
  const id = useId();
  const accounts = useStore($accounts);
  const active = useStore($activeAccount);
  const [open, setOpen] = useState(false);
  if (!active) return <p role="status">{t.loading}</p>;
  return (
    <div style={{ position: 'relative' }} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)} data-testid="account-switcher"
        className="ui-ghost" style={{ display: 'flex', gap: '16px', alignItems: 'baseline', textAlign: 'left', width: '100%' }}>
        <span><span style={muted}>{t.balance} </span><strong data-testid="account-balance">{formatAmount(active.balance, locale, 2)} {active.currency}</strong></span>
        {/* Spec: open profit and loss is fixed at 0.00 (no positions are simulated). */}
        <span><span style={muted}>{t.pnl} </span>{formatAmount('0', locale, 2)}</span>
        <span>{active.name} <span style={muted}>№ {active.accountNumber}</span></span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={`${id}-list`} aria-label={t.accounts} className="ui-panel" style={{ position: 'absolute', zIndex: 20, listStyle: 'none', margin: '4px 0 0', minWidth: '100%', display: 'grid', gap: '8px' }}>
          {accounts.map((account) => (
            <li key={account.id} style={{ display: 'flex', gap: '12px', alignItems: 'center', justifyContent: 'space-between' }}>
              <button type="button" aria-current={account.id === active.id ? 'true' : undefined} onClick={() => { void selectAccount(account.id); setOpen(false); }}
                className="ui-ghost" style={{ border: 0, textAlign: 'left', flex: 1 }}>
                {account.name} <span style={muted}>№ {account.accountNumber} · {formatAmount(account.balance, locale, 2)} {account.currency}</span>
              </button>
              <a href={depositHref} className="ui-ghost" style={{ textDecoration: 'none' }} aria-label={`${t.deposit}: ${account.name} ${account.accountNumber}`}>{t.deposit}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Spec area 1: balance, PnL 0.00, account name and number; a dropdown of accounts with Deposit buttons. */
export function AccountSwitcher(props: AccountSwitcherProps) {
  const locale = useCabinetLocale(props.locale);
  return <SignInGate locale={locale}><Switcher {...props} locale={locale} t={messagesFor(locale).spot} /></SignInGate>;
}
