import { marketingPages } from '../pages';
import type { ThemeConfig } from '../schema';

/**
 * Simple: a quiet document look. Light paper, dark ink, one narrow centred column, serif headings,
 * underlined links, no gradients or shadows.
 */
export const simpleTheme = {
  name: 'simple',
  displayName: 'Simple',
  description: 'Light, narrow single column with serif headings and plain underlined links.',
  version: '1.0.0',
  colors: {
    bg: '#FFFFFF',
    surface: '#F7F6F2',
    'surface-raised': '#FFFFFF',
    text: '#1C1B19',
    muted: '#5C5A55',
    accent: '#1D4ED8',
    'accent-hover': '#1E40AF',
    'accent-text': '#FFFFFF',
    link: '#1D4ED8',
    border: '#D6D3CB',
    warning: '#B45309',
    focus: '#1D4ED8',
    market: { up: '#15803D', down: '#B91C1C' },
  },
  fonts: {
    primary: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  spacing: { gutter: '20px', section: '48px', content: '680px' },
  borderRadius: { base: '4px', button: '4px', card: '4px' },
  wrapper: 'Wrapper',
  pages: [...marketingPages],
} satisfies ThemeConfig;
