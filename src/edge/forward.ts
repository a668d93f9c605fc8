import { SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '#contract/bundle.ts';
import { setClientIp } from './client-ip.ts';
import type { EdgeConfig } from './env.ts';
import { secured } from './headers.ts';

/** The calls the learner API answers (SPEC.md section 7); everything else on a school's host is the edge's. */
/** The learner API's calls, the school configuration, and the school's credential keys (decision 0047). */
export const isApiPath = (pathname: string): boolean =>
  pathname.startsWith('/learner/') || pathname === '/config/school_config' || pathname === '/.well-known/jwks.json';

// The API binding ignores the origin of the URL it is given; a fixed one keeps the request's host out of it.
const BOUND_API_ORIGIN = 'https://schoolfront-api.internal';

/**
 * The request to send upstream for a learner's API call. The destination comes only from configuration
 * (ARCHITECTURE.md decision 4): the request contributes its path, query, method, headers and body, never a host.
 * The school, school-origin and client-address headers are always the edge's own answers; client-sent ones are
 * dropped.
 */
export function upstreamRequest(request: Request, slug: string, config: EdgeConfig): Request {
  const incoming = new URL(request.url);
  const target = new URL(config.apiOrigin ?? BOUND_API_ORIGIN);
  // Setting pathname never changes the host, even for a path such as `//evil.com/learner/x`.
  target.pathname = incoming.pathname;
  target.search = incoming.search;

  const headers = new Headers(request.headers);
  headers.delete('host');
  headers.set(SCHOOL_HEADER, slug);
  // The host the edge found the school by: the school's own origin, for the API's same-site write check.
  headers.set(SCHOOL_ORIGIN_HEADER, incoming.origin);
  setClientIp(headers, request, config.clientIp);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(target, {
    method: request.method,
    headers,
    body: hasBody ? request.body : null,
    // The browser follows the API's redirects itself; the edge must not fetch wherever a Location points.
    redirect: 'manual',
  });
}

/** Forwards a learner's API call and returns the answer with the edge's security headers. */
export async function forwardToApi(request: Request, slug: string, config: EdgeConfig, api: Fetcher): Promise<Response> {
  const upstream = upstreamRequest(request, slug, config);
  const response = config.apiOrigin ? await fetch(upstream) : await api.fetch(upstream);
  // A WebSocket upgrade cannot be copied into a new Response; pass it through untouched.
  if (response.status === 101) return response;
  return secured(response);
}
