import { z } from 'zod';
import type { ClientIpSource } from './client-ip.ts';

/**
 * The edge worker's bindings, as the root wrangler.jsonc declares them (env.test.ts keeps the two in step).
 *
 * Written by hand rather than by `wrangler types`: the generated file is global (it declares `Cloudflare.Env`,
 * `StringifyValues` and `process.env` entries), so the edge's and the learner API's generated files would collide
 * in the one tsconfig this repository has.
 */
export interface EdgeEnv {
  /** The site bucket (R2): every school's deployed builds plus the shared hashed assets (src/contract/bundle.ts). */
  readonly SITE: R2Bucket;
  /** Each school's live build (its pointer) and custom domain (src/contract/bundle.ts `kvKeys`). */
  readonly SITE_KV: KVNamespace;
  /** The local site store's door (src/site-store/worker.ts): bound only by a local stack's configuration. */
  readonly SITE_STORE?: Fetcher;
  /** The local shards' door (src/shard-door/worker.ts): bound only by a local stack's configuration. */
  readonly SHARD_DOOR?: Fetcher;
  /** The bundled learner API (worker `schoolfront-api`), used when API_ORIGIN is empty. */
  readonly API: Fetcher;
  /** '' = forward to the API binding; else the origin of a real platform API, e.g. `https://api.example.com`. */
  readonly API_ORIGIN: string;
  /**
   * Where the client address the API throttles by comes from (client-ip.ts): "cloudflare" (CF-Connecting-IP, set
   * by Cloudflare) in the deployable configuration; "local" under `wrangler dev`, set by the local stack.
   */
  readonly CLIENT_IP: string;
}

/** An `http(s)://host[:port]` origin with nothing after it. */
const isBareOrigin = (value: string): boolean => {
  // zod runs refinements even after the URL check failed.
  const url = URL.parse(value);
  return url !== null && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
};

const EdgeVars = z.object({
  API_ORIGIN: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/ }).refine(isBareOrigin, 'must be a bare origin such as https://api.example.com'),
  ]),
  CLIENT_IP: z.enum(['cloudflare', 'local']),
});

export interface EdgeConfig {
  /** Where `/learner/*` and `/config/school_config` go: an origin, or null for the API binding. */
  readonly apiOrigin: string | null;
  /** Which client address the edge vouches for to the API. */
  readonly clientIp: ClientIpSource;
}

// Validated once per isolate (the Workers equivalent of start-up); a bad value fails every request loudly
// instead of quietly forwarding somewhere unintended.
const validated = new WeakMap<object, EdgeConfig>();

export function edgeConfig(env: EdgeEnv): EdgeConfig {
  const known = validated.get(env);
  if (known) return known;
  const parsed = EdgeVars.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid edge configuration: ${z.prettifyError(parsed.error)}`);
  const config: EdgeConfig = {
    apiOrigin: parsed.data.API_ORIGIN === '' ? null : new URL(parsed.data.API_ORIGIN).origin,
    clientIp: parsed.data.CLIENT_IP,
  };
  validated.set(env, config);
  return config;
}
