/**
 * Two small schools for the API tests, built as the tenant loader would return them. The numbers are chosen so
 * every sort gives a different order and the price and rating maths can be checked by hand (see api.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Pricing, ProductSource, Review, TenantCatalogue } from '../../contract/catalogue.ts';
import type { ProductType } from '../../contract/common.ts';
import type { TenantCommunities, TenantFeed } from '../../contract/tenant-community.ts';
import type { TenantBatches } from '../../contract/tenant-batches.ts';
import type { TenantCode } from '../../contract/tenant-code.ts';
import type { SchoolConfigResponse } from '../../contract/school-config.ts';
import type { LoadedTenant } from '../../tenants/load.ts';
import { CALLS, pathOf } from '../../contract/calls.ts';

const LOGO = pathOf(CALLS.media, { name: 'logo.svg' });

const colours = { primary: '#4338ca', onPrimary: '#ffffff', accent: '#d97706', background: '#f6f7fb', surface: '#ffffff', text: '#111827', mutedText: '#4b5563', border: '#e3e6ee' };

type Accounts = Pick<SchoolConfigResponse['school_feature'], 'single_device_login' | 'profile_fields' | 'profile_skip_limit'>;

/** Alpha's affiliate programme (docs/decisions/0081): 10% of a paid order's amount before tax. */
export const TEST_AFFILIATE = { commission_percent: 10, attribution_days: 30, hold_days: 7 };

/**
 * The test schools' support desk (docs/decisions/0083): weekdays 09:00-18:00 in India, a first answer within 4 business
 * hours, a fix within 16, a fix reopened within 7 days.
 */
export const TEST_SUPPORT = {
  first_response_hours: 4, resolution_hours: 16, reopen_days: 7,
  business_hours: { timezone: 'Asia/Kolkata', days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
};

/** The test schools' invite programme (docs/decisions/0078): minor units. */
export const TEST_REFERRALS = { inviter_reward: 10_000, friend_reward: 5_000, friend_signup_reward: 1_000, inviter_signup_reward: 500, max_rewarded_friends: 2, refund_window_days: 7 };

function config(id: number, slug: string, name: string, productsOrder: ProductType[], locked: boolean, accounts: Accounts, languages: ('en' | 'hi')[] = ['en'], currency: 1 | 2 | 32 = 2): SchoolConfigResponse {
  return {
    school_config: {
      school_id: id, slug, school_name: name, school_logo: LOGO, currency,
      gplus_web_client_id: null, fb_app_id: null, support_email: `help@${slug}.example`, terms_condition: 'Terms.',
      privacy_policy: 'Privacy.', support_mobile: '+911234567890', custom_domain: `learn.${slug}.example`, Languages: languages,
      products_order: productsOrder, use_test_environments: false, use_youtube_vimeo_player: false,
      payment_type: id === 9001 ? 'combined_type' : 'one_time_payment', base_prefix: 'learn', code_snippet: null, code_snippet_in_classroom: null,
      signup_tracking_script: null, snippet_body_script: null, order_tracking_script: null, title: name,
      description: `${name}, a test school.`, social_banner_url: null, show_orginal_mocktest_images: false,
      favicon_url: LOGO, google_analytics_id: null,
    },
    i18n_config: { default_language: 'en', overrides: { en: {}, hi: {} } },
    theme_config: {
      theme_type: 'v1',
      base_ui_data: { light: colours, dark: colours, font_family: 'Inter, sans-serif', heading_font_family: 'Inter, sans-serif', radius_px: 8, default_color_mode: null, allow_color_mode_toggle: true },
    },
    school_feature: { drawer_navigation: true, mandatory_auth: false, signup_requireds: true, school_locked: locked, newsfeed: true, communities: true, referral: TEST_REFERRALS, affiliate: id === 9001 ? TEST_AFFILIATE : null, support: TEST_SUPPORT, offline: { max_offline_days: 7, max_devices: 2 }, ...accounts },
    custom_templates: [],
    standard_templates: [{ theme_type: 'v1', base_ui_data: { show_recent: true, show_promos: true, featured_categories: [] } }],
  };
}

type ProductInput = Pick<ProductSource, 'id' | 'course_type' | 'title' | 'published_at'> & Partial<ProductSource>;

function product(p: ProductInput): ProductSource {
  return {
    seo_title: p.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), short_description: `About ${p.title}.`,
    description: `${p.title}, in full.`, image_url: null, category_ids: [], teacher_ids: [], tags: [],
    display_status: 'live', access: 'public_access', not_sold_on: [], starts_at: null, promo: null,
    sections: [], test_facts: null, item_ids: [], ...p,
  };
}

