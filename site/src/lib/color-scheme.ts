/**
 * The cabinet's colour scheme before the first paint. The trader's choice lives in this browser
 * (`cabinetSettings`, written by the general settings), which the server cannot read; so this
 * script, inline and blocking in the cabinet's <head>, puts it on `<html data-scheme>` (and the
 * `theme-dark`/`theme-light` class) before anything is drawn: no flash of the other scheme. After
 * that the settings store keeps the root in step (terminal `applyColorScheme`). 'system' follows
 * the browser's preference; nothing stored, or anything unreadable, is the default dark. The CSP allows it by its hash
 * (`csp-hashes.ts`), so its text must stay a constant.
 *
 * @example <script is:inline set:html={COLOR_SCHEME_SCRIPT} />
 */
export const COLOR_SCHEME_SCRIPT =
  "(function(){var d=document.documentElement,c;try{var s=JSON.parse(localStorage.getItem('cabinetSettings')||'null');" +
  "var v=s&&typeof s==='object'&&'data' in s?s.data:s;c=v&&v.colorScheme}catch(e){}" +
  "if(c==='system')c=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "else if(c!=='light')c='dark';" +
  "d.setAttribute('data-scheme',c);d.classList.add('theme-'+c)})();";
