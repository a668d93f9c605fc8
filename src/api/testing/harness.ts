import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createTestHarness, experimental_readRawConfig, unstable_splitSqlQuery, type TestHarness } from 'wrangler';
import type { z } from 'zod';
import { lessonObjects } from '../seed/lesson-content.ts';
import type { LoadedTenant } from '../../tenants/load.ts';
import { registrySql, schoolSeed } from '../seed/seed-sql.ts';
import type { Db } from '../db/database.ts';
import { schoolDatabase, shardPort } from '../shards/router.ts';
import { schoolSql, type SchoolSql } from './school-sql.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '../../contract/bundle.ts';
import { pathOf, type CallShape, type PathParams } from '../../contract/call.ts';
import { ErrorPayload } from '../../contract/errors.ts';
import { ALPHA, fixtureTenants } from './fixtures.ts';
import { LOCAL_ADDRESS_HASH_KEY, LOCAL_GATEWAY_VARS, LOCAL_BADGE_SIGNING_KEY, LOCAL_ESIGN_CA, LOCAL_ESIGN_KEY_SECRET, LOCAL_PAYOUT_DETAILS_SECRET, LOCAL_OFFLINE_KEY_SECRET, apiConfigAlone } from '../../../cli/lib/local-config.ts';

const CONFIG = fileURLToPath(new URL('../wrangler.jsonc', import.meta.url));

/** The key the tests' API signs media URLs with (the tests sign their own to try forged and expired ones). */
export const TEST_MEDIA_URL_SECRET = 'test-media-url-secret-0123456789abcdef';

export interface Api {
  server: TestHarness;
  /** The platform's registry (the shared D1): the schools' rows, by which a request finds its school. */
  registry: D1Database;
  /** A school's shard, in D1's statement shape: to arrange and read its rows. */
  school(schoolId: number): SchoolSql;
  /** A school's shard, typed (the API's own `Db`), as the API's code reaches it. */
  db(schoolId: number): Db;
  /** The bindings the API's code takes (its shards among them), for calling that code directly. */
  env: ApiEnv;
  /** The lesson media and answer sheets bucket, for counting what a refused upload left behind. */
  LESSONS: R2Bucket;
  close(): Promise<void>;
}

/** The Python grader's worker (src/python-grader/), for the tests that grade Python: loading Pyodide takes seconds. */
const PYTHON_CONFIG = fileURLToPath(new URL('../../python-grader/wrangler.jsonc', import.meta.url));

/** The edge's configuration (the root wrangler.jsonc), for the API behind the real edge. */
const EDGE_CONFIG = fileURLToPath(new URL('../../../wrangler.jsonc', import.meta.url));

/** The name of the edge worker as the local stack runs it (`CLIENT_IP` "local"), in `startApi(name, { edge: true })`. */
export const LOCAL_EDGE = 'api-test-local-edge';

/**
 * The learner API in real workerd (wrangler's test harness), with the fixture schools seeded by src/api/seed/: their
 * rows in the registry (a D1 database migrated from migrations/), their learner data in their shards. One per test file, in beforeAll. The dev-only calls are
 * on, as `npm start` turns them on; the deployable configuration has them off.
 *
 * With `edge`, the real edge worker is in front of it (the entry worker, as deployed: `CLIENT_IP` "cloudflare"),
 * a second one as run locally (LOCAL_EDGE), both with an empty asset directory: for what only the edge decides.
 * With `python`, the Python grader's worker runs beside it.
 */
