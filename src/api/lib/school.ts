import { createMiddleware } from 'hono/factory';
import { SCHOOL_HEADER } from '../../contract/bundle.ts';
import { ProductType, Slug } from '../../contract/common.ts';
import { database, type Db } from '../db/database.ts';
import { schoolDatabase } from '../shards/router.ts';
import type { AppEnv, School } from '../types.ts';
import { notFound } from './errors.ts';

/**
 * Resolves the school once per request, in the platform's registry (the shared D1). The edge sets (and overwrites) the
 * header, so it is the only thing trusted (docs/decisions/0003-school-identification.md); a missing or unknown school is
 * a 404 before any endpoint runs.
 */
export const resolveSchool = createMiddleware<AppEnv>(async (c, next) => {
  const slug = c.req.header(SCHOOL_HEADER);
  if (!slug || !Slug.safeParse(slug).success) throw notFound('School');
  const school = await schoolWhere(database(c.env.DB), 'slug', slug);
  if (!school) throw notFound('School');
  c.set('school', school);
  c.set('db', schoolData(c.env, school));
  await next();
});

/**
 * The school's learner data, in a request (`c.var.db`) or out of one (the cron's work): its shard, named by its id in
 * the registry (docs/decisions/0087-school-shards.md).
 */
export const schoolData = (env: Pick<ApiEnv, 'SHARDS'>, school: Pick<School, 'id'>): Db => schoolDatabase(env, school.id);

/**
 * Work done outside a request for every school in the registry, school by school, each with its own learner data
 * (the cron's: settling orders, renewals, commissions, overdue attempts, reminders). One school's failure is logged and
 * the others go on.
 */
export async function forEachSchool(env: Pick<ApiEnv, 'DB' | 'SHARDS'>, work: (school: School, db: Db) => Promise<void>): Promise<void> {
  const rows = await database(env.DB).selectFrom('schools').select(['id', 'slug', 'products_order', 'school_locked']).orderBy('id').execute();
  for (const row of rows) {
    const school = toSchool(row);
    try {
      await work(school, schoolData(env, school));
    } catch (error) {
      console.error(`${school.slug}: scheduled work failed:`, error);
    }
  }
}

const toSchool = (row: { id: number; slug: string; products_order: string; school_locked: number }): School =>
  ({ id: row.id, slug: row.slug, productsOrder: ProductType.array().parse(JSON.parse(row.products_order)), locked: row.school_locked === 1 });

/** A school by its slug or id (the cron's work names schools by id), or null. */
export async function schoolWhere(db: Db, by: 'slug' | 'id', value: string | number): Promise<School | null> {
  const row = await db.selectFrom('schools').select(['id', 'slug', 'products_order', 'school_locked']).where(by, '=', value).executeTakeFirst();
  return row ? toSchool(row) : null;
}
