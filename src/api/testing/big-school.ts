/**
 * A generated school the size of the largest demo (2,000 products, 10,000 reviews), to keep the seed and the list
 * queries honest about scale. Deterministic: product i always gets the same data.
 */
import type { Pricing, ProductSource, Review, TenantCatalogue } from '../../contract/catalogue.ts';
import type { ProductType } from '../../contract/common.ts';
import type { LoadedTenant } from '../../tenants/load.ts';
import { fixtureTenants } from './fixtures.ts';

export const BIG = { slug: 'big-school', id: 9100, products: 2000, reviewsPerProduct: 5 } as const;

function product(i: number): ProductSource {
  const id = i + 1;
  const courseType = ((i % 4) + 1) as ProductType;
  return {
    id, course_type: courseType, seo_title: `product-${id}`, title: `Product ${id} ${['Physics', 'Chemistry', 'Maths', 'Biology'][i % 4]}`,
    short_description: `Short description of product ${id}, with a few words to search.`,
    description: `A long description of product ${id}. `.repeat(20), image_url: null,
    category_ids: [(i % 20) + 1], teacher_ids: [(i % 30) + 1, ((i + 7) % 30) + 1], tags: [`tag-${i % 50}`, 'exam'],
    display_status: 'live', access: 'public_access', not_sold_on: i % 10 === 0 ? [2] : [],
    published_at: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(), starts_at: null,
    promo: i % 400 === 0 ? { headline: `Promo ${id}` } : null,
    sections: courseType === 1
      ? Array.from({ length: 5 }, (_, s) => ({
          id: id * 10 + s, title: `Section ${s + 1}`,
          lessons: Array.from({ length: 6 }, (_, l) => ({ id: id * 100 + s * 10 + l, title: `Lesson ${l + 1}`, kind: 'video' as const, duration_seconds: 600, free_preview: l === 0 })),
        }))
      : [],
    test_facts: courseType === 2 || courseType === 4 ? { questions: 50, duration_minutes: 90, total_marks: 200, question_types: ['multichoice', 'numeric'] } : null,
    item_ids: [],
  };
}

export function bigCatalogue(): TenantCatalogue {
  const products = Array.from({ length: BIG.products }, (_, i) => product(i));
  const pricings: Pricing[] = products.map((p, i) => ({
    id: p.id, course_id: p.id, plan_name: 'Standard', plan_type: 'standard', price: ((i * 37) % 5000) * 100,
    discount: i % 3 === 0 ? { kind: 0, value: 10 } : null, validity: { validity_type: 'relative', validity: 365 }, tax_mode: 'no_tax', is_default: true,
  }));
  const reviews: Review[] = products.flatMap((p, i) =>
    Array.from({ length: BIG.reviewsPerProduct }, (_, r) => ({
      id: i * BIG.reviewsPerProduct + r + 1, course_id: p.id, author_name: `Learner ${r}`, rating: ((i + r) % 5) + 1,
      text: 'Useful.', created_at: '2024-06-01',
    })),
  );
  return {
    categories: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}`, custom_name: `category-${i + 1}`, description: '' })),
    teachers: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Teacher ${i + 1}`, headline: '', bio: '', avatar_url: null })),
    products, pricings, reviews,
    // One monthly plan on the first product: the renewal bench (scripts/bench-renewals.ts) subscribes learners to it.
    subscription_plans: [{ id: 1, course_id: 1, name: 'monthly', title: 'Monthly', plan_type: 'standard', period: 'monthly', amount: 49_900, tax_mode: 'no_tax', validity: { validity_type: 'relative', periods: null }, extra_course_ids: [], features: [] }],
    faqs: Array.from({ length: 200 }, (_, i) => ({ id: i + 1, course_id: i % 2 ? (i % BIG.products) + 1 : null, question: `Question ${i}?`, answer: 'Answer.' })),
  };
}

/** The big school, borrowing a fixture school's config and media. */
export function bigTenant(mediaDir: string): LoadedTenant {
  const base = fixtureTenants(mediaDir)[0]!;
  const config = structuredClone(base.config);
  config.school_config = { ...config.school_config, school_id: BIG.id, slug: BIG.slug, custom_domain: null };
  return { ...base, slug: BIG.slug, config, catalogue: bigCatalogue() };
}
