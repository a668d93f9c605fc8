import type { Pointer } from '#contract/bundle.ts';
import { buildRoot } from '#contract/bundle.ts';
import { href } from '../routes/match.ts';
import type { RouteEntry } from '../routes/route-table.ts';

/** A request path cut into segments: as sent (for route matching and redirects) and decoded (for file names). */
export interface PathSegments {
  readonly raw: readonly string[];
  readonly decoded: readonly string[];
}

// Decoded, a segment must stay one path segment: no `.`/`..`, no separators, no control characters. Otherwise
// `/learn/..%2F..%2F_sf/hosts.json` could reach files outside the school's build.
const UNSAFE_SEGMENT = /^\.{1,2}$|[/\\\u0000-\u001f\u007f]/;

/** Splits a URL pathname into segments (empty ones dropped); null if any segment is unsafe as a file name. */
export function splitPath(pathname: string): PathSegments | null {
  const raw = pathname.split('/').filter(Boolean);
  const decoded: string[] = [];
  for (const segment of raw) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (UNSAFE_SEGMENT.test(value)) return null;
    decoded.push(value);
  }
  return { raw, decoded };
}

/** A URL path for the asset store from decoded segments. */
export const assetPath = (...segments: readonly string[]): string => segments.map((s) => `/${encodeURIComponent(s)}`).join('');

/** The school's active build folder in the asset directory. */
export const rootOf = (pointer: Pointer): string => buildRoot(pointer.slug, pointer.build);

/**
 * The bundle file that answers a built page route (ARCHITECTURE.md decision 2): a prerendered route has one file
 * per concrete path, a shell route one file for its whole pattern. `under` is the decoded path under {base}. A
 * prerendered route with a list shell, asked for a list (one of its query keys, with a value), is answered by it.
 */
export function pageFile(pointer: Pointer, route: RouteEntry, under: readonly string[], query: URLSearchParams = new URLSearchParams()): string | null {
  const base = `${rootOf(pointer)}/${pointer.base}`;
  const shell = `${base}/_shells/${route.id}.html`;
  switch (route.kind) {
    case 'prerendered':
      return route.listShell && route.query.some((key) => query.get(key)) ? shell : `${base}${assetPath(...under)}/index.html`;
    case 'shell':
      return shell;
    case 'redirect':
      return null;
  }
}

/** Where a `redirect` route sends the browser, under the school's base, keeping the query string. */
export function redirectLocation(pointer: Pointer, route: RouteEntry, params: Readonly<Record<string, string>>, search: string): string {
  if (route.redirectTo === undefined) throw new Error(`Redirect route ${route.id} has no redirectTo`);
  return `${href(pointer.base, { ...route, pattern: route.redirectTo }, params)}${search}`;
}
