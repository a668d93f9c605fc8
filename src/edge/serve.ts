import type { Pointer } from '#contract/bundle.ts';
import { matchRoute } from '../routes/match.ts';
import { CACHE_CONTROL, HTML_CONTENT_TYPE, notFound, redirect, secured, withoutBody } from './headers.ts';
import { assetPath, pageFile, redirectLocation, rootOf, type PathSegments } from './paths.ts';
import type { Site } from './site.ts';

/** The parts of a GET or HEAD request that serving a file needs. */
export interface FileRequest {
  readonly url: URL;
  readonly segments: PathSegments;
  readonly head: boolean;
  readonly ifNoneMatch: string | null;
}

/** Reads one file and dresses it for the client; null when the file does not exist. */
async function serveFile(site: Site, path: string, request: FileRequest, headers: Readonly<Record<string, string>>): Promise<Response | null> {
  const file = await site.file(path, request.ifNoneMatch);
  if (!file) return null;
  const response = secured(file, headers);
  return request.head ? withoutBody(response) : response;
}

const HTML_HEADERS = { 'content-type': HTML_CONTENT_TYPE, 'cache-control': CACHE_CONTROL.html };

/** `/_astro/*`: the content-hashed assets every school shares. */
export async function serveShared(site: Site, request: FileRequest): Promise<Response> {
  const response = await serveFile(site, assetPath(...request.segments.decoded), request, { 'cache-control': CACHE_CONTROL.immutable });
  return response ?? notFound();
}

/** The school's 404 page (status 404), or the plain one if its bundle has none. */
async function notFoundPage(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  const file = await site.file(`${rootOf(pointer)}/404.html`);
  if (!file) return notFound();
  const response = secured(new Response(file.body, { status: 404, headers: file.headers }), HTML_HEADERS);
  response.headers.delete('etag');
  return request.head ? withoutBody(response) : response;
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
  const response = path ? await serveFile(site, path, request, HTML_HEADERS) : null;
  return response ?? notFoundPage(site, pointer, request);
}

/** Everything on a school's host other than API calls and shared assets, once its pointer is known. */
export async function serveSchool(site: Site, pointer: Pointer, request: FileRequest): Promise<Response> {
  const { raw, decoded } = request.segments;
  const search = request.url.search;

  if (raw.length === 0) return redirect(`/${pointer.base}${search}`, 302);
  if (raw[0] === pointer.base) return servePage(site, pointer, request);
  if (raw[0] === '_media' && raw.length > 1) {
    const media = await serveFile(site, `${rootOf(pointer)}/_media${assetPath(...decoded.slice(1))}`, request, {
      'cache-control': CACHE_CONTROL.media,
    });
    return media ?? notFound();
  }

  // Legacy links at the host root (`/login`, `/signup`): the table marks which redirects answer there.
  const match = matchRoute(`/${raw.join('/')}`);
  if (match?.route.kind === 'redirect' && match.route.built && match.route.atHostRoot) {
    return redirect(redirectLocation(pointer, match.route, match.params, search), 302);
  }
  return notFoundPage(site, pointer, request);
}
