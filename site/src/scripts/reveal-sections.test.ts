import { describe, expect, it } from 'vitest';
import { isInView, revealSections } from './reveal-sections';

// Minimal stand-ins for elements and the observer: enough to see which sections are shown.
function section(top: number, height: number) {
  const classes = new Set<string>();
  return {
    classes,
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    getBoundingClientRect: () => ({ top, bottom: top + height, height }),
  };
}
type Callback = (entries: Array<{ target: unknown; intersectionRect: { height: number }; boundingClientRect: { height: number } }>) => void;
function fakeObserver() {
  const seen: { callback?: Callback; options?: IntersectionObserverInit; observed: unknown[] } = { observed: [] };
  const Observer = class {
    constructor(callback: Callback, options: IntersectionObserverInit) {
      seen.callback = callback;
      seen.options = options;
    }
    observe(target: unknown) {
      seen.observed.push(target);
    }
  } as unknown as typeof IntersectionObserver;
  return { Observer, seen };
}
const root = () => {
  const classes = new Set<string>();
  return { classes, classList: { add: (n: string) => classes.add(n) } };
};

describe('/stock sections reveal', () => {
  it('counts a section as in view from 10% visible', () => {
    expect(isInView(39, 400, 800)).toBe(false);
    expect(isInView(40, 400, 800)).toBe(true);
    expect(isInView(0, 0, 800)).toBe(false);
  });

  it('never hides a section too tall to ever be 10% visible', () => {
    expect(isInView(0, 9000, 800)).toBe(true);
  });

  it('shows the sections already on screen at once and hides the ones below', () => {
    const { Observer, seen } = fakeObserver();
    const top = section(0, 500);
    const below = section(1200, 500);
    const page = root();
    expect(revealSections(page, [top, below], { IntersectionObserver: Observer, reducedMotion: false, viewportHeight: 800 })).toBe(true);
    expect(page.classes.has('reveal-on')).toBe(true);
    expect(top.classes.has('is-visible')).toBe(true);
    expect(below.classes.has('is-visible')).toBe(false);
    expect(seen.options?.threshold).toEqual([0.1]);
    expect(seen.observed).toEqual([top, below]);
  });

  it('animates a section in when it crosses 10% and out when it leaves', () => {
    const { Observer, seen } = fakeObserver();
    const below = section(1200, 500);
    revealSections(root(), [below], { IntersectionObserver: Observer, reducedMotion: false, viewportHeight: 800 });
    seen.callback!([{ target: below, intersectionRect: { height: 60 }, boundingClientRect: { height: 500 } }]);
    expect(below.classes.has('is-visible')).toBe(true);
    seen.callback!([{ target: below, intersectionRect: { height: 45 }, boundingClientRect: { height: 500 } }]);
    expect(below.classes.has('is-visible')).toBe(false);
  });

  it('hides nothing for visitors who prefer reduced motion or lack IntersectionObserver', () => {
    const { Observer } = fakeObserver();
    const page = root();
    expect(revealSections(page, [section(1200, 500)], { IntersectionObserver: Observer, reducedMotion: true, viewportHeight: 800 })).toBe(
      false,
    );
    expect(revealSections(page, [section(1200, 500)], { reducedMotion: false, viewportHeight: 800 })).toBe(false);
    expect(page.classes.has('reveal-on')).toBe(false);
  });
});