function pricing(id: number, courseId: number, price: number, discount: Pricing['discount'], isDefault = true): Pricing {
  return {
    id, course_id: courseId, plan_name: isDefault ? 'Standard' : 'Premium', plan_type: isDefault ? 'standard' : 'premium', price, discount,
    validity: isDefault ? { validity_type: 'relative', validity: 365 } : { validity_type: 'fixed', end_date: '2027-03-31' },
    tax_mode: 'no_tax', is_default: isDefault,
  };
}

let reviewId = 0;
const reviews = (courseId: number, ratings: number[], day: number): Review[] =>
  ratings.map((rating, i) => ({
    id: ++reviewId + 5000, course_id: courseId, author_name: `Learner ${reviewId}`, rating, text: `${rating} stars.`,
    created_at: `2024-05-${String(day + i).padStart(2, '0')}`,
  }));

/** Alpha: five products, one of each kind plus a second course; the store lists tests first. */
const alpha: TenantCatalogue = {
  categories: [
    { id: 1, name: 'Algebra', custom_name: 'algebra', description: 'Equations.' },
    { id: 2, name: 'Calculus', custom_name: 'calculus', description: 'Change.' },
    { id: 3, name: 'Empty', custom_name: 'empty', description: 'Nothing here yet.' },
  ],
  teachers: [
    { id: 1, name: 'Ada', headline: 'Algebra', bio: 'Teaches algebra.', avatar_url: null },
    { id: 2, name: 'Bhaskara', headline: 'Geometry', bio: 'Teaches geometry.', avatar_url: LOGO },
  ],
  products: [
    // Content dripping: section 22 opens 7 days after enrolment, lesson 23 on day 30.
    product({ id: 101, course_type: 1, title: 'Algebra Basics', published_at: '2024-01-10', category_ids: [1], teacher_ids: [2, 1], tags: ['maths', 'Algebra'], promo: { headline: 'Algebra sale' },
      sections: [
        { id: 21, title: 'Expressions', lessons: [
          { id: 21, title: 'Variables', kind: 'video', duration_seconds: 480, free_preview: false },
          { id: 24, title: 'Like terms', kind: 'slides', duration_seconds: 240, free_preview: false },
        ] },
        { id: 22, title: 'Equations', lessons: [
          { id: 22, title: 'Linear equations', kind: 'pdf', duration_seconds: 360, free_preview: false, drip_days: 7,
            supplements: [{ id: 902, title: 'Equations worksheet', file_name: 'equations.pdf' }] },
          { id: 23, title: 'Quadratics', kind: 'video', duration_seconds: 600, free_preview: false, drip_days: 30 },
        ] },
      ] }),
    product({ id: 102, course_type: 2, title: 'Geometry Mock Test', published_at: '2024-03-01', not_sold_on: [2], tags: ['exam'],
      test_facts: { questions: 30, duration_minutes: 60, total_marks: 120, question_types: ['multichoice'] } }),
    product({ id: 103, course_type: 3, title: 'Complete Maths Bundle', published_at: '2024-02-01', access: 'private_access', item_ids: [101, 105], category_ids: [1, 2] }),
    product({ id: 104, course_type: 4, title: 'Calculus Test Series', published_at: '2023-12-01', display_status: 'expired', category_ids: [2], item_ids: [102] }),
    product({ id: 105, course_type: 1, title: 'Calculus Deep Dive', published_at: '2024-04-01T09:30:00+05:30', category_ids: [2], teacher_ids: [1], certificate: true,
      short_description: 'Limits, derivatives and integrals.', promo: { headline: 'Free this week' },
      sections: [
        { id: 1, title: 'Limits', lessons: [{ id: 1, title: 'What is a limit', kind: 'video', duration_seconds: 720, free_preview: true,
          supplements: [{ id: 901, title: 'Limits cheat sheet', file_name: 'limits.pdf' }] }] },
        { id: 2, title: 'Derivatives', lessons: [
          { id: 11, title: 'The derivative', kind: 'video', duration_seconds: 540, free_preview: false },
          { id: 12, title: 'Rules of differentiation', kind: 'pdf', duration_seconds: 300, free_preview: false },
        ] },
      ] }),
  ],
  // Prices in paise (1000 is ₹10). 101: 20% off 1000; 102: 100 off 500; 103: free (plus a paid premium plan);
  // 104: no discount; 105: 100% off.
  pricings: [
    pricing(1, 101, 1000, { kind: 0, value: 20 }),
    pricing(2, 102, 500, { kind: 1, value: 100 }),
    pricing(3, 103, 0, null),
    pricing(4, 103, 2000, null, false),
    pricing(5, 104, 300, null),
    pricing(6, 105, 1500, { kind: 0, value: 100 }),
  ],
  // Subscriptions (docs/decisions/0079) on Algebra Basics: monthly, a premium tier that also opens Calculus Deep
  // Dive, and a yearly plan that runs to a fixed date.
  subscription_plans: [
    { id: 71, course_id: 101, name: 'monthly', title: 'Monthly', plan_type: 'standard', period: 'monthly', amount: 500, tax_mode: 'no_tax', validity: { validity_type: 'relative', periods: null }, extra_course_ids: [], features: ['Every lesson of Algebra Basics'] },
    { id: 72, course_id: 101, name: 'premium', title: 'Premium monthly', plan_type: 'premium', period: 'monthly', amount: 900, tax_mode: 'post_gst', validity: { validity_type: 'relative', periods: 3 }, extra_course_ids: [105], features: ['Calculus Deep Dive too'] },
    { id: 73, course_id: 101, name: 'yearly', title: 'Yearly', plan_type: 'standard', period: 'yearly', amount: 5000, tax_mode: 'no_tax', validity: { validity_type: 'fixed', end_date: '2031-06-30' }, extra_course_ids: [], features: [] },
  ],
  reviews: [...reviews(101, [5, 4, 4], 1), ...reviews(102, [5], 4), ...reviews(104, [2, 1], 5), ...reviews(105, [3], 7)],
  faqs: [
    { id: 1, course_id: null, question: 'Can I get a refund?', answer: 'Within 7 days.' },
    { id: 2, course_id: 101, question: 'Is algebra hard?', answer: 'Not with Ada.' },
    { id: 3, course_id: 102, question: 'How long is the test?', answer: 'One hour.' },
  ],
};

