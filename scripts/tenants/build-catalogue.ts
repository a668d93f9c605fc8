/**
 * Turns a school's hand-written content (scripts/tenants/content/<slug>.ts) into its catalogue.json rows:
 * ids, curricula, pricings, reviews and FAQs are derived deterministically so the authored file stays about
 * the content. Run `node scripts/tenants/write-demo-tenants.ts` to regenerate the committed JSON.
 */
import type { Pricing, ProductFile, Review, SubscriptionPlan, TenantCatalogueFile } from '../../src/contract/catalogue.ts';

type SubscriptionPlanFile = SubscriptionPlan;
import type { ContentTranslationsFile } from '../../src/contract/school-config.ts';
import type { LegalDocument } from '../../src/contract/esign.ts';
import { addDays, createRng, type Rng } from '../../cli/lib/prng.ts';
import type { Kind } from './kind.ts';
import { portraitFileName } from './portraits.ts';
import { reviewText, type ReviewSubject } from './review-text.ts';

export type { Kind };
type QuestionType = 'multichoice' | 'numeric' | 'subjective' | 'feedback' | 'fill_in_the_blanks';
type LessonKind = 'video' | 'pdf' | 'slides' | 'text' | 'quiz' | 'live' | 'code';
type TaxMode = Pricing['tax_mode'];

export interface ProductSpec {
  kind: Kind;
  seo: string;
  title: string;
  short: string;
  /** The opening paragraph of the description. */
  about: string;
  /** Category custom names. */
  cats: string[];
  /** Indexes into the school's teachers. */
  teachers: number[];
  tags: string[];
  /** In the currency's minor unit, written with a separator before it: `7999_00` is ₹7,999. 0: free. */
  price: number;
  /** Courses: section titles; lessons are derived from the school's lesson patterns. */
  topics?: string[];
  /** Tests and test series: questions, minutes, marks, question types. */
  facts?: [number, number, number, QuestionType[]];
  /** Bundles and test series: seo titles of the products they contain. */
  items?: string[];
  status?: 'coming_soon' | 'scheduled' | 'expired';
  startsAt?: string;
  private?: true;
  /** Not sold on iOS. */
  ios?: true;
  promo?: string;
  /** Kind 0: percent off; kind 1: an amount off in minor units (`[1, 500_00]` is ₹500 off). */
  discount?: [0 | 1, number];
  /** A second, premium plan: its price in minor units. */
  premium?: number;
  /** Days (relative) or an end date (fixed); defaults rotate. */
  validity?: number | string;
  tax?: TaxMode;
  image?: string;
  /** Courses: content dripping, each section opening this many days after the one before (the first at once). */
  drip?: number;
  /** Courses: issues a certificate on completion (or every test passed at the first attempt). */
  certificate?: true;
  /**
   * Courses: a last section of live classes (titles and minutes; scheduled in the school's live.json), then the
   * recording of the class at `recordingOf` (if any), a video lesson. Their ids come from a block of their own, so adding
   * them moved no other id.
   */
  live?: { classes: [string, number][]; recordingOf?: number };
}

export interface LessonPattern {
  title: (topic: string) => string;
  kind: LessonKind;
  /** An attachment of every lesson of this pattern: its title from the section's topic, and its file name. */
  supplement?: { title: (topic: string) => string; file: string };
}

/** A school's own words in Hindi: products by seo, categories by custom name, and the store's title and words. */
export interface SchoolHindi {
  school: { title: string; description: string };
  /** The teachers' headlines and bios, in the order of the content's teachers (names stay as written). */
  teachers: readonly { headline: string; bio: string }[];
  /** The FAQs, in the order of the content's own (`{title}`: the product's Hindi title). */
  schoolFaqs: readonly (readonly [string, string])[];
  productFaqs: Readonly<Record<Kind, readonly (readonly [string, string])[]>>;
  categories: Readonly<Record<string, { name: string; description: string }>>;
  descriptionTail: Readonly<Record<Kind, string>>;
  products: Readonly<Record<string, { title: string; short: string; about: string; promo?: string }>>;
}

