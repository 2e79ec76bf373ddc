/**
 * Makes the admin block picker's thumbnails from the real site: starts a product on the seeded
 * content, finds a page that uses each block, screenshots the block as visitors see it (1280 px
 * wide, exchange theme) and writes a 480x320 WebP per block to cms/public/blocks/<slug>.webp.
 * Run after a block's look changes: `pnpm --filter @bourse/tests thumbnails`; commit the files
 * (cms/src/collections/Pages/block-admin.test.ts fails for a block without one).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { root } from '../support/cli';
import { startProduct } from '../support/product';

const WIDTH = 480;
const HEIGHT = 320;
const VIEWPORT = { width: 1280, height: 900 };
const folder = path.join(root, 'cms/public/blocks');

type PageDoc = { slug: string; layout?: Array<{ blockType: string }> | null };

/** For each block type, a page that shows it: another page than home when there is one (its hero waits on live prices). */
function choosePages(pages: PageDoc[]): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const page of [...pages].sort((a, b) => Number(a.slug === 'home') - Number(b.slug === 'home')))
    for (const block of page.layout ?? []) if (!chosen.has(block.blockType)) chosen.set(block.blockType, page.slug);
  return chosen;
}

/** The block's top (up to 3:2 of the viewport width) as a PNG, with fixed headers and banners hidden. */
async function captureBlock(page: Page, url: string, blockType: string): Promise<{ png: Buffer; background: string }> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (['fixed', 'sticky'].includes(getComputedStyle(element).position)) element.style.visibility = 'hidden';
  });
  const block = page.locator(`[data-block="${blockType}"]`).first();
  await block.scrollIntoViewIfNeeded();
  await page.waitForTimeout(800); // reveal transitions and lazy images settle
  const box = (await block.boundingBox())!;
  const height = Math.min(box.height, (VIEWPORT.width * HEIGHT) / WIDTH);
  const top = box.y + (await page.evaluate(() => scrollY)); // fullPage clips are in page coordinates
  const png = await page.screenshot({ clip: { x: 0, y: top, width: VIEWPORT.width, height }, fullPage: true });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return { png, background };
}

/** Scales a PNG into a WIDTH x HEIGHT WebP in the browser (Chromium encodes WebP), letterboxed in the page colour. */
async function encodeThumbnail(browser: Browser, png: Buffer, background: string): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(
      async ({ source, width, height, fill }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width, height });
        const context = canvas.getContext('2d')!;
        context.fillStyle = fill;
        context.fillRect(0, 0, width, height);
        const scale = Math.min(width / image.width, height / image.height);
        const [w, h] = [image.width * scale, image.height * scale];
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
        return canvas.toDataURL('image/webp', 0.82);
      },
      { source: `data:image/png;base64,${png.toString('base64')}`, width: WIDTH, height: HEIGHT, fill: background },
    );
    return Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64');
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    const answer = await fetch(`${product.cmsUrl}/api/pages?limit=500&depth=0&locale=en`);
    const { docs } = (await answer.json()) as { docs: PageDoc[] };
    const pages = choosePages(docs);
    mkdirSync(folder, { recursive: true });
    const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    for (const [blockType, slug] of pages) {
      const url = `${product.siteUrl}/${slug === 'home' ? '' : slug}`;
      const { png, background } = await captureBlock(page, url, blockType);
      const webp = await encodeThumbnail(browser, png, background);
      writeFileSync(path.join(folder, `${blockType}.webp`), webp);
      console.log(`${blockType}: ${url} -> cms/public/blocks/${blockType}.webp (${webp.length} bytes)`);
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
