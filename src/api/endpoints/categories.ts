import type { Handler } from 'hono';
import type { z } from 'zod';
import type { CategoriesResponse } from '../../contract/catalogue.ts';
import { ok } from '../lib/respond.ts';
import type { AppEnv } from '../types.ts';

type Row = z.infer<typeof CategoriesResponse>['categories'][number];

/** `CALLS.categories`: the school's categories in authored order, each with its product count. */
export const categories: Handler<AppEnv> = async (c) => {
  const { results } = await c.env.DB.prepare(
    `SELECT c.id, c.name, c.custom_name, c.description,
       (SELECT COUNT(*) FROM product_categories pc WHERE pc.school_id = c.school_id AND pc.category_id = c.id) AS product_count
     FROM categories c WHERE c.school_id = ? ORDER BY c.position`,
  )
    .bind(c.var.school.id)
    .all<Row>();
  return ok(c, { categories: results });
};
