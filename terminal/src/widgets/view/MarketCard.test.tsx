import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarketCard } from './MarketCard';

describe('the home hero market card', () => {
  it('draws a coin’s logo from the CMS where it has one, and its letter where it has none', () => {
    const html = renderToStaticMarkup(<MarketCard restUrl="http://127.0.0.1:9443" feedLabel="Replay" logos={{ BTC: '/media/btc.webp' }} />);
    const row = (symbol: string) => new RegExp(`<li[^>]*data-symbol="${symbol}"[^>]*>(.*?)</li>`).exec(html)?.[1] ?? '';
    expect(row('BTCUSDT')).toMatch(/<img class="market-card-coin market-card-logo" src="\/media\/btc.webp" width="36" height="36" alt=""/);
    expect(row('ETHUSDT')).toMatch(/<span class="market-card-coin market-card-coin--eth" aria-hidden="true">E<\/span>/);
  });
});
