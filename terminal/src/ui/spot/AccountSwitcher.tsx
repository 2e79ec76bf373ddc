import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { $activeAccount, $tradingAccounts, selectAccount } from '../../stores';
import { $equity } from '../../account/store/equity';
import { SignInGate, useCabinetLocale } from '../account/SignInGate';
import { type Catalogue, messagesFor } from '@bourse/i18n';
import { formatAmount } from '../account/format';
import '../../shared/view/controls.css';
import '../../spot/view/spot.css';

/**
 * `depositHref` is the wallet's deposit page, linked from the deposit dialog for the history and every coin.
 * @example <AccountSwitcher client:load locale="en" depositHref="/cabinet/wallet/deposit" />
 */
export type AccountSwitcherProps = { locale: string; depositHref: string };

// The deposit dialog (amount rules, addresses, QR code) is fetched when the account list opens, not
// with the terminal: a trader who never deposits from here never downloads it, and one who does
// finds it loaded by the time the Deposit button is pressed.
const loadDepositDialog = () => import('./DepositDialog').then((module) => ({ default: module.DepositDialog }));
const DepositDialog = lazy(loadDepositDialog);

function Switcher({ locale, depositHref, t }: AccountSwitcherProps & { t: Catalogue['spot'] }) {
  const id = useId();
  const accounts = useStore($tradingAccounts);
  const active = useStore($activeAccount);
  const equity = useStore($equity);
  const p = messagesFor(locale).paper;
  const [open, setOpen] = useState(false);
  const [depositTo, setDepositTo] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Focus goes back to the Deposit button once the dialog has left the page (while it is a modal
  // dialog, everything around it is inert and cannot take focus).
  useEffect(() => {
    if (depositTo !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [depositTo]);
  if (!active) return <p role="status">{t.loading}</p>;
  return (
    <div className="spot-anchor" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => {
          if (!open) void loadDepositDialog();
          setOpen(!open);
        }}
        data-testid="account-switcher"
        className="ui-ghost spot-account"
      >
        <span>
          <span className="spot-muted">{p.equity} </span>
          <strong data-testid="account-equity" data-value={equity?.equity ?? ''}>
            {equity?.equity ? formatAmount(equity.equity, locale, 2) : '—'} {active.currency}
          </strong>
        </span>
        <span>
          <span className="spot-muted">{p.openPnl} </span>
          <span data-testid="account-pnl" data-value={equity?.pnl ?? ''} className={pnlClass(equity?.pnl)}>
            {equity ? formatAmount(equity.pnl, locale, 2) : '—'}
          </span>
        </span>
        <span>
          <span>
            {active.name}
            {active.kind === 'real' && <span className="spot-badge">{p.simulated}</span>}
            {active.demoFill && (
              <span className="spot-badge spot-badge--warn" title={p.demoFillOn} data-testid="demo-fill-badge">
                {p.demoFillBadge}
              </span>
            )}
          </span>
          <span className="spot-muted">№ {active.accountNumber}</span>
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={`${id}-list`} aria-label={t.accounts} className="ui-panel spot-popup spot-popup--list">
          {accounts.map((account) => (
            <li key={account.id} className="spot-account-row">
              <button
                type="button"
                aria-current={account.id === active.id ? 'true' : undefined}
                onClick={() => {
                  void selectAccount(account.id);
                  setOpen(false);
                }}
                className="ui-ghost spot-account-row__pick"
              >
                {account.name}{' '}
                <span className="spot-muted">
                  № {account.accountNumber} · {account.kind === 'demo' ? p.demoAccount : p.simulatedAccount} · {account.currency}
                </span>
              </button>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setDepositTo(account.id);
                }}
                className="ui-ghost spot-link-button"
                aria-label={`${t.deposit}: ${account.name} ${account.accountNumber}`}
                data-testid="account-deposit"
              >
                {t.deposit}
              </button>
            </li>
          ))}
        </ul>
      )}
      {depositTo && (
        <Suspense fallback={<p role="status">{t.loading}</p>}>
          <DepositDialog accountId={depositTo} locale={locale} depositHref={depositHref} onClose={() => setDepositTo(null)} />
        </Suspense>
      )}
    </div>
  );
}

const pnlClass = (pnl: string | undefined) => (!pnl || Number(pnl) === 0 ? undefined : Number(pnl) > 0 ? 'ui-up' : 'ui-down');

/**
 * The account area: equity marked to the market now and open PnL, the account's name and number
 * (simulated accounts and the demo fill labelled); a dropdown of accounts, each with a Deposit
 * button that opens the deposit dialog. The server decides which account is shown, in every browser.
 */
export function AccountSwitcher(props: AccountSwitcherProps) {
  const locale = useCabinetLocale(props.locale);
  return (
    <SignInGate locale={locale}>
      <Switcher {...props} locale={locale} t={messagesFor(locale).spot} />
    </SignInGate>
  );
}
