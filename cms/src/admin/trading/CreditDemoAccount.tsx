'use client';
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui';
import { useId, useState, type FormEvent } from 'react';

type Outcome = { kind: 'done' | 'error'; text: string } | null;

/**
 * The staff action on a trading account's page: credit a demo account with an amount of one asset
 * and a reason the trader sees beside the movement. Real accounts are funded only by the trader's
 * own deposits, so the form is not offered there.
 */
export const CreditDemoAccount = () => {
  const { id } = useDocumentInfo();
  const kind = useFormFields(([fields]) => fields.kind?.value);
  const [asset, setAsset] = useState('USDT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ids = { asset: useId(), amount: useId(), reason: useId() };
  if (!id) return null;
  if (kind !== 'demo') return <p className="field-description">Real accounts are funded only by the trader’s own deposits.</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await fetch(`/api/trading-accounts/${id}/credit`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ asset: asset.trim().toUpperCase(), amount: amount.trim(), reason }),
      });
      const body = (await answer.json()) as { message?: string };
      if (answer.ok) {
        setOutcome({ kind: 'done', text: `Credited ${amount.trim()} ${asset.trim().toUpperCase()}. The trader sees: “${reason.trim()}”.` });
        setAmount('');
        setReason('');
      } else setOutcome({ kind: 'error', text: body.message ?? `The credit was refused (HTTP ${answer.status}).` });
    } catch {
      setOutcome({ kind: 'error', text: 'The CMS could not be reached; nothing was credited.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="credit-demo" onSubmit={submit} aria-labelledby={`${ids.asset}-title`}>
      <h3 id={`${ids.asset}-title`}>Credit this demo account</h3>
      <p className="field-description">Adds to the free balance in one ledger entry with this reason; the trader sees both.</p>
      <div className="credit-demo__row">
        <label htmlFor={ids.asset}>Asset</label>
        <input id={ids.asset} value={asset} onChange={(e) => setAsset(e.target.value)} maxLength={10} required />
        <label htmlFor={ids.amount}>Amount</label>
        <input id={ids.amount} value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" placeholder="500" required />
      </div>
      <label htmlFor={ids.reason}>Reason (shown to the trader)</label>
      <input
        id={ids.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={200}
        placeholder="Contest prize, week 12"
        required
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Crediting…' : 'Credit'}
      </Button>
      {outcome && (
        <p role={outcome.kind === 'error' ? 'alert' : 'status'} className={`credit-demo__outcome credit-demo__outcome--${outcome.kind}`}>
          {outcome.text}
        </p>
      )}
    </form>
  );
};
