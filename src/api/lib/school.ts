import { createMiddleware } from 'hono/factory';
import { SCHOOL_HEADER } from '../../contract/bundle.ts';
import { ProductType, Slug } from '../../contract/common.ts';
import { database, type Db } from '../db/database.ts';
import type { AppEnv, School } from '../types.ts';
import { notFound } from './errors.ts';

/**
 * Resolves the school once per request. The edge sets (and overwrites) the header, so it is the only thing trusted
 * (docs/decisions/0003-school-identification.md); a missing or unknown school is a 404 before any endpoint runs.
 */
export const resolveSchool = createMiddleware<AppEnv>(async (c, next) => {
  const slug = c.req.header(SCHOOL_HEADER);
  if (!slug || !Slug.safeParse(slug).success) throw notFound('School');
  const school = await schoolWhere(database(c.env.DB), 'slug', slug);
  if (!school) throw notFound('School');
  c.set('school', school);
  await next();
});

/** A school by its slug or id (the cron's work names schools by id), or null. */
export async function schoolWhere(db: Db, by: 'slug' | 'id', value: string | number): Promise<School | null> {
  const row = await db.selectFrom('schools').select(['id', 'slug', 'products_order', 'school_locked']).where(by, '=', value).executeTakeFirst();
  return row ? { id: row.id, slug: row.slug, productsOrder: ProductType.array().parse(JSON.parse(row.products_order)), locked: row.school_locked === 1 } : null;
}
