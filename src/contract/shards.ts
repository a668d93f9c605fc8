import { z } from 'zod';
import { Id, Slug } from './common.ts';

/**
 * The local shards' door (src/shard-door/worker.ts; docs/decisions/0087-school-shards.md): what the CLI asks a local
 * stack about schools' shards, behind the edge's `/_sf-shards/` paths, with a token.
 *
 *   GET  schools             -> ShardListing: each school in the registry and where its shard's migrations stand
 *   POST schools/<id>/batch  <- ShardBatch: statements run in the school's shard in one transaction -> { ran }
 *   POST schools/<id>/seed   <- ShardSeed: the school's seed (src/api/seed/), its statements in one transaction -> { ran }
 *   POST schools/<id>/copy   -> ShardCopy: the school's rows copied from the shared database into its empty shard,
 *                               with each table's rows counted on both sides
 *   GET  schools/<id>/tables -> ShardTables: the shard's version, and each table's columns, key and row count
 *   POST schools/<id>/rows   <- ShardRowsAsk -> ShardRows: a page of a table's rows, in key order (an export)
 *   POST schools/<id>/import <- ShardImport -> { ran }: rows written into the shard, if it is at the same version
 */
export const SHARD_DOOR_PATH = '/_sf-shards/';
export const SHARD_DOOR_TOKEN_HEADER = 'x-schoolfront-shards-token';
/** Statements in one batch through the door: a seed or an import goes in several. */
export const SHARD_BATCH_AT_MOST = 500;

/** Where a shard's migrations stand. */
export const ShardVersion = z.object({
  /** The last migration applied; null for a shard nothing was ever applied to (a school not yet served). */
  version: z.string().nullable(),
  applied: z.number().int().nonnegative(),
  /** Migrations the code has that the shard has not: applied on its next call. */
  pending: z.array(z.string()),
  /** Why the shard refuses calls, or null. */
  refused: z.string().nullable(),
});
export type ShardVersion = z.infer<typeof ShardVersion>;

export const ShardListing = z.object({
  schools: z.array(z.object({ id: Id, slug: Slug, shard: ShardVersion })),
});
export type ShardListing = z.infer<typeof ShardListing>;

export const SqlValue = z.union([z.string(), z.number(), z.null()]);
export const ShardBatch = z.object({
  statements: z.array(z.object({ sql: z.string().min(1), params: z.array(SqlValue) })).min(1).max(SHARD_BATCH_AT_MOST),
});
export type ShardBatch = z.infer<typeof ShardBatch>;

/**
 * A school's seed, whole: its rows replaced and its learners' kept in one transaction, so a school being reseeded on a
 * running stack is never seen half done. Statements with their values written in (src/api/seed/sql.ts).
 */
export const ShardSeed = z.object({ statements: z.array(z.string().min(1)).min(1) });
export type ShardSeed = z.infer<typeof ShardSeed>;

export const ShardCopy = z.object({
  tables: z.array(z.object({ table: z.string(), source: z.number().int().nonnegative(), shard: z.number().int().nonnegative() })),
});
export type ShardCopy = z.infer<typeof ShardCopy>;

export const ShardTables = z.object({
  version: z.string().nullable(),
  tables: z.array(z.object({ table: z.string(), columns: z.array(z.string()), keys: z.array(z.string()), rows: z.number().int().nonnegative() })),
});
export type ShardTables = z.infer<typeof ShardTables>;

export const ShardRowsAsk = z.object({ table: z.string().min(1), after: z.array(SqlValue).nullable() });
export const ShardRows = z.object({ rows: z.array(z.array(SqlValue)), next: z.array(SqlValue).nullable() });
export type ShardRows = z.infer<typeof ShardRows>;

export const ShardImport = z.object({
  /** The migration the exported shard was at: rows go only into a shard at the same one. */
  version: z.string().nullable(),
  table: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
  rows: z.array(z.array(SqlValue)).min(1).max(SHARD_BATCH_AT_MOST),
});
export type ShardImport = z.infer<typeof ShardImport>;
