import { marketingPages } from '../pages';
import type { ThemeConfig } from '../schema';

/**
 * Dark brand: a deep navy-to-violet brand look with a centred oversized hero, pill buttons and
 * glowing cards; teal is the action colour, violet the brand glow.
 */
export const darkBrandTheme = {
  name: 'dark-brand',
  displayName: 'Dark brand',
  description: 'Deep navy and violet brand look: centred oversized hero, pill buttons, glowing cards.',
  version: '1.0.0',
  colors: {
    bg: '#07071A',
    surface: '#121033',
    'surface-raised': '#1B1848',
    text: '#F4F3FF',
    muted: '#B6B2DD',
    accent: '#2DD4BF',
    'accent-hover': '#5EEAD4',
    'accent-text': '#042F2E',
    link: '#5EEAD4',
    border: '#2E2A6B',
    warning: '#FBBF24',
    focus: '#5EEAD4',
    brand: { violet: '#8B5CF6', indigo: '#312E81', glow: '#7C3AED' },
    market: { up: '#34D399', down: '#FB7185' },
  },
  fonts: {
    primary: '"Avenir Next", "Segoe UI Variable", system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  spacing: { gutter: '28px', section: '96px', content: '1120px' },
  borderRadius: { base: '16px', button: '999px', card: '24px' },
  wrapper: 'Wrapper',
  pages: [...marketingPages],
} satisfies ThemeConfig;
