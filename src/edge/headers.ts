import { contentSecurityPolicy, NO_SCRIPT_SOURCES } from './csp.ts';

/** Cache lifetimes (ARCHITECTURE.md decision 4): HTML is short-lived, hashed assets are immutable. */
export const CACHE_CONTROL = {
  /** Pages, 404 pages and redirects: they follow the school's pointer, so a deploy must show within a minute. */
  html: 'public, max-age=60, must-revalidate',
  /** `/_astro/*`: the file name carries the content hash, so it can never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** `/_media/*`: school media keep their names across builds, so only an hour. */
  media: 'public, max-age=3600',
  /**
   * The service worker (`/sw.js`): a browser checks it for updates at each navigation and on this header's word
   * only, so a deploy's new worker is taken at the next page.
   */
  serviceWorker: 'no-cache',
  /** Errors about the host or the request itself: never cached, so a school added a moment later shows at once. */
  none: 'no-store',
} as const;

/**
 * The Content-Security-Policy of an HTML page with no inline script and no school snippet. Pages the edge
 * serves get their own (src/edge/page.ts): this one plus the hashes of their inline scripts and the sources of
 * the snippets injected into them.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy(NO_SCRIPT_SOURCES);

/** Set on every response that leaves the edge, forwarded API answers included. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The headers of every page, 404 pages included. A page is in the language its cookie chose, hence the Vary. */
export const HTML_HEADERS: Readonly<Record<string, string>> = { 'content-type': HTML_CONTENT_TYPE, 'cache-control': CACHE_CONTROL.html, vary: 'Cookie' };

/**
 * A copy of `response` with the security headers set (responses from bindings have immutable headers), plus any
 * `extra` headers. HTML responses also get a CSP: the one in `extra`, else the default.
 */
export function secured(response: Response, extra: Readonly<Record<string, string>> = {}): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...extra })) copy.headers.set(name, value);
  if (copy.headers.get('content-type')?.startsWith('text/html') && !copy.headers.has('content-security-policy')) {
    copy.headers.set('content-security-policy', CONTENT_SECURITY_POLICY);
  }
  return copy;
}

/** A plain-text answer the edge makes itself (errors): names no school, never cached. */
export function plainText(status: number, body: string, extra: Readonly<Record<string, string>> = {}): Response {
  return secured(new Response(body, { status }), {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': CACHE_CONTROL.none,
    ...extra,
  });
}

export const notFound = (): Response => plainText(404, 'Not found');
export const methodNotAllowed = (): Response => plainText(405, 'Method not allowed', { allow: 'GET, HEAD' });
/** SPEC.md section 8's generic text; the details go to the log, never to the client. */
export const serverError = (): Response => plainText(500, 'Something Went Wrong!');

/** A redirect to a path on the same host. */
export function redirect(location: string, status: 301 | 302): Response {
  // `//host/...` would be read as another host: an open redirect. Callers build paths; this is the last guard.
  if (!location.startsWith('/') || /^\/[\\/]/.test(location)) throw new Error(`Refusing redirect to ${location}`);
  return secured(new Response(null, { status }), { location, 'cache-control': CACHE_CONTROL.html });
}

/** The same status and headers without the body, for HEAD. */
export function withoutBody(response: Response): Response {
  void response.body?.cancel();
  return new Response(null, response);
}
