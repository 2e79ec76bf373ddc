import { marketingPages } from '../pages';
import type { ThemeConfig } from '../schema';

/**
 * Simple: a quiet, deliberate look. White page, dark ink, the system's sans-serif, one blue accent
 * for links and buttons, hairline borders instead of shadows or gradients, and a content width that
 * uses a desktop screen while long text keeps a readable measure.
 */
export const simpleTheme = {
  name: 'simple',
  displayName: 'Simple',
  description: 'Light and quiet: system sans-serif, hairline cards, one blue accent, no framework.',
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
  spacing: { gutter: '24px', section: '56px', content: '1160px' },
  borderRadius: { base: '6px', button: '6px', card: '8px' },
  wrapper: 'Wrapper',
  pages: [...marketingPages],
} satisfies ThemeConfig;
