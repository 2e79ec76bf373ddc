import { mkdirSync } from 'node:fs';
import path from 'node:path';
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

/** @example { siteUrl, name: 'withdraw-limit', addresses: [['en', '/cabinet/wallet/withdraw'], ['ru', '/ru/cabinet/wallet/withdraw']], ready } */
export type CabinetLookPlan = {
  siteUrl: string;
  /** The screenshots' name: `<name>-<language>-<scheme>-<width>.png` in tests/artifacts. */
  name: string;
  /** The page at each language's address. */
  addresses: ReadonlyArray<readonly [string, string]>;
  /** Resolves once the page shows what is to be looked at. */
  ready: (page: Page) => Promise<void>;
  /** The page's own checks, beside the look's. */
  own?: (page: Page) => Promise<string[]>;
};

/**
 * One cabinet page looked at as a person would before calling it done: in each language, both
 * colour schemes, at 1440x900 and 390x844, each view screenshotted; the findings of every view,
 * each named by language, scheme and width. Leaves the page in the stored scheme's absence at 1280 px.
 */
export async function lookAtCabinetPage(page: Page, plan: CabinetLookPlan): Promise<string[]> {
  const artifacts = path.join(import.meta.dirname, '..', 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  const problems: string[] = [];
  for (const [language, address] of plan.addresses) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate(
        (choice) => localStorage.setItem('cabinetSettings', JSON.stringify({ v: 1, data: { colorScheme: choice } })),
        scheme,
      );
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`${plan.siteUrl}${address}`);
        await plan.ready(page);
        // Each island's styles arrive with its own module: a strip drawn before its stylesheet is
        // wider for a moment. What is judged is the page once drawn (a real overflow stays past 10 s).
        await page
          .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1, undefined, {
            timeout: 10_000,
          })
          .catch(() => {});
        const found = [...(await cabinetLookFindings(page, scheme, { contrast: true })), ...((await plan.own?.(page)) ?? [])];
        problems.push(...found.map((problem) => `${language} ${scheme} ${viewport.width}: ${problem}`));
        await page.screenshot({ path: path.join(artifacts, `${plan.name}-${language}-${scheme}-${viewport.width}.png`), fullPage: true });
      }
    }
  }
  await page.evaluate(() => localStorage.removeItem('cabinetSettings'));
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}
