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
export const PYTHON_GRADER_CONFIG = path.join(PROJECT_ROOT, 'src', 'python-grader', 'wrangler.jsonc');
/** The local shards' door (src/shard-door/worker.ts): another worker only local stacks run. */
export const SHARD_DOOR_CONFIG = path.join(PROJECT_ROOT, 'src', 'shard-door', 'wrangler.jsonc');
/** The service binding a local edge reaches the door by (src/edge/env.ts `SITE_STORE`). */
export const SITE_STORE_SERVICE = { binding: 'SITE_STORE', service: 'schoolfront-site-store' } as const;
/** The service binding a local edge reaches the shards' door by (src/edge/env.ts `SHARD_DOOR`). */
export const SHARD_DOOR_SERVICE = { binding: 'SHARD_DOOR', service: 'schoolfront-shard-door' } as const;
/**
 * The token the local shards' door asks for. Not a secret: the door exists only on a local stack, on loopback; it keeps
 * a stray request from another local page from writing.
 */
export const LOCAL_SHARD_DOOR_TOKEN = 'local-shard-door-token-never-deployed';

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

/**
 * The platform's document-signing CA for the local stack and tests (docs/decisions/0080-e-signed-documents.md), made by
 * scripts/esign-ca.ts: local-only, like the badge key above; a deploy sets its own `ESIGN_CA` and `ESIGN_KEY_SECRET`.
 */
