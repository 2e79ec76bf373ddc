import type { Page } from 'playwright-core';
import { injectAxe } from './sweep';

/**
 * What a person checks when looking at a cabinet page in a colour scheme, as code: the page is
 * drawn in that scheme, nothing is wider than the screen, on a phone the support button covers no
 * row or control, and no text fails WCAG AA contrast against what is behind it (axe-core's color-contrast rule, which resolves the real backgrounds).
 */
export async function cabinetLookFindings(page: Page, scheme: 'dark' | 'light', options: { contrast: boolean }): Promise<string[]> {
  // Every island has hydrated (Astro removes `ssr` from an island once it has rendered).
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 30_000 });
  const found = await page.evaluate((wanted) => {
    const failures: string[] = [];
    const drawn = document.documentElement.dataset.scheme;
    if (drawn !== wanted) failures.push(`drawn in ${drawn ?? 'no'} scheme, not ${wanted}`);
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      failures.push(`overflows sideways (${document.documentElement.scrollWidth} > ${width} px): ${wide.join(', ')}`);
    }
    // On a phone the support button must cover no row or control of the page, wherever it is scrolled.
    const toggle = document.querySelector('[data-testid="support-toggle"]');
    if (toggle && width <= 640) {
      const own = toggle.getBoundingClientRect();
      const fixed = getComputedStyle(toggle.closest('[data-testid="support-widget"]')!).position === 'fixed';
      const covered = [...document.querySelectorAll<HTMLElement>('.cabinet-main :is(tr, input, select, textarea, button, a)')].filter(
        (el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          // A fixed button meets every row the page scrolls under it: compare its column only.
          const rows = fixed || (box.bottom > own.top && box.top < own.bottom);
          return rows && box.right > own.left && box.left < own.right;
        },
      );
      if (covered.length > 0)
        failures.push(
          `the support button covers ${covered
            .slice(0, 3)
            .map((el) => el.tagName.toLowerCase())
            .join(', ')}`,
        );
    }
    return failures;
  }, scheme);
  if (!options.contrast) return found;
  await injectAxe(page);
  const contrast = await page.evaluate(async () => {
    type Result = { violations: Array<{ nodes: Array<{ target: string[]; any: Array<{ message: string }> }> }> };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((v) => v.nodes.slice(0, 5).map((n) => `contrast ${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`));
  });
  return [...found, ...contrast];
}
