import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { NOT_A_NUMBER } from '../../shared/model/format';
import { formatSwapAmount } from '../model/swap';
import { $swapQuote, $swapSelection, reverseSwapCurrencies, setSwapAmount, setSwapMode } from '../store/swap';
import { fill, type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import './swap.css';

/**
 * Props of the buy/sell form: texts, number locale, and how to open the currency picker.
 *
 * @example
 * <SwapForm texts={messagesFor('en').swap} locale="en" onChoose={(side) => setPicking(side)} />
 */
export interface SwapFormProps {
  texts: Catalogue['swap'];
  locale: string;
  onChoose: (side: 'give' | 'receive') => void;
}

/** The swap form: mode toggle, give and receive currency, ⇅, a numeric amount; submit does nothing. */
export function SwapForm({ texts, locale, onChoose }: SwapFormProps) {
  const ids = {
    title: useId(),
    amount: useId(),
    help: useId(),
    error: useId(),
    note: useId(),
    give: useId(),
    receive: useId(),
    received: useId(),
  };
  const selection = useStore($swapSelection);
  const { received, rate, canSubmit } = useStore($swapQuote);
  const { mode, give, receive, amountError } = selection;
  const side = (which: 'give' | 'receive') => (
    <div className="swap-row">
      <span id={ids[which]} className="swap-muted">
        {texts[which]}
      </span>
      <button
        type="button"
        data-testid={`swap-${which}`}
        aria-label={fill(texts.sideButton, { side: texts[which], symbol: selection[which] ?? texts.notChosen }, locale)}
        aria-haspopup="dialog"
        className="swap-control swap-side"
        onClick={() => onChoose(which)}
      >
        {selection[which] ?? texts.choose} <span aria-hidden="true">▾</span>
      </button>
    </div>
  );
  const pair = mode === 'buy' ? receive : give;

  return (
    <form
      aria-labelledby={ids.title}
      className="swap-box"
      noValidate
      data-testid="swap-form"
      // Submitting does nothing (no order service yet); the note under the button says so.
      onSubmit={(event) => event.preventDefault()}
    >
      <h3 id={ids.title} className="swap-heading">
        {texts.form}
      </h3>
      <div role="group" aria-label={texts.mode} className="swap-modes">
        {(['buy', 'sell'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            className={mode === value ? 'swap-control swap-control--pressed' : 'swap-control'}
            onClick={() => setSwapMode(value)}
          >
            {texts[value]}
          </button>
        ))}
      </div>
      {side('give')}
      <div className="swap-row">
        <label htmlFor={ids.amount} className="swap-muted">
          {texts.amount}
          {give ? ` (${give})` : ''}
        </label>
        <input
          id={ids.amount}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={selection.amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? ids.error : ids.help}
          className="swap-control swap-control--text swap-numbers"
          onChange={(event) => setSwapAmount(event.currentTarget.value)}
        />
        <p id={ids.help} className="swap-muted" hidden={amountError !== null}>
          {texts.amountHelp}
        </p>
        <p id={ids.error} role="alert" className="swap-problem" data-testid="swap-amount-error">
          {amountError ? texts.notNumeric : ''}
        </p>
      </div>
      <button
        type="button"
        aria-label={texts.reverse}
        title={texts.reverse}
        className="swap-control swap-center"
        onClick={reverseSwapCurrencies}
      >
        ⇅
      </button>
      {side('receive')}
      <p className="swap-row swap-row--text">
        <span id={ids.received} className="swap-muted">
          {texts.youGet}
        </span>
        <span className="swap-received">
          <output htmlFor={ids.amount} aria-labelledby={ids.received} data-testid="swap-received" className="swap-numbers">
            {formatSwapAmount(received, locale)}
          </output>{' '}
          {receive}
        </span>
      </p>
      <p className="swap-muted" data-testid="swap-rate">
        {texts.rate}: {rate === null ? NOT_A_NUMBER : `1 ${give} = ${formatSwapAmount(rate, locale)} ${receive}`}
      </p>
      <button type="submit" disabled={!canSubmit} aria-describedby={ids.note} className="ui-button swap-primary">
        {pair ? fill(texts.submit[mode], { symbol: pair }, locale) : texts[mode]}
      </button>
      <p id={ids.note} role="note" className="swap-note" data-testid="swap-simulation">
        {texts.simulation}
      </p>
    </form>
  );
}
