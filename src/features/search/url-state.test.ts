import { describe, expect, it } from 'vitest';
import { GlobalSearchQuery, queryObject, SEARCH_QUERY_MAX, SearchPageQuery } from '../../contract/search.ts';
import { replaceQuery, withQuery } from './url-state.ts';

describe('the search pages keep their state in the URL', () => {
  it('sets, replaces and removes keys, keeping the others and the hash', () => {
    expect(withQuery('/learn/search', { search: 'phisics' })).toBe('/learn/search?search=phisics');
    expect(withQuery('/learn/search?search=a&x=1#top', { search: 'jee main', type: 2 })).toBe('/learn/search?search=jee+main&x=1&type=2#top');
    expect(withQuery('/learn/search?search=a&type=2', { search: '', type: null, show: undefined })).toBe('/learn/search');
    expect(withQuery('/learn/global-search?kw=%E2%82%B9', { kw: 'café & co' })).toBe('/learn/global-search?kw=caf%C3%A9+%26+co');
  });

  it('reads back what it wrote', () => {
    const url = withQuery('/learn/search', { search: 'C++ & “quotes”', show: 'all', type: 4 });
    expect(SearchPageQuery.parse(queryObject(url.slice(url.indexOf('?'))))).toEqual({ search: 'C++ & “quotes”', show: 'all', type: 4 });
  });

  it('reads bad or missing values as the defaults', () => {
    expect(SearchPageQuery.parse(queryObject(''))).toEqual({ search: '', show: 'products' });
    expect(SearchPageQuery.parse(queryObject('?show=everything&type=9&search=x'))).toEqual({ search: 'x', show: 'products' });
    expect(SearchPageQuery.parse(queryObject('?type=abc')).type).toBeUndefined();
    expect(SearchPageQuery.parse(queryObject(`?search=${'a'.repeat(500)}`)).search).toHaveLength(SEARCH_QUERY_MAX);
    expect(GlobalSearchQuery.parse(queryObject('?kw=one&kw=two'))).toEqual({ kw: 'one' });
  });

  it('replaces the history entry only when the address changes', () => {
    const calls: string[] = [];
    const win = {
      location: { pathname: '/learn/search', search: '?search=ph', hash: '' },
      history: { state: { keep: 1 }, replaceState: (state: unknown, _: string, url: string) => calls.push(`${JSON.stringify(state)} ${url}`) },
    } as unknown as Window;
    replaceQuery({ search: 'ph' }, win);
    expect(calls).toEqual([]);
    replaceQuery({ search: 'phisics' }, win);
    expect(calls).toEqual(['{"keep":1} /learn/search?search=phisics']);
  });
});
