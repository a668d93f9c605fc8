/**
 * Generates a school's tenant folder (school.json, catalogue.json, tests.json, media) from a spec: its slug, id,
 * name, size, currency and colours. Deterministic: a seeded PRNG and fixed dates only, so a spec always gives the
 * same bytes. Used by `schoolfront new-tenant`, by `scripts/generate-large-school.ts` (mega-institute, 2,040
 * products) and by the thousand-school generator.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Pricing, ProductFile, Review, TenantCatalogueFile } from '../../src/contract/catalogue.ts';
import { toMinor, type CurrencyCode } from '../../src/contract/money.ts';
import type { SchoolConfigResponseInput } from '../../src/contract/school-config.ts';
import { contrastRatio } from '../../src/tenants/contrast.ts';
import { RESERVED_SEO_TITLES } from '../../src/tenants/load.ts';
import { addDays, createRng, type Rng } from './prng.ts';
import type { Subject, TestsFile } from '../../src/contract/test-blueprint.ts';
import { bankHas } from '../../src/tenants/question-bank/papers.ts';

/** What a generated school is made from. Everything else follows from these, deterministically. */
export interface SchoolSpec {
  slug: string;
  /** Unique across schools; every id in the catalogue is `school_id * 100,000` plus a small number. */
  schoolId: number;
  name: string;
  /** Products: courses, tests, test series and bundles in the ratio 9 : 5 : 3 : 3. */
  products: number;
  /** Exams covered: the first n of the forty (at least 1). */
  categories: number;
  teachers: number;
  currency: CurrencyCode;
  /** The primary and accent colours, light and dark. */
  colours: { light: [primary: string, accent: string]; dark: [primary: string, accent: string] };
  customDomain: string | null;
  /** The category names the store features (custom names); the first six by default. */
  featured?: string[];
  /** The line under the name on the social banner, and the page title and description. */
  tagline: string;
  title: string;
  description: string;
  allowColourModeToggle: boolean;
  /** The banner's text alternative after the name (the tagline by default). */
  bannerAlt?: string;
  /** The logo's and favicon's mark (SVG drawn on the primary square; the name's initial by default), and the name's colour. */
  mark?: { logo: string; favicon: string };
  wordmark?: string;
}

const idsOf = (spec: SchoolSpec) => {
  const base = spec.schoolId * 100_000;
  return { category: base, teacher: base + 1_000, product: base + 10_000, pricing: base + 20_000, review: base + 30_000, faq: base + 40_000, section: base + 50_000, lesson: base + 60_000 };
};

