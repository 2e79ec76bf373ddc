/** The decorative icons Icon.astro draws. */
export type IconName = 'diamond' | 'chevron' | 'globe' | 'arrow' | 'orb' | 'menu' | 'close';