export interface SchoolContent {
  schoolId: number;
  seed: number;
  categories: { name: string; custom_name: string; description: string }[];
  teachers: { name: string; headline: string; bio: string; avatar?: string }[];
  products: ProductSpec[];
  lessonPatterns: LessonPattern[];
  reviewers: string[];
  schoolFaqs: [string, string][];
  /** Per-product FAQs; `{title}` is replaced by the product title. */
  productFaqs: Record<Kind, [string, string][]>;
  planNames: { standard: string; premium: string };
  /** A closing paragraph of the description, per product kind. */
  descriptionTail: Record<Kind, string>;
  taxCycle: TaxMode[];
  /** Inclusive range of published_at dates. */
  publishedRange?: [string, string];
  /** Subscription plans (docs/decisions/0079), each sold on a product named by its seo title. */
  subscriptions?: { seo: string; plans: (Omit<SubscriptionPlanFile, 'id' | 'course_id' | 'extra_course_ids'> & { extras?: string[] })[] }[];
  /** Documents a course's learners sign before its lessons open (docs/decisions/0080), by the course's seo title. */
  legalDocuments?: Record<string, LegalDocument>;
}

/** Where a product's generated cover is, among the school's media (served by the API's media call). */
export const coverUrl = (seo: string): string => `/learner/v1/media/${coverFileName(seo)}`;
export const coverFileName = (seo: string): string => `cover-${seo}.svg`;
/** Where a teacher's generated portrait is (portraits.ts). */
export const portraitUrl = (name: string): string => `/learner/v1/media/${portraitFileName(name)}`;

/**
 * Where a course's live classes take their section and lesson ids, inside the school's blocks: the school's first
 * course with live classes from 901, the next from 911 (its section 902), and so on.
 */
const LIVE_BLOCK = 901;
const LIVE_LESSONS_PER_COURSE = 10;

const VALIDITY_CYCLE: (number | string)[] = [365, 180, '2027-03-31', 365, 730, '2027-06-30', 180, 365];
const LAST_REVIEW_DATE = '2026-11-15';

const daysBetween = (a: string, b: string): number => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Id ranges per entity inside a school's block, so ids stay unique across the demo schools too. */
export function idBlocks(schoolId: number) {
  const base = schoolId * 10_000;
  return { category: base, teacher: base + 100, product: base + 1_000, pricing: base + 2_000, review: base + 3_000, faq: base + 5_000, section: base + 6_000, lesson: base + 7_000, supplement: base + 9_000, subscriptionPlan: base + 2_500 };
}

function validityOf(value: number | string): Pricing['validity'] {
  return typeof value === 'number' ? { validity_type: 'relative', validity: value } : { validity_type: 'fixed', end_date: value };
}

/** The lines a product's description is made of, in one language: the same facts, each language's words. */
interface DescriptionWords {
  about: (spec: ProductSpec) => string;
  tail: Readonly<Record<Kind, string>>;
  included: string;
  modules: (modules: number, lessons: number, videos: number) => string;
  previews: (previews: number) => string;
  moduleList: string;
  certificate: string;
  drip: (days: number) => string;
  fullTests: (tests: number) => string;
  facts: (questions: number, minutes: number, marks: number, series: boolean) => string;
  report: string;
  bundleIncludes: string;
  title: (seo: string) => string;
}

const englishWords = (content: SchoolContent, bySeo: ReadonlyMap<string, ProductSpec>): DescriptionWords => ({
  about: (spec) => spec.about,
  tail: content.descriptionTail,
  included: 'What is included:',
  modules: (modules, lessons, videos) => `${modules} modules and ${lessons} lessons, ${videos} of them ${videos === 1 ? 'a video' : 'videos'}`,
  previews: (n) => `${n} free preview ${n === 1 ? 'lesson' : 'lessons'} you can open before buying`,
  moduleList: 'Modules',
  certificate: 'A certificate when you complete the course, with a code anyone can verify',
  drip: (days) => `A new module opens every ${days} days after you enrol`,
  fullTests: (n) => `${n} full tests, each reviewed with detailed solutions`,
  facts: (questions, minutes, marks, series) => `${questions} questions, ${minutes} minutes, ${marks} marks${series ? ' across the series' : ''}`,
  report: 'Instant score report with topic-wise analysis',
  bundleIncludes: 'This bundle includes:',
  title: (seo) => bySeo.get(seo)!.title,
});

