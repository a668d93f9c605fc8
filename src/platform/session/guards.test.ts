import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../routes/match.ts';
import { ROUTES, routeById, SIGNED_OUT_ROUTES } from '../../routes/route-table.ts';
import { afterSignIn, guardRoute, requiresSignIn, safeReturnTo, SIGNED_IN_ROUTE_IDS, signInHref } from './guards.ts';

const route = (path: string) => matchRoute(path)?.route ?? null;

describe('which pages need sign-in', () => {
  it('no signed-out page and no redirect needs sign-in', () => {
    for (const r of SIGNED_OUT_ROUTES) expect(requiresSignIn(r), r.id).toBe(false);
    for (const r of ROUTES.filter((x) => x.kind === 'redirect')) expect(SIGNED_IN_ROUTE_IDS.has(r.id), r.id).toBe(false);
  });

  it.each(['profile', 'settings', 'delete-account', 'onboarding', 'in-app-notifications', 'dashboard', 'mock-test', 'course-payment', 'support-list', 'my-enrollments', 'wallet'])(
    '%s needs sign-in',
    (id) => expect(requiresSignIn(routeById(id))).toBe(true),
  );

  it.each(['store', 'category', 'sales', 'lesson-player', 'lesson-player-sub', 'products-courses', 'subscriptions', 'newsfeed-category', 'communities', 'language-list', 'legal-docs', 'about-us'])(
    '%s is open to everyone',
    (id) => expect(requiresSignIn(routeById(id))).toBe(false),
  );

  it('with mandatory auth, everything outside the signed-out group needs sign-in', () => {
    expect(requiresSignIn(routeById('store'), { mandatoryAuth: true })).toBe(true);
    expect(requiresSignIn(routeById('signin'), { mandatoryAuth: true })).toBe(false);
  });
});

describe('guardRoute', () => {
  it('a signed-in learner on a signed-out page goes to the store', () => {
    expect(guardRoute(route('/account/signin'), true, 'https://s.example/learn/account/signin?x=1')).toBe('/learn');
    expect(guardRoute(route('/account/signup'), true, '/academy/account/signup')).toBe('/academy');
  });

  it('a signed-out learner on a page that needs sign-in goes to sign-in with returnTo', () => {
    expect(guardRoute(route('/account/profile-fields'), false, 'https://s.example/learn/account/profile-fields?tab=2')).toBe(
      '/learn/account/signin?returnTo=%2Flearn%2Faccount%2Fprofile-fields%3Ftab%3D2',
    );
  });

  it('everyone else stays', () => {
    expect(guardRoute(route('/account/profile'), true, '/learn/account/profile')).toBeNull();
    expect(guardRoute(route('/account/signin'), false, '/learn/account/signin')).toBeNull();
    expect(guardRoute(route('/categories/physics'), false, '/learn/categories/physics')).toBeNull();
    expect(guardRoute(null, false, '/learn/nowhere/at/all/x')).toBeNull();
  });

  it('e-mailed links (verification, reset) open for a signed-in learner too', () => {
    expect(guardRoute(route('/account/email-verification'), true, '/learn/account/email-verification?token=x')).toBeNull();
    expect(guardRoute(route('/account/reset-password'), true, '/learn/account/reset-password?token=x')).toBeNull();
    expect(guardRoute(route('/account/forgot-password'), true, '/learn/account/forgot-password')).toBe('/learn');
  });

  it('takes the base from the options when given', () => {
    expect(guardRoute(route('/account/signin'), true, '/learn/account/signin', { base: 'academy' })).toBe('/academy');
  });
});

describe('returnTo is only ever a same-origin path under the base', () => {
  it.each([
    'https://evil.example/learn',
    '//evil.example/learn',
    '/\\evil.example/learn',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'learn/account/profile',
    '%2F%2Fevil.example',
    '/learn/../evil',
    '/learn/%2e%2e/evil',
    '/learn@evil.example',
    '/other/account/profile',
    '/learn/account/signin',
    '',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value, 'learn')).toBeNull();
    expect(afterSignIn(new URLSearchParams({ returnTo: value }), 'learn')).toBe('/learn');
  });

  it('accepts a path under the base with its query and hash', () => {
    expect(safeReturnTo('/learn/account/profile?tab=2#x', 'learn')).toBe('/learn/account/profile?tab=2#x');
    expect(safeReturnTo('/learn', 'learn')).toBe('/learn');
  });

  it('signInHref drops an unsafe returnTo', () => {
    expect(signInHref('learn', '//evil.example')).toBe('/learn/account/signin');
    expect(signInHref('learn', '/learn/wallet')).toBe('/learn/account/signin?returnTo=%2Flearn%2Fwallet');
  });
});

describe('afterSignIn', () => {
  it('signInToPay, priceId and isTorF carry through to the payment route', () => {
    expect(afterSignIn('signInToPay=12&priceId=34&isTorF=true&returnTo=%2Flearn%2Fwallet', 'learn')).toBe('/learn/coursePayment/12?pricingId=34&isTorF=true');
    expect(afterSignIn('signInToPay=12', 'academy')).toBe('/academy/coursePayment/12');
  });

  it('drops carried values that are not what they claim to be', () => {
    expect(afterSignIn('signInToPay=12&priceId=abc&isTorF=%3Cscript%3E', 'learn')).toBe('/learn/coursePayment/12');
    expect(afterSignIn('signInToPay=..%2F..%2Fevil&returnTo=%2Flearn%2Fwallet', 'learn')).toBe('/learn/wallet');
  });

  it('else goes to returnTo, else to the store', () => {
    expect(afterSignIn('returnTo=%2Flearn%2Fhome%2Fphysics-101', 'learn')).toBe('/learn/home/physics-101');
    expect(afterSignIn('', 'learn')).toBe('/learn');
  });
});
