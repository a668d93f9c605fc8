import type { CourseDetail, CourseSummary, ProductSource } from '../../contract/catalogue.ts';
import type { School } from '../types.ts';
import { notFound } from './errors.ts';
import { ratingSummary } from './summaries.ts';

/** Product fields kept in `products.data_json`; the rest are columns (see migrations/0001_catalogue.sql). */
export type ProductRest = Pick<
  ProductSource,
  'description' | 'category_ids' | 'teacher_ids' | 'tags' | 'not_sold_on' | 'starts_at' | 'sections' | 'test_facts' | 'item_ids'
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
});

interface ProductRow {
  id: number;
  course_type: CourseSummary['course_type'];
  seo_title: string;
  title: string;
  short_description: string;
  image_url: string | null;
  display_status: CourseSummary['display_status'];
  access: CourseSummary['access'];
  published_at: string;
  promo_headline: string | null;
  price: number | null;
  list_price: number | null;
  is_free: number;
  review_count: number;
  rating_avg: number | null;
}
export interface SummaryRow extends ProductRow {
  category_ids: string;
  tags: string;
  starts_at: string | null;
}
interface DetailRow extends ProductRow {
  data_json: string;
}

// Ratings are counted from reviews on every read (reviews_by_course covers both), so they stay right once
// learners write reviews; prices are columns because lists sort on them.
const PRODUCT_COLUMNS = `p.id, p.course_type, p.seo_title, p.title, p.short_description, p.image_url, p.display_status,
  p.access, p.published_at, p.promo_headline, p.price, p.list_price, p.is_free,
  (SELECT COUNT(*) FROM reviews rv WHERE rv.school_id = p.school_id AND rv.course_id = p.id) AS review_count,
  (SELECT AVG(rv.rating) FROM reviews rv WHERE rv.school_id = p.school_id AND rv.course_id = p.id) AS rating_avg`;

export const SUMMARY_COLUMNS = `${PRODUCT_COLUMNS},
  json_extract(p.data_json, '$.category_ids') AS category_ids, json_extract(p.data_json, '$.tags') AS tags,
  json_extract(p.data_json, '$.starts_at') AS starts_at`;

const common = (row: ProductRow) => ({
  id: row.id,
  course_type: row.course_type,
  seo_title: row.seo_title,
  title: row.title,
  short_description: row.short_description,
  image_url: row.image_url,
  display_status: row.display_status,
  access: row.access,
  published_at: row.published_at,
  promo: row.promo_headline === null ? null : { headline: row.promo_headline },
  price: row.price === null ? null : { price: row.price, list_price: row.list_price, is_free: row.is_free === 1 },
  rating: ratingSummary(row.review_count, row.rating_avg),
});

export const toSummary = (row: SummaryRow): CourseSummary => ({
  ...common(row),
  category_ids: JSON.parse(row.category_ids) as number[],
  tags: JSON.parse(row.tags) as string[],
  starts_at: row.starts_at,
});

const toDetail = (row: DetailRow): CourseDetail => ({ ...common(row), ...(JSON.parse(row.data_json) as ProductRest) });

/** One product of the school, in full; 404 `Course not found` when the school has no such product. */
export async function getCourse(db: D1Database, school: School, courseId: number): Promise<CourseDetail> {
  const row = await db
    .prepare(`SELECT ${PRODUCT_COLUMNS}, p.data_json FROM products p WHERE p.school_id = ? AND p.id = ?`)
    .bind(school.id, courseId)
    .first<DetailRow>();
  if (!row) throw notFound('Course');
  return toDetail(row);
}

/** For the per-product reads: a course_id of another school (or none) is a 404, not an empty list. */
export async function assertCourse(db: D1Database, school: School, courseId: number | undefined): Promise<void> {
  if (courseId === undefined) return;
  const row = await db.prepare('SELECT 1 AS found FROM products WHERE school_id = ? AND id = ?').bind(school.id, courseId).first();
  if (!row) throw notFound('Course');
}
