import { describe, expect, it } from 'vitest';
import { makeSchool } from '../../../cli/testing/fixtures.ts';
import { expandPages, StaticPathError } from './static-paths.ts';

describe('expandPages', () => {
  const { input } = makeSchool({ slug: 'nova-academy', perType: 2 });

  it('emits the store, home, product lists, one page per category and one per product', () => {
    const pages = expandPages(input);
    const paths = pages.map((p) => p.pathUnderBase);
    expect(paths).toContain('');
    expect(paths).toContain('/home');
    expect(paths).toContain('/products/courses');
    expect(paths).toContain('/products/tests');
    expect(paths).toContain('/products/testSeries');
    expect(paths).toContain('/categories/physics');
    expect(paths).toContain(`/${input.courses[0]!.seo_title}`);
    expect(pages).toHaveLength(5 + input.categories.length + input.courses.length);
    expect(pages.find((p) => p.pathUnderBase === '/categories/physics')?.params).toEqual({ categoryCustomName: 'physics' });
  });

  it('refuses a product whose path another route answers', () => {
    const clash = structuredClone(input);
    clash.courses[0]!.seo_title = 'home';
    expect(() => expandPages(clash)).toThrow(StaticPathError);
  });
});
