import { describe, expect, it } from 'vitest';
import { collectReads, noteRead } from './render-reads';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('render reads', () => {
  it('keeps the keys of interleaved renders apart', async () => {
    const [about, terms] = await Promise.all([
      collectReads(async () => {
        noteRead('page:en:about');
        await pause(5);
        noteRead('site:active:en');
        return 'about';
      }),
      collectReads(async () => {
        await pause(1);
        noteRead('page:ru:terms');
        await pause(5);
        return 'terms';
      }),
    ]);
    expect(about.result).toBe('about');
    expect([...about.keys]).toEqual(['page:en:about', 'site:active:en']);
    expect([...terms.keys]).toEqual(['page:ru:terms']);
  });

  it('ignores reads outside a render', () => {
    expect(() => noteRead('site:active:en')).not.toThrow();
  });
});
