import { z } from 'zod';
import { HostsFile, Pointer, SchoolScripts, hostsPath, pointerPath, schoolScriptsPath } from '#contract/bundle.ts';

/**
 * How long one isolate reuses a parsed hosts.json or pointer. Short, so a deploy or a rollback (both are a
 * pointer swap) shows within seconds, yet a burst of requests reads each file once.
 */
export const SITE_FILE_TTL_MS = 5_000;

// The ASSETS binding ignores the origin; only the path picks the file.
const ASSET_ORIGIN = 'https://assets.invalid';

/** The edge's read-only view of the asset directory (`dist/site`). */
export interface Site {
  hosts(): Promise<HostsFile | null>;
  pointer(slug: string): Promise<Pointer | null>;
  /** The snippets that went with the pointer's build (`_sf-school.json`); null when it has none or a broken one. */
  schoolScripts(pointer: Pointer): Promise<SchoolScripts | null>;
  /**
   * A file by its URL path (segments already percent-encoded). Null when there is no such file. `ifNoneMatch`
   * lets the asset store answer 304 for a file the client already holds.
   */
  file(path: string, ifNoneMatch?: string | null): Promise<Response | null>;
}

export function createSite(assets: Fetcher, now: () => number = Date.now): Site {

  const file: Site['file'] = async (path, ifNoneMatch) => {
    const headers = ifNoneMatch ? { 'if-none-match': ifNoneMatch } : undefined;
    const response = await assets.fetch(new Request(`${ASSET_ORIGIN}${path}`, { headers }));
    if (response.status === 404) return null;
    if (response.ok || response.status === 304) return response;
    throw new Error(`ASSETS answered ${response.status} for ${path}`);
  };

  // A missing file is normal (a school not built yet); a broken one is logged and treated as missing, so one bad
  // deploy cannot take the edge down.
  const readJson = async <T>(path: string, schema: z.ZodType<T>): Promise<T | null> => {
    const response = await file(path);
    if (!response) return null;
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch (error) {
      console.error(`edge: ignoring ${path}: not JSON`, error);
      return null;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.error(`edge: ignoring ${path}: ${z.prettifyError(parsed.error)}`);
      return null;
    }
    return parsed.data;
  };

  // Values, never promises: a promise made while serving one request and awaited by another would tie the second
  // to the first's I/O, which workerd refuses ("Cannot perform I/O on behalf of a different request", decision
  // 0045). Two requests that miss at once each read the file; what they read is shared for a few seconds after.
  const cache = new Map<string, { readonly expires: number; readonly value: unknown }>();
  const cached = async <T>(path: string, load: () => Promise<T>): Promise<T> => {
    const hit = cache.get(path);
    if (hit && hit.expires > now()) return hit.value as T;
    // A failed read (not a missing or bad file) throws and is not remembered: the next request tries again.
    const value = await load();
    cache.set(path, { expires: now() + SITE_FILE_TTL_MS, value });
    return value;
  };

  return {
    hosts: () => cached(hostsPath(), () => readJson(hostsPath(), HostsFile)),
    pointer: (slug) =>
      cached(pointerPath(slug), async () => {
        const pointer = await readJson(pointerPath(slug), Pointer);
        // A pointer copied into the wrong folder would serve another school's build: refuse it.
        if (pointer && pointer.slug !== slug) {
          console.error(`edge: ignoring ${pointerPath(slug)}: it names school ${pointer.slug}`);
          return null;
        }
        return pointer;
      }),
    schoolScripts: (pointer) => {
      const path = schoolScriptsPath(pointer.slug, pointer.build);
      return cached(path, async () => {
        const scripts = await readJson(path, SchoolScripts);
        if (scripts && scripts.slug !== pointer.slug) {
          console.error(`edge: ignoring ${path}: it names school ${scripts.slug}`);
          return null;
        }
        return scripts;
      });
    },
    file,
  };
}
