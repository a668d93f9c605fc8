import type { Handler } from 'hono';
import type { z } from 'zod';
import type { CategoriesResponse } from '../../contract/catalogue.ts';
import { ok } from '../lib/respond.ts';
import type { AppEnv } from '../types.ts';

/** `CALLS.categories`: the school's categories in authored order, each with its product count. */
export const categories: Handler<AppEnv> = async (c) => {
  const categories = await c.var.db
    .selectFrom('categories as c')
    .select((eb) => [
      'c.id', 'c.name', 'c.custom_name', 'c.description',
      eb.selectFrom('product_categories as pc')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('pc.school_id', '=', 'c.school_id')
        .whereRef('pc.category_id', '=', 'c.id')
        .$asScalar()
        .as('product_count'),
    ])
    .where('c.school_id', '=', c.var.school.id)
    .orderBy('c.position')
    .execute();
  const body: z.infer<typeof CategoriesResponse> = { categories };
  return ok(c, body);
};
