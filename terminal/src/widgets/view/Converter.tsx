import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { convertAmount, converterRate, parseAmount, type ConverterAsset } from '../model/converter';
import { fill, messagesFor } from '@bourse/i18n';
import { $converterPrices, setConverterHost } from '../store/converter-prices';
import { withErrorBoundary } from '../../shared/view/ErrorBoundary';
import '../../shared/view/controls.css';
import './converter.css';

/** @example <Converter client:visible restUrl="http://localhost:9443" feedLabel="Binance" locale="ru" /> */
export type ConverterProps = { restUrl: string; feedLabel: string; locale?: string };

const amountFormat = (locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 });
const timeFormat = (locale: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
/** A price older than a day is a recorded rate: the widget names its date, not its time. */
const DAY_MS = 86_400_000;

/**
 * The currency converter of /currency: an amount in the visitor's own number format, two
 * currencies (coins and fiat money the market feed prices), the result to 8 decimals, the rate
 * and where and when its prices come from. Information only: nothing is traded.
 */
export function Converter({ restUrl, feedLabel, locale = 'en' }: ConverterProps) {
  useEffect(() => setConverterHost(restUrl), [restUrl]);
  const { status, data: assets, error } = useStore($converterPrices);
  const t = messagesFor(locale).site;
  const id = useId();
  const [text, setText] = useState('1');
  const [fromCode, setFrom] = useState('BTC');
  const [toCode, setTo] = useState('USD');
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  useEffect(() => {
    if (status === 'ready') setUpdatedAt(Date.now());
  }, [status, assets]);

  const from = assets.find((asset) => asset.code === fromCode) ?? assets[1] ?? assets[0];
  const to = assets.find((asset) => asset.code === toCode) ?? assets[0];
  const amount = parseAmount(text, locale);
  const result = useMemo(() => (amount.ok && from && to ? convertAmount(amount.value, from, to) : null), [amount, from, to]);
  const problem = amount.ok
    ? null
    : amount.reason === 'empty'
      ? t.converterEmpty
      : amount.reason === 'negative'
        ? t.converterNegative
        : fill(t.converterNotNumber, { example: amountFormat(locale).format(12.5) }, locale);
  const recorded = [from, to].filter((asset): asset is ConverterAsset => Boolean(asset?.asOf && Date.now() - asset.asOf > DAY_MS));

  if (assets.length === 0) {
    return (
      <div className="converter" data-testid="converter" data-status={status} aria-busy={status === 'loading'}>
        <p className={status === 'error' ? 'ui-error' : 'ui-muted'} role={status === 'error' ? 'alert' : 'status'}>
          {status === 'error' ? fill(t.converterFailed, { reason: error ?? '' }, locale) : t.converterLoading}
        </p>
      </div>
    );
  }
  const options = assets.map((asset) => (
    <option key={asset.code} value={asset.code}>
      {asset.code}
    </option>
  ));
  return (
    <form className="converter" data-testid="converter" data-status={status} onSubmit={(event) => event.preventDefault()}>
      <div className="converter-fields">
        <label className="converter-field" htmlFor={`${id}-amount`}>
          <span className="ui-label">{t.amount}</span>
          <input
            id={`${id}-amount`}
            className="ui-input"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={!amount.ok}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label className="converter-field" htmlFor={`${id}-from`}>
          <span className="ui-label">{t.from}</span>
          <select id={`${id}-from`} className="ui-input" name="from" value={from?.code} onChange={(event) => setFrom(event.target.value)}>
            {options}
          </select>
        </label>
        <button
          type="button"
          className="ui-ghost converter-swap"
          aria-label={t.converterSwap}
          title={t.converterSwap}
          onClick={() => {
            setFrom(to?.code ?? 'USD');
            setTo(from?.code ?? 'BTC');
          }}
        >
          ⇄
        </button>
        <label className="converter-field" htmlFor={`${id}-to`}>
          <span className="ui-label">{t.to}</span>
          <select id={`${id}-to`} className="ui-input" name="to" value={to?.code} onChange={(event) => setTo(event.target.value)}>
            {options}
          </select>
        </label>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="ui-error converter-problem" role="alert">
          {problem}
        </p>
      )}
      <output
        className="converter-result"
        htmlFor={`${id}-amount ${id}-from ${id}-to`}
        data-testid="converter-result"
        data-value={result ?? ''}
      >
        <span className="ui-label">{t.converterResult}</span>
        <strong className="ui-numbers">{result === null ? '—' : `${amountFormat(locale).format(Number(result))} ${to?.code}`}</strong>
        <span className="ui-numbers converter-exact">{result ?? ''}</span>
      </output>
      {from && to && (
        <p className="ui-muted ui-numbers converter-rate" data-testid="converter-rate" data-from-usd={from.usd} data-to-usd={to.usd}>
          {fill(
            t.converterRateLine,
            { from: from.code, to: to.code, rate: amountFormat(locale).format(Number(converterRate(from, to))) },
            locale,
          )}
        </p>
      )}
      <p className="ui-muted converter-source">
        {fill(t.converterSource, { label: feedLabel, time: updatedAt ? timeFormat(locale).format(updatedAt) : '—' }, locale)}{' '}
        {recorded
          .map((asset) => fill(t.converterRecorded, { code: asset.code, date: dateFormat(locale).format(asset.asOf!) }, locale))
          .join(' ')}{' '}
        {t.converterUsdt}
      </p>
      {status === 'error' && (
        <p className="ui-warning" role="status">
          {fill(t.converterStale, { reason: error ?? '', time: updatedAt ? timeFormat(locale).format(updatedAt) : '—' }, locale)}
        </p>
      )}
    </form>
  );
}

export const GuardedConverter = withErrorBoundary(Converter, 'Converter');
