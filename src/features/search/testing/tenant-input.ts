/**
 * Test data: a tenant's files as the BuildInput the CLI would fetch for it, with prices and ratings derived the way
 * the learner API derives them (src/api/lib/summaries.ts). Lets the index be tested on the real demo catalogues
 * and on the generated 2,000-product school without a running API.
 */
import { priceSummary, ratingSummary } from '../../../api/lib/summaries.ts';
import { BuildInput } from '../../../contract/build-input.ts';
import type { SchoolConfigResponse } from '../../../contract/school-config.ts';
import { cardTeacher, type TenantCatalogue } from '../../../contract/catalogue.ts';

export function tenantBuildInput(slug: string, config: SchoolConfigResponse, catalogue: TenantCatalogue): BuildInput {
  const reviews = new Map<number, number[]>();
  for (const review of catalogue.reviews) reviews.set(review.course_id, [...(reviews.get(review.course_id) ?? []), review.rating]);
  const courses = catalogue.products.map((product) => {
    const ratings = reviews.get(product.id) ?? [];
    const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : null;
    return { ...product, price: priceSummary(catalogue.pricings.filter((p) => p.course_id === product.id), config.school_config.currency), rating: ratingSummary(ratings.length, average),
      teacher: cardTeacher(product.teacher_ids, catalogue.teachers) };
  });
  return BuildInput.parse({
    slug,
    fetched_at: '2026-11-23T10:15:00.000Z',
    config,
    categories: catalogue.categories.map((c) => ({ ...c, product_count: catalogue.products.filter((p) => p.category_ids.includes(c.id)).length })),
    courses,
    teachers: catalogue.teachers,
    pricings: catalogue.pricings,
    faqs: catalogue.faqs,
    reviews: catalogue.reviews,
    media: {},
  });
}
