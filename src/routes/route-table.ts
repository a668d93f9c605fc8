/**
 * The one route table (ARCHITECTURE.md decision 2). Every route of SPEC.md section 2 is one entry here; the
 * Astro pages, the edge's URL-to-page mapping, the legacy redirects and the route tests are all driven from it.
 * Patterns are relative to the school's base prefix: '' is {base} itself.
 */

export type RouteKind =
  /** Rendered per school at build time, one HTML file per concrete path. */
  | 'prerendered'
  /** One HTML shell for the whole pattern; an island loads the data in the browser. */
  | 'shell'
  /** Answered by the edge with a redirect. */
  | 'redirect';

export type RouteSection =
  | 'store' | 'product' | 'tests' | 'checkout' | 'subscriptions' | 'newsfeed' | 'community'
  | 'account' | 'referral' | 'affiliate' | 'support' | 'live-alerts' | 'batch' | 'other';

export interface RouteEntry {
  /** Stable name, used by pages and tests. */
  readonly id: string;
  /** Path under {base}; `:name` is one segment. */
  readonly pattern: string;
  readonly query: readonly string[];
  readonly kind: RouteKind;
  readonly section: RouteSection;
  /** Built routes are served; the rest answer 404 until their issue lands. */
  readonly built: boolean;
  /** Member of the signed-out page group (SPEC.md section 2, Account). */
  readonly signedOut?: true;
  /** For redirects: the target pattern under {base}; the query is kept. */
  readonly redirectTo?: string;
  /** Legacy links that also answer at the host root (`/login`, not only `/{base}/login`). */
  readonly atHostRoot?: true;
  /**
   * Pages a school may show in a frame on its own sites: the edge lets the origins the school lists frame them
   * (docs/decisions/0013-school-content-pages.md); every other page may only be framed by the school's own host.
   */
  readonly embeddable?: true;
  /** Pages that open the payment gateway's checkout in the page: their CSP lets its script and frames in. */
  readonly paymentGateway?: true;
  /**
   * For a prerendered route whose query keys ask for a list the build cannot write out (every product of a filter,
   * page after page): with any of them set, the edge answers with the route's shell, whose island reads the list
   * from the API; without them, with the prerendered page.
   */
  readonly listShell?: true;
}

const r = (
  id: string,
  pattern: string,
  section: RouteSection,
  opts: { query?: readonly string[]; kind?: RouteKind; built?: boolean; signedOut?: true; redirectTo?: string; atHostRoot?: true; embeddable?: true; paymentGateway?: true; listShell?: true } = {},
): RouteEntry => ({
  id,
  pattern,
  section,
  query: opts.query ?? [],
  kind: opts.kind ?? 'shell',
  built: opts.built ?? false,
  ...(opts.signedOut ? { signedOut: true as const } : {}),
  ...(opts.redirectTo !== undefined ? { redirectTo: opts.redirectTo } : {}),
  ...(opts.atHostRoot ? { atHostRoot: true as const } : {}),
  ...(opts.embeddable ? { embeddable: true as const } : {}),
  ...(opts.paymentGateway ? { paymentGateway: true as const } : {}),
  ...(opts.listShell ? { listShell: true as const } : {}),
});

const PLAYER_QUERY = ['testSeries', 'search', 'embedPlayer', 'embedHeader', 'template', 'disableLessonChange', 'redirectionSource'];
const MOCK_REPORT_SUBPAGES = ['questionReport', 'detailedSectionReport', 'scoreAndTimeAnalyticsReport', 'topicComparisonReport', 'difficultyLevelComparisonReport', 'offlineQuizReport'];
const COMPARISON = new Set(['scoreAndTimeAnalyticsReport', 'topicComparisonReport', 'difficultyLevelComparisonReport']);
const BUILT_REPORT_SUBPAGES = new Set(['questionReport', 'detailedSectionReport', 'offlineQuizReport', ...COMPARISON]);
const BATCH_TABS = ['content', 'discussion-circle', 'members', 'rating-review', 'announcement', 'about', 'leaderboard', 'achievements'];
const BATCH_QUERY = ['bundleId', 'batchId', 'productSeo'];
const SUPPORT_QUERY = ['bundleId'];

