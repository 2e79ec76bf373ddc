import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHART_LOGO_STYLE_HASH } from './csp-hashes';

const terminal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../terminal');

describe('hashes of third-party inline styles', () => {
  it('match the style text the installed lightweight-charts inserts (production and development builds)', () => {
    for (const build of ['production', 'development']) {
      const source = readFileSync(path.join(terminal, `node_modules/lightweight-charts/dist/lightweight-charts.${build}.mjs`), 'utf8');
      const style = /["`](a#tv-attr-logo\{[^"`]*)["`]/.exec(source)?.[1];
      expect(style, build).toBeDefined();
      expect(`sha256-${createHash('sha256').update(style!).digest('base64')}`).toBe(CHART_LOGO_STYLE_HASH);
    }
  });
});
