import type { Handler } from 'hono';
import type { z } from 'zod';
import { sql, type SelectQueryBuilder } from 'kysely';
import { CourseListQuery, type CourseDigestsResponse, type CourseListResponse, type CourseSort } from '../../contract/catalogue.ts';
import type { Db } from '../db/database.ts';
import { RATING_COLUMNS, SUMMARY_COLUMNS, toSummary } from '../lib/courses.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv, School } from '../types.ts';

type ListQuery = z.output<typeof CourseListQuery>;

/** The filters of the query, on `products p`; the count and the page share them. */
function filtered(db: Db, school: School, query: ListQuery) {
  // search_text is lower-cased at seed time, so a plain substring test is case-insensitive and needs no escaping.
  const search = query.search?.trim().toLowerCase();
  return db
    .selectFrom('products as p')
    .where('p.school_id', '=', school.id)
    .$if(query.type !== undefined, (q) => q.where('p.course_type', '=', query.type!))
    .$if(query.category !== undefined, (q) => q.where('p.id', 'in', db
      .selectFrom('product_categories as pc')
      .innerJoin('categories as ct', (join) => join.onRef('ct.school_id', '=', 'pc.school_id').onRef('ct.id', '=', 'pc.category_id'))
      .select('pc.product_id')
      .where('pc.school_id', '=', school.id)
      .where('ct.custom_name', '=', query.category!)))
    .$if(Boolean(query.tag), (q) => q.where('p.id', 'in', db
      .selectFrom('product_tags')
      .select('product_id')
      .where('school_id', '=', school.id)
      .where('tag', '=', query.tag!)))
    .$if(Boolean(search), (q) => q.where(sql<number>`instr(p.search_text, ${search})`, '>', 0))
    .$if(Boolean(query.promo), (q) => q.where('p.promo_headline', 'is not', null));
}

const cards = (db: Db, school: School, query: ListQuery) => filtered(db, school, query).select(SUMMARY_COLUMNS);
type CardQuery = ReturnType<typeof cards>;
/** A query of `products p` selecting `O`. */
type ProductQuery<O> = ReturnType<typeof filtered> extends SelectQueryBuilder<infer D, infer T, object> ? SelectQueryBuilder<D, T, O> : never;

const newest = <O>(q: ProductQuery<O>): ProductQuery<O> => q.orderBy('p.published_ms', 'desc').orderBy('p.id', 'desc');

/** The default order: the school's products_order first (course, test, bundle, series by default), newest first within a type. */
function inDefaultOrder<O>(q: ProductQuery<O>, school: School): ProductQuery<O> {
  const ranks = sql.join(school.productsOrder.map((type, rank) => sql`WHEN ${type} THEN ${rank}`), sql` `);
  return newest(q.orderBy(sql`CASE p.course_type ${ranks} ELSE ${school.productsOrder.length} END`));
}

/** ORDER BY for each sort; every one ends on the product id so pages never overlap. */
function ordered(q: CardQuery, sort: z.infer<typeof CourseSort>, school: School): CardQuery {
  switch (sort) {
    case 'default':
      return inDefaultOrder(q, school);
    case 'recent':
      return newest(q);
    case 'popular':
      return newest(q.orderBy('review_count', 'desc').orderBy('rating_avg', 'desc'));
    case 'price_asc':
      return newest(q.orderBy(sql`p.price IS NULL`).orderBy('p.price', 'asc'));
    case 'price_desc':
      return newest(q.orderBy(sql`p.price IS NULL`).orderBy('p.price', 'desc'));
  }
}

/** `CALLS.courseList`: a filtered, sorted page of the school's product cards and the filtered total. */
export const courseList: Handler<AppEnv> = async (c) => {
  const query = parseInput(CourseListQuery, c.req.query());
  const school = c.var.school;
  const db = c.var.db;
  const [count, rows] = await db.batch([
    filtered(db, school, query).select((eb) => eb.fn.countAll<number>().as('total')),
    ordered(cards(db, school, query), query.sort, school).limit(query.limit).offset(query.offset),
  ]);
  const body: CourseListResponse = { courses: rows.map(toSummary), total: count[0]!.total };
  return ok(c, body);
};

/**
 * `CALLS.courseDigests`: every product's id in the default order, and a digest of its detail: the row's digest as the
 * seed wrote it (migration 0022), with the rating learners' reviews give it now.
 */
export const courseDigests: Handler<AppEnv> = async (c) => {
  const school = c.var.school;
  const db = c.var.db;
  const rows = await inDefaultOrder(filtered(db, school, CourseListQuery.parse({})).select(['p.id', 'p.digest', ...RATING_COLUMNS]), school).execute();
  const body: CourseDigestsResponse = {
    // A row written before digests were (empty) has none: the build fetches it every time.
    courses: rows.map((row) => ({ id: row.id, digest: row.digest && `${row.digest}.${row.review_count}.${row.rating_avg ?? ''}` })),
  };
  return ok(c, body);
};
