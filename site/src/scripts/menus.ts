/**
 * Header behaviour with its timings (below), on the markup contract of @bourse/themes:
 * `details[data-dropdown]` open on hover and close 300 ms after the pointer leaves;
 * `[data-burger]` opens `[data-mobile-menu]`, which closes with a 150 ms animation; inside it
 * `[data-accordion-trigger]` sections open one at a time, the open one collapsing for 200 ms first.
 */
export const DROPDOWN_CLOSE_MS = 300;
export const MENU_CLOSE_MS = 150;
export const ACCORDION_COLLAPSE_MS = 200;

export function initDropdowns(root: Document): void {
  const dropdowns = [...root.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')];
  const timers = new Map<HTMLDetailsElement, number>();
  const closeOthers = (keep: HTMLDetailsElement) => dropdowns.forEach((d) => d !== keep && (d.open = false));
  // Dropdowns the pointer opened by hovering. A mouse reaches a trigger (and opens it) before it can
  // click it, so the click that follows must keep it open rather than toggle it shut again.
  const hoverOpened = new WeakSet<HTMLDetailsElement>();
  for (const dropdown of dropdowns) {
    dropdown.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'touch') return;
      clearTimeout(timers.get(dropdown));
      closeOthers(dropdown);
      if (!dropdown.open) hoverOpened.add(dropdown);
      dropdown.open = true;
    });
    dropdown.querySelector('summary')?.addEventListener('click', (event) => {
      // detail 0 is a click from the keyboard (Enter, Space): the native toggle is what it wants.
      if (event.detail === 0 || !hoverOpened.has(dropdown)) return;
      event.preventDefault();
      hoverOpened.delete(dropdown);
    });
    dropdown.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'touch') return;
      timers.set(
        dropdown,
        window.setTimeout(() => {
          dropdown.open = false;
          hoverOpened.delete(dropdown);
        }, DROPDOWN_CLOSE_MS),
      );
    });
    dropdown.addEventListener('toggle', () => {
      if (dropdown.open) closeOthers(dropdown);
      else hoverOpened.delete(dropdown);
    });
    dropdown.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !dropdown.open) return;
      dropdown.open = false;
      dropdown.querySelector('summary')?.focus();
    });
  }
  root.addEventListener('click', (event) => {
    for (const d of dropdowns) if (d.open && !d.contains(event.target as Node)) d.open = false;
  });
}

export function initBurger(root: Document): void {
  const burger = root.querySelector<HTMLButtonElement>('[data-burger]');
  const menu = root.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!burger || !menu) return;
  let closing = 0;
  const open = () => {
    clearTimeout(closing);
    menu.hidden = false;
    menu.dataset.state = 'open';
    burger.setAttribute('aria-expanded', 'true');
    menu.querySelector<HTMLElement>('[data-burger-close]')?.focus();
  };
  const close = () => {
    if (menu.hidden || menu.dataset.state === 'closing') return;
    menu.dataset.state = 'closing';
    burger.setAttribute('aria-expanded', 'false');
    closing = window.setTimeout(() => {
      menu.hidden = true;
      delete menu.dataset.state;
      burger.focus();
    }, MENU_CLOSE_MS);
  };
  burger.addEventListener('click', () => (menu.hidden ? open() : close()));
  menu.querySelector('[data-burger-close]')?.addEventListener('click', close);
  // A click on the dimmed backdrop (outside the sheet) closes, as does Escape.
  menu.addEventListener('click', (event) => event.target === menu && close());
  root.addEventListener('keydown', (event) => event.key === 'Escape' && close());
  // Growing past 1024 px leaves the burger behind: do not leave an invisible open menu.
  matchMedia('(min-width: 1025px)').addEventListener('change', (event) => event.matches && close());
  initAccordion(menu);
}

function initAccordion(menu: HTMLElement): void {
  const triggers = [...menu.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')];
  const panelOf = (trigger: HTMLButtonElement) => menu.querySelector<HTMLElement>(`#${trigger.getAttribute('aria-controls')}`);
  let switching = 0;
  const collapse = (trigger: HTMLButtonElement) => {
    const panel = panelOf(trigger);
    trigger.setAttribute('aria-expanded', 'false');
    if (!panel) return;
    panel.dataset.state = 'collapsing';
    window.setTimeout(() => {
      panel.hidden = true;
      delete panel.dataset.state;
    }, ACCORDION_COLLAPSE_MS);
  };
  const expand = (trigger: HTMLButtonElement) => {
    trigger.setAttribute('aria-expanded', 'true');
    const panel = panelOf(trigger);
    if (panel) panel.hidden = false;
  };
  for (const trigger of triggers) {
    trigger.addEventListener('click', () => {
      clearTimeout(switching);
      if (trigger.getAttribute('aria-expanded') === 'true') return collapse(trigger);
      const openOne = triggers.find((t) => t.getAttribute('aria-expanded') === 'true');
      if (!openOne) return expand(trigger);
      collapse(openOne);
      switching = window.setTimeout(() => expand(trigger), ACCORDION_COLLAPSE_MS);
    });
  }
}

/** The second, fixed header appears once the page is scrolled more than 80 px. */
export const FIXED_HEADER_AFTER_PX = 80;

export function initFixedHeader(root: Document): void {
  const fixed = root.querySelector<HTMLElement>('[data-fixed-header]');
  if (!fixed) return;
  let queued = false;
  const update = () => {
    queued = false;
    fixed.hidden = window.scrollY <= FIXED_HEADER_AFTER_PX;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
