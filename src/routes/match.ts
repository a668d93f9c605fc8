import { ROUTES, type RouteEntry } from './route-table.ts';

export interface RouteMatch {
  readonly route: RouteEntry;
  readonly params: Readonly<Record<string, string>>;
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

interface Compiled {
  readonly route: RouteEntry;
  readonly segments: readonly string[];
}

// Static segments beat parameters, compared left to right: /home/course-analytics wins over /home/:productSeo,
// and /products/courses over /:productSeo/:subProductSeo. Only same-length patterns compete, so the key is the
// length, then a string of 0 (static) and 1 (parameter) per segment: a total order.
const precedenceKey = (segments: readonly string[]): string =>
  `${String(segments.length).padStart(2, '0')}:${segments.map((s) => (s.startsWith(':') ? '1' : '0')).join('')}`;

const byPrecedence = (a: Compiled, b: Compiled): number => precedenceKey(a.segments).localeCompare(precedenceKey(b.segments));

const compiled: readonly Compiled[] = ROUTES.map((route) => ({ route, segments: segmentsOf(route.pattern) })).sort(byPrecedence);

/** Finds the route for a path under {base} (e.g. `/categories/physics`), or null. */
export function matchRoute(pathUnderBase: string): RouteMatch | null {
  const parts = segmentsOf(pathUnderBase);
  for (const { route, segments } of compiled) {
    if (segments.length !== parts.length || !staticSegmentsMatch(segments, parts)) continue;
    // Parameters are decoded only for the route whose static segments all match: a build checks each of the large
    // school's 4,229 pages against the table, and a parameters object per route tried was 12 MB of garbage.
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segments.length && ok; i++) {
      const seg = segments[i]!;
      if (!seg.startsWith(':')) continue;
      try {
        params[seg.slice(1)] = decodeURIComponent(parts[i]!);
      } catch {
        ok = false;
      }
    }
    if (ok) return { route, params };
  }
  return null;
}

function staticSegmentsMatch(segments: readonly string[], parts: readonly string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (!seg.startsWith(':') && seg !== parts[i]) return false;
  }
  return true;
}

/** Builds a concrete path under a school's base: `href('learn', 'category', { categoryCustomName: 'physics' })`. */
export function href(base: string, route: RouteEntry, params: Readonly<Record<string, string | number>> = {}, query?: Record<string, string>): string {
  const path = route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${route.id} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const qs = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return `/${base}${path}${qs}`;
}

/** Splits a request path into the base prefix and the path under it, if it starts with `base`. */
export function underBase(pathname: string, base: string): string | null {
  if (pathname === `/${base}` || pathname === `/${base}/`) return '';
  if (pathname.startsWith(`/${base}/`)) return pathname.slice(base.length + 1).replace(/\/+$/, '');
  return null;
}
