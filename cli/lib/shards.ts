/**
 * The schools' shards as the CLI reaches them (docs/decisions/0087-school-shards.md): through the local stack's
 * shards door (src/shard-door/worker.ts), as `deploy` reaches the site store through its own door. Answers are parsed
 * with their contract's schema before use.
 */
import { SHARD_BATCH_AT_MOST, SHARD_DOOR_PATH, SHARD_DOOR_TOKEN_HEADER, ShardCopy, ShardListing, type ShardBatch, type ShardVersion } from '../../src/contract/shards.ts';
import { SchoolError } from './errors.ts';
import { LOCAL_SHARD_DOOR_TOKEN } from './local-config.ts';

export class ShardsError extends SchoolError {}

export interface Shards {
  readonly name: string;
  list(): Promise<ShardListing>;
  /** Runs the statements in the school's shard, in batches of at most SHARD_BATCH_AT_MOST (each one transaction). */
  run(schoolId: number, statements: ShardBatch['statements']): Promise<number>;
  /** Copies the school's rows from the shared database into its shard (which must hold none): each table's counts. */
  copy(schoolId: number): Promise<ShardCopy>;
}

export function localShards(origin: string, token = LOCAL_SHARD_DOOR_TOKEN): Shards {
  const request = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${origin}${SHARD_DOOR_PATH}${path}`, {
        method,
        headers: { [SHARD_DOOR_TOKEN_HEADER]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new ShardsError(`cannot reach the local stack at ${origin} (is \`npm start\` running?): ${(error as Error).message}`);
    }
    const text = await response.text();
    const reason = (() => {
      try {
        return String((JSON.parse(text) as { error?: unknown }).error ?? '');
      } catch {
        return '';
      }
    })();
    if (response.status === 403 || (response.status === 404 && !reason.startsWith('no school'))) throw new ShardsError(`${origin} is not a local stack with the shards door (${response.status}): start it with \`npm start\``);
    if (reason) throw new ShardsError(reason);
    if (!response.ok) throw new ShardsError(`the local shards door answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as unknown;
  };
  return {
    name: `the local stack at ${origin}`,
    async list() {
      const parsed = ShardListing.safeParse(await request('GET', 'schools'));
      if (!parsed.success) throw new ShardsError(`the shards door's listing is not one: ${parsed.error.issues[0]?.message ?? ''}`);
      return parsed.data;
    },
    async copy(schoolId) {
      const parsed = ShardCopy.safeParse(await request('POST', `schools/${schoolId}/copy`));
      if (!parsed.success) throw new ShardsError(`the shards door's copy report is not one: ${parsed.error.issues[0]?.message ?? ''}`);
      return parsed.data;
    },
    async run(schoolId, statements) {
      let ran = 0;
      for (let at = 0; at < statements.length; at += SHARD_BATCH_AT_MOST) {
        const answer = (await request('POST', `schools/${schoolId}/batch`, { statements: statements.slice(at, at + SHARD_BATCH_AT_MOST) })) as { ran?: unknown };
        ran += typeof answer.ran === 'number' ? answer.ran : 0;
      }
      return ran;
    },
  };
}

/** A shard's state in words, for `schoolfront shards`. */
export function shardState(shard: ShardVersion): string {
  if (shard.refused) return `refused: ${shard.refused}`;
  if (shard.version === null) return 'not created: the school has not been served yet';
  if (shard.pending.length > 0) return `behind by ${shard.pending.length}: migrated on its next call (${shard.pending.join(', ')})`;
  return 'current';
}

/** The listing as `schoolfront shards` prints it: one line per school, aligned. */
export function shardTable(listing: ShardListing): string {
  const head = ['school', 'id', 'version', 'migrations', 'state'];
  const rows = listing.schools.map((s) => [s.slug, String(s.id), s.shard.version ?? '-', String(s.shard.applied), shardState(s.shard)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [head, ...rows].map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

/** A copy's report as `schoolfront shards copy` prints it: each table's rows in the shared database and in the shard. */
export function copyTable(slug: string, copy: ShardCopy): { text: string; matches: boolean } {
  const head = ['table', 'shared', 'shard'];
  const rows = copy.tables.map((t) => [t.table, String(t.source), String(t.shard)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const lines = [head, ...rows].map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd());
  const differ = copy.tables.filter((t) => t.source !== t.shard);
  const total = copy.tables.reduce((sum, t) => sum + t.shard, 0);
  lines.push(differ.length === 0
    ? `✓ ${slug}: ${total} rows in ${copy.tables.length} tables copied into its shard; every count matches`
    : `✗ ${slug}: the counts differ in ${differ.map((t) => t.table).join(', ')}`);
  return { text: lines.join('\n'), matches: differ.length === 0 };
}
