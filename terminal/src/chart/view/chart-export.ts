/**
 * The screenshot's file name: pair, interval and the minute it was taken (UTC), so saved images
 * sort by time and never overwrite each other within a session.
 *
 * @example
 * screenshotFileName('BTCUSDT', '1m', new Date('2026-11-23T21:40:05Z')); // 'BTCUSDT-1m-2026-11-23-2140.png'
 */
export function screenshotFileName(symbol: string, interval: string, now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `${symbol}-${interval}-${stamp}.png`;
}

/** Save a canvas as a PNG download under `fileName`. */
export async function downloadCanvas(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the browser produced no PNG');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The link to share: this page opened on the pair (the terminal reads `?pair=`), nothing else of
 * the current address (a hash or other parameters may carry state that is not the trader's to give).
 *
 * @example
 * chartShareLink('https://ex.com/ru/cabinet/spot?x=1#top', 'ETHUSDT'); // 'https://ex.com/ru/cabinet/spot?pair=ETHUSDT'
 */
export function chartShareLink(href: string, symbol: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}?pair=${encodeURIComponent(symbol)}`;
}

/** How sharing went: shared by the device, copied instead, cancelled by the trader, or failed. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of `navigator` sharing uses (a fake in tests). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Share through the device's share sheet; without one, copy the link to the clipboard. A closed
 * share sheet is the trader's choice, not a failure.
 */
export async function shareChart(
  nav: ShareNavigator,
  data: { title: string; url: string },
  log: (message: string) => void,
): Promise<ShareOutcome> {
  try {
    if (typeof nav.share === 'function') {
      await nav.share(data);
      return 'shared';
    }
    if (!nav.clipboard) throw new Error('no share function and no clipboard');
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch (error) {
    if ((error as Error).name === 'AbortError') return 'cancelled';
    log(`[chart] share failed: ${(error as Error).message}`);
    return 'failed';
  }
}
