import { APP_FILES, SEARCH_DIR, SEARCH_INDEX_FILE_NAME, searchIndexPath, type Pointer, type SchoolScripts } from '#contract/bundle.ts';
import { matchRoute } from '../routes/match.ts';
import { OPTIONAL_SECTIONS } from '../routes/offered.ts';
import type { RouteEntry } from '../routes/route-table.ts';
import { CACHE_CONTROL, JSON_CONTENT_TYPE, notFound, plainText, redirect, secured, withoutBody } from './headers.ts';
import { ImageQuery, renditionName, renditionWidth } from '#contract/image.ts';
import { byteLru, type ByteLru } from './lru.ts';
import { pageResponse, preparePage, type PreparedPage } from './page.ts';
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

/** What one isolate keeps of the pages it has prepared: the bytes, and a single page's limit. */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
const PAGE_CACHE_MAX_PAGE = 2 * 1024 * 1024;

// One cache of prepared pages per Site (per isolate and bucket binding), like the Site's own cache of files.
const preparedPages = new WeakMap<Site, ByteLru<PreparedPage>>();
function pagesOf(site: Site): ByteLru<PreparedPage> {
  let pages = preparedPages.get(site);
  if (!pages) preparedPages.set(site, (pages = byteLru<PreparedPage>(PAGE_CACHE_BYTES, PAGE_CACHE_MAX_PAGE)));
  return pages;
}

/** The build's `_sf-school.json`; `failed` when reading it failed (not when it is missing or broken: that is the build). */
async function schoolScriptsOf(site: Site, pointer: Pointer): Promise<{ readonly scripts: SchoolScripts | null; readonly failed: boolean }> {
  try {
    return { scripts: await site.schoolScripts(pointer), failed: false };
  } catch (error) {
    console.error(`edge: ${pointer.slug}: its _sf-school.json could not be read: no snippets, search manifest or theme, framing by its own host only`, error);
    return { scripts: null, failed: true };
  }
}

/** What a page of the route may be: framed by the school's chosen sites, or opening the payment gateway. */
interface PageRoute {
  readonly embeddable: boolean;
  readonly paymentGateway: boolean;
}
const PLAIN_PAGE: PageRoute = { embeddable: false, paymentGateway: false };

/**
 * One of the school's HTML files as a page, with what the edge adds to it (decision 0050); null if missing. What
 * is sent depends only on the build (immutable), the file, the learner's language and whether the school's
 * snippets go on it, so a page prepared once is kept in memory by those and sent again without reading or
 * rewriting the file. (Not by URL: every unknown path shares its school's one 404 page.) A page prepared while
 * something failed (the rewrite, reading `_sf-school.json`) is sent but not kept.
 */