export const LOCAL_ESIGN_CA = "{\"keyPem\":\"-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQCk1FRdMImBVwts\\nvAvPqBw+BZpDAFt7VQXLXLwXsZdrHaN9aKD1wKPQTVsoR3aZbwPV8qIp4R3X5/w9\\nt7hQDznX1I1l12h6RlrgVzdp7pUn8nucCMKHlFGhJiAhRHjg1jQr0XJihkEaufe3\\nFqcfodh4QBjckkLM5VlmrbZlh3EjBwhubUDbQ0wlMSFs1Z4CKPb2YVWksEdXNTbQ\\nlUfdpmpW4XwSafmt03os/N+waU089m6KoH4KPMzzXbQJ3OAfvljwlYDA3dYxq1zr\\nuQ/cqKl22GxjBzv4uVBJq25tnzmqi+53NH6G2OrwBrFA8VI9sWvaHHkj7LZPl53D\\n9bLU0e9LAgMBAAECggEAOQD5oDTuCR4aZGNwTkOcaNK1M+DGwpN36onKvwL7E99v\\nMCrkJ7mUrbBjCz4TxSKAmBhOft9M2+Nt98Y25vEtFvh6YjMp/cehHB7tmiQZz3Pr\\nzd21sP/ZbzrpN7gfedp6toC751j44Q5Znicmaykk3QmFz5qBoazby0feYaSCuxLg\\ndi2moE5wedICRKTCEOuw9Qs9dBc7Ifi6NyNVTSSem4ozcX07YmbeBgzjw3cPNlIa\\nnpon/ivKbNAgyzx+budEzizd8gJEDyujyiQQBYjSQm5sTgFhfbVleJSiw9MtSAmG\\nFLAikyk2MWgI7NQ99JgyWTEXLmBHB5hYtklYwCiqwQKBgQDSjTMMgDIoERrzfc2V\\nXCIiDYAyDhpALwzDfzUGYCm5WMY+ySGFUAeTqyeFZ608z1XgVmxnwjlN2ycEAjt+\\nkIC396p1RxqXeLtxPb1lQimbzPJPT37yHc4gt86euRk5Pa/KZ8xQulaNezmdWIuY\\nyivnvqtsFUjkjzxVwNVSgyD44QKBgQDIaJWyIB4tgb5qq6sDCeBz7EbphGS5FXpN\\nhsia2bYSkV9B/Qu5Gax+42OMAB8UTzTQS0JM974vFe0A+gFkUoLb2/NHCQllrHt1\\neBubUI+0VyIR9Q0FaCEg4vhpjGeJuWWNyjBmx03/aFQyC1Sr5i+nCb+uphPQwkW/\\n6YgNWhzRqwKBgQCzQn4k9Xw+epm8lu4SbPeukFoFw9X7sVMnmsUVYYgEgp1+VRWR\\n/9oDkmO6g9ONg2S09D+lc0oAjEZCdngawIKmnljlMp1kOukzd4IplNQCDtJ6Tc9h\\n6ZhWaMekgSkFgAyLwiXE0XDhUflyijGH6xDIZKBkDBccaQrQY7X7YyMOYQKBgQCA\\ntXp+ndYDz/HlPD9mgi9fA/4+90JhBAQ6SjgIC469uhN9o/ClfnGkRJGoVmOffYcj\\nx1HbcLj6MJC4Mdg3AC7+2PITSyB35iCcPvkr9L92SQeelM06DbhJELwNvZi5gRJR\\nz+rp91KGmBCK23ATvpAYLVCn8A2F4188c9VnDdq4ZQKBgAK3h6ohRrWmw2l1FDpv\\n37Ylvv0EGEc+mwYWm3ukn8sXgHEvL5ysFJWGfgNfRqFe4DWK40EO3hc+oMKLinbn\\n+NlRdX93Mbnj8l1rOPaPR7APnHV34ehypiMYwxTD/sVK0rr0jrP1SbOoRMubSIN9\\nxfVbddp+aooaN1ewL5qZTAgR\\n-----END PRIVATE KEY-----\\n\",\"certPem\":\"-----BEGIN CERTIFICATE-----\\nMIIDTzCCAjmgAwIBAgIQfSXPo6pEtkafndWCtapO1jALBgkqhkiG9w0BAQswUzEo\\nMCYGA1UEAwwfU2Nob29sZnJvbnQgRG9jdW1lbnQgU2lnbmluZyBDQTEUMBIGA1UE\\nCgwLU2Nob29sZnJvbnQxETAPBgNVBAsMCHBsYXRmb3JtMB4XDTI2MTEzMDA4NTEx\\nM1oXDTM2MTEyNzA4NTIxM1owUzEoMCYGA1UEAwwfU2Nob29sZnJvbnQgRG9jdW1l\\nbnQgU2lnbmluZyBDQTEUMBIGA1UECgwLU2Nob29sZnJvbnQxETAPBgNVBAsMCHBs\\nYXRmb3JtMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEApNRUXTCJgVcL\\nbLwLz6gcPgWaQwBbe1UFy1y8F7GXax2jfWig9cCj0E1bKEd2mW8D1fKiKeEd1+f8\\nPbe4UA8519SNZddoekZa4Fc3ae6VJ/J7nAjCh5RRoSYgIUR44NY0K9FyYoZBGrn3\\ntxanH6HYeEAY3JJCzOVZZq22ZYdxIwcIbm1A20NMJTEhbNWeAij29mFVpLBHVzU2\\n0JVH3aZqVuF8Emn5rdN6LPzfsGlNPPZuiqB+CjzM8120CdzgH75Y8JWAwN3WMatc\\n67kP3KipdthsYwc7+LlQSatubZ85qovudzR+htjq8AaxQPFSPbFr2hx5I+y2T5ed\\nw/Wy1NHvSwIDAQABoyMwITAPBgNVHRMBAf8EBTADAQH/MA4GA1UdDwEB/wQEAwIB\\nBjALBgkqhkiG9w0BAQsDggEBAFjRAkchZk8Dg2F96n9K+CS2Ik2LzgTL9Ec04rPd\\namNaiMlMqpmUZ4pEr3r5KuDhQ0D2WNIV2Tuy5VKXbX94tAYfY9r00LRFHPgpA/4L\\nXzlr0xc+2PvjAqGBO7m6JQYhekX7T9g84OL2GOx8/10Dk/PzvY1BdGI+QIITyDP7\\nKAgGRiUofkVlkSGQPHdhVuaS68lmt35Lpw/Gd44bjNf3HutXAW6wYoBEukMYCR6C\\nGLI+OfEdvioHzwJ9S5XC9cD5OaCZWLIExRr7w21lyGyMA+vnzZEBOXKYAZs0jhXS\\nsm9pGS/I60vD/LiaQT287YXg4g/9ftrvNRDkkJFrEji/8Hc=\\n-----END CERTIFICATE-----\\n\"}";
/** Seals affiliates' payout details in D1 on a local stack and in tests (docs/decisions/0081); a deploy sets its own. */
export const LOCAL_PAYOUT_DETAILS_SECRET = 'local-only-payout-details-secret-0123456789';
/** Seals the schools' signing keys in D1 on a local stack and in tests. */
export const LOCAL_ESIGN_KEY_SECRET = 'local-only-esign-key-secret-0123456789abcdef';

