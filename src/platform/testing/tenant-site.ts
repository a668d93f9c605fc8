import { readFileSync } from 'node:fs';
import { BuildInput } from '../../contract/build-input.ts';
import { TenantCatalogue } from '../../contract/catalogue.ts';
import { SchoolConfigResponse } from '../../contract/school-config.ts';
import { createSite, type Site } from '../shell/site.ts';

/**
 * A demo school as the build sees it, straight from its tenant files, for tests that render pages without a
 * stack: category counts from the catalogue; list prices and ratings are the API's, so none here (the buy box
 * prices from the pricings).
 */
export function tenantSite(slug: string): Site {
  const config = SchoolConfigResponse.parse(JSON.parse(readFileSync(`tenants/${slug}/school.json`, 'utf8')));
  const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
  return createSite(BuildInput.parse({
    slug,
    fetched_at: '2026-11-01T00:00:00Z',
    config,
    categories: catalogue.categories.map((c) => ({ ...c, product_count: catalogue.products.filter((p) => p.category_ids.includes(c.id)).length })),
    courses: catalogue.products.map((p) => ({ ...p, price: null, rating: { average: 0, count: 0 } })),
    teachers: catalogue.teachers,
    pricings: catalogue.pricings,
    faqs: catalogue.faqs,
    reviews: catalogue.reviews,
    media: {},
  }));
}
