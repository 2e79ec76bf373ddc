import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatAge } from '../../domain';
import { $feedHealth, $feedTimes, isFeedStale, reconnectFeed, type FeedHealth } from '../../stores';
import { MAX_RECONNECT_ATTEMPTS } from '@bourse/market';
import { fill, messagesFor, type Catalogue } from '@bourse/i18n';
import '../../shared/view/controls.css';
import '../../shared/view/islands.css';
import '../../spot/view/spot.css';

/** The current time, ticking each second while `running` (a countdown on screen), else frozen. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function describe(health: FeedHealth, retryAt: number | null, now: number, t: Catalogue['terminal'], locale: string): string {
  if (health.state === 'reconnecting') {
    return fill(
      t.reconnecting,
      { seconds: Math.max(0, Math.ceil(((retryAt ?? now) - now) / 1000)), attempt: health.attempt, max: MAX_RECONNECT_ATTEMPTS },
      locale,
    );
  }
  if (health.state === 'stale') return fill(t.stale, { max: MAX_RECONNECT_ATTEMPTS }, locale);
  return t[health.state];
}

/**
 * The feed's state, always in view in the terminal's top bar: live or replay, connecting,
 * reconnecting in N s, stale or disconnected, with a "Reconnect" button once the feed gave up.
 *
 * @example <FeedState locale="ru" />
 */
export function FeedState({ locale }: { locale: string }) {
  const t = messagesFor(locale).terminal;
  const health = useStore($feedHealth);
  const { retryAt } = useStore($feedTimes);
  const now = useNow(health.state === 'reconnecting');
  const tone =
    health.state === 'live' || health.state === 'replay'
      ? 'connected'
      : health.state === 'connecting' || health.state === 'reconnecting'
        ? 'connecting'
        : 'disconnected';
  return (
    <span className="spot-feed-state">
      <span aria-hidden="true" className={`feed-dot feed-dot--${tone}`}>
        ●
      </span>
      <span role="status" data-testid="feed-state" data-state={health.state}>
        {describe(health, retryAt, now, t, locale)}
      </span>
      {isFeedStale(health) && (
        <button type="button" className="ui-ghost spot-bar-button" onClick={reconnectFeed} data-testid="feed-reconnect">
          {t.reconnect}
        </button>
      )}
    </span>
  );
}

/**
 * Over the order book while the feed is stale: the prices below are the last ones before it
 * stopped, and how long ago that was.
 *
 * @example <FeedStaleNotice client:only="react" locale="en" />
 */
export function FeedStaleNotice({ locale = 'en' }: { locale?: string }) {
  const t = messagesFor(locale).terminal;
  const health = useStore($feedHealth);
  const { downSince } = useStore($feedTimes);
  const stale = isFeedStale(health);
  const now = useNow(stale);
  if (!stale) return null;
  return (
    <p role="alert" className="spot-stale-notice" data-testid="feed-stale-notice">
      <strong>{t.staleNote}</strong>
      {downSince !== null && <span> · {fill(t.lastKnown, { age: formatAge(now - downSince, locale) }, locale)}</span>}
      <button type="button" className="ui-ghost spot-bar-button" onClick={reconnectFeed}>
        {t.reconnect}
      </button>
    </p>
  );
}
