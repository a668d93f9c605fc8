import { describe, expect, it } from 'vitest';
import { queryObject, SearchRedirectQuery, type LessonDocument, type ProductDocument } from '../../contract/search.ts';
import { searchRedirectTarget, type RedirectLookup } from './redirect.ts';
import { wantsLesson } from './search-redirect-page.tsx';

const product = (id: number, seo: string, kind: ProductDocument['kind'] = 'course'): ProductDocument => ({
  kind, id, title: seo, seo_title: seo, text: '', tags: [], categories: [], teachers: [], course_type: kind === 'course' ? 1 : kind === 'test' ? 2 : kind === 'bundle' ? 3 : 4,
  price: null, rating: { average: 0, count: 0 }, display_status: 'live', starts_at: null, image_url: null,
});
const PRODUCTS = [product(11, 'jee-physics'), product(12, 'jee-mock', 'test'), product(13, 'jee-series', 'testSeries'), product(30, 'jee-bundle', 'bundle')];
const LESSONS: LessonDocument[] = [{ kind: 'lesson', id: 501, title: 'Kinematics: lecture & notes', course_id: 11, section_id: 9, section: 'Kinematics', lesson_kind: 'video' }];
const lookup: RedirectLookup = {
  product: (id) => PRODUCTS.find((p) => p.id === id) ?? null,
  lesson: (id) => LESSONS.find((l) => l.id === id) ?? null,
};
const target = (qs: string, base = 'learn') => searchRedirectTarget(base, SearchRedirectQuery.parse(queryObject(qs)), lookup);

describe('/search-redirect targets', () => {
  it('sends a course, test or test series to its sales page, keeping search', () => {
    expect(target('?searchType=course&courseId=11')).toBe('/learn/jee-physics');
    expect(target('?searchType=test&courseId=12&search=optics')).toBe('/learn/jee-mock?search=optics');
    expect(target('?searchType=testSeries&courseId=13')).toBe('/learn/jee-series');
    expect(target('?searchType=4&courseId=13', 'campus')).toBe('/campus/jee-series');
  });

  it('sends a bundle to its sales page by bundleId (or a courseId naming it)', () => {
    expect(target('?searchType=bundle&bundleId=30&courseId=11')).toBe('/learn/jee-bundle');
    expect(target('?searchType=BUNDLE&courseId=30')).toBe('/learn/jee-bundle');
    expect(target('?bundleId=30')).toBe('/learn/jee-bundle');
  });

  it("sends a lesson to its course's sales page, searching for the lesson", () => {
    expect(target('?searchType=lesson&courseId=11&lessonId=501')).toBe('/learn/jee-physics?search=Kinematics%3A+lecture+%26+notes');
    expect(target('?courseId=11&lessonId=501&search=ignored')).toBe('/learn/jee-physics?search=Kinematics%3A+lecture+%26+notes');
    expect(target('?searchType=lesson&lessonId=501')).toBe('/learn/jee-physics?search=Kinematics%3A+lecture+%26+notes');
  });

  it("falls back to the course for an unknown lesson, or a lesson of another course", () => {
    expect(target('?searchType=lesson&courseId=11&lessonId=999&search=waves')).toBe('/learn/jee-physics?search=waves');
    expect(target('?searchType=lesson&courseId=12&lessonId=501')).toBe('/learn/jee-mock');
  });

  it('sends anything else to the search page', () => {
    expect(target('?searchType=course&courseId=404&search=phisics')).toBe('/learn/search?search=phisics');
    expect(target('?search=phisics')).toBe('/learn/search?search=phisics');
    expect(target('?searchType=lesson&lessonId=999&search=x')).toBe('/learn/search?search=x');
    expect(target('?searchType=podcast&courseId=abc')).toBe('/learn/search');
    expect(target('')).toBe('/learn/search');
  });

  it('loads the lessons index only for a lesson', () => {
    const q = (qs: string) => SearchRedirectQuery.parse(queryObject(qs));
    expect(wantsLesson(q('?searchType=lesson&lessonId=1'))).toBe(true);
    expect(wantsLesson(q('?courseId=1&lessonId=1'))).toBe(true);
    expect(wantsLesson(q('?searchType=course&courseId=1&lessonId=1'))).toBe(false);
    expect(wantsLesson(q('?courseId=1'))).toBe(false);
  });
});
