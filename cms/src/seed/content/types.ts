/** A block as the seed writes it; richText blocks carry markdown, converted to Lexical on seeding. */
export type SeedBlock =
  | { blockType: 'hero'; heading: string; subheading?: string; ctaLabel?: string; ctaHref?: string }
  | { blockType: 'features'; heading?: string; items: { title: string; text?: string }[] }
  | { blockType: 'stats'; items: { value: string; label: string }[] }
  | { blockType: 'richText'; markdown: string }
  | { blockType: 'cta'; heading: string; text?: string; buttonLabel?: string; buttonHref?: string };
