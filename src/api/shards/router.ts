/**
 * The router to schools' learner data (ARCHITECTURE.md decision 22; docs/decisions/0087-school-shards.md): a school's
 * id names its shard, a Durable Object of the `SHARDS` namespace, which the runtime creates the first time it is
 * named. A `Db` made here reaches that school's shard and nothing else: another school's rows are in another object,
 * so no query, however written, can read them.
 */
import { ERROR_CODE, ERROR_TEXT } from '../../contract/errors.ts';
import { Db } from '../db/database.ts';
import type { SqlPort } from '../db/port.ts';
import { ApiError } from '../lib/errors.ts';
import { SHARD_REFUSED } from './refusal.ts';

/** The name of a school's shard: its id in the registry, never its slug or host, which a school may change. */
export const shardName = (schoolId: number): string => `school:${schoolId}`;

/** The school's shard. */
export function shardOf(env: Pick<ApiEnv, 'SHARDS'>, schoolId: number): DurableObjectStub<import('./school-shard.ts').SchoolShard> {
  return env.SHARDS.get(env.SHARDS.idFromName(shardName(schoolId)));
}

/** A shard that refuses (a migration failed, or newer code wrote it) is the school under maintenance, said plainly. */
function refusalToMaintenance(error: unknown): never {
  if (error instanceof Error && error.message.includes(SHARD_REFUSED)) {
    console.error(error.message);
    throw new ApiError(ERROR_CODE.serverError, ERROR_TEXT.maintenance, {}, { 'retry-after': '60' });
  }
  throw error;
}

/** The school's shard as a SQL port: a statement or a batch is one call to the object. */
export function shardPort(env: Pick<ApiEnv, 'SHARDS'>, schoolId: number): SqlPort {
  const shard = shardOf(env, schoolId);
  return {
    run: (statement) => shard.run(statement).catch(refusalToMaintenance),
    batch: (statements) => shard.batch(statements).catch(refusalToMaintenance),
  };
}

/** The school's learner data, typed: the only way the API reaches it. */
export const schoolDatabase = (env: Pick<ApiEnv, 'SHARDS'>, schoolId: number): Db => new Db(shardPort(env, schoolId));
