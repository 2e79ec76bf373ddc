import { useEffect, useRef, useState } from 'react';
import { configureSwap } from '../store/swap';
import { withErrorBoundary } from '../../shared/view/ErrorBoundary';
import { CurrencyList } from './CurrencyList';
import { CurrencyModal } from './CurrencyModal';
import { SwapForm } from './SwapForm';
import { messagesFor } from '@bourse/i18n';
import './swap.css';

/**
 * Props of the swap island on /buy-crypto: the market host's REST address (its 24 h ticker gives
 * the prices), what the feed badge says about it, and the page's language.
 *
 * @example
 * <SwapWidget client:visible restUrl="http://127.0.0.1:9443" feedLabel="Replay · recorded session, not live" locale="ru" />
 */
export interface SwapWidgetProps {
  restUrl: string;
  feedLabel?: string;
  /** Catalogue['account'] and number formatting; default 'en'. */
  locale?: string;
}

/** The swap page: the currency list with search beside the buy/sell form and its currency picker. */
export function SwapWidget({ restUrl, feedLabel, locale = 'en' }: SwapWidgetProps) {
  const texts = messagesFor(locale).swap;
  const [picking, setPicking] = useState<'give' | 'receive' | null>(null);
  // The server renders without localStorage: stored favourites appear once the island has hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => configureSwap(restUrl), [restUrl]);
  // Focus goes back to the button that opened the picker (a click does not focus it in every browser).
  const root = useRef<HTMLDivElement>(null);
  const opened = useRef<'give' | 'receive' | null>(null);
  useEffect(() => {
    if (picking) opened.current = picking;
    else if (opened.current) root.current?.querySelector<HTMLElement>(`[data-testid="swap-${opened.current}"]`)?.focus();
  }, [picking]);

  return (
    <div ref={root} className="swap-widget" data-testid="swap-widget">
      <CurrencyList texts={texts} locale={locale} feedLabel={feedLabel} favoritesReady={hydrated} />
      <SwapForm texts={texts} locale={locale} onChoose={setPicking} />
      {picking && <CurrencyModal side={picking} texts={texts} locale={locale} onClose={() => setPicking(null)} />}
    </div>
  );
}

/** The swap island behind the island error fallback (the site passes `errorTexts`). */
export const GuardedSwapWidget = withErrorBoundary(SwapWidget, 'SwapWidget');
