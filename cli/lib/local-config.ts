/**
 * The wrangler configurations the local stack runs: the deployable ones (wrangler.jsonc, src/api/wrangler.jsonc)
 * with only the local-only vars turned on (and the local R2 bucket of lesson media, which wrangler keeps beside D1) (docs/decisions/0020-trusted-client-address.md,
 * 0021-dev-only-paths-off-when-deployed.md). `wrangler dev --var` reaches only the first of several `-c` workers,
 * so the stack writes each worker's configuration, vars included, under .wrangler/local/ instead.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { experimental_readRawConfig } from 'wrangler';
import { PROJECT_ROOT } from './paths.ts';
import { LOCAL_SITE_STORE_TOKEN } from './site-store.ts';

export const EDGE_CONFIG = path.join(PROJECT_ROOT, 'wrangler.jsonc');
export const API_CONFIG = path.join(PROJECT_ROOT, 'src', 'api', 'wrangler.jsonc');
/** The local site store's door (src/site-store/worker.ts): a third worker only local stacks run. */
export const SITE_STORE_CONFIG = path.join(PROJECT_ROOT, 'src', 'site-store', 'wrangler.jsonc');
/** The service binding a local edge reaches the door by (src/edge/env.ts `SITE_STORE`). */
export const SITE_STORE_SERVICE = { binding: 'SITE_STORE', service: 'schoolfront-site-store' } as const;

/**
 * The local payment gateway (docs/decisions/0024-payment-gateway.md) and its keys: made-up values that only the
 * local gateway page knows; the deployable configuration has GATEWAY "razorpay" and its keys as secrets.
 */
export const LOCAL_GATEWAY_VARS: Readonly<Record<string, string>> = {
  GATEWAY: 'local',
  RAZORPAY_KEY_ID: 'rzp_test_localgateway01',
  RAZORPAY_KEY_SECRET: 'local-key-secret-never-deployed',
  RAZORPAY_WEBHOOK_SECRET: 'local-webhook-secret-never-deployed',
};

/**
 * The key the local stack signs Open Badges credentials with (docs/decisions/0047-course-certificates.md): local-only,
 * like the media secret below; a deploy sets its own with `wrangler secret put BADGE_SIGNING_KEY`.
 */
export const LOCAL_BADGE_SIGNING_KEY = '{"crv":"Ed25519","d":"gkpSYhz--Gr5fioWBE9mpCz9ez-EG-K7ORoo6H_95hg","x":"yxyX05UN-b_CJv5h8Vhb1oLpzwVbAbOZCnib6CryndA","kty":"OKP","kid":"local-badges-1"}';

/** Keys the hashed network addresses of sessions on a local stack and in tests; a deploy sets its own. */
export const LOCAL_ADDRESS_HASH_KEY = 'local-only-address-hash-key-0123456789abcdef';

/** What only a local stack turns on: the edge's local client address, the API's dev inbox and dev enrolment. */
export const LOCAL_VARS: Readonly<Record<'edge' | 'api', Readonly<Record<string, string>>>> = {
  edge: { CLIENT_IP: 'local' },
  // MEDIA_URL_SECRET is not a secret here: it signs media URLs of local demo content only; a deploy sets its own
  // with `wrangler secret put MEDIA_URL_SECRET`.
  // ADDRESS_HASH_KEY likewise: it keys the hashed network addresses of local sessions (decision 0078).
  api: {
    DEV_INBOX: '1', MEDIA_URL_SECRET: 'local-only-media-url-secret-0123456789abcdef', BADGE_SIGNING_KEY: LOCAL_BADGE_SIGNING_KEY,
    ADDRESS_HASH_KEY: LOCAL_ADDRESS_HASH_KEY, ...LOCAL_GATEWAY_VARS,
  },
};

type RawConfig = ReturnType<typeof experimental_readRawConfig>['rawConfig'];

/** `config` with `vars` merged in and its relative paths made absolute, so it can be written anywhere. */
export function localConfig(configPath: string, vars: Readonly<Record<string, string>>): RawConfig {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const dir = path.dirname(configPath);
  const at = (p: string | undefined) => (p === undefined ? undefined : path.resolve(dir, p));
  const { $schema: _schema, ...config } = rawConfig as RawConfig & { $schema?: string };
  return {
    ...config,
    ...(config.main ? { main: at(config.main) } : {}),
    ...(config.assets ? { assets: { ...config.assets, directory: at(config.assets.directory) } } : {}),
    ...(config.d1_databases ? { d1_databases: config.d1_databases.map((db: { migrations_dir?: string }) => ({ ...db, migrations_dir: at(db.migrations_dir) })) } : {}),
    vars: { ...config.vars, ...vars },
  };
}

/**
 * Writes the edge's, the API's and the site store door's local configurations; returns their paths, edge first
 * (it takes the port). The local edge alone binds the door, which `deploy` writes the emulated R2 and KV through.
 */
export async function writeLocalConfigs(dir = path.join(PROJECT_ROOT, '.wrangler', 'local')): Promise<[edge: string, api: string, store: string]> {
  await mkdir(dir, { recursive: true });
  const edge = path.join(dir, 'edge.json');
  const api = path.join(dir, 'api.json');
  const store = path.join(dir, 'site-store.json');
  const edgeConfig = localConfig(EDGE_CONFIG, LOCAL_VARS.edge);
  await writeFile(edge, JSON.stringify({ ...edgeConfig, services: [...(edgeConfig.services ?? []), SITE_STORE_SERVICE] }, null, 2));
  await writeFile(api, JSON.stringify(localConfig(API_CONFIG, LOCAL_VARS.api), null, 2));
  await writeFile(store, JSON.stringify(localConfig(SITE_STORE_CONFIG, { SITE_STORE_TOKEN: LOCAL_SITE_STORE_TOKEN }), null, 2));
  return [edge, api, store];
}
