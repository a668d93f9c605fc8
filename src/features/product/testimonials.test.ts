import { describe, expect, it } from 'vitest';
import type { Review } from '../../contract/catalogue.ts';
import { bestReviews } from './testimonials.tsx';

const review = (id: number, rating: number, text: string, created_at = '2026-10-01'): Review => ({ id, course_id: 1, author_name: `Learner ${id}`, rating, text, created_at });
const said = (n: number) => `This course explained everything clearly ${'and well '.repeat(n)}`;

describe('the testimonials band', () => {
  it('quotes the highest-rated reviews with something to say, the fuller first, three at most', () => {
    const reviews = [review(1, 4, said(8)), review(2, 5, said(1)), review(3, 5, said(5)), review(4, 3, said(20)), review(5, 5, 'Great!'), review(6, 5, said(3))];
    expect(bestReviews(reviews).map((r) => r.id)).toEqual([3, 6, 2]);
  });

  it('takes the newer of two alike, and shows no band for fewer than two quotable reviews', () => {
    expect(bestReviews([review(1, 5, said(2), '2026-01-01'), review(2, 5, said(2), '2026-06-01')]).map((r) => r.id)).toEqual([2, 1]);
    expect(bestReviews([review(1, 5, said(2)), review(2, 2, said(9)), review(3, 5, 'Good')])).toEqual([]);
    expect(bestReviews([])).toEqual([]);
  });
});