/** Beta: locked, and reuses product id 101 for a different product, as another school is free to. */
const beta: TenantCatalogue = {
  categories: [{ id: 1, name: 'Algebra', custom_name: 'algebra', description: 'Beta algebra.' }],
  teachers: [{ id: 7, name: 'Cauchy', headline: 'Analysis', bio: 'Teaches analysis.', avatar_url: null }],
  products: [
    product({ id: 101, course_type: 1, title: 'Beta Algebra', published_at: '2024-06-01', category_ids: [1], teacher_ids: [7], tags: ['maths'] }),
    product({ id: 201, course_type: 2, title: 'Beta Test', published_at: '2024-06-02' }),
  ],
  pricings: [pricing(11, 101, 49, null), pricing(12, 201, 10, { kind: 1, value: 10 })],
  subscription_plans: [],
  reviews: reviews(201, [1], 9),
  faqs: [{ id: 9, course_id: null, question: 'Who runs Beta?', answer: 'Beta people.' }],
};

/**
 * Gamma: one course whose lessons wait for a signed enrolment agreement (docs/decisions/0080-e-signed-documents.md),
 * sold in dollars.
 */
export const GAMMA_AGREEMENT = {
  id: 'robotics-lab-agreement', kind: 'enrolment_agreement', title: 'Robotics Lab enrolment agreement', version: '2026-09-01',
  body: 'You will follow the lab safety rules in every session.\n\nTools and kits stay in the lab. Breakages are reported the same day.',
} as const;
const gamma: TenantCatalogue = {
  categories: [],
  teachers: [],
  products: [
    product({ id: 301, course_type: 1, title: 'Robotics Lab', published_at: '2024-07-01', legal_document: { ...GAMMA_AGREEMENT },
      sections: [{ id: 31, title: 'Safety', lessons: [
        { id: 31, title: 'Why the rules', kind: 'video', duration_seconds: 120, free_preview: true },
        { id: 32, title: 'Soldering', kind: 'video', duration_seconds: 300, free_preview: false },
      ] }] }),
    // Taught in batches (docs/decisions/0084): lessons 33-35 open by each batch's calendar, 36 four days after its start.
    product({ id: 302, course_type: 1, title: 'Robotics Theory', published_at: '2024-07-02',
      sections: [{ id: 32, title: 'Kinematics', lessons: [
        { id: 33, title: 'Frames and joints', kind: 'video', duration_seconds: 300, free_preview: false },
        { id: 34, title: 'Forward kinematics', kind: 'pdf', duration_seconds: 240, free_preview: false },
        { id: 35, title: 'Inverse kinematics', kind: 'video', duration_seconds: 360, free_preview: false },
        { id: 36, title: 'Workspace', kind: 'slides', duration_seconds: 180, free_preview: false, drip_days: 4 },
      ] }] }),
  ],
  pricings: [pricing(21, 301, 2500, null), pricing(22, 302, 1500, null)],
  subscription_plans: [],
  reviews: [],
  faqs: [],
};

