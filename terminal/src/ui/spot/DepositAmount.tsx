import { useId } from 'react';
import { DEPOSIT_PRESETS_USD, type Account, type Result } from '@bourse/trading';
import type { AccountDepositPlan, AccountDepositTab } from '../../domain';
import { type Catalogue, fill } from '@bourse/i18n';
import { formatAmount } from '../account/format';

/** @example <DepositAmount d={t.depositDialog} tab={tab} amount="1000" plan={plan} … /> */
export type DepositAmountProps = {
  d: Catalogue['spot']['depositDialog'];
  locale: string;
  tab: AccountDepositTab;
  currency: Account['currency'];
  amount: string;
  onAmount: (text: string) => void;
  plan: Result<AccountDepositPlan>;
  prices: { coinUsd: string | null; currencyUsd: string | null };
  error: string | null;
  done: string | null;
  busy: boolean;
  onSubmit: () => void;
  depositHref: string;
};

/**
 * The deposit dialog's money side: the dollar amount with its presets, the coin equivalent at the
 * live price (and, for an account in another currency, what it is credited), and the labelled
 * simulated deposit with its outcome.
 */
export function DepositAmount({
  d,
  locale,
  tab,
  currency,
  amount,
  onAmount,
  plan,
  prices,
  error,
  done,
  busy,
  onSubmit,
  depositHref,
}: DepositAmountProps) {
  const fieldId = useId();
  const errorId = useId();
  const shown = (value: string, decimals: number) => formatAmount(value, locale, decimals);
  return (
    <form
      noValidate
      className="deposit-dialog__column"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label className="ui-label" htmlFor={fieldId}>
        {d.amount}
      </label>
      <input
        id={fieldId}
        name="deposit-usd"
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        value={amount}
        onChange={(e) => onAmount(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="ui-input"
      />
      <div role="group" aria-label={d.presets} className="deposit-dialog__row">
        {DEPOSIT_PRESETS_USD.map((preset) => (
          <button key={preset} type="button" className="ui-ghost deposit-dialog__preset" onClick={() => onAmount(preset)}>
            {shown(preset, 0)}
          </button>
        ))}
      </div>
      <p data-testid="deposit-equivalent" className="deposit-dialog__figure">
        {prices.coinUsd
          ? fill(d.equivalent, { amount: plan.ok ? shown(plan.value.coinAmount, tab.decimals) : '—', coin: tab.coin }, locale)
          : fill(d.priceWaiting, { coin: tab.coin }, locale)}
      </p>
      {prices.coinUsd && <p className="spot-muted">{fill(d.rate, { coin: tab.coin, price: shown(prices.coinUsd, 2) }, locale)}</p>}
      {currency !== 'USD' && (
        <p data-testid="deposit-credit" className="deposit-dialog__small">
          {prices.currencyUsd
            ? fill(d.credit, { amount: plan.ok ? shown(plan.value.credit, 2) : '—', currency, rate: shown(prices.currencyUsd, 5) }, locale)
            : fill(d.rateWaiting, { currency }, locale)}
        </p>
      )}
      <button type="submit" className="ui-button" disabled={busy} data-testid="deposit-submit">
        {d.submit}
      </button>
      {error && (
        <p id={errorId} role="alert" data-testid="deposit-error" className="ui-error deposit-dialog__small">
          {error}
        </p>
      )}
      <p role="status" data-testid="deposit-done" className="ui-up deposit-dialog__small">
        {done ?? ''}
      </p>
      <a href={depositHref} className="deposit-dialog__small">
        {d.history}
      </a>
    </form>
  );
}
