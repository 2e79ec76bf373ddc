import type { Page } from 'playwright-core';

type Box = { x: number; y: number; width: number; height: number };

/** The spot terminal's areas (`[data-area]` in /cabinet/spot) that are displayed, with their boxes. */
export async function areaBoxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="spot-terminal"] [data-area]')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0)
        boxes[el.dataset.area!] = { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
    }
    return boxes;
  });
}

/** Names of the areas whose box leaves the viewport (with a 1 px allowance for sub-pixel edges). */
export function offViewport(boxes: Record<string, Box>, viewport: { width: number; height: number }): string[] {
  return Object.entries(boxes)
    .filter(([, b]) => b.x < -1 || b.y < -1 || b.x + b.width > viewport.width + 1 || b.y + b.height > viewport.height + 1)
    .map(([name, b]) => `${name} ${JSON.stringify(b)}`);
}

/** The area a phone shows now (`data-mobile-area` of the terminal grid). */
export function visibleArea(page: Page): Promise<string | null> {
  return page.locator('[data-testid="spot-terminal"]').getAttribute('data-mobile-area');
}

/** Visible controls (buttons, links, inputs, selects) lower than `min` px, described for a failure message. */
export async function smallControls(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((least) => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="tab"]')) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      // A checkbox is hit through its label, which is the row around it.
      const target =
        el instanceof HTMLInputElement && el.type === 'checkbox'
          ? ((el.closest('div, label') as HTMLElement | null)?.getBoundingClientRect() ?? r)
          : r;
      if (target.height + 0.5 < least)
        small.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(target.height)} px`,
        );
    }
    return small;
  }, min);
}

/** Elements whose right edge passes the viewport's (sideways overflow), innermost first, for a failure message. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (
        r.width > 0 &&
        r.right > innerWidth + 1 &&
        ![...el.children].some((child) => child.getBoundingClientRect().right > innerWidth + 1)
      ) {
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} [${el.closest('[data-area]')?.getAttribute('data-area') ?? ''}] right ${Math.round(r.right)}`,
        );
      }
    }
    return out.slice(0, 8);
  });
}