const hindiWords = (hindi: SchoolHindi, bySeo: ReadonlyMap<string, ProductSpec>): DescriptionWords => ({
  about: (spec) => hindi.products[spec.seo]!.about,
  tail: hindi.descriptionTail,
  included: 'इसमें क्या शामिल है:',
  modules: (modules, lessons, videos) => `${modules} मॉड्यूल और ${lessons} पाठ, जिनमें ${videos} वीडियो`,
  previews: (n) => `${n} निःशुल्क पूर्वावलोकन ${n === 1 ? 'पाठ, जिसे' : 'पाठ, जिन्हें'} आप ख़रीदने से पहले खोल सकते हैं`,
  moduleList: 'मॉड्यूल',
  certificate: 'कोर्स पूरा करने पर प्रमाणपत्र, एक ऐसे कोड के साथ जिसे कोई भी सत्यापित कर सकता है',
  drip: (days) => `नामांकन के बाद हर ${days} दिन में एक नया मॉड्यूल खुलता है`,
  fullTests: (n) => `${n} पूर्ण टेस्ट, हर एक विस्तृत हलों के साथ`,
  facts: (questions, minutes, marks, series) => `${questions} प्रश्न, ${minutes} मिनट, ${marks} अंक${series ? ', पूरी सीरीज़ में' : ''}`,
  report: 'विषयवार विश्लेषण के साथ तुरंत स्कोर रिपोर्ट',
  bundleIncludes: 'इस बंडल में शामिल हैं:',
  title: (seo) => hindi.products[seo]?.title ?? bySeo.get(seo)!.title,
});

/** A product's description from its facts, in the language of `words`. */
function describe(spec: ProductSpec, words: DescriptionWords, product: ProductFile, bySeo: ReadonlyMap<string, ProductSpec>): string {
  const lines: string[] = [words.about(spec), '', words.tail[spec.kind], ''];
  if (spec.kind === 'course') {
    const lessons = product.sections.flatMap((s) => s.lessons);
    lines.push(words.included);
    lines.push(`- ${words.modules(product.sections.length, lessons.length, lessons.filter((l) => l.kind === 'video').length)}`);
    lines.push(`- ${words.previews(lessons.filter((l) => l.free_preview).length)}`);
    lines.push(`- ${words.moduleList}: ${product.sections.map((s) => s.title).join(', ')}`);
    if (spec.certificate) lines.push(`- ${words.certificate}`);
    if (spec.drip) lines.push(`- ${words.drip(spec.drip)}`);
  } else if (spec.kind === 'test' || spec.kind === 'series') {
    const [questions, minutes, marks] = seriesFacts(spec, bySeo)!;
    lines.push(words.included);
    if (spec.kind === 'series') lines.push(`- ${words.fullTests(spec.items!.length)}`);
    lines.push(`- ${words.facts(questions, minutes, marks, spec.kind === 'series')}`);
    lines.push(`- ${words.report}`);
  } else {
    lines.push(words.bundleIncludes);
    for (const seo of spec.items!) lines.push(`- ${words.title(seo)}`);
  }
  return lines.join('\n').trim();
}

/** A test series without its own facts adds up the facts of the tests it holds. */
function seriesFacts(spec: ProductSpec, bySeo: ReadonlyMap<string, ProductSpec>): ProductSpec['facts'] {
  if (spec.facts || spec.kind !== 'series') return spec.facts;
  const tests = spec.items!.map((seo) => bySeo.get(seo)!.facts!);
  const types = [...new Set(tests.flatMap((t) => t[3]))];
  return [tests.reduce((n, t) => n + t[0], 0), tests.reduce((n, t) => n + t[1], 0), tests.reduce((n, t) => n + t[2], 0), types];
}

