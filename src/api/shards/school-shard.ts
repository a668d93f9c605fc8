/**
 * A school's learner data (ARCHITECTURE.md decision 22; docs/decisions/0087-school-shards.md): one Durable Object per
 * school, with SQLite storage of its own (up to 10 GB), created the first time the router names it. It holds that
 * school's rows and no other's, under the learner API's schema, and runs the statements the API's Kysely compiles.
 *
 * Its migrations are applied on the first call after it starts, before that call runs, inside the object's own
 * turn: the calls are synchronous, so nothing else reaches the storage while a migration runs, and a shard a deploy
 * left behind is current again before it answers anyone. A shard that cannot be migrated refuses every call.
 */
import { DurableObject } from 'cloudflare:workers';
import { SHARD_MIGRATIONS } from './migrations.ts';
import { SHARD_REFUSED } from './refusal.ts';
import type { SqlResult, SqlStatement } from '../db/port.ts';
import type { ShardVersion } from '../../contract/shards.ts';
import { migrateShard, runBatch, runStatement, shardVersion, type ShardMigration } from './shard-sql.ts';


export class SchoolShard extends DurableObject<ApiEnv> {
  /** Null until the first call has migrated; then why it refuses, or '' when it serves. */
  #refused: string | null = null;

  protected migrations(): readonly ShardMigration[] {
    return SHARD_MIGRATIONS;
  }

  #ready(): void {
    this.#refused ??= migrateShard(this.ctx.storage, this.migrations()) ?? '';
    if (this.#refused) throw new Error(`${SHARD_REFUSED} ${this.#refused}`);
  }

  run(statement: SqlStatement): SqlResult {
    this.#ready();
    return runStatement(this.ctx.storage, statement);
  }

  batch(statements: readonly SqlStatement[]): SqlResult[] {
    this.#ready();
    return runBatch(this.ctx.storage, statements);
  }

  /** The size of its database, in bytes (the benches' measure of what a school's rows cost). */
  size(): number {
    return this.ctx.storage.sql.databaseSize;
  }

  /** Where its migrations stand, read without migrating: a shard left behind is listed as behind until it is called. */
  version(): ShardVersion {
    return shardVersion(this.ctx.storage, this.migrations(), this.#refused || null);
  }
}
