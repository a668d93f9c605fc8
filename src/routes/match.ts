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
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < segments.length; i++) {
      const seg = segments[i]!;
      const part = parts[i]!;
      if (seg.startsWith(':')) {
        let value: string;
        try {
          value = decodeURIComponent(part);
        } catch {
          ok = false;
          break;
        }
        params[seg.slice(1)] = value;
      } else if (seg !== part) {
        ok = false;
        break;
      }
    }
    if (ok) return { route, params };
  }
  return null;
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
