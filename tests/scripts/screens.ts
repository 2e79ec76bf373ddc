/**
 * Before/after screenshots for a change that must not change what a visitor sees (moving styles,
 * renaming classes): `pnpm --filter @bourse/tests screens shoot <folder>` starts a product on the
 * seeded content and shoots the public pages, an article, the open burger menu and its first
 * section, the fixed header and the signed-in cabinet with the spot terminal, in every theme, at
 * 1440x900 and 390x844 (full pages but the terminal, which owns the viewport); `screens compare
 * <before> <after> <diffs>` counts the differing pixels of each pair and writes each differing
 * one with its changed pixels red over a faded copy, to look at. Shoot main first, then the branch.
 * Live data differs between two starts (prices, chart bars, the chat's clock, deposit addresses):
 * look at those diffs, they must show data only.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { runBourse } from '../support/cli';
import { startProduct } from '../support/product';

const THEMES = ['exchange', 'dark-brand', 'simple'] as const;
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const PUBLIC = ['/', '/about', '/faq', '/news', '/stock', '/earn', '/bonus-center', '/currency', '/vip', '/terms'];
const APP = ['/forex', '/crypto', '/login', '/register', '/forgot-password', '/clear-cache', '/ru/', '/no-such-page'];
const CABINET = [
  '/cabinet/spot',
  '/cabinet/support',
  '/cabinet/settings',
  '/cabinet/profile',
  '/cabinet/wallet/deposit',
  '/cabinet/orders/open',
];

const fileName = (theme: string, width: number, label: string) =>
  `${theme}-${width}-${label === '/' ? 'home' : label.replace(/^\/|\/$/g, '').replace(/\//g, '_')}.png`;

/** A settled page: fonts loaded, animations off, a moment for late layout. */
async function shoot(page: Page, file: string, fullPage = true): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
}

async function shootAll(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    const login = /trader login: (\S+) \/ (\S+)/.exec(product.output());
    if (!login) throw new Error('no trader login printed by bourse start');
    for (const theme of THEMES) {
      const used = await runBourse(['theme', 'use', theme], product.env);
      if (used.code !== 0) throw new Error(`bourse theme use ${theme}: ${used.stderr}`);
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const at = async (url: string) => page.goto(`${product.siteUrl}${url}`, { waitUntil: 'networkidle' }).catch(() => null);
        await at('/news');
        const article = await page.locator('main a[href^="/news/"]').first().getAttribute('href');
        for (const url of [...PUBLIC, ...APP, ...(article ? [article] : [])]) {
          await at(url);
          await shoot(page, path.join(folder, fileName(theme, viewport.width, url)));
        }
        await at('/');
        if (viewport.width < 1024) {
          await page.locator('[data-burger]').first().click();
          await shoot(page, path.join(folder, fileName(theme, viewport.width, 'menu-open')), false);
          await page.locator('[data-mobile-menu] [data-accordion-trigger]').first().click();
          await shoot(page, path.join(folder, fileName(theme, viewport.width, 'menu-section')), false);
        } else {
          await page.mouse.wheel(0, 600);
          await shoot(page, path.join(folder, fileName(theme, viewport.width, 'fixed-header')), false);
        }
        const signedIn = await page.request.post(`${product.siteUrl}/api/auth/login`, {
          headers: { origin: product.siteUrl },
          data: { email: login[1], password: login[2] },
        });
        if (!signedIn.ok()) throw new Error(`login answered ${signedIn.status()}`);
        for (const url of CABINET) {
          await at(url);
          const terminal = url === '/cabinet/spot';
          if (terminal) await page.locator('[data-testid="chart-panel"][data-status="ready"]').waitFor();
          await shoot(page, path.join(folder, fileName(theme, viewport.width, url)), !terminal);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

/** Differing pixels of two PNGs and a picture of them, worked out by the browser's canvas (no image library needed). */
async function comparePair(
  browser: Browser,
  before: Buffer,
  after: Buffer,
): Promise<{ size: string | null; changed: number; picture: Buffer }> {
  const page = await browser.newPage();
  try {
    const result = await page.evaluate(
      async ([a, b]) => {
        const load = async (data: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return { canvas, context, pixels: context.getImageData(0, 0, image.width, image.height) };
        };
        const [x, y] = [await load(a!), await load(b!)];
        if (x.canvas.width !== y.canvas.width || x.canvas.height !== y.canvas.height)
          return { size: `${x.canvas.width}x${x.canvas.height} -> ${y.canvas.width}x${y.canvas.height}`, changed: 0, picture: '' };
        const out = y.pixels.data;
        let changed = 0;
        for (let i = 0; i < out.length; i += 4) {
          const same = x.pixels.data[i] === out[i] && x.pixels.data[i + 1] === out[i + 1] && x.pixels.data[i + 2] === out[i + 2];
          if (!same) changed += 1;
          // Changed pixels red, the rest faded towards white.
          for (let c = 0; c < 3; c += 1) out[i + c] = same ? (out[i + c]! + 510) / 3 : c === 0 ? 255 : 0;
        }
        y.context.putImageData(y.pixels, 0, 0);
        return { size: null, changed, picture: y.canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '') };
      },
      [before.toString('base64'), after.toString('base64')],
    );
    return { ...result, picture: Buffer.from(result.picture, 'base64') };
  } finally {
    await page.close();
  }
}

async function compareFolders(before: string, after: string, diffs: string): Promise<void> {
  mkdirSync(diffs, { recursive: true });
  const browser = await launchBrowser();
  let identical = 0;
  try {
    for (const name of readdirSync(before).filter((file) => file.endsWith('.png'))) {
      let other: Buffer;
      try {
        other = readFileSync(path.join(after, name));
      } catch {
        console.log(`missing  ${name}`);
        continue;
      }
      const { size, changed, picture } = await comparePair(browser, readFileSync(path.join(before, name)), other);
      if (size) console.log(`size     ${name}: ${size}`);
      else if (changed > 0) {
        console.log(`${String(changed).padStart(8)} px  ${name}`);
        writeFileSync(path.join(diffs, name), picture);
      } else identical += 1;
    }
  } finally {
    await browser.close();
  }
  console.log(`${identical} identical`);
}

const [command, ...folders] = process.argv.slice(2);
if (command === 'shoot' && folders.length === 1) await shootAll(folders[0]!);
else if (command === 'compare' && folders.length === 3) await compareFolders(folders[0]!, folders[1]!, folders[2]!);
else {
  console.error('usage: screens shoot <folder> | screens compare <before> <after> <diffs>');
  process.exitCode = 2;
}
