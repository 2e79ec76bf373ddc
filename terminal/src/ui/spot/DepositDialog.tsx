import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_DEPOSIT_TABS, accountDepositPrices, depositAddressOf, depositNetworksOf, planAccountDeposit } from '../../domain';
import { describeTradingError, fill, messagesFor } from '@bourse/i18n';
import { $quotes, $tradingAccounts, simulateDeposit } from '../../stores';
import { formatAmount } from '../account/format';
import '../../shared/view/controls.css';
import { DepositAddress } from './DepositAddress';
import { DepositAmount } from './DepositAmount';
import { Tabs } from '../../shared/view/Tabs';
import { useModalDialog } from '../../shared/view/use-modal-dialog';
import '../../spot/view/spot.css';
import './deposit-dialog.css';

/**
 * Props of the deposit dialog; `copy` is the browser clipboard unless a test passes one.
 * @example <DepositDialog accountId={1} locale="en" depositHref="/cabinet/wallet/deposit" onClose={close} />
 */
export type DepositDialogProps = {
  accountId: number;
  locale: string;
  depositHref: string;
  onClose: () => void;
  copy?: (text: string) => Promise<void>;
};

const clipboardCopy = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard in this browser'));

/**
 * The spot terminal's deposit dialog for one account (a native modal dialog: the browser keeps
 * focus inside; Escape closes it): Bitcoin, USDT and USDC tabs, a dollar amount with presets and
 * its coin equivalent at the live price, the account's own address with copy and QR, partner
 * exchanges, and a deposit that is a labelled simulation: the server credits the coin amount to the
 * account's ledger (the wallet page's deposit takes the same path).
 */
export function DepositDialog({ accountId, locale, depositHref, onClose, copy = clipboardCopy }: DepositDialogProps) {
  const { spot: t, account: ta } = messagesFor(locale);
  const d = t.depositDialog;
  const titleId = useId();
  const ref = useModalDialog(true);
  const account = useStore($tradingAccounts).find((a) => a.id === accountId);
  const quoteOf = useStore($quotes);
  const [tabId, setTabId] = useState<string>(ACCOUNT_DEPOSIT_TABS[0]!.id);
  const [networkId, setNetworkId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const pending = useRef(false);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [ref]);
  if (!account) return null;

  const tab = ACCOUNT_DEPOSIT_TABS.find((x) => x.id === tabId) ?? ACCOUNT_DEPOSIT_TABS[0]!;
  const networks = depositNetworksOf(tab);
  const network = networks.find((n) => n.id === networkId) ?? networks[0]!;
  const address = depositAddressOf(account, network);
  const prices = accountDepositPrices(tab, account.currency, (symbol) => quoteOf(symbol)?.lastPrice ?? null);
  const plan = planAccountDeposit({ text: amount, locale, tab, currency: account.currency, ...prices });
  const error = tried && !plan.ok ? describeTradingError(plan.error, locale) : outcome && !outcome.ok ? outcome.text : null;

  const submit = async () => {
    setTried(true);
    setOutcome(null);
    if (!plan.ok || !address || pending.current) return;
    pending.current = true;
    setBusy(true);
    const { coin, coinAmount, credit, currency } = plan.value;
    const result = await simulateDeposit(account.id, { coin, network: network.id, amount: coinAmount });
    pending.current = false;
    setBusy(false);
    if (!result.ok) return setOutcome({ ok: false, text: describeTradingError(result.error, locale) });
    setAmount('');
    setTried(false);
    const shown = { amount: formatAmount(credit, locale, 2), currency, coinAmount: formatAmount(coinAmount, locale, tab.decimals), coin };
    setOutcome({
      ok: true,
      text: fill(messagesFor(locale).paper.depositDone, { ...shown, account: account.name, number: account.accountNumber }, locale),
    });
  };

  const body = (
    <div className="deposit-dialog__body">
      <DepositAmount
        d={d}
        locale={locale}
        tab={tab}
        currency={account.currency}
        amount={amount}
        onAmount={setAmount}
        plan={plan}
        prices={prices}
        error={error}
        done={outcome?.ok ? outcome.text : null}
        busy={busy}
        onSubmit={() => void submit()}
        depositHref={depositHref}
      />
      <DepositAddress
        d={d}
        ta={ta}
        locale={locale}
        tab={tab}
        networks={networks}
        network={network}
        onNetwork={setNetworkId}
        address={address}
        copy={copy}
      />
    </div>
  );
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-testid="deposit-dialog"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Handled here (the browser's own cancel would close the dialog behind React's back) and
        // kept from the account dropdown around it, which Escape would otherwise close as well.
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
      className="spot-dialog deposit-dialog"
    >
      <div className="deposit-dialog__head">
        <h2 id={titleId} className="spot-dialog__title">
          {fill(d.title, { account: account.name, number: account.accountNumber }, locale)}
        </h2>
        <span className="deposit-dialog__balance">
          <span className="spot-muted">
            {account.kind === 'demo' ? messagesFor(locale).paper.demoAccount : messagesFor(locale).paper.simulatedAccount}
          </span>
        </span>
        <button type="button" className="ui-ghost deposit-dialog__close" aria-label={t.close} onClick={onClose}>
          ×
        </button>
      </div>
      <p role="note" className="deposit-dialog__note">
        {d.simulated}
      </p>
      <Tabs
        label={d.coins}
        selected={tab.id}
        onSelect={(id) => {
          setTabId(id);
          setNetworkId(null);
        }}
        testId="deposit-tabs"
        tabs={ACCOUNT_DEPOSIT_TABS.map((x) => ({
          id: x.id,
          title: x.id === 'BTC' ? d.bitcoin : x.coin,
          panel: x.id === tab.id ? body : null,
        }))}
      />
    </dialog>
  );
}
