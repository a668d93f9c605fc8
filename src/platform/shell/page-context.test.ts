import { describe, expect, it } from 'vitest';
import { guardTarget, readPageContext } from './page-context.ts';

const dataset = (routeId: string, extra: Record<string, string> = {}) => ({ base: 'campus', schoolId: '503', slug: 'atelier-lingua', routeId, mandatoryAuth: 'false', ...extra });

describe('what a page says about itself', () => {
  it('reads base, school and route from <html>', () => {
    const page = readPageContext(dataset('signin'), '/campus/account/signin');
    expect(page).toMatchObject({ base: 'campus', schoolId: 503, slug: 'atelier-lingua', mandatoryAuth: false });
    expect(page.route?.id).toBe('signin');
  });

  it('the 404 page (and any unknown id) is no route, whatever its URL says', () => {
    expect(readPageContext(dataset('not-found'), '/campus/account/profile').route).toBeNull();
    expect(readPageContext({}, '/learn/x').route).toBeNull();
    expect(readPageContext({}, '/learn/x').base).toBe('learn');
  });
});

describe('the route guard on a page', () => {
  it('a signed-in learner on sign-in goes to the store; on an e-mailed link page stays', () => {
    expect(guardTarget(readPageContext(dataset('signin'), '/campus/account/signin'), true, 'https://a.example/campus/account/signin')).toBe('/campus');
    expect(guardTarget(readPageContext(dataset('email-verification'), '/campus/account/email-verification'), true, 'https://a.example/campus/account/email-verification?token=x')).toBeNull();
  });

  it('a signed-out learner on a signed-in page goes to sign-in and comes back', () => {
    const page = readPageContext(dataset('profile'), '/campus/account/profile');
    expect(guardTarget(page, false, 'https://a.example/campus/account/profile')).toBe('/campus/account/signin?returnTo=%2Fcampus%2Faccount%2Fprofile');
  });

  it("the 404 page never redirects; a school's mandatory sign-in guards the store", () => {
    expect(guardTarget(readPageContext(dataset('not-found'), '/campus/account/profile'), false, 'https://a.example/campus/account/profile')).toBeNull();
    const store = readPageContext(dataset('store', { mandatoryAuth: 'true' }), '/campus');
    expect(guardTarget(store, false, 'https://a.example/campus')).toBe('/campus/account/signin?returnTo=%2Fcampus');
    expect(guardTarget(store, true, 'https://a.example/campus')).toBeNull();
  });
});
