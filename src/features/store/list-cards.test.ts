import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuildInput } from '../../contract/build-input.ts';
import { createSite } from '../../platform/shell/site.ts';
import { tenantSite } from '../../platform/testing/tenant-site.ts';
import { LIST_CARDS, productsOfType } from './catalogue.ts';
import { ProductListPage } from './product-list-page.tsx';

const cards = (html: string): number => html.match(/data-testid="product-card"/g)?.length ?? 0;
const list = (site: ReturnType<typeof tenantSite>) => renderToStaticMarkup(createElement(ProductListPage, { site, routeId: 'products-courses', params: {} }));

/** nova-academy with its courses copied until it has `courses` of them. */
function withCourses(courses: number) {
  const site = tenantSite('nova-academy');
  const own = site.input.courses.filter((c) => c.course_type === 1);
  const more = Array.from({ length: courses - own.length }, (_, i) => {
    const from = own[i % own.length]!;
    return { ...from, id: 90_000 + i, seo_title: `${from.seo_title}-copy-${i}`, title: `${from.title} (copy ${i})` };
  });
  return createSite(BuildInput.parse({ ...site.input, courses: [...site.input.courses, ...more] }));
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
