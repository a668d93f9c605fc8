/**
 * The Content-Security-Policy of a page (ARCHITECTURE.md decision 10, docs/decisions/0002-edge-serving.md):
 * scripts only from the site itself, the inline scripts the page was served with (by hash) and the script
 * origins the school's snippets name. Never `*`, `data:` or 'unsafe-eval' for scripts.
 */

/** What a page's scripts need beyond 'self'. */
export interface ScriptSources {
  /** Origins of external scripts, e.g. `https://www.googletagmanager.com`: https only. */
  readonly origins: readonly string[];
  /** Hash sources of inline scripts, e.g. `'sha256-lLKCu59w…='`. */
  readonly hashes: readonly string[];
}

export const NO_SCRIPT_SOURCES: ScriptSources = { origins: [], hashes: [] };

// The builder re-checks what it is given: a source that is not exactly one https origin or one sha256 hash
// never reaches the header, whatever a caller passes.
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::[0-9]{1,5})?$/;
const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

const unique = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** Every source of both, once. */
export function mergeSources(a: ScriptSources, b: ScriptSources): ScriptSources {
  return { origins: unique([...a.origins, ...b.origins]), hashes: unique([...a.hashes, ...b.hashes]) };
}

function policy(scriptSrc: readonly string[], origins: readonly string[], frameAncestors: readonly string[] = [], frames: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // Only a page that opens a third party's frame (the payment gateway's checkout) names frame sources.
    ...(frames.length > 0 ? [['frame-src', "'self'", ...frames].join(' ')] : []),
    `script-src ${scriptSrc.join(' ')}`,
    // The theme arrives as an inline style and islands set style attributes: styles keep 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    // `https:` already covers the snippets' origins; they are named anyway, so the policy says what it allows.
    ['img-src', "'self'", 'data:', 'https:', ...origins].join(' '),
    "font-src 'self' data:",
    // The lesson player's video: hls.js feeds the element through Media Source Extensions, a blob: URL.
    "media-src 'self' blob:",
    // Tag managers send their beacons back to where their script came from.
    ['connect-src', "'self'", ...origins].join(' '),
    ['frame-ancestors', "'self'", ...frameAncestors].join(' '),
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The policy of a page whose inline scripts and snippet sources are known. `frameAncestors`: the https origins,
 * besides the school's own, that may show the page in a frame (only embeddable routes pass any). `frames`: https
 * origins the page may frame (only the payment pages pass any: the gateway's checkout).
 */
export function contentSecurityPolicy(sources: ScriptSources, frameAncestors: readonly string[] = [], frames: readonly string[] = []): string {
  const https = (values: readonly string[]) => unique(values.filter((origin) => HTTPS_ORIGIN.test(origin)));
  const origins = https(sources.origins);
  const hashes = unique(sources.hashes.filter((hash) => SHA256_SOURCE.test(hash)));
  return policy(["'self'", ...origins, ...hashes], origins, https(frameAncestors), https(frames));
}

/**
 * The policy of a page the edge could not read through (a failure it logged): its inline scripts are not
 * known, so they are allowed as before hashing, and no school snippet is injected.
 */
export const UNHASHED_INLINE_POLICY = policy(["'self'", "'unsafe-inline'"], []);

const toBase64 = (bytes: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * The CSP hash source of an inline script's text. Browsers hash the text after HTML input preprocessing, which
 * turns CR LF and lone CR into LF and NUL (in script data) into U+FFFD, so the same is done here.
 */
export async function inlineScriptHash(text: string): Promise<string> {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '\uFFFD');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalised));
  return `'sha256-${toBase64(digest)}'`;
}

// Relative script URLs resolve against this stand-in for the page's own origin; whatever still lands on it is
// 'self'. Resolving (not pattern-matching) gets the browser's answer for `//host`, `/\\host` and the like.
const OWN_ORIGIN = 'https://own-origin.invalid';

/**
 * Where a `<script src>` loads from, for the policy: 'self' for a path on the school's own host, its origin for
 * an https URL (a protocol-relative one counts as https, as learners are served), null for anything else (http,
 * data:, blob:, javascript:, malformed), which the policy then does not allow.
 */
export function scriptOrigin(src: string): string | 'self' | null {
  const url = URL.parse(src, `${OWN_ORIGIN}/`);
  if (!url || url.username || url.password) return null;
  if (url.origin === OWN_ORIGIN) return 'self';
  return url.protocol === 'https:' && HTTPS_ORIGIN.test(url.origin) ? url.origin : null;
}
