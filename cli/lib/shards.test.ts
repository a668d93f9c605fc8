import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARD_BATCH_AT_MOST, SHARD_DOOR_TOKEN_HEADER, type ShardListing } from '../../src/contract/shards.ts';
import { LOCAL_SHARD_DOOR_TOKEN } from './local-config.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyTable, exportShard, importShard, localShards, shardTable } from './shards.ts';

const LISTING: ShardListing = {
  schools: [
    { id: 501, slug: 'nova-academy', shard: { version: '0049_offline_journal', applied: 46, pending: [], refused: null } },
    { id: 502, slug: 'harbor-code', shard: { version: '0048_offline_devices', applied: 45, pending: ['0049_offline_journal'], refused: null } },
    { id: 503, slug: 'atelier-lingua', shard: { version: null, applied: 0, pending: ['0001_catalogue'], refused: null } },
    { id: 504, slug: 'rolled-back', shard: { version: '9999_later', applied: 47, pending: [], refused: 'the shard has migration 9999_later, which this version of the API does not know' } },
  ],
};

// A door as the local stack's edge answers: the listing, batches counted, 403 without the token.
let origin = '';
const batches: number[] = [];
const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    if (request.headers[SHARD_DOOR_TOKEN_HEADER] !== LOCAL_SHARD_DOOR_TOKEN) return void response.writeHead(403).end('{"error":"wrong or missing shards token"}');
    if (request.url === '/_sf-shards/schools') return void response.end(JSON.stringify(LISTING));
    if (request.url === '/_sf-shards/schools/501/tables') return void response.end(JSON.stringify({ version: '0049_offline_journal', tables: [] }));
    if (request.url === '/_sf-shards/schools/501/copy') return void response.end(JSON.stringify({ tables: [{ table: 'schools', source: 1, shard: 1 }, { table: 'users', source: 316, shard: 316 }] }));
    if (request.url === '/_sf-shards/schools/502/copy') return void response.end(JSON.stringify({ tables: [{ table: 'users', source: 316, shard: 315 }] }));
    if (request.url === '/_sf-shards/schools/503/copy') return void response.writeHead(500).end(JSON.stringify({ error: 'the shard already holds rows of users: a school\'s data is copied into a shard that has none of it' }));
    const { statements } = JSON.parse(body) as { statements: unknown[] };
    batches.push(statements.length);
    response.end(JSON.stringify({ ran: statements.length }));
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('schoolfront shards', () => {
  it("prints each school's shard: its version, how many migrations, and its state in words", async () => {
    expect(shardTable(await localShards(origin).list())).toBe([
      'school          id   version               migrations  state',
      'nova-academy    501  0049_offline_journal  46          current',
      'harbor-code     502  0048_offline_devices  45          behind by 1: migrated on its next call (0049_offline_journal)',
      'atelier-lingua  503  -                     0           not created: the school has not been served yet',
      'rolled-back     504  9999_later            47          refused: the shard has migration 9999_later, which this version of the API does not know',
    ].join('\n'));
  });

  it('sends statements in batches the door takes, and says plainly when it is not a stack with the door', async () => {
    const statements = Array.from({ length: SHARD_BATCH_AT_MOST + 20 }, () => ({ sql: 'SELECT 1', params: [] }));
    expect(await localShards(origin).run(501, statements)).toBe(SHARD_BATCH_AT_MOST + 20);
    expect(batches).toEqual([SHARD_BATCH_AT_MOST, 20]);
    await expect(localShards(origin, 'another-token-of-the-right-size-0').list()).rejects.toThrow(`${origin} is not a local stack with the shards door (403): start it with \`npm start\``);
    await expect(localShards('http://127.0.0.1:9').list()).rejects.toThrow(/cannot reach the local stack at http:\/\/127\.0\.0\.1:9 \(is `npm start` running\?\)/);
  });

  it("reports a copy's counts table by table, and says whether they all match", async () => {
    const shards = localShards(origin);
    expect(copyTable('nova-academy', await shards.copy(501))).toEqual({
      text: ['table    shared  shard', 'schools       1      1', 'users       316    316', '✓ nova-academy: 317 rows in 2 tables copied into its shard; every count matches'].join('\n'),
      matches: true,
    });
    expect(copyTable('harbor-code', await shards.copy(502))).toMatchObject({ matches: false, text: expect.stringContaining('✗ harbor-code: the counts differ in users') });
    await expect(shards.copy(503)).rejects.toThrow("the shard already holds rows of users: a school's data is copied into a shard that has none of it");
  });

  it('says plainly when a file cannot be written or read, or is not an export', async () => {
    const shards = localShards(origin);
    const school = { id: 501, slug: 'nova-academy' };
    const dir = mkdtempSync(path.join(tmpdir(), 'shards-cli-'));
    try {
      await expect(exportShard(shards, school, path.join(dir, 'missing', 'x.jsonl'))).rejects.toThrow(`cannot write ${path.join(dir, 'missing', 'x.jsonl')} (ENOENT)`);
      await expect(importShard(shards, school, path.join(dir, 'none.jsonl'))).rejects.toThrow(`cannot read ${path.join(dir, 'none.jsonl')} (ENOENT)`);
      const other = path.join(dir, 'other.jsonl');
      writeFileSync(other, '{"hello":"world"}\n');
      await expect(importShard(shards, school, other)).rejects.toThrow(`${other} is not a shard export (its first line says what it is)`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
