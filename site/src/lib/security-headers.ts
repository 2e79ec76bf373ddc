/**
 * The site's security headers, one pure function per decision so each rule is tested without a
 * server. The Content-Security-Policy is Astro's (it hashes every inline script and style it
 * emits: `security.csp` in astro.config.mjs) completed with what only the running server knows:
 * the CMS origin (media, Live Preview frame) and the market host (REST and websocket).
 */

export type PolicyOrigins = {
  /** The CMS as a browser reaches it (CMS_URL): media images, the admin that frames Live Preview. */
  cms: string;
  /** MARKET_REST_URL and MARKET_WS_URL: the islands' market data. */
  marketRest: string;
  marketWs: string;
  https: boolean;
};

const originOf = (url: string) => new URL(url).origin;

/** Astro's own directives (hashes of the scripts and styles it rendered) from its header. */
function astroDirectives(astroPolicy: string | null): Map<string, string> {
  const kept = new Map<string, string>();
  for (const part of (astroPolicy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && /^(script|style)-src(-elem|-attr)?$/.test(name)) kept.set(name, values.join(' '));
  }
  return kept;
}

/**
 * The policy of an HTML page. Scripts and styles: only this site's files, the inline ones Astro
 * hashed and `styleHashes` (the theme record's style, known before the page renders: a hash Astro
 * is given while a streamed page renders can miss its header) (style attributes stay allowed: islands render computed geometry such as depth bars that
 * way, and an attribute cannot run script). Nothing may frame the site but the CMS admin.
 * @example sitePolicy(null, { cms: 'https://cms.example', marketRest: 'https://api.binance.com', marketWs: 'wss://stream.binance.com:9443', https: true })
 */
export function sitePolicy(astroPolicy: string | null, origins: PolicyOrigins, styleHashes: readonly string[] = []): string {
  const fromAstro = astroDirectives(astroPolicy);
  const styles = [fromAstro.get('style-src') ?? "'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' ');
  const cms = originOf(origins.cms);
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', fromAstro.get('script-src') ?? "'self'"],
    ...[...fromAstro].filter(([name]) => name !== 'script-src' && name !== 'style-src'),
    ['style-src', styles],
    // data: for images drawn in the browser (the deposit address's QR code); an image cannot run script.
    ['img-src', `'self' data: ${cms}`],
    ['font-src', "'self'"],
    ['connect-src', `'self' ${originOf(origins.marketRest)} ${originOf(origins.marketWs)}`],
    ['frame-src', "'none'"],
    ['worker-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', cms],
  ];
  if (!fromAstro.has('style-src-attr')) directives.push(['style-src-attr', "'unsafe-inline'"]);
  if (origins.https) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => `${name} ${value}`.trim()).join('; ');
}

/** Anything that is not a page (JSON, redirects, text): nothing to run, nothing to frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every answer carries, page or not. */
export function commonSecurityHeaders(https: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
  ];
  // Only over https: on plain http the header is ignored by browsers and would mislead a reader.
  if (https) headers.push(['strict-transport-security', 'max-age=31536000']);
  return headers;
}

/**
 * Served over https: the operator says so with COOKIE_SECURE=true or an https SITE_URL.
 * @example isServedOverHttps({ SITE_URL: 'https://bourse.example' }) // true
 */
export function isServedOverHttps(env: Record<string, string | undefined>): boolean {
  return env.COOKIE_SECURE === 'true' || (env.SITE_URL ?? '').startsWith('https:');
}

/**
 * The response with the security headers set; a copy when its headers are immutable (redirects
 * made by Response.redirect, fetched answers).
 */
export function withSecurityHeaders(response: Response, origins: PolicyOrigins, styleHashes: readonly string[] = []): Response {
  const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
  const policy = isPage ? sitePolicy(response.headers.get('content-security-policy'), origins, styleHashes) : NON_PAGE_POLICY;
  const headers: Array<[string, string]> = [...commonSecurityHeaders(origins.https), ['content-security-policy', policy]];
  try {
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}