/**
 * Gamma's batches of Robotics Theory (302; docs/decisions/0084): one running (day 3 of 30) with three seats, one
 * starting in five days, one ended.
 */
export const GAMMA_BATCHES: TenantBatches = {
  timezone: 'Asia/Kolkata',
  batches: [
    { id: 9301, product_id: 302, name: 'Running cohort', starts_in_days: -3, start_time: '09:00', length_days: 30, seats: 3, about: 'Now running.',
      calendar: [{ day: 0, lesson_id: 33 }, { day: 2, lesson_id: 34 }, { day: 20, time: '18:00', lesson_id: 35 }], leaderboard: 'shown',
      announcements: [{ after_days: 0, title: 'Welcome to the cohort', body: 'Frames and joints are open today.' }, { after_days: 9, title: 'Not yet said', body: 'Day nine.' }] },
    { id: 9302, product_id: 302, name: 'Next cohort', starts_in_days: 5, start_time: '09:00', length_days: 30, seats: 500, about: 'Starting soon.',
      calendar: [{ day: 0, lesson_id: 33 }, { day: 2, lesson_id: 34 }, { day: 20, lesson_id: 35 }], leaderboard: 'hidden', announcements: [] },
    { id: 9303, product_id: 302, name: 'Ended cohort', starts_in_days: -90, start_time: '09:00', length_days: 30, seats: 100, about: 'Over.', calendar: [], leaderboard: 'shown', announcements: [] },
  ],
  achievements: [
    { id: 'first-quarter', title: 'First quarter', description: 'A quarter of the course done.', rule: { kind: 'progress', percent: 25 } },
    { id: 'top-one', title: 'Top of the batch', description: 'First on the leaderboard.', rule: { kind: 'rank', top: 1 } },
    { id: 'two-day-streak', title: 'Two days running', description: 'Studied two days in a row.', rule: { kind: 'streak', days: 2 } },
    { id: 'first-mock', title: 'First full mock', description: 'A full mock test submitted.', rule: { kind: 'first_full_mock' } },
  ],
};

/**
 * Alpha's code challenges (docs/decisions/0085-code-lab.md): a JavaScript function with visible examples and hidden
 * tests, and an SQL query over a small table, its hidden test adding rows.
 */