export const ROUTES: readonly RouteEntry[] = [
  // Store and catalogue
  r('store', '', 'store', { kind: 'prerendered', built: true }),
  r('store-home', '/home', 'store', { kind: 'prerendered', built: true }),
  r('view-all', '/view-all', 'store', { query: ['show', 'type', 'search', 'tags'], built: true }),
  r('search', '/search', 'store', { query: ['search', 'show', 'type'], built: true }),
  r('global-search', '/global-search', 'store', { query: ['kw'], built: true }),
  r('search-redirect', '/search-redirect', 'store', { query: ['searchType', 'courseId', 'bundleId', 'lessonId', 'search'], built: true }),
  r('category', '/categories/:categoryCustomName', 'store', { query: ['show', 'type', 'tags'], kind: 'prerendered', built: true, listShell: true }),
  r('products-courses', '/products/courses', 'store', { kind: 'prerendered', built: true }),
  r('products-test-series', '/products/testSeries', 'store', { kind: 'prerendered', built: true }),
  r('products-tests', '/products/tests', 'store', { kind: 'prerendered', built: true }),
  r('my-enrollments', '/my-enrollments', 'store', { built: true }),
  r('courses-library', '/courses-library', 'store', { query: ['tabId'], built: true }),
  r('favourites', '/favourites', 'store', { built: true }),
  r('about-us', '/aboutus', 'store', { kind: 'prerendered', built: true }),
  r('custom-page', '/pages/:pageName', 'store', { kind: 'prerendered', built: true }),
  r('welcome', '/welcome', 'store', { query: ['courseId'], signedOut: true, built: true }),
  r('download-app', '/download-app', 'store', { kind: 'prerendered', built: true }),
  r('app-download', '/app-download', 'store', { kind: 'prerendered', built: true }),
  r('free-resource', '/free-resource', 'store', { kind: 'prerendered', built: true }),
  r('embed-forms', '/embed-forms', 'store', { built: true, embeddable: true }),
  // Ours: anyone checks a certificate by its code (docs/decisions/0047-course-certificates.md).
  r('verify', '/verify/:code', 'store', { built: true }),
  r('content-preview', '/content-preview', 'store', { kind: 'prerendered', built: true }),
  r('segment', '/segment', 'store', { built: true }),
  r('custom-segment', '/segments/:customSegmentSlug', 'store', { kind: 'prerendered', built: true }),

  // Product pages
  r('sales', '/:productSeo', 'product', { query: ['search'], kind: 'prerendered', built: true }),
  r('sales-sub', '/:productSeo/:subProductSeo', 'product', { query: ['search'], kind: 'prerendered', built: true }),
  r('dashboard', '/home/:productSeo', 'product', { built: true }),
  r('dashboard-sub', '/home/:productSeo/:subProductSeo', 'product', { built: true }),
  r('bookmarks', '/home/:productSeo/bookmark', 'product', { query: ['courseId', 'lessonId', 'bundleId'], built: true }),
  r('reviews', '/home/:productSeo/reviews', 'product', { built: true }),
  r('add-review', '/home/:productSeo/reviews/add-review', 'product', { built: true }),
  r('course-analytics', '/home/course-analytics', 'product', { query: ['courseId', 'productSeo', 'subProductSeo'], built: true }),
  r('certificate-download', '/home/certificate-download', 'product', { query: ['courseId'], built: true }),
  // Embeddable: with embedPlayer, the sites the school lets frame its pages may show a lesson (decision 0046).
  r('lesson-player', '/home/:productSeo/section/:sectionId/lesson/:lessonId', 'product', { query: PLAYER_QUERY, built: true, embeddable: true }),
  r('lesson-player-sub', '/home/:productSeo/:subProductSeo/section/:sectionId/lesson/:lessonId', 'product', { query: PLAYER_QUERY, built: true, embeddable: true }),
  // Back into the lesson studied last, wherever it is (ours: SPEC.md names the route only).
  r('player', '/player', 'product', { built: true }),
  r('supplements-player', '/supplements-player', 'product', { query: ['supplementLessonId'], built: true }),
  // batchId (not SPEC.md's): which batch's own class the school's staff open (decision 0084); learners meet in their own.
  r('live-webinar', '/live-webinar/:courseId/:lessonId', 'product', { query: ['batchId'], built: true }),
  r('code-challenge', '/leet-lab/code-challenge', 'product', { query: ['codeId', 'contentType', 'contentId', 'page'], built: true }),

  // Tests
  r('mock-test', '/mock-test/:id', 'tests', { query: ['id', 'mode', 'qId', 'resultType', 'lessonId', 'bundleId'], built: true }),
  r('mock-test-solutions', '/mock-test/:id/report/solutions', 'tests', { built: true }),
  r('mock-test-report', '/mock-test/:id/report', 'tests', { query: ['qid', 'resultType', 'lessonId'], built: true }),
  r('mock-test-report-section', '/mock-test/:id/report/:sectionId', 'tests', { built: true }),
  ...MOCK_REPORT_SUBPAGES.map((page) =>
    r(`mock-test-report-${page}`, `/mock-test/:id/report/${page}`, 'tests', { query: COMPARISON.has(page) ? ['comparisonType'] : [], built: BUILT_REPORT_SUBPAGES.has(page) }),
  ),
  r('mock-test-report-certificate', '/mock-test/:id/report/testReportCertificate', 'tests', { query: ['quizName'], built: true }),
  r('mock-test-analytics', '/mock-test/analytics', 'tests', { built: true }),
  r('mock-test-section-analytics', '/mock-test/analytics/section-analytics', 'tests', { built: true }),
  r('product-analytics', '/home/:productSeo/analytics', 'tests', { built: true }),
  r('product-analytics-section', '/home/:productSeo/analytics/:sectionId', 'tests', { built: true }),
  r('product-analytics-sub', '/home/:productSeo/:subProductSeo/analytics', 'tests', { built: true }),
  r('product-analytics-sub-section', '/home/:productSeo/:subProductSeo/analytics/:sectionId', 'tests', { built: true }),

  // Checkout
  r('course-payment', '/coursePayment/:courseId', 'checkout', { query: ['pricingId'], built: true, paymentGateway: true }),
  r('fast-checkout', '/fast-checkout/:courseId', 'checkout', { query: ['priceId', 'cpst', 'returnToPost'], built: true, paymentGateway: true }),
  r('payment-address', '/coursePayment/my-address', 'checkout', { query: ['courseId', 'priceId', 'addressType', 'addressConfig'], built: true }),
  r('payment-status', '/paymentStatusDisplay', 'checkout', {
    query: ['courseName', 'status', 'paymentDate', 'paymentTime', 'amount', 'receiptNumber', 'gatewayId', 'paymentId', 'userPaymentSuccess', 'courseSeoTitle', 'courseType', 'returnToPost'],
    built: true,
  }),

  // Subscriptions
  r('subscriptions', '/subscriptions', 'subscriptions', { built: true }),
  r('subscription', '/subscription', 'subscriptions', { built: true }),
  r('subscription-product', '/subscription/:productSeo', 'subscriptions', { built: true }),
  r('subscription-plan', '/subscription/:productSeo/:planName', 'subscriptions', { query: ['courseId'], built: true, paymentGateway: true }),
  r('account-subscriptions', '/account/subscriptions', 'subscriptions', { built: true }),
  r('account-manage-payments', '/account/manage-payments', 'subscriptions', { built: true }),

  // News feed
  r('newsfeed', '/newsfeed', 'newsfeed', { kind: 'redirect', redirectTo: '/newsfeed/categories/All', built: true }),
  r('newsfeed-post', '/newsfeed/:postId', 'newsfeed', { query: ['likeId'], built: true }),
  r('newsfeed-category', '/newsfeed/categories/:category', 'newsfeed', { built: true }),
  r('newsfeed-bookmarks', '/newsfeed/bookmarks', 'newsfeed', { built: true }),
  r('newsfeed-likes', '/newsfeed/likes', 'newsfeed', { built: true }),
  r('newsfeed-post-type', '/newsfeed/post-types/:postType', 'newsfeed', { query: ['currentContentTypeId', 'postTypeTitle', 'category'], built: true }),

  // Discussion and communities
  r('discussion', '/home/discussion', 'community', { query: ['postId', 'postSeo', 'courseId', 'courseSeo', 'bundleId', 'bundleSeo'], built: true }),
  r('discussion-thread', '/home/discussion/:discussionId', 'community', { built: true }),
  r('communities', '/communities', 'community', { built: true }),
  r('community', '/communities/:communityTitle', 'community', { query: ['onlyUnresolved'], built: true }),
  r('community-post', '/communities/:communityTitle/:postId', 'community', { query: ['editMode', 'fromUnresolved'], built: true }),
  r('community-members', '/communities/:communityTitle/all-members', 'community', { built: true }),
  r('community-bookmarks', '/communities/bookmarks', 'community', { query: ['communityId', 'communitySlug'], built: true }),
  r('community-likes', '/communities/likes', 'community', { query: ['communityId', 'communitySlug'], built: true }),

  // Account. `returnTo` (after sign-in) and `token` (e-mailed links) are our additions to SPEC.md's query keys.
  r('signin', '/account/signin', 'account', { query: ['signInToPay', 'priceId', 'isTorF', 'returnTo'], signedOut: true, built: true }),
  r('signup', '/account/signup', 'account', { query: ['signInToPay', 'priceId', 'isTorF', 'segmentId', 'segmentPath', 'returnTo'], signedOut: true, built: true }),
  r('invite-signup', '/account/invite-signup', 'account', { query: ['code'], signedOut: true, built: true }),
  r('otp', '/account/otp', 'account', { query: ['signInToPay', 'priceId', 'isTorF', 'returnTo'], signedOut: true, built: true }),
  r('forgot-password', '/account/forgot-password', 'account', { signedOut: true, built: true }),
  r('reset-password', '/account/reset-password', 'account', { query: ['token'], signedOut: true, built: true }),
  r('email-verification', '/account/email-verification', 'account', { query: ['token'], signedOut: true, built: true }),
  r('profile', '/account/profile', 'account', { built: true }),
  r('profile-fields', '/account/profile-fields', 'account', { query: ['tab', 'returnTo'], built: true }),
  r('invoices', '/account/invoices', 'account', { built: true }),
  r('settings', '/account/settings', 'account', { built: true }),
  r('language-list', '/account/language-list', 'account', { query: ['from'], built: true }),
  r('delete-account', '/account/delete-account', 'account', { built: true }),
  r('onboarding', '/account/onboarding', 'account', { query: ['returnTo'], built: true }),
  r('legal-docs', '/account/legal-docs', 'account', { built: true }),
  r('become-affiliate', '/account/become-affiliate', 'affiliate', { built: true }),
  r('product-links', '/account/product-links', 'affiliate', { query: ['productType'], built: true }),
  r('payment-history', '/account/payment-History', 'account', { built: true }),
  r('affiliate-bank', '/account/affiliate-bank', 'affiliate', { built: true }),
  r('reports', '/account/reports', 'account', { built: true }),
  r('enrollments', '/account/enrollments', 'account', { built: true }),
  r('invite', '/invite', 'referral', { built: true }),
  r('wallet', '/wallet', 'account', { built: true }),
  r('in-app-notifications', '/in-app-notifications', 'account', { built: true }),
  r('esign', '/esign/:userId', 'account', {
    query: ['userCourseId', 'schoolPageId', 'consentId', 'courseName', 'courseSeoTitle', 'courseType', 'redirectSource'], built: true,
  }),
  r('legacy-login', '/login', 'account', { kind: 'redirect', redirectTo: '/account/signin', built: true, atHostRoot: true }),
  r('legacy-signup', '/signup', 'account', { kind: 'redirect', redirectTo: '/account/signup', built: true, atHostRoot: true }),

  // Support and demand
  r('support-list', '/support/support-list', 'support', { query: SUPPORT_QUERY, built: true }),
  r('support-details', '/support/support-details/:ticketId', 'support', { query: SUPPORT_QUERY, built: true }),
  r('support-reply', '/support/support-reply/:ticketId', 'support', { query: SUPPORT_QUERY, built: true }),
  r('raise-ticket', '/support/raise-ticket', 'support', { query: SUPPORT_QUERY, built: true }),
  r('demands-list', '/raise-your-demand/demands-list', 'support', { query: SUPPORT_QUERY, built: true }),
  r('demand-details', '/raise-your-demand/demand-details/:ticketId', 'support', { query: SUPPORT_QUERY, built: true }),
  r('demand-reply', '/raise-your-demand/demand-reply/:ticketId', 'support', { query: SUPPORT_QUERY, built: true }),
  r('raise-demand', '/raise-your-demand/raise-demand', 'support', { query: SUPPORT_QUERY, built: true }),

  // Live alerts
  r('live-alert', '/live-alert/:alertId', 'live-alerts', { built: true }),
  r('live-alert-view-all', '/live-alert/view-all', 'live-alerts', { query: ['bundleId'], built: true }),

  // Batch
  r('batch', '/batch/:productSeo', 'batch', { query: BATCH_QUERY, built: true }),
  r('batch-schedule', '/batch/:productSeo/schedule', 'batch', { query: [...BATCH_QUERY], built: true }),
  ...BATCH_TABS.map((tab) => r(`batch-${tab}`, `/batch/${tab}`, 'batch', { query: BATCH_QUERY, built: true })),

  // Other
  r('system-check', '/troubleShootWizard/system-configuration-check', 'other', { built: true }),
];

/**
 * The signed-out page group (SPEC.md section 2): the readings disagree on its exact membership; we take the
 * union of the routed pages both name (sign-in, sign-up, forgot password, OTP, e-mail verification, welcome,
 * reset password) plus invite sign-up, which is a sign-up.
 */
export const SIGNED_OUT_ROUTES = ROUTES.filter((route) => route.signedOut);

export function routeById(id: string): RouteEntry {
  const route = ROUTES.find((entry) => entry.id === id);
  if (!route) throw new Error(`No route with id ${id}`);
  return route;
}
