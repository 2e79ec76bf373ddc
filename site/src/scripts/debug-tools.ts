/**
 * Hidden debug tools, loaded only after `?debug` unlocked them for this tab: Ctrl+Shift+P
 * toggles a performance overlay, Ctrl+Shift+D a panel with state, storage, network and theme tabs.
 * Developer-facing, so English only. Built with textContent: stored values are never parsed as HTML.
 */
const TABS = ['state', 'storage', 'network', 'theme'] as const;
type Tab = (typeof TABS)[number];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Array<Node | string>
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function rows(entries: Array<[string, string]>): HTMLElement {
  return element('dl', { className: 'debug-rows' }, ...entries.flatMap(([k, v]) => [element('dt', {}, k), element('dd', {}, v)]));
}

function tabContent(tab: Tab): HTMLElement {
  const html = document.documentElement;
  if (tab === 'state') {
    return rows([
      ['path', location.pathname],
      ['language', html.lang],
      ['theme', html.dataset.theme ?? ''],
      ['theme state', html.dataset.themeState ?? ''],
      ['marketing page', String(Boolean(html.dataset.marketing))],
    ]);
  }
  if (tab === 'storage') {
    return rows(
      Object.keys(localStorage)
        .sort()
        .map((key) => [key, (localStorage.getItem(key) ?? '').slice(0, 200)]),
    );
  }
  if (tab === 'network') {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return rows(entries.slice(-30).map((e) => [new URL(e.name).pathname, `${Math.round(e.duration)} ms · ${e.transferSize} B`]));
  }
  const style = getComputedStyle(html);
  const tokens = ['--color-bg', '--color-text', '--color-accent', '--font-primary', '--radius', '--space-content'];
  return rows([['data-theme', html.dataset.theme ?? ''], ...tokens.map((t): [string, string] => [t, style.getPropertyValue(t).trim()])]);
}

function buildPanel(): HTMLElement {
  const body = element('div', { className: 'debug-body' });
  const buttons = TABS.map((tab) => element('button', { type: 'button', role: 'tab', textContent: tab, onclick: () => show(tab) }));
  const show = (tab: Tab) => {
    buttons.forEach((b) => b.setAttribute('aria-selected', String(b.textContent === tab)));
    body.replaceChildren(tabContent(tab));
  };
  const panel = element(
    'section',
    { className: 'debug-panel', hidden: true },
    element('h2', {}, 'Debug'),
    element('div', { role: 'tablist' }, ...buttons),
    body,
  );
  panel.dataset.debugPanel = '';
  panel.setAttribute('aria-label', 'Debug panel');
  show('state');
  return panel;
}

function buildOverlay(): HTMLElement {
  const overlay = element('div', { className: 'debug-overlay', hidden: true });
  overlay.dataset.performanceOverlay = '';
  overlay.setAttribute('role', 'status');
  const refresh = () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    overlay.replaceChildren(
      rows([
        ['TTFB', nav ? `${Math.round(nav.responseStart)} ms` : '–'],
        ['FCP', paint ? `${Math.round(paint.startTime)} ms` : '–'],
        ['DOM ready', nav ? `${Math.round(nav.domContentLoadedEventEnd)} ms` : '–'],
        ['load', nav ? `${Math.round(nav.loadEventEnd)} ms` : '–'],
        ['resources', String(performance.getEntriesByType('resource').length)],
      ]),
    );
  };
  overlay.addEventListener('debug:refresh', refresh);
  return overlay;
}

const STYLE = `.debug-panel,.debug-overlay{position:fixed;z-index:200;font:13px/1.4 ui-monospace,monospace;background:#111;color:#eee;border:1px solid #555;border-radius:8px;padding:10px;box-shadow:0 8px 30px #0008}
.debug-panel{right:12px;bottom:12px;width:min(520px,92vw);max-height:60vh;overflow:auto}.debug-overlay{left:12px;bottom:12px}
.debug-panel h2{font-size:14px;margin:0 0 8px}.debug-panel [role=tab]{margin-right:4px;background:#333;color:#eee;border:1px solid #666;border-radius:4px;padding:3px 8px}
.debug-panel [aria-selected=true]{background:#eee;color:#111}.debug-rows{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:8px 0 0}.debug-rows dd{margin:0;word-break:break-all}`;

export function initDebugTools(): void {
  try {
    sessionStorage.setItem('bourse-debug', '1');
  } catch {
    /* unlocked for this page only */
  }
  document.head.append(element('style', { textContent: STYLE }));
  const panel = buildPanel();
  const overlay = buildOverlay();
  document.body.append(panel, overlay);
  document.documentElement.dataset.debug = 'unlocked';
  addEventListener('keydown', (event) => {
    if (!event.ctrlKey || !event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key === 'p') {
      event.preventDefault();
      overlay.hidden = !overlay.hidden;
      overlay.dispatchEvent(new Event('debug:refresh'));
    } else if (key === 'd') {
      event.preventDefault();
      panel.hidden = !panel.hidden;
    }
  });
}
