import type { Page } from 'playwright-core';

/**
 * A record, kept inside the page, of when watched elements changed and when they were clicked or
 * left by the pointer, on the page's own clock (performance.now()). Timing assertions read the
 * distance between two entries, so a slow test process or a busy machine cannot make them fail:
 * only the page's own timers decide what the timeline says.
 */
export type TimelineEntry = {
  t: number;
  label: string;
  /** 'hidden', 'open' or 'data-state' for a change; 'click' or 'pointerleave' for an event. */
  name: string;
  value: string | boolean | null;
};

/** Starts recording the elements named by `selectors` (label -> CSS selector). */
export async function watchTimeline(page: Page, selectors: Record<string, string>): Promise<void> {
  await page.evaluate((watched) => {
    type Entry = { t: number; label: string; name: string; value: string | boolean | null };
    const entries: Entry[] = [];
    (window as unknown as { __timeline: Entry[] }).__timeline = entries;
    const labelOf = (node: Element) => Object.keys(watched).find((label) => node.matches(watched[label]!));
    const valueOf = (el: HTMLElement, name: string) =>
      name === 'hidden' ? el.hidden : name === 'open' ? (el as HTMLDetailsElement).open : el.getAttribute(name);
    new MutationObserver((records) => {
      const t = performance.now();
      for (const record of records) {
        const el = record.target as HTMLElement;
        const label = labelOf(el);
        if (label) entries.push({ t, label, name: record.attributeName!, value: valueOf(el, record.attributeName!) });
      }
    }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['hidden', 'open', 'data-state'] });
    for (const type of ['click', 'pointerleave']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as Element;
          // A click counts for the watched element it lands in; pointerleave is sent to every element
          // the pointer leaves, so only the watched element's own counts.
          const hit = (l: string) => (type === 'click' ? target.closest(watched[l]!) !== null : target.matches(watched[l]!));
          if (!(target instanceof Element)) return;
          const t = performance.now();
          for (const label of Object.keys(watched).filter(hit)) entries.push({ t, label, name: type, value: null });
        },
        { capture: true },
      );
    }
  }, selectors);
}

export function readTimeline(page: Page): Promise<TimelineEntry[]> {
  return page.evaluate(() => (window as unknown as { __timeline: TimelineEntry[] }).__timeline);
}

/** The first entry after `after` (an entry or a time) that matches. */
export function firstAfter(
  entries: TimelineEntry[],
  after: TimelineEntry | number,
  match: Partial<Pick<TimelineEntry, 'label' | 'name' | 'value'>>,
): TimelineEntry | undefined {
  const from = typeof after === 'number' ? after : after.t;
  const start = typeof after === 'number' ? 0 : entries.indexOf(after) + 1;
  return entries
    .slice(start)
    .find((e) => e.t >= from && Object.entries(match).every(([key, value]) => e[key as keyof TimelineEntry] === value));
}
