/**
 * Test data factory: a small, valid school as the learner API would return it, as a BuildInput and as the
 * individual API responses (for the fake API). Deterministic, so snapshots and counts are stable.
 */
import type { z } from 'zod';
import type {
  CategoriesResponse, CourseDetail, Faq, Pricing, Review, Teacher,
} from '../../src/contract/catalogue.ts';
import type { BuildInput } from '../../src/contract/build-input.ts';
import type { ProductType } from '../../src/contract/common.ts';
import type { CurrencyCode } from '../../src/contract/currency.ts';
import { priceAfterDiscount } from '../../src/contract/plan-price.ts';
import { DETAILS_PAGE } from '../lib/fetch-school.ts';
import type { ColourScheme, SchoolConfigResponse } from '../../src/contract/school-config.ts';

export interface FixtureOptions {
  slug: string;
  schoolName?: string;
  schoolId?: number;
  base?: string;
  currency?: CurrencyCode;
  /** Products per product type. */
  perType?: number;
  productsOrder?: ProductType[];
  light?: ColourScheme;
  dark?: ColourScheme;
  font?: string;
  headingFont?: string;
  radius?: number;
  defaultColourMode?: 'light' | 'dark' | null;
  allowToggle?: boolean;
  languages?: ('en' | 'hi')[];
  customDomain?: string | null;
}

export const INDIGO: { light: ColourScheme; dark: ColourScheme } = {
  light: { primary: '#4338ca', onPrimary: '#ffffff', accent: '#d97706', background: '#f6f7fb', surface: '#ffffff', text: '#111827', mutedText: '#4b5563', border: '#e3e6ee' },
  dark: { primary: '#a5b4fc', onPrimary: '#111827', accent: '#fbbf24', background: '#0c1020', surface: '#161b2e', text: '#e5e7eb', mutedText: '#a1a8b8', border: '#2a3148' },
};

export const TEAL: { light: ColourScheme; dark: ColourScheme } = {
  light: { primary: '#0f766e', onPrimary: '#ffffff', accent: '#be185d', background: '#f7faf9', surface: '#ffffff', text: '#0b1f1d', mutedText: '#4a5b59', border: '#dbe5e3' },
  dark: { primary: '#5eead4', onPrimary: '#042f2e', accent: '#f9a8d4', background: '#071614', surface: '#0f2421', text: '#e6f2f0', mutedText: '#9fb5b1', border: '#21403b' },
};

const CATEGORIES = [
  { name: 'Physics', custom_name: 'physics', description: 'Mechanics, waves, optics and modern physics, from first principles to exam problems.' },
  { name: 'Chemistry', custom_name: 'chemistry', description: 'Physical, organic and inorganic chemistry with worked reactions and practice sets.' },
  { name: 'Mathematics', custom_name: 'mathematics', description: 'Algebra, calculus, coordinate geometry and probability for competitive exams.' },
];

const TOPICS = [
  'Mechanics Masterclass', 'Organic Chemistry Foundations', 'Calculus in 30 Days', 'Electrostatics Deep Dive',
  'Chemical Bonding Made Simple', 'Probability and Statistics', 'Modern Physics Crash Course', 'Coordinate Geometry Drill',
  'Thermodynamics Essentials', 'Inorganic Chemistry Revision',
];

const TYPE_WORD: Record<ProductType, string> = { 1: 'Course', 2: 'Mock Test', 3: 'Bundle', 4: 'Test Series' };

const slugify = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function isoDay(offsetDays: number): string {
  const d = new Date(Date.UTC(2026, 9, 1) + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}

export function svgMedia(label: string, fill = '#4338ca'): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return new TextEncoder().encode(svg);
}

export interface FixtureSchool {
  input: BuildInput;
  /** The API responses, by path (as the CLI requests them). */
  responses: Map<string, unknown>;
  /** Media bytes by API path. */
  media: Map<string, { body: Uint8Array; contentType: string }>;
}

