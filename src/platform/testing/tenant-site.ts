import { PRODUCT_TYPE } from '../../contract/common.ts';
import { readFileSync } from 'node:fs';
import { BuildInput } from '../../contract/build-input.ts';
import { cardTeacher, TenantCatalogue } from '../../contract/catalogue.ts';
import { SchoolConfigResponse } from '../../contract/school-config.ts';
import { createSite, type Site } from '../shell/site.ts';

/**
 * A demo school as the build sees it, straight from its tenant files, for tests that render pages without a
 * stack: category counts from the catalogue; list prices and ratings are the API's, so none here (the buy box
 * prices from the pricings).
 */
export function tenantSite(slug: string, configure?: (config: SchoolConfigResponse) => void): Site {
  const config = SchoolConfigResponse.parse(JSON.parse(readFileSync(`tenants/${slug}/school.json`, 'utf8')));
  configure?.(config);
  const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
  return createSite(BuildInput.parse({
    slug,
    fetched_at: '2026-11-01T00:00:00Z',
    config,
    categories: catalogue.categories.map((c) => ({ ...c, product_count: catalogue.products.filter((p) => p.category_ids.includes(c.id)).length })),
    courses: catalogue.products.map((p) => ({ ...p, price: null, rating: { average: 0, count: 0 }, teacher: cardTeacher(p.teacher_ids, catalogue.teachers) })),
    teachers: catalogue.teachers,
    pricings: catalogue.pricings,
    faqs: catalogue.faqs,
    reviews: catalogue.reviews,
    media: {},
  }));
}

/** A demo school with its courses (those of `category`, if given) copied until it has `courses` of them: a large catalogue. */
export function tenantSiteWithCourses(slug: string, courses: number, category?: string): Site {
  const site = tenantSite(slug);
  const id = category === undefined ? undefined : site.categoryByName.get(category)!.id;
  const own = site.input.courses.filter((c) => c.course_type === PRODUCT_TYPE.course && (id === undefined || c.category_ids.includes(id)));
  const more = Array.from({ length: courses - own.length }, (_, i) => {
    const from = own[i % own.length]!;
    return { ...from, id: 90_000 + i, seo_title: `${from.seo_title}-copy-${i}`, title: `${from.title} (copy ${i})` };
  });
  return createSite(BuildInput.parse({ ...site.input, courses: [...site.input.courses, ...more] }));
}