/** Keys the hashed network addresses of sessions on a local stack and in tests; a deploy sets its own. */
export const LOCAL_ADDRESS_HASH_KEY = 'local-only-address-hash-key-0123456789abcdef';

/** Derives each device's key for downloads (decision 0086); a deploy sets its own with `wrangler secret put`. */
export const LOCAL_OFFLINE_KEY_SECRET = 'local-only-offline-key-secret-0123456789abcdef';

/** What only a local stack turns on: the edge's local client address, the API's dev inbox and dev enrolment. */
export const LOCAL_VARS: Readonly<Record<'edge' | 'api', Readonly<Record<string, string>>>> = {
  edge: { CLIENT_IP: 'local' },
  // MEDIA_URL_SECRET is not a secret here: it signs media URLs of local demo content only; a deploy sets its own
  // with `wrangler secret put MEDIA_URL_SECRET`.
  // ADDRESS_HASH_KEY likewise: it keys the hashed network addresses of local sessions (decision 0078).
  api: {
    DEV_INBOX: '1', MEDIA_URL_SECRET: 'local-only-media-url-secret-0123456789abcdef', BADGE_SIGNING_KEY: LOCAL_BADGE_SIGNING_KEY,
    ADDRESS_HASH_KEY: LOCAL_ADDRESS_HASH_KEY, ESIGN_CA: LOCAL_ESIGN_CA, ESIGN_KEY_SECRET: LOCAL_ESIGN_KEY_SECRET, PAYOUT_DETAILS_SECRET: LOCAL_PAYOUT_DETAILS_SECRET,
    OFFLINE_KEY_SECRET: LOCAL_OFFLINE_KEY_SECRET, ...LOCAL_GATEWAY_VARS,
  },
};

type RawConfig = ReturnType<typeof experimental_readRawConfig>['rawConfig'];

/**
 * The API's configuration for a harness that runs it without the Python grader's worker (most tests and benches):
 * without the PYTHON binding, which names a worker that would not be there and which workerd then refuses to start.
 * Grading Python there fails as it would with the grader down.
 */
export function apiConfigAlone(vars: Readonly<Record<string, string>>): RawConfig {
  const config = localConfig(API_CONFIG, vars);
  const bindings = config.durable_objects?.bindings.filter((b: { script_name?: string }) => b.script_name === undefined) ?? [];
  return { ...config, durable_objects: { bindings } };
}

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
export async function writeLocalConfigs(dir = path.join(PROJECT_ROOT, '.wrangler', 'local')): Promise<[edge: string, api: string, store: string, python: string, shards: string]> {
  await mkdir(dir, { recursive: true });
  const edge = path.join(dir, 'edge.json');
  const api = path.join(dir, 'api.json');
  const store = path.join(dir, 'site-store.json');
  const edgeConfig = localConfig(EDGE_CONFIG, LOCAL_VARS.edge);
  await writeFile(edge, JSON.stringify({ ...edgeConfig, services: [...(edgeConfig.services ?? []), SITE_STORE_SERVICE, SHARD_DOOR_SERVICE] }, null, 2));
  await writeFile(api, JSON.stringify(localConfig(API_CONFIG, LOCAL_VARS.api), null, 2));
  await writeFile(store, JSON.stringify(localConfig(SITE_STORE_CONFIG, { SITE_STORE_TOKEN: LOCAL_SITE_STORE_TOKEN }), null, 2));
  const python = path.join(dir, 'python-grader.json');
  await writeFile(python, JSON.stringify(localConfig(PYTHON_GRADER_CONFIG, {}), null, 2));
  const shards = path.join(dir, 'shard-door.json');
  await writeFile(shards, JSON.stringify(localConfig(SHARD_DOOR_CONFIG, { SHARD_DOOR_TOKEN: LOCAL_SHARD_DOOR_TOKEN }), null, 2));
  return [edge, api, store, python, shards];
}
