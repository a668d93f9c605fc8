import { SEARCH_DIR, SEARCH_INDEX_FILE_NAME, searchIndexPath, type Pointer } from '#contract/bundle.ts';
import { matchRoute } from '../routes/match.ts';
import { CACHE_CONTROL, JSON_CONTENT_TYPE, notFound, plainText, redirect, secured, withoutBody } from './headers.ts';
import { ImageQuery, renditionName, renditionWidth } from '#contract/image.ts';
import { pageResponse } from './page.ts';
import { assetPath, pageFile, redirectLocation, rootOf, type PathSegments } from './paths.ts';
import type { Site } from './site.ts';
import { snippetsFor } from './snippets.ts';
import { inLanguage } from './language.ts';
import type { LanguageCode } from '#contract/school-config.ts';

/** The parts of a GET or HEAD request that serving a file needs. */
export interface FileRequest {
  readonly url: URL;
  readonly segments: PathSegments;
  readonly head: boolean;
  readonly ifNoneMatch: string | null;
  /** The learner's chosen language (its cookie); pages come from that language's tree when the build has one. */
  readonly language: LanguageCode | null;
}

/** Reads one file and dresses it for the client; null when the file does not exist. */
async function serveFile(site: Site, path: string, request: FileRequest, headers: Readonly<Record<string, string>>): Promise<Response | null> {
  const file = await site.file(path, request.ifNoneMatch);
  if (!file) return null;
  const response = secured(file, headers);
  return request.head ? withoutBody(response) : response;
}

/** `/_astro/*`: the content-hashed assets every school shares. */
export async function serveShared(site: Site, request: FileRequest): Promise<Response> {
  const response = await serveFile(site, assetPath(...request.segments.decoded), request, { 'cache-control': CACHE_CONTROL.immutable });
  return response ?? notFound();
}

/** One of the school's HTML files as a page, with the school's snippets where SPEC.md allows them; null if missing. */
async function schoolPage(
  site: Site,
  pointer: Pointer,
  request: FileRequest,
  path: string,
  status: 200 | 404,
  frameAncestors: readonly string[] = [],
  paymentGateway = false,
): Promise<Response | null> {
  // The whole file is read (not just revalidated): the ETag and the CSP come from what is finally sent. In the
  // learner's language when the school offers it, else in the school's default: one extra read, only for a
  // learner who chose a language.
  const translated = request.language ? inLanguage(rootOf(pointer), path, request.language) : null;
  const inTranslation = translated ? await site.file(translated) : null;
  const file = inTranslation ?? (await site.file(path));
  if (!file) return null;
  // The decoded path: `/learn/mock%2Dtest/1` is as much a mock-test path as `/learn/mock-test/1`.
  const pathname = `/${request.segments.decoded.join('/')}`;
  const snippets = await snippetsFor(site, pointer, { host: request.url.host, pathname });
  const { searchManifest, themeCss } = await pageExtrasFor(site, pointer, inTranslation ? request.language : null);
  return pageResponse(file, { path, status, snippets, searchManifest, themeCss, head: request.head, ifNoneMatch: request.ifNoneMatch, frameAncestors, paymentGateway });
}

/**
 * What the edge adds to a page in `language` (null: the school's default) from the build's `_sf-school.json`: the
 * search manifest and the theme's CSS. Each null for a build whose pages carry their own, or when the file cannot
 * be read (search then says it failed; the page keeps the platform's colours).
 */
async function pageExtrasFor(site: Site, pointer: Pointer, language: LanguageCode | null): Promise<{ searchManifest: string | null; themeCss: string | null }> {
  try {
    const scripts = await site.schoolScripts(pointer);
    const manifests = scripts?.search_manifests;
    return {
      searchManifest: manifests ? ((language ? manifests.languages[language] : undefined) ?? manifests.default) : null,
      themeCss: scripts?.theme_css ?? null,
    };
  } catch (error) {
    console.error(`edge: ${pointer.slug}: no search manifest or theme for its pages`, error);
    return { searchManifest: null, themeCss: null };
  }
}

/**
 * `/_search/<part>.<hash>.json`: the school's search index. The name is the content, so it is immutable. A page
 * from the build a deploy just replaced (HTML lives up to a minute in caches) still names its own files: those are
 * looked for in the previous build too, which the pointer names.
 */
