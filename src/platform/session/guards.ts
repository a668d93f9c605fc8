import { href, matchRoute, underBase } from '../../routes/match.ts';
import { ROUTES, routeById, type RouteEntry, type RouteSection } from '../../routes/route-table.ts';

/**
 * Which pages need a signed-in learner. SPEC.md says only that browsing works signed out (mandatoryAuth false)
 * and that signed-out learners are asked to sign in for material; this is our reading, route by route:
 * learning (dashboards, players, tests), checkout, support, batches, live alerts and the learner's own lists and
 * account pages need sign-in; the store, sales pages, plans, the news feed, communities to browse, the
 * language list and legal documents do not.
 * It belongs in the route table as a flag beside `signedOut`; until the table has one, it lives here, in one place.
 */
const SIGNED_IN_SECTIONS: ReadonlySet<RouteSection> = new Set(['tests', 'checkout', 'support', 'batch', 'live-alerts', 'affiliate']);
const PUBLIC_ACCOUNT_ROUTES: ReadonlySet<string> = new Set(['language-list', 'legal-docs']);
// The lesson player is open: a free-preview lesson plays for anyone (SPEC.md section 6); the page itself asks a
// visitor to sign in for any other lesson, and the API gives its media to no one else.
const PUBLIC_PRODUCT_ROUTES: ReadonlySet<string> = new Set(['sales', 'sales-sub', 'lesson-player', 'lesson-player-sub']);
const SIGNED_IN_ELSEWHERE: ReadonlySet<string> = new Set([
  'my-enrollments',
  'courses-library',
  'favourites',
  'account-subscriptions',
  'subscription-plan',
  'account-manage-payments',
  'newsfeed-bookmarks',
  'newsfeed-likes',
  'discussion',
  'discussion-thread',
  'community-bookmarks',
  'community-likes',
]);

function needsSignIn(route: RouteEntry): boolean {
  if (route.signedOut || route.kind === 'redirect') return false;
  if (SIGNED_IN_SECTIONS.has(route.section)) return true;
  if (route.section === 'account') return !PUBLIC_ACCOUNT_ROUTES.has(route.id);
  if (route.section === 'product') return !PUBLIC_PRODUCT_ROUTES.has(route.id);
  return SIGNED_IN_ELSEWHERE.has(route.id);
}

/** The ids of the routes that need sign-in (for tests and the route table's eventual flag). */
export const SIGNED_IN_ROUTE_IDS: ReadonlySet<string> = new Set(ROUTES.filter(needsSignIn).map((route) => route.id));

export interface GuardOptions {
  /** The school's base prefix; default the first segment of the current URL (SPEC.md section 2). */
  base?: string;
  /** `school_feature.mandatory_auth`: every page outside the signed-out group needs sign-in. */
  mandatoryAuth?: boolean;
}

export function requiresSignIn(route: RouteEntry, options: Pick<GuardOptions, 'mandatoryAuth'> = {}): boolean {
  if (options.mandatoryAuth) return !route.signedOut && route.kind !== 'redirect';
  return SIGNED_IN_ROUTE_IDS.has(route.id);
}

// Control characters and backslashes: URL parsers drop tabs and newlines and read `\` as `/`, which turns
// `/\t/evil.example` or `/\evil.example` into a protocol-relative address.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
const PROBE_ORIGIN = 'https://origin.invalid';

/**
 * A `returnTo` value we will send the learner to: a same-origin path under the base, never a signed-out page
 * (that would loop back to sign-in). Absolute URLs, `//host`, `/\host`, `javascript:` and paths that climb out
 * of the base with `..` are refused (null).
 */
export function safeReturnTo(value: string | null | undefined, base: string): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const under = underBase(url.pathname, base);
  if (under === null) return null;
  if (matchRoute(under)?.route.signedOut) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const baseOf = (url: URL): string => url.pathname.split('/').find(Boolean) ?? 'learn';

/** The sign-in page, coming back to `returnTo` (when it is safe) afterwards. */
export function signInHref(base: string, returnTo?: string | null): string {
  const back = safeReturnTo(returnTo, base);
  return href(base, routeById('signin'), {}, back ? { returnTo: back } : undefined);
}

/**
 * Signed-out pages that e-mailed links open. They stay open to a signed-in learner: a learner who has just signed
 * up is signed in when they open the verification link, and a reset link must work in whatever browser it is
 * opened (the reset itself ends every session).
 */
export const LINK_TARGET_ROUTES: ReadonlySet<string> = new Set(['email-verification', 'reset-password']);

/**
 * Where a page must send the learner before rendering, or null to stay. A signed-in learner on a signed-out page
 * goes to the store (except the pages e-mailed links open, LINK_TARGET_ROUTES); a signed-out one on a page that
 * needs sign-in goes to sign-in and comes back afterwards. Unknown pages (no route) are left alone: they render the not-found page.
 */
export function guardRoute(route: RouteEntry | null, signedIn: boolean, currentUrl: URL | string, options: GuardOptions = {}): string | null {
  if (!route) return null;
  const url = new URL(currentUrl, PROBE_ORIGIN);
  const base = options.base ?? baseOf(url);
  if (signedIn && route.signedOut && !LINK_TARGET_ROUTES.has(route.id)) return `/${base}`;
  if (!signedIn && requiresSignIn(route, options)) return signInHref(base, `${url.pathname}${url.search}`);
  return null;
}

const POSITIVE_INT = /^[1-9]\d{0,14}$/;
const FLAG = /^[A-Za-z0-9_-]{1,16}$/;

/**
 * Where sign-in or sign-up leads (SPEC.md sections 2 and 4): with `signInToPay` (a course id) on to the payment
 * route, `/{base}/coursePayment/{courseId}?pricingId={priceId}&isTorF={isTorF}`, carrying the price and the
 * trial-or-free flag; else to a safe `returnTo`; else to the store.
 */
export function afterSignIn(query: URLSearchParams | string, base: string): string {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const courseId = params.get('signInToPay');
  if (courseId && POSITIVE_INT.test(courseId)) {
    const carried: Record<string, string> = {};
    const priceId = params.get('priceId');
    if (priceId && POSITIVE_INT.test(priceId)) carried['pricingId'] = priceId;
    const isTorF = params.get('isTorF');
    if (isTorF && FLAG.test(isTorF)) carried['isTorF'] = isTorF;
    return href(base, routeById('course-payment'), { courseId }, carried);
  }
  return safeReturnTo(params.get('returnTo'), base) ?? `/${base}`;
}