/** A valid school: 3 categories, `perType` products of each type, pricings, teachers, FAQs and reviews. */
export function makeSchool(opts: FixtureOptions): FixtureSchool {
  const perType = opts.perType ?? 5;
  const schoolName = opts.schoolName ?? opts.slug.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  const palette = { light: opts.light ?? INDIGO.light, dark: opts.dark ?? INDIGO.dark };
  const currency = opts.currency ?? 2;
  const base = opts.base ?? 'learn';

  const config: z.input<typeof SchoolConfigResponse> = {
    school_config: {
      school_id: opts.schoolId ?? 1000 + opts.slug.length,
      slug: opts.slug,
      school_name: schoolName,
      school_logo: '/learner/v1/media/logo.svg',
      currency,
      gplus_web_client_id: null,
      fb_app_id: null,
      support_email: `help@${opts.slug}.example.com`,
      terms_condition: 'Courses are licensed for personal use. Access ends when the plan validity ends.',
      privacy_policy: 'We keep your name, e-mail and progress to run your courses, and never sell them.',
      support_mobile: '+919800000000',
      custom_domain: opts.customDomain === undefined ? `learn.${opts.slug}.example.com` : opts.customDomain,
      Languages: opts.languages ?? ['en', 'hi'],
      products_order: opts.productsOrder ?? [1, 2, 3, 4],
      use_test_environments: false,
      use_youtube_vimeo_player: true,
      payment_type: 'one_time_payment',
      base_prefix: base,
      code_snippet: null,
      code_snippet_in_classroom: null,
      signup_tracking_script: null,
      snippet_body_script: null,
      order_tracking_script: null,
      title: `${schoolName}: courses and mock tests for JEE and NEET`,
      description: `Learn physics, chemistry and mathematics with ${schoolName}: live-style courses, full-length mock tests and test series.`,
      social_banner_url: '/learner/v1/media/banner.svg',
      show_orginal_mocktest_images: false,
      favicon_url: '/learner/v1/media/favicon.svg',
      google_analytics_id: null,
    },
    i18n_config: { default_language: 'en', overrides: { en: {}, hi: {} } },
    theme_config: {
      theme_type: 'design-system-v1',
      base_ui_data: {
        ...palette,
        font_family: opts.font ?? "'Inter', sans-serif",
        heading_font_family: opts.headingFont ?? "'Inter', sans-serif",
        radius_px: opts.radius ?? 12,
        default_color_mode: opts.defaultColourMode ?? null,
        allow_color_mode_toggle: opts.allowToggle ?? true,
      },
    },
    school_feature: { drawer_navigation: true, mandatory_auth: false, signup_requireds: true, school_locked: false },
    custom_templates: [],
    standard_templates: [{ theme_type: 'store-v1', base_ui_data: { show_recent: true, show_promos: true, featured_categories: ['physics', 'chemistry'] } }],
  };

  const categories = CATEGORIES.map((c, i) => ({ id: i + 1, ...c }));
  const teachers: Teacher[] = [
    { id: 1, name: 'Dr. Meera Iyer', headline: 'Physics, 14 years teaching JEE Advanced', bio: 'Former IIT researcher who teaches mechanics through experiments.', avatar_url: null },
    { id: 2, name: 'Arjun Mehta', headline: 'Chemistry mentor', bio: 'Makes organic reactions feel like stories.', avatar_url: null },
    { id: 3, name: 'Sana Qureshi', headline: 'Mathematics, olympiad coach', bio: 'Coaches problem solving for olympiads and JEE.', avatar_url: null },
  ];

  const products: z.infer<typeof CourseDetail>[] = [];
  const pricings: Pricing[] = [];
  const reviews: Review[] = [];
  let id = 100;
  let pricingId = 1;
  let reviewId = 1;
  const statuses = ['live', 'live', 'coming_soon', 'live', 'scheduled', 'live', 'expired'] as const;
  for (const type of [1, 2, 3, 4] as ProductType[]) {
    for (let i = 0; i < perType; i++) {
      id += 1;
      const topic = TOPICS[(i + type) % TOPICS.length]!;
      const title = type === 1 ? topic : `${topic} ${TYPE_WORD[type]}`;
      const category = categories[(i + type) % categories.length]!;
      const status = statuses[(i + type * 3) % statuses.length]!;
      // Minor units: 500_00 is ₹500.
      const basePrice = [0, 500_00, 1500_00, 3000_00, 5000_00][(i + type) % 5]!;
      const discount = basePrice > 0 && i % 2 === 0 ? { kind: 0 as const, value: 20 } : basePrice > 2000_00 ? { kind: 1 as const, value: 500_00 } : null;
      const after = priceAfterDiscount({ price: basePrice, discount }, currency);
      const access = i === 3 && type === 1 ? 'private_access' as const : 'public_access' as const;
      pricings.push({
        id: pricingId++, course_id: id, plan_name: 'Standard', plan_type: 'standard', price: basePrice, discount,
        validity: i % 2 === 0 ? { validity_type: 'relative', validity: 365 } : { validity_type: 'fixed', end_date: '2027-03-31' },
        tax_mode: (['no_tax', 'pre_gst', 'post_gst'] as const)[i % 3]!, is_default: true,
      });
      if (basePrice > 0 && i % 2 === 0) {
        pricings.push({
          id: pricingId++, course_id: id, plan_name: 'Premium with mentorship', plan_type: 'premium', price: basePrice * 2, discount: { kind: 0, value: 10 },
          validity: { validity_type: 'relative', validity: 730 }, tax_mode: 'post_gst', is_default: false,
        });
      }
      const ratingCount = (i * 7 + type) % 4;
      let sum = 0;
      for (let r = 0; r < ratingCount; r++) {
        const rating = 5 - ((r + i) % 2);
        sum += rating;
        reviews.push({ id: reviewId++, course_id: id, author_name: ['Riya S.', 'Kabir P.', 'Ananya R.', 'Dev M.'][r % 4]!, rating, text: 'Clear explanations and great practice questions. The revision notes saved me before the exam.', created_at: isoDay(20 + r) });
      }
      const teacher = teachers[(i + type) % teachers.length]!;
      products.push({
        id,
        course_type: type,
        seo_title: slugify(`${title}-${id}`),
        title,
        short_description: `A focused ${TYPE_WORD[type].toLowerCase()} on ${topic.toLowerCase()} with practice problems and solutions.`,
        description: `${title} takes you from the basics to exam-level problems.\n\nEvery topic ends with a practice set and fully worked solutions, so you always know where you stand.`,
        image_url: null,
        category_ids: [category.id],
        teacher_ids: [teacher.id],
        tags: ['jee', 'neet'].slice(0, 1 + (i % 2)),
        display_status: status,
        access,
        not_sold_on: [],
        published_at: isoDay(i * 3 + type),
        starts_at: status === 'scheduled' || status === 'coming_soon' ? isoDay(90 + i) : null,
        promo: i < 2 && type <= 2 ? { headline: i === 0 ? 'New batch: 20% off this week' : 'Most popular this month' } : null,
        sections: type === 1 ? [
          { id: id * 10 + 1, title: 'Getting started', lessons: [
            { id: id * 100 + 1, title: 'How this course works', kind: 'video', duration_seconds: 16, free_preview: true },
            { id: id * 100 + 2, title: 'Core ideas and notation', kind: 'video', duration_seconds: 16, free_preview: false },
            { id: id * 100 + 3, title: 'Formula sheet', kind: 'pdf', duration_seconds: 0, free_preview: true },
          ] },
          { id: id * 10 + 2, title: 'Problem solving', lessons: [
            { id: id * 100 + 4, title: 'Worked examples', kind: 'video', duration_seconds: 16, free_preview: false },
            { id: id * 100 + 5, title: 'Chapter quiz', kind: 'quiz', duration_seconds: 1200, free_preview: false },
          ] },
        ] : [],
        test_facts: type === 2 || type === 4 ? { questions: 90, duration_minutes: 180, total_marks: 360, question_types: ['multichoice', 'numeric'] } : null,
        item_ids: [],
        price: null,
        rating: { average: ratingCount ? Math.round((sum / ratingCount) * 10) / 10 : 0, count: ratingCount },
        teacher: { name: teacher.name, avatar_url: teacher.avatar_url },
      });
      const product = products[products.length - 1]!;
      product.price = { price: after, list_price: after < basePrice ? basePrice : null, is_free: basePrice === 0 };
    }
  }
  // Bundles and test series contain products of other types.
  const courses = products.filter((p) => p.course_type === 1).map((p) => p.id);
  const tests = products.filter((p) => p.course_type === 2).map((p) => p.id);
  for (const p of products) {
    if (p.course_type === 3) p.item_ids = [courses[0]!, tests[0]!].filter((x) => x !== undefined);
    if (p.course_type === 4) p.item_ids = tests.slice(0, 3);
  }

  const faqs: Faq[] = [
    { id: 1, course_id: null, question: 'How long do I keep access?', answer: 'Until the validity shown on your plan ends.' },
    { id: 2, course_id: null, question: 'Can I get a refund?', answer: 'Yes, within 7 days if you have watched less than 20% of the content.' },
    { id: 3, course_id: products[0]!.id, question: 'Do I need to know calculus?', answer: 'No. The first section covers everything you need.' },
  ];

  const categoriesWithCount: z.infer<typeof CategoriesResponse>['categories'] = categories.map((c) => ({
    ...c, product_count: products.filter((p) => p.category_ids.includes(c.id)).length,
  }));

  const input: BuildInput = {
    slug: opts.slug,
    fetched_at: '2026-11-23T10:15:00.000Z',
    // The factory writes schema-valid data; the fake API and BuildInput.parse in the tests check it.
    config: config as SchoolConfigResponse,
    categories: categoriesWithCount,
    courses: products,
    teachers,
    pricings,
    faqs,
    reviews,
    subscriptions: [],
    media: {
      '/learner/v1/media/logo.svg': '/_media/logo.svg',
      '/learner/v1/media/favicon.svg': '/_media/favicon.svg',
      '/learner/v1/media/banner.svg': '/_media/banner.svg',
    },
  };

  const responses = new Map<string, unknown>([
    ['/config/school_config', config],
    ['/learner/v10/categories', { categories: categoriesWithCount }],
    ['/learner/v4/teachers', { teachers }],
    ['/learner/v1/product_pricings/default_product_pricings', { pricings }],
    ['/learner/v4/faqs', { faqs }],
    ['/learner/v6/reviews', { reviews, summary: { average: 4.5, count: reviews.length, distribution: [0, 0, 0, 1, 1] } }],
  ]);
  for (const p of products) responses.set(`/learner/v17/courses/${p.id}`, { course: p });
  const byId = [...products].sort((a, b) => a.id - b.id);
  for (let offset = 0; offset < byId.length; offset += DETAILS_PAGE) {
    responses.set(`/learner/v17/course_details?limit=${DETAILS_PAGE}&offset=${offset}`, { courses: byId.slice(offset, offset + DETAILS_PAGE), total: byId.length });
  }
  const media = new Map([
    ['/learner/v1/media/logo.svg', { body: svgMedia(schoolName[0]!, palette.light.primary), contentType: 'image/svg+xml' }],
    ['/learner/v1/media/favicon.svg', { body: svgMedia(schoolName[0]!, palette.light.primary), contentType: 'image/svg+xml' }],
    ['/learner/v1/media/banner.svg', { body: svgMedia(schoolName.slice(0, 2), palette.light.primary), contentType: 'image/svg+xml' }],
  ]);
  return { input, responses, media };
}