export const ALPHA_CODE: TenantCode = {
  challenges: [
    {
      id: 601, title: 'Sum of a list', language: 'javascript', difficulty: 'easy', statement: 'Return the sum of the numbers in `xs`.',
      starter: 'function sum(xs) {\n  // your code\n}\n', entry: 'sum', ordered: false,
      examples: [{ args: [[1, 2, 3]], expected: 6 }, { args: [[]], expected: 0 }],
      hidden: [{ args: [[-5, 5, 10]], expected: 10 }, { args: [[1.5, 2.25]], expected: 3.75 }],
    },
    {
      id: 602, title: 'Big spenders', language: 'sql', difficulty: 'easy', statement: 'List the names of customers who spent more than 100, by name.',
      starter: 'SELECT name FROM orders;\n', ordered: true,
      schema: "CREATE TABLE orders (name TEXT, amount INTEGER); INSERT INTO orders VALUES ('Asha', 120), ('Bilal', 80), ('Chitra', 60), ('Chitra', 50);",
      examples: [{ setup: '', expected: { columns: ['name'], rows: [['Asha'], ['Chitra']] } }],
      hidden: [{ setup: "INSERT INTO orders VALUES ('Dev', 101), ('Bilal', 30);", expected: { columns: ['name'], rows: [['Asha'], ['Bilal'], ['Chitra'], ['Dev']] } }],
    },
    {
      id: 604, title: 'Evens, doubled', language: 'python', difficulty: 'easy', statement: 'Return the even numbers of `xs`, each doubled, in order.',
      starter: 'def doubled_evens(xs):\n    pass\n', entry: 'doubled_evens', ordered: false,
      examples: [{ args: [[1, 2, 3, 4]], expected: [4, 8] }, { args: [[]], expected: [] }],
      hidden: [{ args: [[-2, 7, 10]], expected: [-4, 20] }, { args: [[0, 1]], expected: [0] }],
    },
  ],
};

export const ALPHA = { slug: 'alpha-school', id: 9001 } as const;
export const BETA = { slug: 'beta-school', id: 9002 } as const;
export const GAMMA = { slug: 'gamma-school', id: 9003 } as const;

/** Alpha asks for a mandatory city (skippable twice) and allows several devices; Beta allows one device. */
export const ALPHA_ACCOUNTS: Accounts = {
  single_device_login: false,
  profile_fields: [{ key: 'city', label: 'City', mandatory: true }, { key: 'college', label: 'College', mandatory: false }],
  profile_skip_limit: 2,
};
export const BETA_ACCOUNTS: Accounts = { single_device_login: true, profile_fields: [], profile_skip_limit: 3 };

/**
 * Alpha's feed: 24 posts, three at a time on the same minute (so a page boundary falls between posts of one
 * minute), every type, in two categories and none; one quiz, one pdf. Beta has two posts of its own.
 */
const alphaFeed: TenantFeed = {
  posts: Array.from({ length: 24 }, (_, i) => {
    const type = ([2, 6, 7, 8, 14, 4, 2, 28] as const)[i % 8]!;
    const base = { id: 7001 + i, slug: `alpha-post-${i + 1}`, language: 'en' as const, title: `Alpha post ${i + 1}`, body: `Body of post ${i + 1}.`, days_ago: Math.floor(i / 3), time: '09:00' };
    const category = i % 3 === 0 ? 'algebra' : i % 3 === 1 ? 'calculus' : undefined;
    if (type === 28) return { ...base, post_type: type, body: '', quiz: { question: 'What is 2 + 2?', options: ['3', '4', '5'], answer: 1, explanation: 'Two and two make four.' }, ...(category ? { category } : {}) };
    if (type === 4) return { ...base, post_type: type, video: true as const, ...(category ? { category } : {}) };
    return { ...base, post_type: type, ...(category ? { category } : {}) };
  }),
};
// The file itself is not among the fixture's media: the feed only names it.
alphaFeed.posts.push({ id: 7100, slug: 'alpha-formulae', language: 'en', title: 'Formulae', body: 'A sheet.', days_ago: 30, time: '10:00', post_type: 5, pdf: 'formulae.pdf' });
const betaFeed: TenantFeed = {
  posts: [
    { id: 8001, slug: 'beta-post-1', post_type: 2, language: 'en', title: 'Beta post 1', body: 'Beta only.', days_ago: 0, time: '08:00' },
    { id: 8002, slug: 'beta-post-2', post_type: 7, language: 'en', title: 'Beta post 2', body: 'Beta only.', days_ago: 1, time: '08:00' },
  ],
};

