import { describe, expect, it } from 'vitest';
import { courseListParams, DEFAULT_VIEW_ALL, matchesTags, parseViewAllQuery, tagChoices, toggleTag, viewAllSearch } from './view-all-query.ts';

describe('parseViewAllQuery', () => {
  it('reads every key SPEC.md names', () => {
    expect(parseViewAllQuery('?show=recent&type=1&search=%20organic%20chemistry%20&tags=jee,%20mock,jee')).toEqual({
      state: { show: 'recent', type: 1, search: 'organic chemistry', tags: ['jee', 'mock'] },
      ignored: [],
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parseViewAllQuery('')).toEqual({ state: DEFAULT_VIEW_ALL, ignored: [] });
    expect(parseViewAllQuery('?show=&type=&tags=')).toEqual({ state: DEFAULT_VIEW_ALL, ignored: [] });
  });

  it('leaves out values it cannot use and names their keys', () => {
    const { state, ignored } = parseViewAllQuery('?show=cheapest&type=9&search=ok&tags=a,b');
    expect(state).toEqual({ show: 'all', type: undefined, search: 'ok', tags: ['a', 'b'] });
    expect(ignored).toEqual(['show', 'type']);
    expect(parseViewAllQuery('?type=1.5').ignored).toEqual(['type']);
    expect(parseViewAllQuery(`?search=${'x'.repeat(101)}`).ignored).toEqual(['search']);
    expect(parseViewAllQuery(`?tags=${'t'.repeat(31)}`).ignored).toEqual(['tags']);
    expect(parseViewAllQuery(`?tags=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')}`).ignored).toEqual(['tags']);
  });
});

describe('viewAllSearch', () => {
  it('writes only what differs from the defaults, commas unescaped', () => {
    expect(viewAllSearch(DEFAULT_VIEW_ALL)).toBe('');
    expect(viewAllSearch({ show: 'promos', type: 3, search: 'a b', tags: ['jee', 'mock'] })).toBe('?show=promos&type=3&search=a+b&tags=jee,mock');
  });

  it('round-trips through the parser', () => {
    const state = { show: 'popular', type: 4, search: 'neet & jee', tags: ['x', 'y'] } as const;
    expect(parseViewAllQuery(viewAllSearch(state)).state).toEqual(state);
  });
});

describe('toggleTag', () => {
  it('adds a tag at the end and takes a chosen one away', () => {
    const one = toggleTag(DEFAULT_VIEW_ALL, 'jee');
    expect(one.tags).toEqual(['jee']);
    expect(toggleTag(one, 'mock').tags).toEqual(['jee', 'mock']);
    expect(toggleTag(toggleTag(one, 'mock'), 'jee').tags).toEqual(['mock']);
  });
});

describe('courseListParams', () => {
  it('maps show to the API sort and promo filter', () => {
    expect(courseListParams(DEFAULT_VIEW_ALL)).toEqual({ sort: 'default', limit: 24 });
    expect(courseListParams({ ...DEFAULT_VIEW_ALL, show: 'recent' }).sort).toBe('recent');
    expect(courseListParams({ ...DEFAULT_VIEW_ALL, show: 'popular' }).sort).toBe('popular');
    expect(courseListParams({ ...DEFAULT_VIEW_ALL, show: 'promos' })).toEqual({ sort: 'default', limit: 24, promo: '1' });
  });

  it('sends the type, the words and the first tag', () => {
    expect(courseListParams({ show: 'all', type: 2, search: 'mock', tags: ['jee', 'pyq'] }, { limit: 48 })).toEqual({
      sort: 'default', limit: 48, type: 2, search: 'mock', tag: 'jee',
    });
  });

  it("sends a category's custom name: /categories/{name} asked for a list", () => {
    expect(courseListParams({ ...DEFAULT_VIEW_ALL, type: 1 }, { category: 'jee-main' })).toEqual({ sort: 'default', limit: 24, type: 1, category: 'jee-main' });
  });
});

describe('matchesTags', () => {
  it('needs every chosen tag (AND)', () => {
    const product = { tags: ['jee', 'mock', 'physics'] };
    expect(matchesTags(product, [])).toBe(true);
    expect(matchesTags(product, ['jee', 'mock'])).toBe(true);
    expect(matchesTags(product, ['jee', 'neet'])).toBe(false);
  });
});

describe('tagChoices', () => {
  it('puts chosen tags first, then the most common tags of the results', () => {
    const products = [{ tags: ['a', 'b'] }, { tags: ['b', 'c'] }, { tags: ['b', 'c', 'd'] }];
    expect(tagChoices(products, [])).toEqual(['b', 'c', 'a', 'd']);
    expect(tagChoices(products, ['z'], 3)).toEqual(['z', 'b', 'c']);
    expect(tagChoices(products, ['c', 'a'], 1)).toEqual(['c', 'a']);
  });
});
