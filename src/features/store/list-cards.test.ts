import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tenantSite, tenantSiteWithCourses } from '../../platform/testing/tenant-site.ts';
import { LIST_CARDS, productsOfType, TYPE_SECTION_CARDS } from './catalogue.ts';
import { ProductListPage } from './product-list-page.tsx';
import { CategoryPage } from './category-page.tsx';

const cards = (html: string): number => html.match(/data-testid="product-card"/g)?.length ?? 0;
const list = (site: ReturnType<typeof tenantSite>) => renderToStaticMarkup(createElement(ProductListPage, { site, routeId: 'products-courses', params: {} }));

const withCourses = (courses: number, category?: string) => tenantSiteWithCourses('nova-academy', courses, category);

/** The "more" block under a section, and the cards in the section of the type. */
function section(html: string, type: number) {
  const at = html.indexOf(`data-product-type="${type}"`);
  const end = html.indexOf('</section>', at);
  const own = html.slice(at, end);
  return { cards: cards(own), more: /data-testid="list-more"[^>]*>([\s\S]*)$/.exec(own)?.[1] ?? null };
}

describe('a list page', () => {
  it("shows every product of its type while they fit, and no link on", () => {
    const site = tenantSite('nova-academy');
    const html = list(site);
    expect(cards(html)).toBe(productsOfType(site.products, 1).length);
    expect(html).not.toContain('data-testid="list-more"');
  });

  it(`shows the first ${LIST_CARDS} of a large school's, then says how many there are and leads to the whole list`, () => {
    const site = withCourses(130);
    const html = list(site);
    expect(cards(html)).toBe(LIST_CARDS);
    const more = /<div[^>]*data-testid="list-more"[^>]*>([\s\S]*?)<\/div>/.exec(html)![1]!;
    expect(more).toContain(`Showing ${LIST_CARDS} of ${productsOfType(site.products, 1).length}`);
    expect(more).toMatch(new RegExp(`<a[^>]*href="/${site.base}/view-all\\?type=1"[^>]*>View all Courses</a>`));
    // What it shows are the first in the school's order, as /view-all lists them.
    const shown = [...html.matchAll(/data-product-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(shown).toEqual(productsOfType(site.products, 1).slice(0, LIST_CARDS).map((p) => p.id));
  });
});

describe('a category page', () => {
  const page = (site: ReturnType<typeof tenantSite>, name: string) =>
    renderToStaticMarkup(createElement(CategoryPage, { site, routeId: 'category', params: { categoryCustomName: name } }));

  it(`shows the first ${TYPE_SECTION_CARDS} of each type, says how many there are, and leads to the category's list of the type`, () => {
    const site = withCourses(130, 'jee-main');
    const category = site.categoryByName.get('jee-main')!;
    const { cards: shown, more } = section(page(site, 'jee-main'), 1);
    expect(shown).toBe(TYPE_SECTION_CARDS);
    const count = site.products.filter((p) => p.course_type === 1 && p.category_ids.includes(category.id)).length;
    expect(count).toBeGreaterThan(TYPE_SECTION_CARDS);
    expect(more).toContain(`Showing ${TYPE_SECTION_CARDS} of ${count}`);
    expect(more).toMatch(new RegExp(`<a[^>]*href="/${site.base}/categories/jee-main\\?type=1"[^>]*>View all Courses</a>`));
  });

  it('a category that fits shows all of it, with no link on', () => {
    const site = tenantSite('nova-academy');
    const html = page(site, 'jee-main');
    expect(html).toContain('data-testid="category-type-section"');
    expect(html).not.toContain('data-testid="list-more"');
  });
});
