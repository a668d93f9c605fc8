import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { distinctOpenings, rowProducts, sellableFirst } from './catalogue.ts';

const p = (id: number, display_status: CourseDetail['display_status'] = 'live') => ({ id, display_status }) as CourseDetail;
const ids = (list: readonly CourseDetail[]) => list.map((x) => x.id);

describe('the store\'s ordering rule', () => {
  it('puts what can be bought first, then scheduled, coming soon and expired, keeping the school\'s order within each', () => {
    const list = [p(1, 'expired'), p(2, 'coming_soon'), p(3), p(4, 'scheduled'), p(5), p(6, 'coming_soon')];
    expect(ids(sellableFirst(list))).toEqual([3, 5, 4, 2, 6, 1]);
  });

  it('leaves expired products out of store rows', () => {
    expect(ids(rowProducts([p(1, 'expired'), p(2, 'coming_soon'), p(3)]))).toEqual([3, 2]);
  });
});

describe('rows of one page', () => {
  it('never open with the cards an earlier row opened with, while they have others', () => {
    const recent = [p(1), p(2), p(3), p(4), p(5)];
    const courses = [p(1), p(2), p(3), p(4), p(6), p(7)];
    const category = [p(6), p(8)];
    const [a, b, c] = distinctOpenings([recent, courses, category]);
    expect(ids(a!)).toEqual([1, 2, 3, 4, 5]);
    // Courses opens with what "recent" did not show; the shown ones stay, at the end.
    expect(ids(b!)).toEqual([6, 7, 1, 2, 3, 4]);
    expect(ids(c!)).toEqual([8, 6]);
  });

  it('moves a product shown before only behind other sellable ones: a coming-soon product never opens the row', () => {
    const recent = [p(1), p(2), p(3), p(4)];
    const foundation = [p(1), p(2), p(9, 'coming_soon'), p(10, 'scheduled')];
    const [, row] = distinctOpenings([recent, foundation]);
    expect(ids(row!)).toEqual([1, 2, 10, 9]);
    const [, mixed] = distinctOpenings([recent, [p(1), p(11), p(9, 'coming_soon')]]);
    expect(ids(mixed!)).toEqual([11, 1, 9]);
  });

  it('keeps a row whose every product was shown before, as it is', () => {
    const [, again] = distinctOpenings([[p(1), p(2)], [p(2), p(1)]]);
    expect(ids(again!)).toEqual([2, 1]);
  });
});
