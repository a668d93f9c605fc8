import { describe, expect, it } from 'vitest';
import { href, matchRoute, underBase } from './match.ts';
import { ROUTES, SIGNED_OUT_ROUTES, routeById } from './route-table.ts';

const SPEC_PATHS = [
  // A sample path for every pattern family of SPEC.md section 2.
  ['', 'store'], ['/home', 'store-home'], ['/view-all', 'view-all'], ['/search', 'search'], ['/global-search', 'global-search'],
  ['/search-redirect', 'search-redirect'], ['/categories/physics', 'category'], ['/products/courses', 'products-courses'],
  ['/products/testSeries', 'products-test-series'], ['/products/tests', 'products-tests'], ['/my-enrollments', 'my-enrollments'],
  ['/courses-library', 'courses-library'], ['/favourites', 'favourites'], ['/aboutus', 'about-us'], ['/pages/refund-policy', 'custom-page'],
  ['/welcome', 'welcome'], ['/download-app', 'download-app'], ['/app-download', 'app-download'], ['/free-resource', 'free-resource'],
  ['/embed-forms', 'embed-forms'], ['/content-preview', 'content-preview'], ['/segment', 'segment'], ['/segments/neet', 'custom-segment'],
  ['/jee-main-crash-course', 'sales'], ['/jee-bundle/physics-module', 'sales-sub'], ['/home/jee-main', 'dashboard'],
  ['/home/jee-bundle/physics', 'dashboard-sub'], ['/home/jee-main/bookmark', 'bookmarks'], ['/home/jee-main/reviews', 'reviews'],
  ['/home/jee-main/reviews/add-review', 'add-review'], ['/home/course-analytics', 'course-analytics'],
  ['/home/certificate-download', 'certificate-download'], ['/home/jee-main/section/3/lesson/9', 'lesson-player'],
  ['/home/jee-bundle/physics/section/3/lesson/9', 'lesson-player-sub'], ['/player', 'player'], ['/supplements-player', 'supplements-player'],
  ['/live-webinar/12/40', 'live-webinar'], ['/leet-lab/code-challenge', 'code-challenge'], ['/mock-test/77', 'mock-test'],
  ['/mock-test/77/report/solutions', 'mock-test-solutions'], ['/mock-test/77/report', 'mock-test-report'],
  ['/mock-test/77/report/5', 'mock-test-report-section'], ['/mock-test/77/report/questionReport', 'mock-test-report-questionReport'],
  ['/mock-test/77/report/testReportCertificate', 'mock-test-report-certificate'], ['/mock-test/analytics', 'mock-test-analytics'],
  ['/mock-test/analytics/section-analytics', 'mock-test-section-analytics'], ['/home/jee-main/analytics', 'product-analytics'],
  ['/home/jee-main/analytics/4', 'product-analytics-section'], ['/home/jee-bundle/physics/analytics', 'product-analytics-sub'],
  ['/coursePayment/12', 'course-payment'], ['/coursePayment/my-address', 'payment-address'], ['/fast-checkout/12', 'fast-checkout'],
  ['/paymentStatusDisplay', 'payment-status'], ['/subscriptions', 'subscriptions'], ['/subscription/jee/gold', 'subscription-plan'],
  ['/account/subscriptions', 'account-subscriptions'], ['/newsfeed', 'newsfeed'], ['/newsfeed/123', 'newsfeed-post'],
  ['/newsfeed/categories/All', 'newsfeed-category'], ['/newsfeed/bookmarks', 'newsfeed-bookmarks'], ['/newsfeed/likes', 'newsfeed-likes'],
  ['/newsfeed/post-types/quiz', 'newsfeed-post-type'], ['/home/discussion', 'discussion'], ['/home/discussion/55', 'discussion-thread'],
  ['/communities', 'communities'], ['/communities/physics-club', 'community'], ['/communities/physics-club/9', 'community-post'],
  ['/communities/physics-club/all-members', 'community-members'], ['/communities/bookmarks', 'community-bookmarks'],
  ['/communities/likes', 'community-likes'], ['/account/signin', 'signin'], ['/account/payment-History', 'payment-history'],
  ['/esign/42', 'esign'], ['/invite', 'invite'], ['/wallet', 'wallet'], ['/in-app-notifications', 'in-app-notifications'],
  ['/login', 'legacy-login'], ['/signup', 'legacy-signup'], ['/support/support-list', 'support-list'],
  ['/support/support-details/8', 'support-details'], ['/raise-your-demand/demands-list', 'demands-list'],
  ['/live-alert/3', 'live-alert'], ['/live-alert/view-all', 'live-alert-view-all'], ['/batch/jee-2027', 'batch'],
  ['/batch/jee-2027/schedule', 'batch-schedule'], ['/batch/leaderboard', 'batch-leaderboard'],
  ['/troubleShootWizard/system-configuration-check', 'system-check'],
] as const;