const TOPICS: Record<string, string[]> = {
  physics: ['Units and Measurement', 'Kinematics', 'Laws of Motion', 'Work and Energy', 'Gravitation', 'Thermodynamics', 'Oscillations and Waves', 'Electrostatics', 'Current Electricity', 'Magnetism', 'Optics', 'Modern Physics'],
  chemistry: ['Mole Concept', 'Atomic Structure', 'Chemical Bonding', 'Thermodynamics', 'Equilibrium', 'Redox Reactions', 'Organic Basics', 'Hydrocarbons', 'Coordination Compounds', 'Electrochemistry', 'Chemical Kinetics', 'Biomolecules'],
  mathematics: ['Sets and Functions', 'Trigonometry', 'Complex Numbers', 'Sequences and Series', 'Permutations and Combinations', 'Straight Lines', 'Conic Sections', 'Limits and Derivatives', 'Integrals', 'Differential Equations', 'Vectors', 'Probability'],
  biology: ['The Living World', 'Cell Biology', 'Plant Physiology', 'Human Physiology', 'Genetics', 'Evolution', 'Reproduction', 'Ecology', 'Biotechnology', 'Human Health and Disease'],
  polity: ['Making of the Constitution', 'Preamble', 'Fundamental Rights', 'Directive Principles', 'Parliament', 'President and Governor', 'Judiciary', 'Federalism', 'Local Government', 'Constitutional Bodies'],
  history: ['Indus Valley Civilisation', 'Vedic Age', 'Mauryan Empire', 'Gupta Age', 'Delhi Sultanate', 'Mughal Empire', 'Revolt of 1857', 'National Movement', 'Gandhian Era', 'Post-Independence India'],
  geography: ['Physical Geography', 'Climatology', 'Oceanography', 'Indian Physiography', 'Monsoon', 'Soils and Vegetation', 'Agriculture', 'Industries', 'Population', 'Mapping'],
  economy: ['National Income', 'Inflation', 'Money and Banking', 'Fiscal Policy', 'Budget', 'External Sector', 'Agriculture Economy', 'Infrastructure', 'Poverty and Unemployment', 'Economic Reforms'],
  quant: ['Number System', 'Percentages', 'Profit and Loss', 'Ratio and Proportion', 'Time and Work', 'Time, Speed and Distance', 'Simple and Compound Interest', 'Mensuration', 'Algebra', 'Data Interpretation'],
  reasoning: ['Series', 'Coding-Decoding', 'Blood Relations', 'Direction Sense', 'Syllogism', 'Seating Arrangement', 'Puzzles', 'Inequalities', 'Input-Output', 'Critical Reasoning'],
  english: ['Reading Comprehension', 'Cloze Test', 'Error Spotting', 'Sentence Improvement', 'Para Jumbles', 'Vocabulary', 'Idioms and Phrases', 'Active and Passive Voice', 'Direct and Indirect Speech', 'Essay and Letter Writing'],
  awareness: ['Static GK', 'Banking Awareness', 'Current Affairs: National', 'Current Affairs: International', 'Awards and Honours', 'Sports', 'Science and Technology', 'Government Schemes'],
  computing: ['Programming Basics', 'Data Structures', 'Algorithms', 'Operating Systems', 'Databases', 'Computer Networks', 'Theory of Computation', 'Compiler Design', 'Digital Logic', 'Computer Architecture'],
  engineering: ['Engineering Mathematics', 'Strength of Materials', 'Thermodynamics', 'Fluid Mechanics', 'Theory of Machines', 'Manufacturing', 'Signals and Systems', 'Network Theory', 'Control Systems', 'Analog Electronics'],
  law: ['Legal Reasoning', 'Constitutional Law', 'Law of Contracts', 'Law of Torts', 'Criminal Law', 'Legal Maxims', 'Logical Reasoning', 'Current Legal Affairs'],
  language: ['Listening', 'Reading', 'Writing Task 1', 'Writing Task 2', 'Speaking', 'Grammar for Fluency', 'Vocabulary Building', 'Pronunciation'],
  management: ['Verbal Ability', 'Reading Comprehension', 'Data Interpretation', 'Logical Reasoning', 'Arithmetic', 'Algebra', 'Geometry', 'Interview Preparation'],
};

/** [name, custom_name, subject keys] for the 40 categories. */
const CATEGORIES: [string, string, string[]][] = [
  ['JEE Main', 'jee-main', ['physics', 'chemistry', 'mathematics']],
  ['JEE Advanced', 'jee-advanced', ['physics', 'chemistry', 'mathematics']],
  ['NEET UG', 'neet-ug', ['physics', 'chemistry', 'biology']],
  ['UPSC Prelims', 'upsc-prelims', ['polity', 'history', 'geography', 'economy']],
  ['UPSC Mains', 'upsc-mains', ['polity', 'history', 'economy', 'english']],
  ['UPSC Optionals', 'upsc-optionals', ['history', 'geography', 'polity']],
  ['SSC CGL', 'ssc-cgl', ['quant', 'reasoning', 'english', 'awareness']],
  ['SSC CHSL', 'ssc-chsl', ['quant', 'reasoning', 'english', 'awareness']],
  ['Bank PO', 'bank-po', ['quant', 'reasoning', 'english', 'awareness']],
  ['Bank Clerk', 'bank-clerk', ['quant', 'reasoning', 'english', 'awareness']],
  ['RBI Grade B', 'rbi-grade-b', ['economy', 'awareness', 'english']],
  ['Railways RRB NTPC', 'rrb-ntpc', ['quant', 'reasoning', 'awareness']],
  ['CAT', 'cat', ['management', 'quant', 'english']],
  ['GATE Computer Science', 'gate-cse', ['computing', 'mathematics']],
  ['GATE Electronics', 'gate-ece', ['engineering', 'mathematics']],
  ['GATE Mechanical', 'gate-me', ['engineering', 'mathematics']],
  ['GATE Civil', 'gate-ce', ['engineering', 'mathematics']],
  ['CLAT', 'clat', ['law', 'english', 'reasoning']],
  ['NDA', 'nda', ['mathematics', 'english', 'awareness']],
  ['CDS', 'cds', ['mathematics', 'english', 'awareness']],
  ['CUET UG', 'cuet-ug', ['english', 'quant', 'awareness']],
  ['Class 12 Boards', 'class-12', ['physics', 'chemistry', 'mathematics', 'biology']],
  ['Class 11', 'class-11', ['physics', 'chemistry', 'mathematics', 'biology']],
  ['Class 10 Boards', 'class-10', ['physics', 'chemistry', 'mathematics', 'biology']],
  ['Class 9', 'class-9', ['physics', 'mathematics', 'biology']],
  ['Olympiads', 'olympiads', ['mathematics', 'physics', 'reasoning']],
  ['NTSE', 'ntse', ['mathematics', 'reasoning', 'awareness']],
  ['UPPSC', 'uppsc', ['polity', 'history', 'geography']],
  ['BPSC', 'bpsc', ['polity', 'history', 'economy']],
  ['MPSC', 'mpsc', ['polity', 'geography', 'economy']],
  ['CTET', 'ctet', ['english', 'reasoning', 'mathematics']],
  ['UGC NET', 'ugc-net', ['reasoning', 'english', 'awareness']],
  ['AFCAT', 'afcat', ['reasoning', 'english', 'awareness']],
  ['LIC AAO', 'lic-aao', ['quant', 'reasoning', 'awareness']],
  ['IELTS', 'ielts', ['language', 'english']],
  ['GRE', 'gre', ['english', 'quant']],
  ['GMAT', 'gmat', ['management', 'english']],
  ['Spoken English', 'spoken-english', ['language', 'english']],
  ['Computer Skills', 'computer-skills', ['computing']],
  ['Current Affairs', 'current-affairs', ['awareness', 'economy']],
];

