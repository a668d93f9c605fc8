/**
 * The edge worker (ARCHITECTURE.md decision 4, docs/decisions/0002-edge-serving.md): host -> school, then API
 * calls are forwarded and everything else is served from the school's active build. This file only wires the
 * modules beside it together.
 */
import { edgeConfig, type EdgeEnv } from './env.ts';
import { forwardToApi, isApiPath } from './forward.ts';
import { methodNotAllowed, notFound, serverError } from './headers.ts';
import { classifyHost } from './host.ts';
import { splitPath } from './paths.ts';
import { chosenLanguage } from './language.ts';
import { serveSchool, serveShared } from './serve.ts';
import { createSite, type Site } from './site.ts';
import { SITE_STORE_PATH } from '#contract/bundle.ts';
import { SHARD_DOOR_PATH } from '#contract/shards.ts';

// One Site (and so one short-lived cache of pointers and hosts) per isolate and bucket binding.
const sites = new WeakMap<R2Bucket, Site>();
function siteFor(env: EdgeEnv): Site {
  let site = sites.get(env.SITE);
  if (!site) sites.set(env.SITE, (site = createSite(env.SITE, env.SITE_KV)));
  return site;
}

/** The school a host belongs to, or null. Local hosts name their school; a custom domain is a `host:<domain>` KV entry. */
async function schoolOf(host: string, site: Site): Promise<string | null> {
  const kind = classifyHost(host);
  if (!kind) return null;
  if (kind.kind === 'localhost') return kind.slug;
  return site.schoolOfDomain(kind.name);
}

async function handle(request: Request, env: EdgeEnv): Promise<Response> {
  const config = edgeConfig(env);
  const url = new URL(request.url);
  // Only a local stack binds the store's door (cli/lib/local-config.ts); deployed, these paths are a school's like any.
  if (env.SITE_STORE && url.pathname.startsWith(SITE_STORE_PATH)) return env.SITE_STORE.fetch(request);
  if (env.SHARD_DOOR && url.pathname.startsWith(SHARD_DOOR_PATH)) return env.SHARD_DOOR.fetch(request);
  const site = siteFor(env);

  const slug = await schoolOf(url.host, site);
  if (!slug) return notFound();
  // Before the pointer: the CLI fetches a school's build data through the edge before its first build.
  if (isApiPath(url.pathname)) return forwardToApi(request, slug, config, env.API);

  if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
  const segments = splitPath(url.pathname);
  if (!segments) return notFound();
  const fileRequest = { url, segments, head: request.method === 'HEAD', ifNoneMatch: request.headers.get('if-none-match'), language: chosenLanguage(request.headers.get('cookie')) };
  if (segments.raw[0] === '_astro') return serveShared(site, fileRequest);

  const pointer = await site.pointer(slug);
  if (!pointer) return notFound();
  return serveSchool(site, pointer, fileRequest);
}

export default {
  async fetch(request, env): Promise<Response> {
    try {
      return await handle(request, env);
    } catch (error) {
      // The details stay in the log; the client gets SPEC.md section 8's generic text, never a stack trace.
      // Only the path: queries can carry tokens (SPEC.md section 3's native-app launch query).
      console.error('edge: unhandled error', request.method, new URL(request.url).pathname, error);
      return serverError();
    }
  },
} satisfies ExportedHandler<EdgeEnv>;
