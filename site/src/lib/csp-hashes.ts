import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from './color-scheme';

/**
 * Inline styles that third-party code inserts at run time, allowed by hash so the site's CSP needs
 * no 'unsafe-inline' for style elements. Each is checked against the installed library by
 * csp-hashes.test.ts, so a library update that changes the text fails a test instead of silently
 * breaking the page.
 */

/**
 * lightweight-charts draws the TradingView attribution logo (its licence asks for attribution)
 * and styles it with one <style> element whose text is fixed per release.
 */
export const CHART_LOGO_STYLE_HASH = 'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY=';

/**
 * The one inline script the site writes itself: the cabinet's colour scheme before first paint
 * (color-scheme.ts). Hashed from its text here, so editing the script keeps the CSP in step.
 */
export const COLOR_SCHEME_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64')}`;