export async function startApi(name: string, opts: { edge?: boolean; python?: boolean } = {}): Promise<Api> {
  const mediaDir = mkdtempSync(path.join(tmpdir(), `schoolfront-${name}-`));
  const api = { configPath: CONFIG, vars: { DEV_INBOX: '1', MEDIA_URL_SECRET: TEST_MEDIA_URL_SECRET, BADGE_SIGNING_KEY: LOCAL_BADGE_SIGNING_KEY, ADDRESS_HASH_KEY: LOCAL_ADDRESS_HASH_KEY, ESIGN_CA: LOCAL_ESIGN_CA, ESIGN_KEY_SECRET: LOCAL_ESIGN_KEY_SECRET, PAYOUT_DETAILS_SECRET: LOCAL_PAYOUT_DETAILS_SECRET, OFFLINE_KEY_SECRET: LOCAL_OFFLINE_KEY_SECRET, ...LOCAL_GATEWAY_VARS } };
  const edgeWorkers = () => {
    const { rawConfig } = experimental_readRawConfig({ config: EDGE_CONFIG });
    const edge = { ...rawConfig, main: path.resolve(path.dirname(EDGE_CONFIG), rawConfig.main!), assets: { ...rawConfig.assets, directory: mediaDir } };
    return [{ config: edge }, { config: { ...edge, name: LOCAL_EDGE, vars: { ...rawConfig.vars, CLIENT_IP: 'local' } } }];
  };
  const workers = opts.python ? [api, { configPath: PYTHON_CONFIG }] : [{ config: apiConfigAlone(api.vars) }];
  const server = createTestHarness({ workers: opts.edge ? [...edgeWorkers(), ...workers] : workers });
  await server.listen();
  const worker = server.getWorker<ApiEnv>(opts.edge || opts.python ? 'schoolfront-api' : undefined);
  await worker.applyD1Migrations('DB');
  const env = await worker.getEnv();
  const { DB, LESSONS } = env;
  const tenants = fixtureTenants(mediaDir);
  await idsApart(env, tenants);
  await seedSchools(env, tenants);
  for (const tenant of tenants) for await (const object of lessonObjects(tenant)) await LESSONS.put(object.key, object.body);
  return {
    server,
    registry: DB,
    school: (schoolId) => schoolSql(shardPort(env, schoolId)),
    db: (schoolId) => schoolDatabase(env, schoolId),
    env,
    LESSONS,
    close: async () => {
      await server.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * Ids are each school's own (docs/decisions/0087-school-shards.md): two shards both count learners, orders and attempts
 * from 1. The fixture schools' counts start a million apart, so that a test sending one school's id to another sends
 * an id the other has not, and a 404 there is the school's boundary, not a coincidence of numbering.
 */
async function idsApart(env: Pick<ApiEnv, 'SHARDS'>, tenants: readonly LoadedTenant[]): Promise<void> {
  for (const [index, tenant] of tenants.entries()) {
    if (index === 0) continue;
    await shardPort(env, tenant.config.school_config.school_id).batch([
      { sql: 'DELETE FROM sqlite_sequence', params: [] },
      { sql: "INSERT INTO sqlite_sequence (name, seq) SELECT name, ? FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'", params: [index * 1_000_000] },
    ]);
  }
}

/** Seeds the schools as the local stack does: each one's row in the registry, its rows in its shard (one batch each). */
export async function seedSchools(env: Pick<ApiEnv, 'DB' | 'SHARDS'>, tenants: readonly LoadedTenant[]): Promise<void> {
  await env.DB.batch(unstable_splitSqlQuery(registrySql(tenants)).map((statement) => env.DB.prepare(statement)));
  for (const tenant of tenants) await shardPort(env, tenant.config.school_config.school_id).batch(schoolSeed(tenant).map((sql) => ({ sql, params: [] })));
}

export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The URL of a declared call: its path with `params` filled in, and `query` (undefined values left out). Tests
 * address calls only this way, so a path is written once, in the contract.
 */
export function callUrl<C extends CallShape>(call: C, params?: PathParams<C['path']> | null, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const rest = search.toString();
  return `${pathOf(call, params ?? undefined)}${rest ? `?${rest}` : ''}`;
}

export interface Reply {
  status: number;
  body: unknown;
  headers: Pick<Headers, 'get' | 'getSetCookie'>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** An absolute origin, to control the URL the worker sees. */
  origin?: string;
}

let ips = 0;
/**
 * A browser-like client of one school with its own IP address, so no test shares another's throttle counters.
 * The API is called directly, so the client plays the edge and passes its address as the edge would.
 */
export function apiClient(server: TestHarness, school: string = ALPHA.slug) {
  ips += 1;
  const ip = `198.51.${Math.floor(ips / 250)}.${(ips % 250) + 1}`;
  const request = async (method: string, url: string, opts: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { [SCHOOL_HEADER]: school, [CLIENT_IP_HEADER]: ip, ...opts.headers };
    // As the browser's apiFetch: every write says JSON, with a body or without (the API's same-site write rule).
    if ((opts.body !== undefined || method !== 'GET') && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const response = await server.fetch(`${opts.origin ?? ''}${url}`, {
      method,
      headers,
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
  return {
    school,
    ip,
    request,
    post: (url: string, body?: unknown, opts: CallOptions = {}) => request('POST', url, { ...opts, body }),
    get: (url: string, opts: CallOptions = {}) => request('GET', url, opts),
  };
}
export type Client = ReturnType<typeof apiClient>;

/** The 200 body, parsed with its contract schema. */
export function ok<T extends z.ZodType>(schema: T, reply: Reply): z.infer<T> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.headers.get('cache-control')).toBe('no-store');
  return schema.parse(reply.body);
}

/** The error payload; the HTTP status is the payload's, except 603 which travels as 429. */
export function failed(reply: Reply): ErrorPayload {
  const payload = ErrorPayload.parse(reply.body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(payload.status === 603 ? 429 : payload.status);
  return payload;
}

/** A failure with SPEC.md's error payload: status, data.message and (for 412) data.field. */
export function expectError(reply: Reply, status: number, message: string, field?: string): void {
  expect(failed(reply)).toEqual({ status, data: field === undefined ? { message } : { message, field } });
}
