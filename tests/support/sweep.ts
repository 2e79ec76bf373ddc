import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * What a person checks when looking at a public page, as code: nothing wider than the screen, no
 * colour that resolves to nothing, no serious or critical accessibility finding (axe-core, contrast
 * included), no visible "placeholder" text outside the labelled, README-listed placeholders, and
 * the page's links (returned, for the caller to request once each).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page through the browser's debugging protocol: a <script> tag would be
 * refused by the site's Content-Security-Policy (no inline script), which the pages keep while
 * they are checked.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/** axe-core's serious and critical findings on the page as it is now, one line each (rule, impact, first three elements). */
export async function axeFindings(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };
    const result = await (window as unknown as { axe: { run: () => Promise<Result> } }).axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `axe ${v.impact} ${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
}

/** Words that mark unfinished work, in the site's four languages. */
const PLACEHOLDER_WORDS = /placeholder|заглушк|platzhalter|marcador de posición|later release|следующем выпуске/i;

export type PageFindings = { failures: string[]; links: string[] };

export async function inspectPage(page: Page): Promise<PageFindings> {
  const failures: string[] = [];
  const inPage = await page.evaluate((wordsSource) => {
    const found: string[] = [];
    // 1. Sideways overflow: the document is wider than the viewport.
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed';
        })
        .filter((el) => !el.closest('.table-wrap, [data-scroll-x]'))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      if (wide.length > 0) found.push(`overflows sideways (${document.documentElement.scrollWidth} > ${width} px): ${wide.join(', ')}`);
    }
    // 2. Colours that resolve to nothing: a colour or background declared as var(--x) with no
    //    fallback, on an element where --x is not defined, paints nothing at all.
    const colourProps = /^(color|background|background-color|border-color|border|fill|stroke|outline|outline-color)$/;
    const unresolved = new Set<string>();
    const checkRule = (rule: CSSRule) => {
      if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) {
        for (const inner of [...(rule as CSSGroupingRule).cssRules]) checkRule(inner);
        return;
      }
      if (!(rule instanceof CSSStyleRule)) return;
      for (const declaration of rule.style.cssText.split(';')) {
        const [prop, ...rest] = declaration.split(':');
        if (!prop || !colourProps.test(prop.trim())) continue;
        for (const match of rest.join(':').matchAll(/var\(\s*(--[\w-]+)\s*\)/g)) {
          let elements: Element[] = [];
          try {
            elements = [...document.querySelectorAll(rule.selectorText)].slice(0, 20);
          } catch {
            continue;
          }
          for (const el of elements) {
            if (getComputedStyle(el).getPropertyValue(match[1]!).trim() === '')
              unresolved.add(`${rule.selectorText} { ${prop.trim()}: ${match[1]} }`);
          }
        }
      }
    };
    for (const sheet of [...document.styleSheets]) {
      let rules: CSSRule[] = [];
      try {
        rules = [...sheet.cssRules];
      } catch {
        continue;
      }
      rules.forEach(checkRule);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[style*="var("]')) {
      for (const match of el.getAttribute('style')!.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)) {
        if (getComputedStyle(el).getPropertyValue(match[1]!).trim() === '')
          unresolved.add(`<${el.tagName.toLowerCase()} style> ${match[1]}`);
      }
    }
    for (const what of unresolved) found.push(`colour resolves to nothing: ${what}`);
    // 3. Visible placeholder wording outside an explicitly labelled placeholder ([data-placeholder]
    //    and the frame it heads are the README-listed ones).
    const words = new RegExp(wordsSource, 'i');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !words.test(node.textContent ?? '')) continue;
      if (parent.closest('[data-placeholder], [data-widget] .note, script, style, noscript')) continue;
      if (parent.closest('[data-widget]')?.querySelector('[data-placeholder]')) continue;
      if (parent.checkVisibility?.() === false) continue;
      found.push(`visible placeholder text: "${node.textContent!.trim().slice(0, 80)}"`);
    }
    // 4. Links to pages of this site, for the caller to request.
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.getAttribute('href')!, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname);
    return { found, links: [...new Set(links)] };
  }, PLACEHOLDER_WORDS.source);
  failures.push(...inPage.found);

  const violations = await axeFindings(page);
  failures.push(...violations);
  return { failures, links: inPage.links };
}
