import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tenantSite } from '../../platform/testing/tenant-site.ts';
import { DEFAULT_PRODUCT_ORDERING, DEFAULT_PRODUCTS_ORDER } from '../../contract/common.ts';
import { PROMO_LIMIT, RECENT_LIMIT, SECTION_CARDS, productsOrder } from './catalogue.ts';
import { CARD_WIDTH } from './product-card.tsx';
import { StorePage } from './store-page.tsx';


/** The store's HTML split into its sections (`<section ...>...</section>`, none nested). */
function sectionsOf(html: string): string[] {
  return [...html.matchAll(/<section\b[\s\S]*?<\/section>/g)].map((m) => m[0]);
}

const cards = (html: string): number => html.match(/data-testid="product-card"/g)?.length ?? 0;

describe('SPEC.md section 9 numbers on the store', () => {
  it('keeps the constants', () => {
    expect(RECENT_LIMIT).toBe(5);
    expect(PROMO_LIMIT).toBe(5);
    expect(SECTION_CARDS).toBe(4);
    expect(CARD_WIDTH).toBe(264);
    expect(DEFAULT_PRODUCT_ORDERING).toEqual([1, 2, 3, 4, 11, 17, 12, 13, 14, 15]);
    expect(DEFAULT_PRODUCTS_ORDER).toEqual([1, 2, 3, 4]);
  });

  for (const slug of ['nova-academy', 'harbor-code']) {
    describe(slug, () => {
      const site = tenantSite(slug);
      const html = renderToStaticMarkup(createElement(StorePage, { site, routeId: 'store', params: {} }));
      const sections = sectionsOf(html);
      const t = site.i18n.getFixedT('en');

      it('shows at most 5 promos and 5 recent courses', () => {
        const promos = sections.find((s) => s.includes('data-testid="promos"'))!;
        expect(promos.match(/<li/g)!.length).toBeLessThanOrEqual(5);
        expect(site.products.filter((p) => p.promo).length).toBeGreaterThan(0);
        const recent = sections.find((s) => s.includes('data-testid="recent-courses"'))!;
        // The row alone: a signed-in learner's own cards come from their courses' pages, not a copy of every card here.
        expect(cards(recent)).toBe(Math.min(5, site.products.filter((p) => p.course_type === 1).length));
        expect(html).not.toContain('<template');
        expect(recent).toContain(`data-base="${site.base}"`);
      });

      it('has one section per product type in the school order, 4 cards each, "View all" in the header', () => {
        const typed = sections.filter((s) => s.includes('data-testid="store-section"'));
        expect(typed.map((s) => Number(/data-product-type="(\d)"/.exec(s)![1]))).toEqual(productsOrder(site));
        for (const section of typed) {
          expect(cards(section)).toBe(4);
          // The header (up to the card list) carries the link; nothing follows the list.
          const [head, tail] = section.split(/<ul\b/);
          expect(head).toContain('data-testid="view-all"');
          expect(tail).not.toContain('data-testid="view-all"');
        }
      });

      it('labels the sections with the plural names', () => {
        const labels = sections.filter((s) => s.includes('data-testid="store-section"')).map((s) => /<h2[^>]*>([^<]+)<\/h2>/.exec(s)![1]);
        const byType: Record<number, string> = { 1: 'Courses', 2: 'Mock tests', 3: 'Bundles', 4: 'Series' };
        expect(labels).toEqual(productsOrder(site).map((type) => byType[type]));
        expect(t('store.section.testSeries')).toBe('Series');
      });

      it('links each section to its list, and bundles (no list page) to /view-all?type=3', () => {
        const links = Object.fromEntries(
          sections
            .filter((s) => s.includes('data-testid="store-section"'))
            .map((s) => [Number(/data-product-type="(\d)"/.exec(s)![1]), /href="([^"]+)"[^>]*data-testid="view-all"/.exec(s)![1]]),
        );
        expect(links).toEqual({
          1: `/${site.base}/products/courses`,
          2: `/${site.base}/products/tests`,
          3: `/${site.base}/view-all?type=3`,
          4: `/${site.base}/products/testSeries`,
        });
      });

      it('puts "View all" in the footer of category sections, 4 cards each at most', () => {
        const categories = sections.filter((s) => s.includes('data-testid="category-section"'));
        expect(categories.length).toBeGreaterThan(0);
        for (const section of categories) {
          expect(cards(section)).toBeLessThanOrEqual(4);
          const [head, tail] = section.split(/<\/ul>/);
          expect(head).not.toContain('data-testid="view-all"');
          expect(tail).toMatch(new RegExp(`href="/${site.base}/categories/[a-z0-9-]+"[^>]*data-testid="view-all"`));
        }
      });
    });
  }
});
