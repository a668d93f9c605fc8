import { sql, type Selectable } from 'kysely';
import { CardTeacher, CourseAccess, DisplayStatus, type CourseDetail, type CourseSummary, type ProductSource } from '../../contract/catalogue.ts';
import { ProductType } from '../../contract/common.ts';
import type { Db } from '../db/database.ts';
import type { ProductsTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { notFound } from './errors.ts';
import { ratingSummary } from './summaries.ts';

/** Product fields kept in `products.data_json`; the rest are columns (see migrations/0001_catalogue.sql). */
export type ProductRest = Pick<
  ProductSource,
  'description' | 'category_ids' | 'teacher_ids' | 'tags' | 'not_sold_on' | 'starts_at' | 'sections' | 'test_facts' | 'item_ids' | 'certificate' | 'legal_document'
>;

/** Splits an authored product for storage; the seed writes it, `toDetail` reads it back. */
export const productRest = (p: ProductSource): ProductRest => ({
  description: p.description,
  category_ids: p.category_ids,
  teacher_ids: p.teacher_ids,
  tags: p.tags,
  not_sold_on: p.not_sold_on,
  starts_at: p.starts_at,
  sections: p.sections,
  test_facts: p.test_facts,
  item_ids: p.item_ids,
  ...(p.certificate ? { certificate: true } : {}),
  ...(p.legal_document ? { legal_document: p.legal_document } : {}),
});

// Ratings are counted from reviews on every read (reviews_by_course covers both), so they stay right once
// learners write reviews; prices are columns because lists sort on them. Written as SQL because every list joins
// products as `p`; the aggregates' types are SQLite's: COUNT an integer, AVG a real or NULL without rows.
const reviewCount = sql<number>`(SELECT COUNT(*) FROM reviews rv WHERE rv.school_id = p.school_id AND rv.course_id = p.id AND rv.status = 'published')`.as('review_count');
const ratingAvg = sql<number | null>`(SELECT AVG(rv.rating) FROM reviews rv WHERE rv.school_id = p.school_id AND rv.course_id = p.id AND rv.status = 'published')`.as('rating_avg');

/** A product's review count and average rating, as every product read selects them. */
export const RATING_COLUMNS = [reviewCount, ratingAvg] as const;

// The product's first teacher (by its authored order) as JSON text, or NULL for a product with none.
const firstTeacher = sql<string | null>`(SELECT json_object('name', t.name, 'avatar_url', t.avatar_url) FROM product_teachers pt
  JOIN teachers t ON t.school_id = pt.school_id AND t.id = pt.teacher_id
  WHERE pt.school_id = p.school_id AND pt.product_id = p.id ORDER BY pt.position LIMIT 1)`.as('teacher');

/** What every product read selects from `products p`. */
export const PRODUCT_COLUMNS = [
  'p.id', 'p.course_type', 'p.seo_title', 'p.title', 'p.short_description', 'p.image_url', 'p.display_status', 'p.access',
  'p.published_at', 'p.promo_headline', 'p.price', 'p.list_price', 'p.is_free', ...RATING_COLUMNS, firstTeacher,
] as const;

/** A card's columns: PRODUCT_COLUMNS and the parts of data_json a card shows (each JSON text, or NULL for starts_at). */
export const SUMMARY_COLUMNS = [
  ...PRODUCT_COLUMNS,
  sql<string>`json_extract(p.data_json, '$.category_ids')`.as('category_ids'),
  sql<string>`json_extract(p.data_json, '$.tags')`.as('tags'),
  sql<string | null>`json_extract(p.data_json, '$.starts_at')`.as('starts_at'),
] as const;

type ProductRow = Pick<Selectable<ProductsTable>, 'id' | 'course_type' | 'seo_title' | 'title' | 'short_description' | 'image_url'
  | 'display_status' | 'access' | 'published_at' | 'promo_headline' | 'price' | 'list_price' | 'is_free'> & {
  review_count: number;
  rating_avg: number | null;
  teacher: string | null;
};
export type SummaryRow = ProductRow & { category_ids: string; tags: string; starts_at: string | null };
type DetailRow = ProductRow & Pick<Selectable<ProductsTable>, 'data_json'>;

const common = (row: ProductRow) => ({
  id: row.id,
  // Columns hold what the contract's tenant schema accepted at seed time; parsed, not cast, on the way out.
  course_type: ProductType.parse(row.course_type),
  seo_title: row.seo_title,
  title: row.title,
  short_description: row.short_description,
  image_url: row.image_url,
  display_status: DisplayStatus.parse(row.display_status),
  access: CourseAccess.parse(row.access),
  published_at: row.published_at,
  promo: row.promo_headline === null ? null : { headline: row.promo_headline },
  price: row.price === null ? null : { price: row.price, list_price: row.list_price, is_free: row.is_free === 1 },
  rating: ratingSummary(row.review_count, row.rating_avg),
  teacher: row.teacher === null ? null : CardTeacher.parse(JSON.parse(row.teacher)),
});

export const toSummary = (row: SummaryRow): CourseSummary => ({
  ...common(row),
  category_ids: JSON.parse(row.category_ids) as number[],
  tags: JSON.parse(row.tags) as string[],
  starts_at: row.starts_at,
});

const toDetail = (row: DetailRow): CourseDetail => ({ ...common(row), ...(JSON.parse(row.data_json) as ProductRest) });

/** One product of the school, in full; 404 `Course not found` when the school has no such product. */
export async function getCourse(db: Db, school: School, courseId: number): Promise<CourseDetail> {
  const row = await db
    .selectFrom('products as p')
    .select([...PRODUCT_COLUMNS, 'p.data_json'])
    .where('p.school_id', '=', school.id)
    .where('p.id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound('Course');
  return toDetail(row);
}

/** A page of the school's products in full, in id order, and how many it has. */
export async function getCourses(db: Db, school: School, page: { limit: number; offset: number }): Promise<{ courses: CourseDetail[]; total: number }> {
  const [count, rows] = await db.batch([
    db.selectFrom('products as p').where('p.school_id', '=', school.id).select((eb) => eb.fn.countAll<number>().as('total')),
    db.selectFrom('products as p').select([...PRODUCT_COLUMNS, 'p.data_json']).where('p.school_id', '=', school.id).orderBy('p.id').limit(page.limit).offset(page.offset),
  ]);
  return { courses: rows.map(toDetail), total: count[0]!.total };
}

/** For the per-product reads: a course_id of another school (or none) is a 404, not an empty list. */
export async function assertCourse(db: Db, school: School, courseId: number | undefined): Promise<void> {
  if (courseId === undefined) return;
  const row = await db.selectFrom('products').select('id').where('school_id', '=', school.id).where('id', '=', courseId).executeTakeFirst();
  if (!row) throw notFound('Course');
}
