import { useEffect, useRef } from 'react';

/**
 * Puts the shown price in front of the page title ("61,837.63 | BTC/USDT | Spot trading · Bourse"),
 * as exchange tabs do, so a background tab shows the same price as the top bar; the page's own
 * title comes back when the price goes away.
 */
export function usePriceTitle(price: string | null, pair: string): void {
  const original = useRef<string | null>(null);
  useEffect(() => {
    if (typeof document === 'undefined') return;
    original.current ??= document.title;
    document.title = price ? `${price} | ${pair} | ${original.current}` : original.current;
  }, [price, pair]);
  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current;
    },
    [],
  );
}
