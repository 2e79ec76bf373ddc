import { atom, onMount } from 'nanostores';
import * as z from 'zod/mini';
import { alertAnswerSchema, type AlertAnswer, type AlertCondition, type Result } from '@bourse/trading';
import { tradingApi } from '../../account/store/api';
import { listenUserStream } from '../../account/store/stream';
import { $session } from '../../session/store/session';
import { loading, type Loadable } from '../../shared/store/loadable';

/** The trader's price alerts (waiting and fired), kept on the server: every browser shows the same. */
export const $alerts = atom<Loadable<AlertAnswer[]>>(loading([]));
/** Alerts the push channel reported firing while this page was open, newest first (the toasts). */
export const $firedAlerts = atom<AlertAnswer[]>([]);

export async function reloadAlerts(): Promise<void> {
  const answer = await tradingApi('GET', '/alerts', z.array(alertAnswerSchema));
  $alerts.set(
    answer.ok ? { status: 'ready', data: answer.value, error: null } : { ...$alerts.get(), status: 'error', error: answer.error.code },
  );
}

onMount($alerts, () => {
  let stop: (() => void) | null = null;
  const unsubscribe = $session.subscribe((session) => {
    stop?.();
    stop = null;
    if (session.status !== 'authenticated') return;
    void reloadAlerts();
    stop = listenUserStream((event) => {
      if (event.e !== 'priceAlert') return;
      $firedAlerts.set([event.alert, ...$firedAlerts.get()].slice(0, 5));
      void reloadAlerts();
    });
  });
  return () => {
    unsubscribe();
    stop?.();
  };
});

/** Sets an alert on a pair: above, below or crossing a price (the server reads the price strictly). */
export async function addAlert(alert: { symbol: string; condition: AlertCondition; price: string }): Promise<Result<AlertAnswer>> {
  const added = await tradingApi('POST', '/alerts', alertAnswerSchema, alert);
  if (added.ok) await reloadAlerts();
  return added;
}

export async function removeAlert(id: number): Promise<void> {
  await tradingApi('DELETE', `/alerts/${id}`, z.null());
  await reloadAlerts();
}

export function dismissFiredAlert(id: number): void {
  $firedAlerts.set($firedAlerts.get().filter((a) => a.id !== id));
}