const SUBJECT_NAMES: Record<string, string> = {
  physics: 'Physics', chemistry: 'Chemistry', mathematics: 'Mathematics', biology: 'Biology', polity: 'Polity', history: 'History',
  geography: 'Geography', economy: 'Economy', quant: 'Quantitative Aptitude', reasoning: 'Reasoning', english: 'English',
  awareness: 'General Awareness', computing: 'Computer Science', engineering: 'Core Engineering', law: 'Legal Studies',
  language: 'Communication Skills', management: 'Aptitude and Verbal',
};

const COURSE_VARIANTS = ['Complete Course', 'Crash Course', 'Revision Batch', 'Foundation Batch', 'Problem Solving', 'Weekend Batch', 'Hindi Medium', 'Advanced Module', 'Fast Track', 'One Shot Series'];
const TEST_VARIANTS = ['Full Mock Test', 'Sectional Test', 'Chapter Test', 'Previous Year Paper', 'Speed Test', 'Grand Test'];
const FIRST_NAMES = ['Aarti', 'Abhishek', 'Ajay', 'Anjali', 'Ankit', 'Bhavna', 'Deepak', 'Farah', 'Gaurav', 'Hema', 'Imran', 'Jaya', 'Kunal', 'Lakshmi', 'Manish', 'Nandini', 'Omkar', 'Pallavi', 'Rajesh', 'Sakshi', 'Tarun', 'Usha', 'Varun', 'Zoya'];
const LAST_NAMES = ['Agarwal', 'Bhatt', 'Chopra', 'Das', 'Fernandes', 'Ghosh', 'Hegde', 'Jain', 'Kapoor', 'Mishra', 'Naidu', 'Pillai', 'Rao', 'Saxena', 'Thakur', 'Yadav'];
const REVIEW_TEXTS: Record<3 | 4 | 5, string[]> = {
  5: ['Excellent explanations and plenty of practice questions.', 'Cleared my exam on the first attempt thanks to this.', 'The teacher makes hard topics look easy.', 'Very well structured; the revision notes are great.'],
  4: ['Good content, a few videos could be shorter.', 'Helpful, though I wanted more advanced questions.', 'Solid course with useful tests.'],
  3: ['Average. Some topics are rushed.', 'Okay for revision, not enough for beginners.'],
};