async function schoolPage(site: Site, pointer: Pointer, request: FileRequest, path: string, status: 200 | 404, route: PageRoute = PLAIN_PAGE): Promise<Response | null> {
  const { scripts, failed } = await schoolScriptsOf(site, pointer);
  // The decoded path: `/learn/mock%2Dtest/1` is as much a mock-test path as `/learn/mock-test/1`.
  const snippets = await snippetsFor(scripts, { host: request.url.host, pathname: `/${request.segments.decoded.join('/')}` });
  const key = [pointer.slug, pointer.build, status, path, request.language ?? '', snippets ? 'snippets' : '', route.embeddable, route.paymentGateway].join('\n');
  const pages = pagesOf(site);
  const kept = failed ? undefined : pages.get(key);
  if (kept) return pageResponse(kept, { status, head: request.head, ifNoneMatch: request.ifNoneMatch });

  // In the learner's language when the school offers it, else in the school's default: one extra read, only for a
  // learner who chose a language.
  const translated = request.language ? inLanguage(rootOf(pointer), path, request.language) : null;
  const inTranslation = translated ? await site.file(translated) : null;
  const file = inTranslation ?? (await site.file(path));
  if (!file) return null;
  const manifests = scripts?.search_manifests;
  const language = inTranslation ? request.language : null;
  const page = await preparePage(await file.text(), {
    path,
    snippets,
    // Each null for a build whose pages carry their own (search then says it failed; the page keeps the platform's colours).
    searchManifest: manifests ? ((language ? manifests.languages[language] : undefined) ?? manifests.default) : null,
    themeCss: scripts?.theme_css ?? null,
    frameAncestors: route.embeddable ? (scripts?.embed_origins ?? []) : [],
    paymentGateway: route.paymentGateway,
  });
  if (page.whole && !failed) pages.set(key, page, page.body.byteLength);
  return pageResponse(page, { status, head: request.head, ifNoneMatch: request.ifNoneMatch });
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

/**
 * `/favicon.ico`: browsers ask for it for any document naming no icon (a JSON response, a PDF in its own tab), so
 * it leads to the school's favicon; a plain 404 (no page: no browser shows it) when the build has none.
 */
async function serveFavicon(site: Site, pointer: Pointer): Promise<Response> {
  const { scripts } = await schoolScriptsOf(site, pointer);
  return scripts?.favicon ? redirect(scripts.favicon, 302) : notFound();
}

/**
 * `/sw.js`: the school's service worker, from its bundle's `_media/` (bundle.ts, APP_FILES); served at the host's
 * root so that it may control the school's pages under `/<base>/`. A plain 404 for a build without one.
 */
async function serveServiceWorker(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  const headers = { 'cache-control': CACHE_CONTROL.serviceWorker, 'content-type': 'text/javascript; charset=utf-8' };
  return (await serveFile(site, `${rootOf(pointer)}/_media/${APP_FILES.serviceWorker}`, request, headers)) ?? notFound();
}

/** Whether a redirect's target, a page of a part a school may turn off, is in the school's build. */
async function hasTarget(site: Site, pointer: Pointer, route: RouteEntry): Promise<boolean> {
  const target = route.redirectTo === undefined ? null : matchRoute(route.redirectTo);
  if (!target || target.route.kind !== 'shell' || !OPTIONAL_SECTIONS.has(target.route.section)) return true;
  const file = await site.file(pageFile(pointer, target.route, [])!);
  await file?.body?.cancel();
  return file !== null;
}

/** `/<base>/...`: a page from the route table. */
async function servePage(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  const { raw, decoded } = request.segments;
  // One URL per page: `/learn/home/` and `/learn//home` move to `/learn/home`.
  const canonical = `/${raw.join('/')}`;
  if (request.url.pathname !== canonical) return redirect(`${canonical}${request.url.search}`, 301);

  const match = matchRoute(raw.length > 1 ? `/${raw.slice(1).join('/')}` : '');
  if (!match || !match.route.built) return notFoundPage(site, pointer, request);
  if (match.route.kind === 'redirect') {
    // A redirect to a page this school's build does not have (a part of the product its configuration turns off,
    // such as the news feed) is that page's 404, not a hop to it.
    if (!(await hasTarget(site, pointer, match.route))) return notFoundPage(site, pointer, request);
    return redirect(redirectLocation(pointer, match.route, match.params, request.url.search), 302);
  }

  const path = pageFile(pointer, match.route, decoded.slice(1), request.url.searchParams);
  const route = { embeddable: match.route.embeddable === true, paymentGateway: match.route.paymentGateway === true };
  const response = path ? await schoolPage(site, pointer, request, path, 200, route) : null;
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
  if (raw.length === 1 && raw[0] === 'favicon.ico') return serveFavicon(site, pointer);
  if (raw.length === 1 && raw[0] === APP_FILES.serviceWorker) return serveServiceWorker(site, pointer, request);

  // Legacy links at the host root (`/login`, `/signup`): the table marks which redirects answer there.
  const match = matchRoute(`/${raw.join('/')}`);
  if (match?.route.kind === 'redirect' && match.route.built && match.route.atHostRoot) {
    return redirect(redirectLocation(pointer, match.route, match.params, search), 302);
  }
  return notFoundPage(site, pointer, request);
}
