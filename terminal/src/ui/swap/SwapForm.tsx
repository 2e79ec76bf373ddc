import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { NOT_A_NUMBER } from '../../domain/format';
import { formatSwapAmount } from '../../domain/swap';
import { $swapQuote, $swapSelection, reverseSwapCurrencies, setSwapAmount, setSwapMode } from '../../stores/swap';
import { box, control, heading, muted, note, numbers, pressed, primary, problem } from './swap-styles';
import { fill, type Catalogue } from '../../messages';

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

const row = { display: 'grid', gap: '0.25rem' } as const;

/** Spec "Swap": mode toggle, give and receive currency, ⇅, a numeric amount; submit does nothing. */
export function SwapForm({ texts, locale, onChoose }: SwapFormProps) {
  const ids = { title: useId(), amount: useId(), help: useId(), error: useId(), note: useId(), give: useId(), receive: useId(), received: useId() };
  const selection = useStore($swapSelection);
  const { received, rate, canSubmit } = useStore($swapQuote);
  const { mode, give, receive, amountError } = selection;
  const side = (which: 'give' | 'receive') => (
    <div style={row}>
      <span id={ids[which]} style={muted}>{texts[which]}</span>
      <button type="button" data-testid={`swap-${which}`} aria-label={fill(texts.sideButton, { side: texts[which], symbol: selection[which] ?? texts.notChosen }, locale)} aria-haspopup="dialog"
        style={{ ...control, textAlign: 'start', fontWeight: 600 }} onClick={() => onChoose(which)}>
        {selection[which] ?? texts.choose} <span aria-hidden="true">▾</span>
      </button>
    </div>
  );
  const pair = mode === 'buy' ? receive : give;

  return (
    <form aria-labelledby={ids.title} style={box} noValidate data-testid="swap-form"
      // Spec: submitting does nothing (no order service yet); the note under the button says so.
      onSubmit={(event) => event.preventDefault()}>
      <h3 id={ids.title} style={heading}>{texts.form}</h3>
      <div role="group" aria-label={texts.mode} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.5rem' }}>
        {(['buy', 'sell'] as const).map((value) => (
          <button key={value} type="button" aria-pressed={mode === value} style={mode === value ? pressed : control} onClick={() => setSwapMode(value)}>{texts[value]}</button>
        ))}
      </div>
      {side('give')}
      <div style={row}>
        <label htmlFor={ids.amount} style={muted}>{texts.amount}{give ? ` (${give})` : ''}</label>
        <input id={ids.amount} name="amount" type="text" inputMode="decimal" autoComplete="off" placeholder="0.00" value={selection.amount}
          aria-invalid={amountError ? true : undefined} aria-describedby={amountError ? ids.error : ids.help}
          style={{ ...control, ...numbers, cursor: 'text' }} onChange={(event) => setSwapAmount(event.currentTarget.value)} />
        <p id={ids.help} style={muted} hidden={amountError !== null}>{texts.amountHelp}</p>
        <p id={ids.error} role="alert" style={problem} data-testid="swap-amount-error">{amountError ? texts.notNumeric : ''}</p>
      </div>
      <button type="button" aria-label={texts.reverse} title={texts.reverse} style={{ ...control, justifySelf: 'center' }} onClick={reverseSwapCurrencies}>⇅</button>
      {side('receive')}
      <p style={{ ...row, margin: 0 }}>
        <span id={ids.received} style={muted}>{texts.youGet}</span>
        <span style={{ fontSize: '1.25rem', fontWeight: 600 }}>
          <output htmlFor={ids.amount} aria-labelledby={ids.received} data-testid="swap-received" style={numbers}>{formatSwapAmount(received, locale)}</output> {receive}
        </span>
      </p>
      <p style={muted} data-testid="swap-rate">
        {texts.rate}: {rate === null ? NOT_A_NUMBER : `1 ${give} = ${formatSwapAmount(rate, locale)} ${receive}`}
      </p>
      <button type="submit" disabled={!canSubmit} aria-describedby={ids.note}
        style={canSubmit ? primary : { ...primary, opacity: 0.5, cursor: 'not-allowed' }}>
        {pair ? fill(texts.submit[mode], { symbol: pair }, locale) : texts[mode]}
      </button>
      <p id={ids.note} role="note" style={note} data-testid="swap-simulation">{texts.simulation}</p>
    </form>
  );
}