const slugify = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function schoolConfig(spec: SchoolSpec): SchoolConfigResponseInput {
  const categories = CATEGORIES.slice(0, spec.categories);
  const [lightPrimary, lightAccent] = spec.colours.light;
  const [darkPrimary, darkAccent] = spec.colours.dark;
  return {
    school_config: {
      school_id: spec.schoolId,
      slug: spec.slug,
      school_name: spec.name,
      school_logo: '/learner/v1/media/logo.svg',
      // No `tax`: an Indian school's default, GST at 18%; elsewhere no tax (the school sets its own).
      currency: spec.currency,
      ...(isIndian(spec) ? {} : { tax: null }),
      gplus_web_client_id: null,
      fb_app_id: null,
      support_email: `help@${spec.slug.replace(/-/g, '')}.example`,
      terms_condition: 'Course material is licensed for your personal preparation only and may not be shared or resold. Access lasts for the validity of your plan.',
      privacy_policy: 'We use your name, contact details and learning activity only to provide your courses and exam updates. We never sell your data.',
      support_mobile: `+91 11 4000 ${String(spec.schoolId * 10).padStart(4, '0').slice(-4)}`,
      custom_domain: spec.customDomain,
      Languages: ['en'],
      products_order: [1, 2, 3, 4],
      use_test_environments: false,
      use_youtube_vimeo_player: false,
      payment_type: 'one_time_payment',
      base_prefix: 'learn',
      code_snippet: null,
      code_snippet_in_classroom: null,
      signup_tracking_script: null,
      snippet_body_script: null,
      order_tracking_script: null,
      title: spec.title,
      description: spec.description,
      social_banner_url: '/learner/v1/media/banner.svg',
      show_orginal_mocktest_images: false,
      favicon_url: '/learner/v1/media/favicon.svg',
      google_analytics_id: null,
    },
    i18n_config: { default_language: 'en', overrides: {} },
    theme_config: {
      theme_type: 'design_system_v1',
      base_ui_data: {
        light: { primary: lightPrimary, onPrimary: '#ffffff', accent: lightAccent, background: '#ffffff', surface: '#f8fafc', text: '#0f172a', mutedText: '#475569', border: '#e2e8f0' },
        dark: { primary: darkPrimary, onPrimary: '#0f172a', accent: darkAccent, background: '#0b1120', surface: '#111a2e', text: '#e2e8f0', mutedText: '#94a3b8', border: '#1e293b' },
        font_family: "Roboto, system-ui, -apple-system, 'Segoe UI', sans-serif",
        heading_font_family: "Roboto, system-ui, -apple-system, 'Segoe UI', sans-serif",
        radius_px: 6,
        default_color_mode: null,
        allow_color_mode_toggle: spec.allowColourModeToggle,
      },
    },
    school_feature: { drawer_navigation: true, mandatory_auth: false, signup_requireds: true, school_locked: false },
    custom_templates: content(spec),
    standard_templates: [{ theme_type: 'store_v1', base_ui_data: { show_recent: true, show_promos: true, featured_categories: spec.featured ?? categories.slice(0, 6).map(([, custom]) => custom) } }],
  };
}

/**
 * Authored content at scale: an about-us page that walks all 40 categories and eight segments that split the
 * catalogue between them (src/contract/site-content.ts).
 */
const SEGMENTS: [string, string, string[]][] = [
  ['Engineering entrance', 'engineering', ['jee-main', 'jee-advanced']],
  ['Medical entrance', 'medical', ['neet-ug']],
  ['Civil services', 'civil-services', ['upsc-prelims', 'upsc-mains', 'upsc-optionals', 'uppsc', 'bpsc', 'mpsc']],
  ['Banking and insurance', 'banking', ['bank-po', 'bank-clerk', 'rbi-grade-b', 'lic-aao']],
  ['SSC and railways', 'ssc-railways', ['ssc-cgl', 'ssc-chsl', 'rrb-ntpc']],
  ['GATE', 'gate', ['gate-cse', 'gate-ece', 'gate-me', 'gate-ce']],
  ['Defence', 'defence', ['nda', 'cds', 'afcat']],
  ['School and boards', 'school', ['class-9', 'class-10', 'class-11', 'class-12', 'olympiads', 'ntse']],
];

const content = (spec: SchoolSpec): SchoolConfigResponseInput['custom_templates'] => {
  const names = new Set(CATEGORIES.slice(0, spec.categories).map(([, custom]) => custom));
  // A segment is offered only when the school covers all of its exams.
  const segments = SEGMENTS.filter(([, , categories]) => categories.every((c) => names.has(c)));
  return [
  {
    theme_type: 'about_us_v1',
    base_ui_data: {
      headline: 'One institute for every competitive exam in India.',
      body: [
        '## What we teach',
        '{{school.name}} runs {{stats.courses}} courses, {{stats.tests}} tests, {{stats.test_series}} test series and {{stats.bundles}} bundles across {{stats.categories}} exams.',
        '',
        '{{#each categories}}',
        '- [{{name}}]({{url}}): {{product_count}} products',
        '{{/each}}',
        '',
        'Questions? Write to [{{support.email}}](mailto:{{support.email}}).',
      ].join('\n'),
      highlights: [{ value: spec.products.toLocaleString('en-US'), label: 'courses and tests' }, { value: String(spec.categories), label: spec.categories === 1 ? 'exam covered' : 'exams covered' }],
    },
  },
  ...(segments.length ? [{
    theme_type: 'segments_v1' as const,
    base_ui_data: {
      segments: segments.map(([name, slug, categories], i) => ({
        id: i + 1, slug, name, description: `${name}: courses, tests and test series for ${categories.length} exams.`, category_names: categories,
      })),
    },
  }] : []),
  ];
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The headers the logo sits on: each mode's background and surface (schoolConfig's schemes). */
const HEADERS = ['#ffffff', '#f8fafc', '#0b1120', '#111a2e'];
/** Large bold text (WCAG 2.x): 3:1. */
const LARGE_TEXT = 3;

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
const mix = (a: string, b: string, t: number) =>
  `#${[1, 3, 5].map((i) => hex(Number.parseInt(a.slice(i, i + 2), 16) * (1 - t) + Number.parseInt(b.slice(i, i + 2), 16) * t)).join('')}`;

