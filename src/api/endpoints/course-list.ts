import type { Handler } from 'hono';
import type { z } from 'zod';
import { CourseListQuery, type CourseListResponse, type CourseSort } from '../../contract/catalogue.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv, School } from '../types.ts';

/** ORDER BY for each sort; every one ends on the product id so pages never overlap. */
function orderBy(sort: z.infer<typeof CourseSort>, school: School, bind: (value: unknown) => string): string {
  const newest = 'p.published_ms DESC, p.id DESC';
  switch (sort) {
    case 'default': {
      // The school's products_order first (course, test, bundle, series by default), newest first within a type.
      const ranks = school.productsOrder.map((type, rank) => `WHEN ${bind(type)} THEN ${rank}`).join(' ');
      return `CASE p.course_type ${ranks} ELSE ${school.productsOrder.length} END, ${newest}`;
    }
    case 'recent':
      return newest;
    case 'popular':
      return `review_count DESC, rating_avg DESC, ${newest}`;
    case 'price_asc':
      return `p.price IS NULL, p.price ASC, ${newest}`;
    case 'price_desc':
      return `p.price IS NULL, p.price DESC, ${newest}`;
  }
}

/** `CALLS.courseList`: a filtered, sorted page of the school's product cards and the filtered total. */
export const courseList: Handler<AppEnv> = async (c) => {
  const query = parseInput(CourseListQuery, c.req.query());
  const school = c.var.school;
  const params: unknown[] = [];
  const bind = (value: unknown): string => `?${params.push(value)}`;

  const schoolParam = bind(school.id);
  const where = [`p.school_id = ${schoolParam}`];
  if (query.type !== undefined) where.push(`p.course_type = ${bind(query.type)}`);
  if (query.category !== undefined) {
    where.push(`p.id IN (SELECT pc.product_id FROM product_categories pc
      JOIN categories ct ON ct.school_id = pc.school_id AND ct.id = pc.category_id
      WHERE pc.school_id = ${schoolParam} AND ct.custom_name = ${bind(query.category)})`);
  }
  if (query.tag) where.push(`p.id IN (SELECT product_id FROM product_tags WHERE school_id = ${schoolParam} AND tag = ${bind(query.tag)})`);
  // search_text is lower-cased at seed time, so a plain substring test is case-insensitive and needs no escaping.
  const search = query.search?.trim().toLowerCase();
  if (search) where.push(`instr(p.search_text, ${bind(search)}) > 0`);
  if (query.promo) where.push('p.promo_headline IS NOT NULL');
  const filter = where.join(' AND ');
  const filterParams = params.slice();

  const order = orderBy(query.sort, school, bind);
  const page = `LIMIT ${bind(query.limit)} OFFSET ${bind(query.offset)}`;
  const db = c.env.DB;
  const [count, rows] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS total FROM products p WHERE ${filter}`).bind(...filterParams),
    db.prepare(`SELECT ${SUMMARY_COLUMNS} FROM products p WHERE ${filter} ORDER BY ${order} ${page}`).bind(...params),
  ]);
  const total = (count!.results[0] as { total: number }).total;
  const body: CourseListResponse = { courses: (rows!.results as SummaryRow[]).map(toSummary), total };
  return ok(c, body);
};