/**
 * Alpha's communities: a public one with a question faculty answered and a post, and a private one for the learners
 * of Calculus Deep Dive (105). Beta has one of its own, with the same id as Alpha's first.
 */
export const alphaCommunities: TenantCommunities = {
  communities: [
    {
      id: 1, slug: 'algebra-club', title: 'Algebra Club', description: 'Doubts about algebra.', members: [0],
      posts: [
        { kind: 'question', author: 0, title: 'What is a polynomial?', text: 'Is x² + 1 one?', days_ago: 2, replies: [{ author: 'faculty', text: 'Yes: a sum of powers of x with coefficients.', answer: true }] },
        { kind: 'post', author: 'faculty', title: 'Welcome to the club', text: 'Introduce yourself below.', days_ago: 1, replies: [] },
      ],
    },
    { id: 2, slug: 'calculus-room', title: 'Calculus Room', description: 'For Calculus Deep Dive learners.', product_id: 105, members: [], posts: [] },
  ],
  // Algebra Basics (101): a public question under a lesson's moment, answered by faculty, and a private one.
  discussions: [
    { course_id: 101, kind: 'public_discussion', author: 1, text: 'Why is 2(x + 3) equal to 2x + 6?', lesson_id: 21, lesson_at: 42, days_ago: 3, replies: [{ author: 'faculty', text: 'Multiply each term inside the brackets by 2.' }] },
    { course_id: 101, kind: 'private_discussion', author: 1, text: 'Could I get extra practice on equations?', days_ago: 1, replies: [] },
  ],
  moderation: { blocked_words: ['casino', 'buy followers', 'धोखा'] },
};
const betaCommunities: TenantCommunities = {
  moderation: { blocked_words: [] },
  discussions: [],
  communities: [{ id: 1, slug: 'beta-lounge', title: 'Beta Lounge', description: 'Beta only.', members: [], posts: [{ kind: 'question', author: 0, title: 'Beta question', text: 'Only in Beta.', days_ago: 1, replies: [] }] }],
};

/** A media file big enough to need several seed statements. */
export const BANNER_BYTES = 150_000;

/** Writes the schools' media under `dir` and returns both schools as `loadTenants()` would. */
export function fixtureTenants(dir: string): LoadedTenant[] {
  const write = (slug: string, name: string, body: Uint8Array | string): string => {
    const file = path.join(dir, slug, 'media', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
    return file;
  };
  const banner = Uint8Array.from({ length: BANNER_BYTES }, (_, i) => (i * 31 + (i >> 8)) % 256);
  return [
    {
      slug: ALPHA.slug, dir: path.join(dir, ALPHA.slug), config: config(ALPHA.id, ALPHA.slug, 'Alpha School', [2, 1, 4, 3], false, ALPHA_ACCOUNTS, ['en', 'hi']), catalogue: alpha, feed: alphaFeed, communities: alphaCommunities, code: ALPHA_CODE,
      media: [
        { name: 'banner.png', contentType: 'image/png', file: write(ALPHA.slug, 'banner.png', banner) },
        { name: 'logo.svg', contentType: 'image/svg+xml', file: write(ALPHA.slug, 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><title>Alpha</title></svg>') },
      ],
    },
    {
      slug: BETA.slug, dir: path.join(dir, BETA.slug), config: config(BETA.id, BETA.slug, "Beta's School", [1, 2, 3, 4], true, BETA_ACCOUNTS), catalogue: beta, feed: betaFeed, communities: betaCommunities,
      media: [{ name: 'logo.svg', contentType: 'image/svg+xml', file: write(BETA.slug, 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><title>Beta</title></svg>') }],
    },
    {
      slug: GAMMA.slug, dir: path.join(dir, GAMMA.slug), config: config(GAMMA.id, GAMMA.slug, 'Gamma Robotics', [1, 2, 3, 4], false, BETA_ACCOUNTS, ['en'], 1),
      catalogue: gamma, batches: GAMMA_BATCHES, feed: { posts: [] }, communities: { moderation: { blocked_words: [] }, discussions: [], communities: [] },
      media: [{ name: 'logo.svg', contentType: 'image/svg+xml', file: write(GAMMA.slug, 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><title>Gamma</title></svg>') }],
    },
  ];
}