/** Which FAQ each id is: the school's, in order, then every third product's one or two of its kind's. */
function faqPicks(content: SchoolContent): { id: number; spec: ProductSpec | null; index: number }[] {
  let faqId = idBlocks(content.schoolId).faq;
  const picks: { id: number; spec: ProductSpec | null; index: number }[] = content.schoolFaqs.map((_, index) => ({ id: ++faqId, spec: null, index }));
  content.products.forEach((spec, i) => {
    if (i % 3 !== 0) return;
    const pool = content.productFaqs[spec.kind];
    const chosen = i % 6 === 0 ? [0, 1].filter((k) => k < pool.length) : [(i / 3) % pool.length];
    for (const index of chosen) picks.push({ id: ++faqId, spec, index });
  });
  return picks;
}

/** How a reviewer names a teacher: a first name, or a title and surname ("Dr. Qureshi"). */
function shortName(name: string): string {
  const words = name.split(' ');
  return words[0]!.endsWith('.') ? `${words[0]} ${words[words.length - 1]}` : words[0]!;
}

function ratingFor(rng: Rng): 3 | 4 | 5 {
  const x = rng.next();
  return x < 0.5 ? 5 : x < 0.85 ? 4 : 3;
}

/**
 * How many of a course's sections have a filmed lecture: every lecture is narrated from its own script
 * (scripts/lesson-media/lectures/), and all of them together are committed within 15 MB.
 */
export const LECTURE_SECTIONS = 2;

