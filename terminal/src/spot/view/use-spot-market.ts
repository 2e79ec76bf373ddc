import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $selectedPair, $session, configureMarket } from '../../stores';
import { restoreBrowserSession } from '../../session/view/page-session';
import type { MarketIslandProps } from '../../ticker/view/PriceTicker';

/**
 * Props of every spot-terminal island: the market feed the site chose, the pair the page opened
 * on (`symbol`) and the page's locale.
 *
 * @example
 * <OrderForm client:load restUrl="http://127.0.0.1:9443" wsUrl="ws://127.0.0.1:9443" feed="replay"
 *   feedLabel="Replay · recorded session, not live" symbol="ETHUSDT" locale="en" />
 */
export type SpotIslandProps = MarketIslandProps;

/**
 * The pair the terminal shows now: the one picked (top bar or pairs list), else the page's. Every
 * spot island points the shared market stores at it, so all of them follow a pair change.
 */
export function useSpotSymbol({ restUrl, wsUrl, feed, feedLabel, symbol = 'BTCUSDT' }: SpotIslandProps): string {
  const selected = useStore($selectedPair);
  const current = selected ?? symbol;
  useEffect(() => {
    configureMarket({ restUrl, wsUrl, feed, label: feedLabel, symbol: current });
  }, [restUrl, wsUrl, feed, feedLabel, current]);
  return current;
}

/** The browser session restored (the page's cookie copy, else storage), if no island did yet. */
export function useRestoredSession(): boolean {
  const session = useStore($session);
  useEffect(restoreBrowserSession, []);
  return session.status === 'authenticated';
}
