/** A block row's data as the admin form holds it (the fields of one block in a page's layout). */
export type BlockRowData = Record<string, unknown> & { blockType?: string };

/** Longest summary shown after the block's label before it is cut with "…". */
export const SUMMARY_LENGTH = 60;

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const rows = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** The heading, with how many items follow it when there are any ("Why Bourse (4 cards)"). */
const headed = (heading: string, n: number, one: string, many: string) =>
  heading ? (n > 0 ? `${heading} (${count(n, one, many)})` : heading) : n > 0 ? count(n, one, many) : '';

/**
 * The words of a Lexical rich text value, in reading order, paragraphs joined by spaces.
 * @example readRichText({ root: { children: [{ children: [{ text: 'Terms of use' }] }] } }) // 'Terms of use'
 */
export function readRichText(value: unknown): string {
  const words: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { text: own, children } = node as { text?: unknown; children?: unknown };
    if (typeof own === 'string') words.push(own);
    if (Array.isArray(children)) {
      children.forEach(visit);
      words.push(' ');
    }
  };
  visit((value as { root?: unknown } | null)?.root);
  return text(words.join(''));
}

const faqCategoryNames: Record<string, string> = { trading: 'Trading', finance: 'Finance', security: 'Security' };
const widgetNames: Record<string, string> = {
  converter: 'Converter',
  swap: 'Swap',
  tickerStrip: 'Ticker strip',
  earnProducts: 'Earn products',
  bonusCenter: 'Bonus center',
};

/** Each block's main text: what an editor would call the block by. */
const summaries: Record<string, (data: BlockRowData) => string> = {
  hero: (d) => text(d.heading),
  features: (d) => headed(text(d.heading), rows(d.items).length, 'card', 'cards'),
  services: (d) => headed(text(d.heading), rows(d.items).length, 'card', 'cards'),
  stats: (d) =>
    rows(d.items)
      .map((item) => [text(item.value), text(item.label)].filter(Boolean).join(' '))
      .filter(Boolean)
      .join(', '),
  steps: (d) => headed(text(d.heading), rows(d.items).length, 'step', 'steps'),
  faqList: (d) => {
    const category = typeof d.category === 'string' && d.category ? (faqCategoryNames[d.category] ?? d.category) : '';
    return text(d.heading) || (category ? `${category} questions` : 'all questions');
  },
  richText: (d) => readRichText(d.content),
  cta: (d) => text(d.heading),
  appSection: (d) => text(d.heading),
  table: (d) =>
    headed(
      text(d.heading) || (typeof d.kind === 'string' && d.kind !== 'generic' ? `${d.kind} table` : ''),
      rows(d.rows).length,
      'row',
      'rows',
    ),
  productGroups: (d) =>
    rows(d.groups)
      .map((group) => text(group.title))
      .filter(Boolean)
      .join(', '),
  riskWarning: (d) => text(d.text),
  widget: (d) => text(d.heading) || (typeof d.widget === 'string' ? (widgetNames[d.widget] ?? d.widget) : ''),
  feed: (d) => text(d.heading) || (typeof d.source === 'string' && d.source ? `latest ${d.source}` : ''),
};

/** Whether a block type has a summary (every page block should: a test checks it). */
export const hasSummary = (blockType: string): boolean => blockType in summaries;

/**
 * A block row's title in the page editor: the block's label and its main text, cut to
 * SUMMARY_LENGTH characters; the label alone while the block is still empty.
 * @example labelBlockRow('Hero', { blockType: 'hero', heading: 'Trade crypto with confidence' }) // 'Hero: Trade crypto with confidence'
 */
export function labelBlockRow(blockLabel: string, data: BlockRowData | null | undefined): string {
  const summarize = data?.blockType ? summaries[data.blockType] : undefined;
  const summary = summarize && data ? summarize(data) : '';
  if (!summary) return blockLabel;
  const cut = summary.length > SUMMARY_LENGTH ? `${summary.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : summary;
  return `${blockLabel}: ${cut}`;
}