export function buildCatalogue(content: SchoolContent): TenantCatalogueFile {
  const rng = createRng(content.seed);
  const ids = idBlocks(content.schoolId);
  const categories = content.categories.map((c, i) => ({ id: ids.category + i + 1, ...c }));
  const categoryId = new Map(categories.map((c) => [c.custom_name, c.id]));
  const teachers = content.teachers.map((t, i) => ({ id: ids.teacher + i + 1, name: t.name, headline: t.headline, bio: t.bio, avatar_url: t.avatar ?? portraitUrl(t.name) }));
  const bySeo = new Map(content.products.map((p) => [p.seo, p]));
  const productId = new Map(content.products.map((p, i) => [p.seo, ids.product + i + 1]));

  const [from, to] = content.publishedRange ?? ['2025-01-06', '2026-10-26'];
  const span = daysBetween(from, to);
  let sectionId = ids.section;
  let lessonId = ids.lesson;
  let supplementId = ids.supplement;
  let liveCourses = 0;

  const products: ProductFile[] = content.products.map((spec, i) => {
    const typeNumber = { course: 1, test: 2, bundle: 3, series: 4 }[spec.kind] as 1 | 2 | 3 | 4;
    const published = addDays(from, Math.round((span * i) / content.products.length + rng.int(0, 12)));
    const sections = (spec.topics ?? []).map((topic, s) => ({
      id: ++sectionId,
      title: topic,
      lessons: content.lessonPatterns.flatMap((pattern, l) => {
        // Each lesson claimed a length of its own once (one draw); a video's is now its lecture's, read by the
        // loader, and the others claim none. The draw stays so that every other number of the demo comes out as before.
        rng.next();
        const id = ++lessonId;
        // A course films its first LECTURE_SECTIONS sections; the later ones teach through slides, notes and quizzes
        // (the id stays taken, so every other lesson keeps its own).
        if (pattern.kind === 'video' && s >= LECTURE_SECTIONS) return [];
        return [{
          id,
          title: pattern.title(topic),
          kind: pattern.kind,
          free_preview: s === 0 && l === 0,
          ...(spec.drip && s > 0 ? { drip_days: spec.drip * s } : {}),
          ...(pattern.supplement ? { supplements: [{ id: ++supplementId, title: pattern.supplement.title(topic), file_name: pattern.supplement.file }] } : {}),
        }];
      }),
    }));
    if (spec.live) {
      const live = spec.live;
      const block = liveCourses++;
      if (live.classes.length >= LIVE_LESSONS_PER_COURSE) throw new Error(`${spec.seo}: at most ${LIVE_LESSONS_PER_COURSE - 1} live classes and their recording`);
      const first = ids.lesson + LIVE_BLOCK + block * LIVE_LESSONS_PER_COURSE;
      sections.push({
        id: ids.section + LIVE_BLOCK + block,
        title: 'Live classes',
        lessons: [
          ...live.classes.map(([title, minutes], k) => ({ id: first + k, title: `Live: ${title}`, kind: 'live' as const, duration_seconds: minutes * 60, free_preview: false })),
          ...(live.recordingOf === undefined ? [] : [{ id: first + live.classes.length, title: `Recording: ${live.classes[live.recordingOf]![0]}`, kind: 'video' as const, free_preview: false }]),
        ],
      });
    }
    const factsOf = seriesFacts(spec, bySeo);
    const facts = factsOf ? { questions: factsOf[0], duration_minutes: factsOf[1], total_marks: factsOf[2], question_types: factsOf[3] } : null;
    const product: ProductFile = {
      id: productId.get(spec.seo)!,
      course_type: typeNumber,
      seo_title: spec.seo,
      title: spec.title,
      short_description: spec.short,
      description: '',
      // Its own cover (covers.ts) unless the content names another image.
      image_url: spec.image ?? coverUrl(spec.seo),
      category_ids: spec.cats.map((name) => {
        const id = categoryId.get(name);
        if (id === undefined) throw new Error(`${spec.seo}: unknown category ${name}`);
        return id;
      }),
      teacher_ids: spec.teachers.map((t) => teachers[t]!.id),
      tags: spec.tags,
      display_status: spec.status ?? 'live',
      access: spec.private ? 'private_access' : 'public_access',
      not_sold_on: spec.ios ? [2] : [],
      published_at: published,
      starts_at: spec.startsAt ?? null,
      promo: spec.promo ? { headline: spec.promo } : null,
      sections,
      test_facts: facts,
      item_ids: (spec.items ?? []).map((seo) => {
        const id = productId.get(seo);
        if (id === undefined) throw new Error(`${spec.seo}: unknown item ${seo}`);
        return id;
      }),
      ...(spec.certificate ? { certificate: true } : {}),
      ...(content.legalDocuments?.[spec.seo] ? { legal_document: content.legalDocuments[spec.seo] } : {}),
    };
    product.description = describe(spec, englishWords(content, bySeo), product, bySeo);
    return product;
  });

  let pricingId = ids.pricing;
  const pricings: Pricing[] = [];
  content.products.forEach((spec, i) => {
    const course_id = productId.get(spec.seo)!;
    const free = spec.price === 0;
    pricings.push({
      id: ++pricingId,
      course_id,
      plan_name: free ? 'Free access' : content.planNames.standard,
      plan_type: 'standard',
      price: spec.price,
      discount: free || !spec.discount ? null : { kind: spec.discount[0], value: spec.discount[1] },
      validity: validityOf(spec.validity ?? VALIDITY_CYCLE[i % VALIDITY_CYCLE.length]!),
      tax_mode: free ? 'no_tax' : (spec.tax ?? content.taxCycle[i % content.taxCycle.length]!),
      is_default: true,
    });
    if (spec.premium !== undefined) {
      pricings.push({
        id: ++pricingId,
        course_id,
        plan_name: content.planNames.premium,
        plan_type: 'premium',
        price: spec.premium,
        discount: null,
        validity: validityOf(730),
        tax_mode: spec.tax ?? content.taxCycle[i % content.taxCycle.length]!,
        is_default: false,
      });
    }
  });

  let reviewId = ids.review;
  const reviews: Review[] = [];
  const usedTexts = new Set<string>();
  products.forEach((product, i) => {
    if (product.display_status === 'coming_soon' || product.display_status === 'scheduled') return;
    const spec = content.products[i]!;
    const teacher = content.teachers[spec.teachers[0] ?? -1]?.name ?? null;
    const subject: ReviewSubject = {
      kind: spec.kind,
      title: spec.title,
      topics: spec.topics ?? (spec.items ?? []).map((seo) => bySeo.get(seo)!.title),
      teacher: teacher && shortName(teacher),
      questions: spec.facts?.[0] ?? null,
      minutes: spec.facts?.[1] ?? null,
    };
    const productParts = new Set<string>();
    const count = rng.chance(0.12) ? 0 : rng.int(1, 4);
    const authors = rng.sample(content.reviewers, count);
    const room = Math.max(1, daysBetween(product.published_at, LAST_REVIEW_DATE));
    for (const author of authors) {
      const rating = ratingFor(rng);
      const id = ++reviewId;
      // One draw of the catalogue's sequence, as a single pick always took, seeds the text's own: ratings, authors
      // and dates stay as they were.
      const textRng = createRng(Math.floor(rng.next() * 2 ** 32) ^ id);
      reviews.push({
        id,
        course_id: product.id,
        author_name: author,
        rating,
        text: reviewText(subject, rating, textRng, usedTexts, productParts),
        created_at: addDays(product.published_at, rng.int(1, room)),
      });
    }
  });

  const faqs: TenantCatalogueFile['faqs'] = faqPicks(content).map((pick) => {
    const [q, a] = pick.spec ? content.productFaqs[pick.spec.kind][pick.index]! : content.schoolFaqs[pick.index]!;
    const title = pick.spec?.title ?? '';
    return { id: pick.id, course_id: pick.spec ? productId.get(pick.spec.seo)! : null, question: q.replaceAll('{title}', title), answer: a.replaceAll('{title}', title) };
  });

  const subscription_plans: SubscriptionPlan[] = (content.subscriptions ?? []).flatMap(({ seo, plans }) => plans.map(({ extras, ...plan }) => ({
    ...plan, course_id: productId.get(seo)!, extra_course_ids: (extras ?? []).map((extra) => productId.get(extra)!),
  }))).map((plan, i) => ({ id: ids.subscriptionPlan + i + 1, ...plan }));

  return { categories, teachers, products, reviews, faqs, pricings, subscription_plans };
}