/**
 * The colour of the school's name in its logo. The logo is an image, which cannot see the page's colour mode, so one
 * colour must read on the light header and the dark one: the primary, moved toward its dark-mode twin until it
 * does; a slate grey when no mix of the two does.
 */
export function wordmarkColour(primary: string, darkPrimary: string): string {
  for (let step = 0; step <= 20; step++) {
    const colour = mix(primary, darkPrimary, step / 20);
    if (HEADERS.every((header) => contrastRatio(colour, header) >= LARGE_TEXT)) return colour;
  }
  return '#64748b';
}

/** The school's logo, favicon and social banner: its initial and name in its colours. */
export function schoolMedia(spec: SchoolSpec): Record<string, string> {
  const name = escapeXml(spec.name);
  const [primary] = spec.colours.light;
  const [darkPrimary] = spec.colours.dark;
  const initial = escapeXml(spec.name.trim().charAt(0).toUpperCase() || 'S');
  const mark = spec.mark ?? {
    logo: `<text x="26" y="37" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${initial}</text>`,
    favicon: `<text x="16" y="23" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="19" font-weight="700" fill="#ffffff">${initial}</text>`,
  };
  const wordmark = spec.wordmark ?? wordmarkColour(primary, darkPrimary);
  return {
    'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 56" width="240" height="56" role="img" aria-labelledby="t"><title id="t">${name}</title><rect x="4" y="6" width="44" height="44" rx="6" fill="${primary}"/>${mark.logo}<text x="60" y="36" font-family="Roboto, Arial, sans-serif" font-size="22" font-weight="700" fill="${wordmark}">${name}</text></svg>\n`,
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img" aria-labelledby="t"><title id="t">${name}</title><rect width="32" height="32" rx="6" fill="${primary}"/>${mark.favicon}</svg>\n`,
    'banner.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-labelledby="t"><title id="t">${name}: ${escapeXml(spec.bannerAlt ?? spec.tagline)}</title><rect width="1200" height="630" fill="#0b1120"/><text x="80" y="300" font-family="Roboto, Arial, sans-serif" font-size="88" font-weight="700" fill="#e2e8f0">${name}</text><text x="80" y="380" font-family="Roboto, Arial, sans-serif" font-size="36" fill="${darkPrimary}">${escapeXml(spec.tagline)}</text></svg>\n`,
  };
}

type Kind = 'course' | 'test' | 'series' | 'bundle';
const TYPE_OF: Record<Kind, 1 | 2 | 3 | 4> = { course: 1, test: 2, bundle: 3, series: 4 };
/** Prices in whole units: rupees, and dollars or euros (a course at €14,699 would read oddly). */
const PRICE_RANGE: Record<Kind, [number, number]> = { course: [999, 14999], test: [199, 799], series: [999, 4999], bundle: [4999, 24999] };
const PRICE_RANGE_ABROAD: Record<Kind, [number, number]> = { course: [19, 249], test: [5, 25], series: [19, 99], bundle: [49, 349] };

/** Indian schools price in rupees with GST; others in their currency, with no tax of ours. */
const isIndian = (spec: SchoolSpec) => spec.currency === 2;
const taxMode = (spec: SchoolSpec, drawn: 'no_tax' | 'pre_gst' | 'post_gst') => (isIndian(spec) ? drawn : ('no_tax' as const));

/**
 * A price that looks like a price in whole units of the school's currency (stored in minor units, toMinor): rupees
 * ending in 99 (₹4,999), dollars and euros in 9 (€49). One draw either way, so a school's products do not depend on
 * its currency.
 */
