/**
 * /stock only: sections animate in and out as they cross 10% of the viewport. A section
 * is shown while at least 10% of it is in the viewport and hidden again when it leaves. Without
 * JavaScript, IntersectionObserver or with reduced motion nothing is hidden at all: the styles
 * only hide sections once `reveal-on` is set here.
 */
export const REVEAL_THRESHOLD = 0.1;

interface Section {
  classList: { toggle(name: string, force: boolean): unknown };
  getBoundingClientRect(): { top: number; bottom: number; height: number };
}

export interface RevealEnvironment {
  IntersectionObserver?: typeof IntersectionObserver;
  reducedMotion: boolean;
  viewportHeight: number;
}

/**
 * Whether a section counts as in view: at least 10% of it visible. A section so tall that 10% of
 * it exceeds the viewport could never qualify, so it is never hidden.
 * @example isInView(50, 400, 800) // true (12.5%)
 */
export function isInView(visibleHeight: number, height: number, viewportHeight: number): boolean {
  if (height * REVEAL_THRESHOLD > viewportHeight) return true;
  return height > 0 && visibleHeight / height >= REVEAL_THRESHOLD;
}

/** Starts the observer; returns false (and hides nothing) when motion should not happen. */
export function revealSections(root: { classList: { add(name: string): void } }, sections: Section[], env: RevealEnvironment): boolean {
  if (!env.IntersectionObserver || env.reducedMotion || sections.length === 0) return false;
  // Sections already on screen are marked before hiding starts, so the first paint never blanks them.
  for (const section of sections) {
    const box = section.getBoundingClientRect();
    const visible = Math.max(0, Math.min(box.bottom, env.viewportHeight) - Math.max(box.top, 0));
    section.classList.toggle('is-visible', isInView(visible, box.height, env.viewportHeight));
  }
  root.classList.add('reveal-on');
  const observer = new env.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const section = entry.target as unknown as Section;
        section.classList.toggle(
          'is-visible',
          isInView(entry.intersectionRect.height, entry.boundingClientRect.height, env.viewportHeight),
        );
      }
    },
    { threshold: [REVEAL_THRESHOLD] },
  );
  for (const section of sections) observer.observe(section as unknown as Element);
  return true;
}