/**
 * The school's `i18n_config.content.hi` (src/contract/school-config.ts ContentTranslations): every product's title,
 * short description, description and promo, every category, and the store's title and description, in Hindi. A
 * product without Hindi words fails here, so a new demo product cannot go untranslated.
 */
export function buildHindi(content: SchoolContent, hindi: SchoolHindi): ContentTranslationsFile {
  const catalogue = buildCatalogue(content);
  const bySeo = new Map(content.products.map((p) => [p.seo, p]));
  const words = hindiWords(hindi, bySeo);
  const products: ContentTranslationsFile['products'] = {};
  content.products.forEach((spec, i) => {
    const own = hindi.products[spec.seo];
    if (!own) throw new Error(`${spec.seo}: no Hindi words`);
    if (Boolean(spec.promo) !== Boolean(own.promo)) throw new Error(`${spec.seo}: the promo and its Hindi go together`);
    const product = catalogue.products[i]!;
    products[String(product.id)] = {
      title: own.title,
      short_description: own.short,
      description: describe(spec, words, product, bySeo),
      ...(own.promo ? { promo: own.promo } : {}),
    };
  });
  for (const category of content.categories) if (!hindi.categories[category.custom_name]) throw new Error(`${category.custom_name}: no Hindi name`);
  if (hindi.teachers.length !== catalogue.teachers.length) throw new Error(`${hindi.teachers.length} Hindi teachers for ${catalogue.teachers.length}`);
  const teachers = Object.fromEntries(catalogue.teachers.map((teacher, i) => [String(teacher.id), { ...hindi.teachers[i]! }]));
  const faqs = Object.fromEntries(faqPicks(content).map((pick) => {
    const [q, a] = pick.spec ? hindi.productFaqs[pick.spec.kind][pick.index]! : hindi.schoolFaqs[pick.index]!;
    const title = pick.spec ? hindi.products[pick.spec.seo]!.title : '';
    return [String(pick.id), { question: q.replaceAll('{title}', title), answer: a.replaceAll('{title}', title) }];
  }));
  return { school: hindi.school, products, categories: { ...hindi.categories }, teachers, faqs };
}