describe('route table', () => {
  it('has unique ids and unique patterns', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });

  it.each(SPEC_PATHS)('maps %s to %s', (path, id) => {
    expect(matchRoute(path)?.route.id).toBe(id);
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/products/courses')?.route.id).toBe('products-courses');
    expect(matchRoute('/communities/bookmarks')?.route.id).toBe('community-bookmarks');
    expect(matchRoute('/home/course-analytics')?.route.id).toBe('course-analytics');
    expect(matchRoute('/mock-test/analytics')?.route.id).toBe('mock-test-analytics');
  });

  it('extracts and decodes parameters', () => {
    expect(matchRoute('/categories/data%20science')?.params).toEqual({ categoryCustomName: 'data science' });
    expect(matchRoute('/home/jee/section/3/lesson/9')?.params).toEqual({ productSeo: 'jee', sectionId: '3', lessonId: '9' });
  });

  it('answers null for paths no route has, and for undecodable parameters', () => {
    expect(matchRoute('/a/b/c/d/e/f/g/h')).toBeNull();
    expect(matchRoute('/categories/%E0%A4')).toBeNull();
  });

  it('marks as built only what this release serves', () => {
    const built = ROUTES.filter((r) => r.built).map((r) => r.id).sort();
    expect(built).toEqual([
      'about-us', 'account-manage-payments', 'account-subscriptions', 'add-review', 'affiliate-bank', 'app-download', 'batch', 'batch-about', 'batch-achievements', 'batch-announcement', 'batch-content', 'batch-discussion-circle', 'batch-leaderboard', 'batch-members', 'batch-rating-review', 'batch-schedule', 'become-affiliate', 'bookmarks', 'category', 'certificate-download', 'code-challenge', 'communities', 'community', 'community-bookmarks', 'community-likes',
      'community-members', 'community-post', 'content-preview', 'course-analytics', 'course-payment', 'courses-library', 'custom-page',
      'custom-segment', 'dashboard', 'dashboard-sub', 'delete-account', 'demand-details', 'demand-reply', 'demands-list', 'discussion', 'discussion-thread', 'download-app', 'email-verification', 'embed-forms', 'enrollments', 'esign', 'fast-checkout', 'favourites',
      'forgot-password', 'free-resource', 'global-search', 'in-app-notifications', 'invite', 'invite-signup', 'invoices', 'language-list', 'legacy-login',
      'legacy-signup', 'legal-docs', 'lesson-player', 'lesson-player-sub', 'live-alert', 'live-alert-view-all', 'live-webinar', 'mock-test', 'mock-test-analytics', 'mock-test-report', 'mock-test-report-certificate', 'mock-test-report-detailedSectionReport',
      'mock-test-report-difficultyLevelComparisonReport', 'mock-test-report-offlineQuizReport', 'mock-test-report-questionReport', 'mock-test-report-scoreAndTimeAnalyticsReport',
      'mock-test-report-section', 'mock-test-report-topicComparisonReport', 'mock-test-section-analytics', 'mock-test-solutions', 'my-enrollments', 'newsfeed', 'newsfeed-bookmarks', 'newsfeed-category', 'newsfeed-likes',
      'newsfeed-post', 'newsfeed-post-type', 'onboarding', 'otp', 'payment-address', 'payment-history', 'payment-status', 'player', 'product-analytics', 'product-analytics-section', 'product-analytics-sub', 'product-analytics-sub-section', 'product-links', 'products-courses', 'products-test-series', 'products-tests',
      'profile', 'profile-fields', 'raise-demand', 'raise-ticket', 'reports', 'reset-password', 'reviews', 'sales', 'sales-sub', 'search', 'search-redirect', 'segment', 'settings',
      'signin', 'signup', 'store', 'store-home', 'subscription', 'subscription-plan', 'subscription-product', 'subscriptions', 'supplements-player', 'support-details', 'support-list', 'support-reply', 'system-check', 'verify', 'view-all', 'wallet', 'welcome',
    ]);
  });

  it('keeps the signed-out page group in the table', () => {
    expect(SIGNED_OUT_ROUTES.map((r) => r.id)).toEqual(['welcome', 'signin', 'signup', 'invite-signup', 'otp', 'forgot-password', 'reset-password', 'email-verification']);
  });

  it('carries the query keys SPEC.md lists', () => {
    expect(routeById('view-all').query).toEqual(['show', 'type', 'search', 'tags']);
    expect(routeById('mock-test').query).toEqual(['id', 'mode', 'qId', 'resultType', 'lessonId', 'bundleId']);
    expect(routeById('signup').query).toEqual(expect.arrayContaining(['signInToPay', 'priceId', 'isTorF', 'segmentId', 'segmentPath']));
  });

  it('lets schools frame only the embed-forms page', () => {
    expect(ROUTES.filter((r) => r.embeddable).map((r) => r.id)).toEqual(['embed-forms', 'lesson-player', 'lesson-player-sub']);
  });

  it('sends legacy routes and the newsfeed root to their targets', () => {
    expect(routeById('legacy-login').redirectTo).toBe('/account/signin');
    expect(routeById('legacy-signup').redirectTo).toBe('/account/signup');
    expect(routeById('newsfeed').redirectTo).toBe('/newsfeed/categories/All');
  });

  it('builds concrete paths under a base, with encoded parameters and query', () => {
    expect(href('learn', routeById('category'), { categoryCustomName: 'physics' })).toBe('/learn/categories/physics');
    expect(href('campus', routeById('store'))).toBe('/campus');
    expect(href('learn', routeById('signin'), {}, { signInToPay: '12' })).toBe('/learn/account/signin?signInToPay=12');
    expect(() => href('learn', routeById('sales'))).toThrow(/productSeo/);
  });

  it('splits a request path at the base prefix', () => {
    expect(underBase('/learn', 'learn')).toBe('');
    expect(underBase('/learn/', 'learn')).toBe('');
    expect(underBase('/learn/home', 'learn')).toBe('/home');
    expect(underBase('/learning/home', 'learn')).toBeNull();
    expect(underBase('/campus/products/tests', 'campus')).toBe('/products/tests');
  });
});
