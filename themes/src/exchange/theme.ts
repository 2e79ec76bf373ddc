import { marketingPages } from '../pages';
import type { ThemeConfig } from '../schema';

/**
 * Exchange: a dense, dark trading-venue look (near-black greys, gold accent, split hero with a
 * market card). The default theme, and the one a site without a valid theme falls back to.
 */
export const exchangeTheme = {
  name: 'exchange',
  displayName: 'Exchange',
  description: 'Dense dark trading-venue look: gold accent, split hero with a market card, compact grids.',
  version: '1.0.0',
  colors: {
    bg: '#0B0E11',
    surface: '#181A20',
    'surface-raised': '#1E2329',
    text: '#EAECEF',
    muted: '#929AA5',
    accent: '#F0B90B',
    'accent-hover': '#FCD535',
    'accent-text': '#181A20',
    link: '#F0B90B',
    border: '#2B3139',
    warning: '#F0B90B',
    focus: '#FCD535',
    market: { up: '#0ECB81', down: '#F6505F' },
  },
  fonts: {
    primary: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  spacing: { gutter: '24px', section: '64px', content: '1200px' },
  borderRadius: { base: '8px', button: '6px', card: '12px' },
  wrapper: 'Wrapper',
  pages: [...marketingPages],
} satisfies ThemeConfig;
