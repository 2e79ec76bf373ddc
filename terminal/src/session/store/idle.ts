import { atom } from 'nanostores';
import { idlePhase, latestActivity, msUntilNextPhase, shouldRecordActivity } from '../model/session';
import type { StorageLike } from '../../shared/store/persistence';

/**
 * Auto-logout's clock. Every tab writes its trader's last activity (a click, a key, the wheel, a
 * touch; opening a page counts too) under `lastActivity`, and judges the idle time from the latest
 * of all tabs, so working in one tab keeps the others signed in. `$idleWarning` holds the moment of
 * the logout while the one-minute warning is due (null otherwise); any activity dismisses it.
 * @example
 * const stop = watchIdle({ storage: localStorage, target: window, idleMs: () => 15 * 60_000, warnMs: 60_000, onExpired });
 */
export const ACTIVITY_KEY = 'lastActivity';
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export const $idleWarning = atom<number | null>(null);

type EventTarget = {
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
};

export type IdleDeps = {
  storage: StorageLike;
  /** Where activity is heard (the window). */
  target: EventTarget;
  /** The idle time now chosen, or null while auto-logout is off; read on every tick. */
  idleMs: () => number | null;
  warnMs: number;
  onExpired: () => void;
  now?: () => number;
};

/** Re-read at least this often, so a setting changed in this or another tab applies within a second. */
const TICK_MS = 1000;

export function watchIdle(deps: IdleDeps): () => void {
  const now = deps.now ?? Date.now;
  let own = now();
  let recorded = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const record = () => {
    own = now();
    if (shouldRecordActivity(own, recorded)) {
      recorded = own;
      deps.storage.setItem(ACTIVITY_KEY, String(own));
    }
    if ($idleWarning.get() !== null) check();
  };
  const check = () => {
    clearTimeout(timer);
    if (done) return;
    const idleMs = deps.idleMs();
    if (idleMs === null) {
      $idleWarning.set(null);
      timer = setTimeout(check, TICK_MS);
      return;
    }
    const clock = { now: now(), lastActivity: latestActivity(own, deps.storage.getItem(ACTIVITY_KEY), now()), idleMs, warnMs: deps.warnMs };
    const phase = idlePhase(clock);
    if (phase.phase === 'expired') {
      done = true;
      $idleWarning.set(null);
      deps.onExpired();
      return;
    }
    $idleWarning.set(phase.phase === 'warning' ? phase.logoutAt : null);
    timer = setTimeout(check, Math.min(TICK_MS, msUntilNextPhase(clock)));
  };
  record();
  // Capture phase: an island that stops propagation still counts as the trader being there.
  for (const type of ACTIVITY_EVENTS) deps.target.addEventListener(type, record, { passive: true, capture: true });
  check();
  return () => {
    done = true;
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) deps.target.removeEventListener(type, record, { capture: true });
    $idleWarning.set(null);
  };
}
