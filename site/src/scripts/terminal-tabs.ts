/**
 * The spot terminal's area tabs on phones (under 768 px one area shows at a time): a WAI-ARIA tab
 * strip (arrow keys, Home, End) that sets `data-mobile-area` on the terminal's grid, which the
 * page's CSS reads. "Book" and "Trades" show the same panel, the book island, on its own tab of
 * that name, so the trader sees the area the tab names.
 *
 * @example initMobileTabs(document);
 */
export function initMobileTabs(root: ParentNode): void {
  const grid = root.querySelector<HTMLElement>('[data-mobile-area]');
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[data-testid="mobile-tabs"] [role="tab"]')];
  if (!grid || tabs.length === 0) return;
  const select = (index: number, focus: boolean) => {
    const chosen = tabs[(index + tabs.length) % tabs.length]!;
    for (const tab of tabs) {
      const on = tab === chosen;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
    }
    const area = chosen.dataset.show ?? 'chart';
    grid.dataset.mobileArea = area;
    if (area === 'book' || area === 'trades') {
      grid.querySelector<HTMLButtonElement>(`[data-testid="book-tabs"] [role="tab"][data-tab="${area}"]`)?.click();
    }
    if (focus) chosen.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(index, false));
    tab.addEventListener('keydown', (event) => {
      const to = ({ ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 } as Record<string, number>)[event.key];
      if (to === undefined) return;
      event.preventDefault();
      select(to, true);
    });
  });
}
