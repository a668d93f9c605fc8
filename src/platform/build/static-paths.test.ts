import { describe, expect, it } from 'vitest';
import { makeSchool } from '../../../cli/testing/fixtures.ts';
import { CONTENT_THEME_TYPE } from '../../contract/site-content.ts';
import { expandPages, StaticPathError } from './static-paths.ts';

/** Pages every school has whatever its data: store, home, three product lists and the content pages. */
const FIXED_PAGES = ['', '/home', '/products/courses', '/products/tests', '/products/testSeries', '/aboutus', '/download-app', '/app-download', '/free-resource', '/content-preview'];

describe('expandPages', () => {
  const { input } = makeSchool({ slug: 'nova-academy', perType: 2 });
  const containers = input.courses.filter((p) => p.item_ids.length > 0);
  const pairs = containers.flatMap((parent) => parent.item_ids.map((id) => `/${parent.seo_title}/${input.courses.find((p) => p.id === id)!.seo_title}`));

  it('emits the fixed pages, one page per category and product, and one per product inside a bundle or test series', () => {
    const pages = expandPages(input);
    const paths = pages.map((p) => p.pathUnderBase);
    for (const path of FIXED_PAGES) expect(paths).toContain(path);
    expect(paths).toContain('/categories/physics');
    expect(paths).toContain(`/${input.courses[0]!.seo_title}`);
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) expect(paths).toContain(pair);
    expect(pages).toHaveLength(FIXED_PAGES.length + input.categories.length + input.courses.length + pairs.length);
    expect(pages.find((p) => p.pathUnderBase === '/categories/physics')?.params).toEqual({ categoryCustomName: 'physics' });
  });

  it('yields sub-product pages only for pairs the catalogue has: a parent with its own items, each once', () => {
    const school = structuredClone(input);
    const bundle = school.courses.find((p) => p.course_type === 3)!;
    const course = school.courses.find((p) => p.course_type === 1 && !bundle.item_ids.includes(p.id))!;
    bundle.item_ids = [course.id, course.id];
    const sub = expandPages(school).filter((p) => p.routeId === 'sales-sub');
    expect(sub.filter((p) => p.params['productSeo'] === bundle.seo_title).map((p) => p.params)).toEqual([{ productSeo: bundle.seo_title, subProductSeo: course.seo_title }]);
    // A course contains nothing, so it is never a parent.
    expect(sub.some((p) => school.courses.find((c) => c.seo_title === p.params['productSeo'])!.course_type === 1)).toBe(false);
  });

  it("emits the school's custom pages and segments", () => {
    const school = structuredClone(input);
    school.config.custom_templates = [
      { theme_type: CONTENT_THEME_TYPE.customPage, base_ui_data: { page_name: 'refund-policy', title: 'Refunds', description: 'How refunds work.', body: 'Within 7 days.' } },
      { theme_type: CONTENT_THEME_TYPE.customPage, base_ui_data: { page_name: 'scholarships', title: 'Scholarships', description: 'Up to 100% off.', body: 'Apply now.' } },
      {
        theme_type: CONTENT_THEME_TYPE.segments,
        base_ui_data: { segments: [{ id: 1, slug: 'jee', name: 'JEE', description: 'Engineering entrance.', category_names: ['physics'] }] },
      },
      { theme_type: 'unknown_widget_v9', base_ui_data: { page_name: 'ignored' } },
    ];
    const pages = expandPages(school);
    const paths = pages.map((p) => p.pathUnderBase);
    expect(paths).toEqual(expect.arrayContaining(['/pages/refund-policy', '/pages/scholarships', '/segments/jee']));
    expect(paths).not.toContain('/pages/ignored');
    expect(pages.find((p) => p.pathUnderBase === '/segments/jee')?.params).toEqual({ customSegmentSlug: 'jee' });
    expect(pages).toHaveLength(expandPages(input).length + 3);
  });

  it('refuses a product whose path another route answers', () => {
    const clash = structuredClone(input);
    clash.courses[0]!.seo_title = 'home';
    expect(() => expandPages(clash)).toThrow(StaticPathError);
  });

  it('fails the school for content that does not parse, naming the field', () => {
    const school = structuredClone(input);
    school.config.custom_templates = [{ theme_type: CONTENT_THEME_TYPE.customPage, base_ui_data: { page_name: 'Bad Name', title: 'x', description: 'x', body: 'x' } }];
    expect(() => expandPages(school)).toThrow('nova-academy: custom_templates[0].base_ui_data.page_name: must be lower-case letters, digits and single hyphens');
  });
});
