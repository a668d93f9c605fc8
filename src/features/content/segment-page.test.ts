import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tenantSiteWithCourses } from '../../platform/testing/tenant-site.ts';
import { TYPE_SECTION_CARDS } from '../store/index.ts';
import { SegmentPage } from './segment-page.tsx';

const withCourses = (courses: number, category?: string) => tenantSiteWithCourses('nova-academy', courses, category);

/** The cards in the page's section of a type, and the "more" block under them. */
function section(html: string, type: number) {
  const at = html.indexOf(`data-product-type="${type}"`);
  const own = html.slice(at, html.indexOf('</section>', at));
  return { cards: own.match(/data-testid="product-card"/g)?.length ?? 0, more: /data-testid="list-more"[^>]*>([\s\S]*)$/.exec(own)?.[1] ?? null };
}

describe('a segment page', () => {
  it(`shows the first ${TYPE_SECTION_CARDS} of each type and leads to the list of the type in each of its categories that has some`, () => {
    const site = withCourses(130, 'jee-main');
    const html = renderToStaticMarkup(createElement(SegmentPage, { site, routeId: 'custom-segment', params: { customSegmentSlug: 'jee' } }));
    const { cards: shown, more } = section(html, 1);
    expect(shown).toBe(TYPE_SECTION_CARDS);
    expect(more).toMatch(new RegExp(`href="/${site.base}/categories/jee-main\\?type=1"[^>]*>Courses in ${site.categoryByName.get('jee-main')!.name}</a>`));
    const advanced = site.categoryByName.get('jee-advanced')!;
    const hasAdvancedCourses = site.products.some((p) => p.course_type === 1 && p.category_ids.includes(advanced.id));
    expect(more?.includes(`/categories/jee-advanced?type=1`)).toBe(hasAdvancedCourses);
  });
});