function priceIn(rng: Rng, kind: Kind, spec: SchoolSpec): number {
  const [min, max] = (isIndian(spec) ? PRICE_RANGE : PRICE_RANGE_ABROAD)[kind];
  const drawn = rng.int(min, max);
  return isIndian(spec) ? Math.round(drawn / 100) * 100 + 99 : Math.round(drawn / 10) * 10 - 1;
}

/** Courses, tests, series and bundles, 9 : 5 : 3 : 3 in every run of 20; a school of fewer spreads the 20 over its products. */
function kindFor(index: number, total: number): Kind {
  const r = total >= 20 ? index % 20 : Math.floor((index * 20) / total);
  return r < 9 ? 'course' : r < 14 ? 'test' : r < 17 ? 'series' : 'bundle';
}

export function buildCatalogue(spec: SchoolSpec, seed: number): TenantCatalogueFile {
  const IDS = idsOf(spec);
  const CURRENCY = spec.currency;
  const CHOSEN = CATEGORIES.slice(0, Math.max(1, spec.categories));
  const rng = createRng(seed);
  const categories = CHOSEN.map(([name, custom_name, subjects], i) => ({
    id: IDS.category + i + 1,
    name,
    custom_name,
    description: `${name} preparation: ${subjects.map((s) => SUBJECT_NAMES[s]).join(', ')}.`,
  }));
  const teachers = Array.from({ length: spec.teachers }, (_, i) => {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 7 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length]!;
    const subject = Object.keys(SUBJECT_NAMES)[i % Object.keys(SUBJECT_NAMES).length]!;
    return {
      id: IDS.teacher + i + 1,
      name: `${first} ${last}`,
      headline: `${SUBJECT_NAMES[subject]} faculty, ${5 + (i % 15)} years of teaching`,
      bio: `${first} teaches ${SUBJECT_NAMES[subject]!.toLowerCase()} for competitive exams and has mentored thousands of successful candidates.`,
      avatar_url: null,
    };
  });

  const products: ProductFile[] = [];
  const pricings: Pricing[] = [];
  const reviews: Review[] = [];
  const faqs: TenantCatalogueFile['faqs'] = [
    ['How do I access my purchases?', 'Sign in with the account you paid with; everything you bought is under My Enrollments.'],
    ...(isIndian(spec) ? [['Is GST included?', 'Each plan states whether 18% GST is included or added at checkout.']] : []),
    ['Can I get a refund?', 'Refunds are available within 7 days if you have used less than 20% of the product.'],
    ['Do you have an app?', 'Yes, our Android app gives you the same access as the website.'],
    ['How do I ask a doubt?', 'Use the discussion tab on any lesson; faculty answer within a day.'],
    ['Can I change my exam category later?', 'Yes, you can browse and buy products from any category at any time.'],
  ].map(([question, answer], i) => ({ id: IDS.faq + i + 1, course_id: null, question: question!, answer: answer! }));
  const seoSeen = new Set<string>();
  const byCategory = new Map<number, { tests: number[]; sellable: number[] }>();
  const everywhere = { tests: [] as number[], sellable: [] as number[] };
  let sectionId = IDS.section;
  let lessonId = IDS.lesson;
  let pricingId = IDS.pricing;
  let reviewId = IDS.review;
  let faqId = IDS.faq + faqs.length;
  let promos = 0;

  for (let i = 0; i < spec.products; i++) {
    const kind = kindFor(i, spec.products);
    const catIndex = rng.int(0, CHOSEN.length - 1);
    const [catName, , subjects] = CHOSEN[catIndex]!;
    const category = categories[catIndex]!;
    const subject = rng.pick(subjects);
    const subjectName = SUBJECT_NAMES[subject]!;
    const year = rng.pick([2026, 2027]);
    const title =
      kind === 'course' ? `${catName} ${subjectName} ${rng.pick(COURSE_VARIANTS)} ${year}`
      : kind === 'test' ? `${catName} ${subjectName} ${rng.pick(TEST_VARIANTS)}`
      : kind === 'series' ? `${catName} Test Series ${year}`
      : `${catName} Complete Bundle ${year}`;
    let seo = slugify(title);
    for (let n = 2; seoSeen.has(seo) || RESERVED_SEO_TITLES.has(seo); n++) seo = `${slugify(title)}-${n}`;
    seoSeen.add(seo);
    const id = IDS.product + i + 1;
    const pool = byCategory.get(category.id) ?? { tests: [], sellable: [] };
    byCategory.set(category.id, pool);

    const roll = rng.next();
    const display_status = roll < 0.9 ? 'live' : roll < 0.93 ? 'coming_soon' : roll < 0.96 ? 'scheduled' : 'expired';
    const published_at = addDays('2025-01-01', rng.int(0, 660));
    const topics = rng.sample(TOPICS[subject]!, rng.int(3, 6));
    const sections = kind !== 'course' ? [] : topics.map((topic, s) => {
      // Lessons claimed a length of their own once (three draws); a video's is now its clip's, read by the loader, and
      // the others claim none. The draws stay so that every other generated number comes out as before.
      rng.next(), rng.next(), rng.next();
      return {
        id: ++sectionId,
        title: topic,
        lessons: [
          { id: ++lessonId, title: `${topic}: lecture`, kind: 'video' as const, free_preview: s === 0 },
          { id: ++lessonId, title: `${topic}: notes`, kind: 'pdf' as const, free_preview: false },
          { id: ++lessonId, title: `${topic}: practice`, kind: 'quiz' as const, free_preview: false },
        ],
      };
    });
    // Tests are kept short so the school's seed stays small; each gets a paper from its subject's bank (LARGE_BANKS).
    const questions = rng.pick([10, 12, 15, 18, 20]);
    // Drawn only for tests and series, as before, so every other product comes out the same.
    const withNumeric = (kind === 'test' || kind === 'series') && rng.chance(0.3) && bankHas(LARGE_BANKS[subject]!, { type: 'numeric', multiple: false });
    const test_facts = kind === 'test' || kind === 'series'
      ? { questions: kind === 'series' ? questions * 10 : questions, duration_minutes: kind === 'series' ? questions * 12 : Math.round(questions * 1.2), total_marks: kind === 'series' ? questions * 20 : questions * 2, question_types: withNumeric ? ['multichoice' as const, 'numeric' as const] : ['multichoice' as const] }
      : null;
    if (kind === 'test') bankSubjects.set(id, LARGE_BANKS[subject]!);
    // Items come from the same category when it has enough, else from anywhere in the school.
    const from = (key: 'tests' | 'sellable') => (pool[key].length >= 2 ? pool[key] : everywhere[key]);
    const itemSource = kind === 'series' ? from('tests') : kind === 'bundle' ? from('sellable') : [];
    const item_ids = rng.sample(itemSource, rng.int(2, 5));
    const promo = display_status === 'live' && promos < 12 && rng.chance(0.01) ? { headline: `${catName}: new ${year} batch, enrol now` } : null;
    if (promo) promos++;

    products.push({
      id,
      course_type: TYPE_OF[kind],
      seo_title: seo,
      title,
      short_description: `${title} for ${catName} aspirants: ${topics.slice(0, 3).join(', ')} and more.`,
      description: `${title} covers ${topics.join(', ')}. Designed for ${catName} aspirants, with practice questions and detailed solutions throughout.`,
      image_url: null,
      category_ids: rng.chance(0.15) ? [category.id, categories[(catIndex + 1) % categories.length]!.id] : [category.id],
      teacher_ids: rng.sample(teachers, rng.int(1, 3)).map((t) => t.id),
      tags: [slugify(subjectName), kind === 'course' ? 'course' : kind === 'test' ? 'mock' : kind === 'series' ? 'test-series' : 'bundle'],
      display_status,
      access: rng.chance(0.03) ? 'private_access' : 'public_access',
      not_sold_on: rng.chance(0.05) ? [2] : [],
      published_at,
      starts_at: display_status === 'scheduled' ? addDays('2027-01-04', rng.int(0, 180)) : null,
      promo,
      sections,
      test_facts,
      item_ids,
    });
    for (const target of [pool, everywhere]) {
      if (kind === 'test') target.tests.push(id);
      if (kind === 'course' || kind === 'series') target.sellable.push(id);
    }

    const free = kind !== 'bundle' && rng.chance(0.03);
    const units = free ? 0 : priceIn(rng, kind, spec);
    const price = toMinor(units, CURRENCY);
    const discountRoll = rng.next();
    pricings.push({
      id: ++pricingId,
      course_id: id,
      plan_name: free ? 'Free access' : 'Standard',
      plan_type: 'standard',
      price,
      discount: free || discountRoll > 0.3 ? null : discountRoll < 0.2 ? { kind: 0, value: rng.pick([10, 15, 20, 25]) } : { kind: 1, value: toMinor(Math.min(units, isIndian(spec) ? rng.pick([100, 250, 500]) : rng.pick([5, 10, 20])), CURRENCY) },
      validity: rng.chance(0.7) ? { validity_type: 'relative', validity: rng.pick([90, 180, 365, 730]) } : { validity_type: 'fixed', end_date: addDays('2027-01-31', rng.int(0, 330)) },
      // Drawn for every school, so a school's products do not depend on its currency.
      tax_mode: free ? 'no_tax' : taxMode(spec, rng.pick(['no_tax', 'pre_gst', 'post_gst'] as const)),
      is_default: true,
    });
    if (!free && rng.chance(0.2)) {
      pricings.push({ id: ++pricingId, course_id: id, plan_name: 'Premium', plan_type: 'premium', price: toMinor(Math.round(units * 1.5), CURRENCY), discount: null, validity: { validity_type: 'relative', validity: 730 }, tax_mode: isIndian(spec) ? 'post_gst' : 'no_tax', is_default: false });
    }

    if (display_status === 'live' || display_status === 'expired') {
      for (let r = rng.int(1, 3); r > 0; r--) {
        const rating = rng.pick([5, 5, 4, 4, 3] as const);
        reviews.push({
          id: ++reviewId,
          course_id: id,
          author_name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
          rating,
          text: rng.pick(REVIEW_TEXTS[rating]),
          created_at: addDays(published_at, rng.int(1, 300)),
        });
      }
    }
    if (i % 5 === 0) {
      faqs.push({ id: ++faqId, course_id: id, question: `How long is ${title} valid?`, answer: 'For the validity of the plan you choose, shown next to the price.' });
    }
  }
  return { categories, teachers, products, reviews, faqs, pricings };
}