async function serveSearchIndex(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  const name = request.segments.decoded[1];
  if (request.segments.decoded.length !== 2 || !name || !SEARCH_INDEX_FILE_NAME.test(name)) return notFound();
  const headers = { 'cache-control': CACHE_CONTROL.immutable, 'content-type': JSON_CONTENT_TYPE };
  for (const build of pointer.previous ? [pointer.build, pointer.previous] : [pointer.build]) {
    const response = await serveFile(site, searchIndexPath(pointer.slug, build, name), request, headers);
    if (response) return response;
  }
  return notFound();
}

/** The school's 404 page (status 404), or the plain one if its bundle has none. */
async function notFoundPage(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  return (await schoolPage(site, pointer, request, `${rootOf(pointer)}/404.html`, 404)) ?? notFound();
}

/** The sites the school lets frame its embeddable pages, from the build's `_sf-school.json`; none if unreadable. */
async function embedOrigins(site: Site, pointer: Pointer): Promise<readonly string[]> {
  try {
    return (await site.schoolScripts(pointer))?.embed_origins ?? [];
  } catch (error) {
    console.error(`edge: ${pointer.slug}: embed origins unreadable, framing by the school's own host only`, error);
    return [];
  }
}

/**
 * `/_media/<file>`: the school's media, and the image proxy (src/contract/image.ts): asked for a size
 * (`?w=&h=&fit=`), a product image comes as the build's rendition that fits it, any other file as it is.
 */
async function serveMedia(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  const { decoded } = request.segments;
  const headers = { 'cache-control': CACHE_CONTROL.media };
  const fileOf = (segments: readonly string[]): string => `${rootOf(pointer)}/_media${assetPath(...segments)}`;
  const params = request.url.searchParams;
  if (decoded.length === 2 && (params.has('w') || params.has('h') || params.has('fit'))) {
    const query = ImageQuery.safeParse(Object.fromEntries(params));
    if (!query.success) return plainText(400, query.error.issues[0]!.message);
    const rendition = fileOf(renditionName(decoded[1]!, renditionWidth(query.data.w)).split('/'));
    const sized = await serveFile(site, rendition, request, headers);
    if (sized) return sized;
  }
  return (await serveFile(site, fileOf(decoded.slice(1)), request, headers)) ?? notFound();
}

/** `/<base>/...`: a page from the route table. */
async function servePage(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  const { raw, decoded } = request.segments;
  // One URL per page: `/learn/home/` and `/learn//home` move to `/learn/home`.
  const canonical = `/${raw.join('/')}`;
  if (request.url.pathname !== canonical) return redirect(`${canonical}${request.url.search}`, 301);

  const match = matchRoute(raw.length > 1 ? `/${raw.slice(1).join('/')}` : '');
  if (!match || !match.route.built) return notFoundPage(site, pointer, request);
  if (match.route.kind === 'redirect') return redirect(redirectLocation(pointer, match.route, match.params, request.url.search), 302);

  const path = pageFile(pointer, match.route, decoded.slice(1));
  const frameAncestors = match.route.embeddable ? await embedOrigins(site, pointer) : [];
  const response = path ? await schoolPage(site, pointer, request, path, 200, frameAncestors, match.route.paymentGateway === true) : null;
  return response ?? notFoundPage(site, pointer, request);
}

/** Everything on a school's host other than API calls and shared assets, once its pointer is known. */
export async function serveSchool(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  const { raw, decoded } = request.segments;
  const search = request.url.search;

  if (raw.length === 0) return redirect(`/${pointer.base}${search}`, 302);
  // The platform's own files (`_sf-school.json` in a build, anything under `/_sf`) are never served, whatever
  // file a later mapping might reach.
  if (/^_sf/i.test(decoded[0]!)) return notFoundPage(site, pointer, request);
  if (raw[0] === pointer.base) return servePage(site, pointer, request);
  if (raw[0] === SEARCH_DIR) return serveSearchIndex(site, pointer, request);
  if (raw[0] === '_media' && raw.length > 1) return serveMedia(site, pointer, request);

  // Legacy links at the host root (`/login`, `/signup`): the table marks which redirects answer there.
  const match = matchRoute(`/${raw.join('/')}`);
  if (match?.route.kind === 'redirect' && match.route.built && match.route.atHostRoot) {
    return redirect(redirectLocation(pointer, match.route, match.params, search), 302);
  }
  return notFoundPage(site, pointer, request);
}
