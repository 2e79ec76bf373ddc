import { useState } from 'react';
import './coin-logo.css';

/**
 * `src`: the coin's logo address from its CMS record; without one (or when it fails to load) the
 * coin's first letter is drawn in a round badge of the same size, so rows stay aligned.
 *
 * @example <CoinLogo base="BTC" src="https://cms.example/api/media/file/btc.webp" size="row" lazy />
 */
export type CoinLogoProps = { base: string; src?: string; size: 'row' | 'heading'; lazy?: boolean };

const PIXELS = { row: 18, heading: 32 } as const;

/**
 * A coin's round logo, decorative (the coin's name is always beside it), with its size set in the
 * markup so nothing moves while it loads: the look of the home page's market card, smaller.
 */
export function CoinLogo({ base, src, size, lazy = false }: CoinLogoProps) {
  const [broken, setBroken] = useState<string>();
  const pixels = PIXELS[size];
  if (src && broken !== src) {
    return (
      <img
        className={`coin-logo coin-logo--${size} coin-logo--image`}
        src={src}
        width={pixels}
        height={pixels}
        alt=""
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        data-testid="coin-logo"
        onError={() => setBroken(src)}
      />
    );
  }
  return (
    <span className={`coin-logo coin-logo--${size}`} aria-hidden="true" data-testid="coin-letter">
      {base.slice(0, 1)}
    </span>
  );
}