/** The question bank each of the large school's subjects draws its tests from (src/tenants/question-bank). */
const LARGE_BANKS: Readonly<Record<string, Subject>> = {
  physics: 'physics', chemistry: 'chemistry', mathematics: 'mathematics', biology: 'zoology', polity: 'polity', history: 'history', geography: 'geography',
  economy: 'economy', quant: 'aptitude', reasoning: 'aptitude', english: 'english', awareness: 'geography', computing: 'algorithms', engineering: 'physics',
  law: 'polity', language: 'english', management: 'aptitude',
};
/** The bank of each test the last buildCatalogue made, by product id. */
const bankSubjects = new Map<number, Subject>();

/** A generated school's tests.json: one section per test, its numeric questions last, 2 marks each; no quiz papers. */
export function testsFile(catalogue: TenantCatalogueFile): TestsFile {
  const rules = (duration: number) => ({
    duration_minutes: duration, timer: 'test' as const, max_attempts: 3, allow_pause: false, answer_required: false, partial_marks: false,
    result_release: 'immediate' as const, result_date: null, instructions: ['Each question carries 2 marks; a wrong answer loses 0.5.'],
  });
  return {
    offline: [],
    tests: catalogue.products.filter((p) => p.course_type === 2).map((p) => {
      const facts = p.test_facts!;
      const subject = bankSubjects.get(p.id) ?? 'aptitude';
      const numeric = facts.question_types.includes('numeric') ? Math.max(1, Math.floor(facts.questions / 5)) : 0;
      const parts = [
        { subject, type: 'multichoice' as const, multiple: false, count: facts.questions - numeric, marks: 2, negative_marks: 0.5 },
        ...(numeric ? [{ subject, type: 'numeric' as const, multiple: false, count: numeric, marks: 2, negative_marks: 0.5 }] : []),
      ];
      return { test_id: p.id, rules: rules(facts.duration_minutes), sections: [{ title: p.title.slice(0, 80), duration_minutes: null, parts }] };
    }),
    quizzes: { rules: rules(10), questions: 5, marks: 1, courses: [] },
  };
}

/** Writes the school to `<outDir>/<slug>/` (replacing what was there) and returns that folder. */
export async function writeSchool(spec: SchoolSpec, outDir: string, seed: number = spec.schoolId): Promise<string> {
  const dir = path.join(outDir, spec.slug);
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'media'), { recursive: true });
  await writeFile(path.join(dir, 'school.json'), `${JSON.stringify(schoolConfig(spec), null, 2)}\n`);
  const catalogue = buildCatalogue(spec, seed);
  await writeFile(path.join(dir, 'catalogue.json'), `${JSON.stringify(catalogue)}\n`);
  await writeFile(path.join(dir, 'tests.json'), `${JSON.stringify(testsFile(catalogue))}\n`);
  for (const [name, svg] of Object.entries(schoolMedia(spec))) await writeFile(path.join(dir, 'media', name), svg);
  return dir;
}
