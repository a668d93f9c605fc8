/**
 * Reads a school's folder (`tenants/<slug>/` or a generated `.schoolfront/tenants/<slug>/`) into validated data.
 *
 * Schema first: `school.json` and `catalogue.json` are parsed with the contract's zod schemas, then checked for
 * what a schema cannot see (references between rows, unique ids, reserved URLs, media files). Everything that
 * reads a tenant (API seed, CLI, tests) goes through `loadTenant`, so tenant data is validated once, here.
 *
 * Every problem is a `TenantError` whose message is one line: `<file>: <field path>: <reason>`.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { MediaNameParam, TenantCatalogue } from '../contract/catalogue.ts';
import { CheckoutSettings } from '../contract/checkout.ts';
import { PRODUCT_TYPE, Slug } from '../contract/common.ts';
import { TestsFile } from '../contract/test-blueprint.ts';
import { FEED_ID_MAX } from '../contract/feed.ts';
import { TenantCommunities, TenantFeed } from '../contract/tenant-community.ts';
import { TenantLive } from '../contract/tenant-live.ts';
import { TenantBatches } from '../contract/tenant-batches.ts';
import { TenantCode } from '../contract/tenant-code.ts';
import { bankHas } from './question-bank/papers.ts';
import { SchoolConfigResponse } from '../contract/school-config.ts';
import { schoolTax } from '../contract/tax.ts';
import { ROUTES } from '../routes/route-table.ts';
import { checkSiteContent } from './content.ts';
import { lectureDir, mediaSeconds } from './lesson-media.ts';
import { REPO_ROOT } from './paths.ts';

export interface LoadedTenant {
  /** The folder name, equal to `config.school_config.slug`. */
  slug: string;
  /** Absolute path of the school's folder. */
  dir: string;
  config: SchoolConfigResponse;
  catalogue: TenantCatalogue;
  /** The files of `<dir>/media/`, sorted by name; `file` is an absolute path. */
  media: { name: string; contentType: string; file: string }[];
  /** `checkout.json`: coupons and the GST state (optional file; absent: none). */
  checkout?: CheckoutSettings;
  /** `tests.json`: the blueprints of the school's tests and quiz lessons (optional file; absent: no papers). */
  tests?: TestsFile;
  /** `feed.json`: the school's news feed (optional file; absent: an empty feed). */
  feed?: TenantFeed;
  /** `communities.json`: the school's communities and their opening posts (optional file; absent: none). */
  communities?: TenantCommunities;
  /** `live.json`: the schedule of the school's live lessons (required when the catalogue has any). */
  live?: TenantLive;
  /** `batches.json`: the school's cohorts of its products (optional file; absent: none). */
  batches?: TenantBatches;
  /** `code.json`: the school's code challenges (optional file; absent: none). */
  code?: TenantCode;
}

/** A problem in a tenant's files; `message` is `<file>: <field>: <reason>` on one line. */
export class TenantError extends Error {
  readonly file: string;
  readonly field: string;
  readonly reason: string;

  constructor(file: string, field: string, reason: string) {
    const oneLine = reason.replace(/\s*\n\s*/g, ' ').trim();
    super(`${file}: ${field}: ${oneLine}`);
    this.name = 'TenantError';
    this.file = file;
    this.field = field;
    this.reason = oneLine;
  }
}

export { REPO_ROOT };
/** Hand-written demo schools, committed. */
export const TENANTS_DIR = path.join(REPO_ROOT, 'tenants');
/** Generated schools (e.g. `mega-institute`), gitignored. */
export const GENERATED_TENANTS_DIR = path.join(REPO_ROOT, '.schoolfront', 'tenants');

/** The path prefix under which a school's media files are served by the learner API. */
export const MEDIA_PATH_PREFIX = '/learner/v1/media/';

export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  // Free resources (custom_templates free_resources_v1) may be PDFs the school hosts itself.
  '.pdf': 'application/pdf',
};

/**
 * First path segments a product's `seo_title` may not take: `/{base}/{productSeo}` would collide with a static
 * route (`/{base}/home`, `/{base}/account/...`). Compared case-insensitively, since a slug is lower-case.
 */
export const RESERVED_SEO_TITLES: ReadonlySet<string> = new Set(
  ROUTES.map((route) => route.pattern.split('/').filter(Boolean)[0])
    .filter((segment): segment is string => segment !== undefined && !segment.startsWith(':'))
    .map((segment) => segment.toLowerCase()),
);

const displayPath = (file: string): string => {
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
};

/** `['products', 3, 'category_ids', 0]` -> `products[3].category_ids[0]`. */
export function fieldPath(parts: readonly PropertyKey[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(root)' : out;
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new TenantError(displayPath(file), '(file)', code === 'ENOENT' ? 'file not found' : `cannot read: ${String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new TenantError(displayPath(file), '(file)', `invalid JSON: ${(error as Error).message}`);
  }
}

function parseWith<T extends z.ZodType>(schema: T, data: unknown, file: string): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
  const reason = issue.code === 'invalid_type' && missing ? `required field missing (expected ${issue.expected})` : issue.message;
  throw new TenantError(displayPath(file), fieldPath(issue.path), reason);
}

async function listMedia(mediaDir: string): Promise<LoadedTenant['media']> {
  let names: string[];
  try {
    names = await readdir(mediaDir);
  } catch {
    return [];
  }
  const media: LoadedTenant['media'] = [];
  for (const name of names.sort()) {
    if (name.startsWith('.')) continue;
    const file = path.join(mediaDir, name);
    if (!(await stat(file)).isFile()) continue;
    const badName = MediaNameParam.shape.name.safeParse(name).error?.issues[0]?.message;
    if (badName) throw new TenantError(displayPath(file), '(file)', `media file name ${badName}`);
    const contentType = MEDIA_CONTENT_TYPES[path.extname(name).toLowerCase()];
    if (!contentType) {
      throw new TenantError(displayPath(file), '(file)', `unsupported media type (known: ${Object.keys(MEDIA_CONTENT_TYPES).join(', ')})`);
    }
    media.push({ name, contentType, file });
  }
  return media;
}

/** A `fail(field, reason)` that throws a TenantError for the given file. */
function checker(file: string) {
  const shown = displayPath(file);
  return (field: string, reason: string): never => {
    throw new TenantError(shown, field, reason);
  };
}

function checkUnique<T>(rows: readonly T[], key: (row: T) => string | number, fieldOf: (index: number) => string, what: string, fail: (field: string, reason: string) => never): Set<string | number> {
  const seen = new Map<string | number, number>();
  rows.forEach((row, index) => {
    const value = key(row);
    const first = seen.get(value);
    if (first !== undefined) fail(fieldOf(index), `duplicate ${what} ${JSON.stringify(value)} (first used at index ${first})`);
    seen.set(value, index);
  });
  return new Set(seen.keys());
}

function checkConfig(config: SchoolConfigResponse, slug: string, media: LoadedTenant['media'], file: string): void {
  const fail = checker(file);
  const sc = config.school_config;
  if (sc.slug !== slug) fail('school_config.slug', `must equal the folder name "${slug}" (is "${sc.slug}")`);
  if (!sc.Languages.includes(config.i18n_config.default_language)) {
    fail('i18n_config.default_language', `"${config.i18n_config.default_language}" is not one of school_config.Languages (${sc.Languages.join(', ')})`);
  }
  for (const [lang] of Object.entries(config.i18n_config.overrides)) {
    if (!sc.Languages.includes(lang as (typeof sc.Languages)[number])) fail(`i18n_config.overrides.${lang}`, `"${lang}" is not one of school_config.Languages (${sc.Languages.join(', ')})`);
  }
  const mediaNames = new Set(media.map((m) => m.name));
  const refs = { school_logo: sc.school_logo, favicon_url: sc.favicon_url, social_banner_url: sc.social_banner_url };
  for (const [key, url] of Object.entries(refs)) {
    if (url?.startsWith(MEDIA_PATH_PREFIX) && !mediaNames.has(url.slice(MEDIA_PATH_PREFIX.length))) {
      fail(`school_config.${key}`, `media file "${url.slice(MEDIA_PATH_PREFIX.length)}" not found in media/`);
    }
  }
}

function checkCatalogue(catalogue: TenantCatalogue, media: LoadedTenant['media'], file: string): void {
  const fail = checker(file);
  const { categories, teachers, products, reviews, faqs, pricings } = catalogue;

  const categoryIds = checkUnique(categories, (c) => c.id, (i) => `categories[${i}].id`, 'category id', fail);
  checkUnique(categories, (c) => c.custom_name, (i) => `categories[${i}].custom_name`, 'category custom_name', fail);
  const teacherIds = checkUnique(teachers, (t) => t.id, (i) => `teachers[${i}].id`, 'teacher id', fail);
  const productIds = checkUnique(products, (p) => p.id, (i) => `products[${i}].id`, 'product id', fail);
  checkUnique(products, (p) => p.seo_title, (i) => `products[${i}].seo_title`, 'seo_title', fail);
  checkUnique(reviews, (r) => r.id, (i) => `reviews[${i}].id`, 'review id', fail);
  checkUnique(faqs, (f) => f.id, (i) => `faqs[${i}].id`, 'faq id', fail);
  checkUnique(pricings, (p) => p.id, (i) => `pricings[${i}].id`, 'pricing id', fail);

  const sectionIds = new Set<number>();
  const lessonIds = new Set<number>();
  const mediaNames = new Set(media.map((m) => m.name));
  const checkMediaRef = (url: string | null, field: string): void => {
    if (url?.startsWith(MEDIA_PATH_PREFIX) && !mediaNames.has(url.slice(MEDIA_PATH_PREFIX.length))) {
      fail(field, `media file "${url.slice(MEDIA_PATH_PREFIX.length)}" not found in media/`);
    }
  };
  teachers.forEach((t, i) => checkMediaRef(t.avatar_url, `teachers[${i}].avatar_url`));

  products.forEach((p, i) => {
    const at = `products[${i}]`;
    if (RESERVED_SEO_TITLES.has(p.seo_title)) fail(`${at}.seo_title`, `"${p.seo_title}" is reserved by a route (/${p.seo_title})`);
    p.category_ids.forEach((id, j) => categoryIds.has(id) || fail(`${at}.category_ids[${j}]`, `unknown category id ${id}`));
    p.teacher_ids.forEach((id, j) => teacherIds.has(id) || fail(`${at}.teacher_ids[${j}]`, `unknown teacher id ${id}`));
    p.item_ids.forEach((id, j) => {
      if (!productIds.has(id)) fail(`${at}.item_ids[${j}]`, `unknown product id ${id}`);
      if (id === p.id) fail(`${at}.item_ids[${j}]`, 'a product cannot contain itself');
    });
    const holdsTests = p.course_type === PRODUCT_TYPE.test || p.course_type === PRODUCT_TYPE.testSeries;
    const holdsItems = p.course_type === PRODUCT_TYPE.bundle || p.course_type === PRODUCT_TYPE.testSeries;
    if (holdsTests && p.test_facts === null) fail(`${at}.test_facts`, 'required for a test or test series');
    if (holdsItems && p.item_ids.length === 0) fail(`${at}.item_ids`, 'a bundle or test series must contain at least one product');
    if (!holdsItems && p.item_ids.length > 0) fail(`${at}.item_ids`, 'only bundles and test series contain products');
    if (p.display_status === 'scheduled' && p.starts_at === null) fail(`${at}.starts_at`, 'required when display_status is "scheduled"');
    checkMediaRef(p.image_url, `${at}.image_url`);
    p.sections.forEach((s, j) => {
      if (sectionIds.has(s.id)) fail(`${at}.sections[${j}].id`, `duplicate section id ${s.id}`);
      sectionIds.add(s.id);
      s.lessons.forEach((l, k) => {
        if (lessonIds.has(l.id)) fail(`${at}.sections[${j}].lessons[${k}].id`, `duplicate lesson id ${l.id}`);
        lessonIds.add(l.id);
      });
    });
  });

  const defaults = new Map<number, number>();
  pricings.forEach((p, i) => {
    if (!productIds.has(p.course_id)) fail(`pricings[${i}].course_id`, `unknown product id ${p.course_id}`);
    if (p.is_default) {
      if (defaults.has(p.course_id)) fail(`pricings[${i}].is_default`, `product ${p.course_id} already has a default pricing (pricings[${defaults.get(p.course_id)}])`);
      defaults.set(p.course_id, i);
    }
    if (p.discount?.kind === 1 && p.discount.value > p.price) fail(`pricings[${i}].discount.value`, `an amount discount cannot exceed the price (${p.price})`);
  });
  products.forEach((p, i) => defaults.has(p.id) || fail(`products[${i}]`, `product ${p.id} has no default pricing (exactly one is_default pricing required)`));

  reviews.forEach((r, i) => productIds.has(r.course_id) || fail(`reviews[${i}].course_id`, `unknown product id ${r.course_id}`));
  faqs.forEach((f, i) => f.course_id === null || productIds.has(f.course_id) || fail(`faqs[${i}].course_id`, `unknown product id ${f.course_id}`));

}

/** The store layout (in school.json) names categories that live in catalogue.json. */
function checkFeaturedCategories(config: SchoolConfigResponse, catalogue: TenantCatalogue, file: string): void {
  const fail = checker(file);
  const customNames = new Set(catalogue.categories.map((c) => c.custom_name));
  config.standard_templates[0]?.base_ui_data.featured_categories.forEach((name, j) => {
    if (!customNames.has(name)) fail(`standard_templates[0].base_ui_data.featured_categories[${j}]`, `unknown category custom_name "${name}"`);
  });
}

/** A plan that includes or adds tax needs a school with a tax (school.json's `tax`, or GST by default in India). */
function checkTax(config: SchoolConfigResponse, catalogue: TenantCatalogue, file: string): void {
  if (schoolTax(config.school_config)) return;
  const fail = checker(file);
  catalogue.pricings.forEach((p, i) => {
    if (p.tax_mode !== 'no_tax') fail(`pricings[${i}].tax_mode`, `"${p.tax_mode}" needs a school tax, and school_config.tax is null (no tax)`);
  });
}

/** The school's translations of its own words: for a language it offers, of products, categories, teachers and FAQs it has. */
function checkContentTranslations(config: SchoolConfigResponse, catalogue: TenantCatalogue, file: string): void {
  const fail = checker(file);
  const offered = config.school_config.Languages;
  const products = new Set(catalogue.products.map((p) => String(p.id)));
  const categories = new Set(catalogue.categories.map((c) => c.custom_name));
  const promoted = new Set(catalogue.products.filter((p) => p.promo).map((p) => String(p.id)));
  const teachers = new Set(catalogue.teachers.map((t) => String(t.id)));
  const faqs = new Set(catalogue.faqs.map((f) => String(f.id)));
  for (const [language, words] of Object.entries(config.i18n_config.content ?? {})) {
    const at = `i18n_config.content.${language}`;
    if (!offered.includes(language as (typeof offered)[number])) fail(at, `"${language}" is not one of school_config.Languages (${offered.join(', ')})`);
    if (language === config.i18n_config.default_language) fail(at, `"${language}" is the default language: the catalogue itself is in it`);
    for (const id of Object.keys(words?.products ?? {})) if (!products.has(id)) fail(`${at}.products.${id}`, `no product with id ${id} in catalogue.json`);
    for (const [id, own] of Object.entries(words?.products ?? {})) if (own.promo && !promoted.has(id)) fail(`${at}.products.${id}.promo`, 'the product has no promo in catalogue.json to translate');
    for (const name of Object.keys(words?.categories ?? {})) if (!categories.has(name)) fail(`${at}.categories.${name}`, `no category "${name}" in catalogue.json`);
    for (const id of Object.keys(words?.teachers ?? {})) if (!teachers.has(id)) fail(`${at}.teachers.${id}`, `no teacher with id ${id} in catalogue.json`);
    for (const id of Object.keys(words?.faqs ?? {})) if (!faqs.has(id)) fail(`${at}.faqs.${id}`, `no FAQ with id ${id} in catalogue.json`);
  }
}

/** Loads and validates one school folder. Throws TenantError on the first problem found. */
export async function loadTenant(dir: string): Promise<LoadedTenant> {
  const absolute = path.resolve(dir);
  const slug = path.basename(absolute);
  const schoolFile = path.join(absolute, 'school.json');
  const catalogueFile = path.join(absolute, 'catalogue.json');
  if (!Slug.safeParse(slug).success) throw new TenantError(displayPath(absolute), '(folder)', `"${slug}" is not a valid school slug (lower-case letters, digits and single hyphens)`);

  const config = parseWith(SchoolConfigResponse, await readJson(schoolFile), schoolFile);
  const media = await listMedia(path.join(absolute, 'media'));
  checkConfig(config, slug, media, schoolFile);
  const catalogue = parseWith(TenantCatalogue, await readJson(catalogueFile), catalogueFile);
  checkCatalogue(catalogue, media, catalogueFile);
  measureVideos(catalogue, slug, catalogueFile);
  checkFeaturedCategories(config, catalogue, schoolFile);
  checkContentTranslations(config, catalogue, schoolFile);
  checkTax(config, catalogue, catalogueFile);
  checkSiteContent({ config, catalogue, mediaNames: new Set(media.map((m) => m.name)), mediaPrefix: MEDIA_PATH_PREFIX }, checker(schoolFile));
  const checkout = await loadCheckout(path.join(absolute, 'checkout.json'), catalogue);
  const tests = await loadTests(path.join(absolute, 'tests.json'), catalogue);
  const feed = await loadFeed(path.join(absolute, 'feed.json'), catalogue, media);
  const communities = await loadCommunities(path.join(absolute, 'communities.json'), catalogue);
  const live = await loadLive(path.join(absolute, 'live.json'), catalogue);
  const batches = await loadBatches(path.join(absolute, 'batches.json'), catalogue, live);
  const code = await loadCode(path.join(absolute, 'code.json'), catalogue);

  return {
    slug, dir: absolute, config, catalogue, media, checkout,
    ...(tests ? { tests } : {}), ...(feed ? { feed } : {}), ...(communities ? { communities } : {}), ...(live ? { live } : {}), ...(batches ? { batches } : {}), ...(code ? { code } : {}),
  };
}

/**
 * A video lesson's duration is its media's (issue 39, 18, 47): its lecture's, measured from the playlists. A tenant
 * file that gives one itself is refused rather than silently corrected, so no one reads a claim the page won't
 * make; so is a school with lectures of its own that lacks one for a video lesson.
 */
function measureVideos(catalogue: TenantCatalogue, slug: string, file: string): void {
  const fail = checker(file);
  catalogue.products.forEach((product, i) => product.sections.forEach((section, j) => section.lessons.forEach((lesson, k) => {
    if (lesson.kind !== 'video') return;
    const at = `products[${i}].sections[${j}].lessons[${k}]`;
    if (lesson.duration_seconds !== 0) fail(`${at}.duration_seconds`, "a video's duration is read from its media; leave it out");
    const dir = lectureDir(slug, lesson.id);
    if (!dir) fail(at, `no lecture for video lesson ${lesson.id}: make it with scripts/lesson-media/make-lectures.ts`);
    lesson.duration_seconds = mediaSeconds(dir!);
  })));
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * `tests.json`, if the school has one (docs/decisions/0029-question-banks.md): each blueprint is for one of the
 * school's tests, adds up to the test's facts on its sales page (questions, minutes, marks, question types), and
 * asks each subject's bank only for the kinds of question it holds; each quiz course is a course with quiz lessons.
 */
async function loadTests(file: string, catalogue: TenantCatalogue): Promise<TestsFile | undefined> {
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) return undefined;
  const tests = parseWith(TestsFile, await readJson(file), file);
  const fail = (field: string, reason: string): never => {
    throw new TenantError(displayPath(file), field, reason);
  };
  const products = new Map(catalogue.products.map((p) => [p.id, p]));
  const seen = new Set<number>();
  tests.tests.forEach((t, i) => {
    const at = `tests[${i}]`;
    const product = products.get(t.test_id);
    if (!product || product.course_type !== PRODUCT_TYPE.test) fail(`${at}.test_id`, `no test product with id ${t.test_id}`);
    if (seen.has(t.test_id)) fail(`${at}.test_id`, `a second blueprint for test ${t.test_id}`);
    seen.add(t.test_id);
    const facts = product!.test_facts!;
    const parts = t.sections.flatMap((s) => s.parts);
    const questions = parts.reduce((n, p) => n + p.count, 0);
    const marks = parts.reduce((n, p) => n + (p.type === 'feedback' ? 0 : p.count * p.marks), 0);
    const types = [...new Set(parts.map((p) => p.type))].sort();
    if (questions !== facts.questions) fail(`${at}.sections`, `${questions} questions, but the test's facts say ${facts.questions}`);
    if (!sameNumber(marks, facts.total_marks)) fail(`${at}.sections`, `${marks} marks in all, but the test's facts say ${facts.total_marks}`);
    if (t.rules.duration_minutes !== facts.duration_minutes) fail(`${at}.rules.duration_minutes`, `${t.rules.duration_minutes} minutes, but the test's facts say ${facts.duration_minutes}`);
    if (types.join() !== [...facts.question_types].sort().join()) fail(`${at}.sections`, `question types ${types.join(', ')}, but the test's facts say ${[...facts.question_types].sort().join(', ')}`);
    if (t.rules.timer === 'section') {
      const minutes = t.sections.reduce((n, s) => n + (s.duration_minutes ?? 0), 0);
      if (t.sections.some((s) => s.duration_minutes === null) || minutes !== t.rules.duration_minutes) fail(`${at}.sections`, 'a test timed per section needs every section\'s minutes, adding up to the test\'s');
    }
    t.sections.forEach((s, j) => s.parts.forEach((part, k) => {
      if (!bankHas(part.subject, part)) fail(`${at}.sections[${j}].parts[${k}]`, `the ${part.subject} bank has no ${part.multiple ? 'multiple-correct ' : ''}${part.type} questions`);
    }));
  });
  tests.quizzes.courses.forEach((c, i) => {
    const product = products.get(c.course_id);
    if (!product || product.course_type !== PRODUCT_TYPE.course) fail(`quizzes.courses[${i}].course_id`, `no course with id ${c.course_id}`);
  });
  tests.offline.forEach((sitting, i) => {
    const at = `offline[${i}]`;
    const product = products.get(sitting.test_id);
    if (!product || product.course_type !== PRODUCT_TYPE.test) fail(`${at}.test_id`, `no test product with id ${sitting.test_id}`);
    const emails = new Set<string>();
    sitting.results.forEach((r, j) => {
      if (emails.has(r.email)) fail(`${at}.results[${j}].email`, `a second result for ${r.email}`);
      emails.add(r.email);
      if (r.scores.length !== sitting.sections.length) fail(`${at}.results[${j}].scores`, `${r.scores.length} marks for ${sitting.sections.length} sections`);
      r.scores.forEach((score, k) => {
        if (Math.abs(score) > sitting.sections[k]!.max_score) fail(`${at}.results[${j}].scores[${k}]`, `${score} is beyond the section's ${sitting.sections[k]!.max_score} marks`);
      });
    });
  });
  return tests;
}

/**
 * `feed.json`, if the school has one (docs/decisions/0069-feed-and-communities.md): unique ids and slugs, categories
 * of the catalogue, and pdf posts' files in the school's media folder.
 */
async function loadFeed(file: string, catalogue: TenantCatalogue, media: LoadedTenant['media']): Promise<TenantFeed | undefined> {
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) return undefined;
  const feed = parseWith(TenantFeed, await readJson(file), file);
  const fail = checker(file);
  const categories = new Set(catalogue.categories.map((c) => c.custom_name));
  const mediaNames = new Set(media.map((m) => m.name));
  const ids = new Set<number>();
  const slugs = new Set<string>();
  feed.posts.forEach((post, i) => {
    if (ids.has(post.id)) fail(`posts[${i}].id`, `${post.id} is used by another post`);
    if (post.id > FEED_ID_MAX) fail(`posts[${i}].id`, `must be at most ${FEED_ID_MAX}: the ids above are the communities'`);
    if (slugs.has(post.slug)) fail(`posts[${i}].slug`, `"${post.slug}" is used by another post`);
    if (/^[0-9]+$/.test(post.slug)) fail(`posts[${i}].slug`, 'must not be a number: a post is also found by its id');
    ids.add(post.id);
    slugs.add(post.slug);
    if (post.category !== undefined && !categories.has(post.category)) fail(`posts[${i}].category`, `no category with custom_name "${post.category}"`);
    if (post.pdf !== undefined && !mediaNames.has(post.pdf)) fail(`posts[${i}].pdf`, `no file "${post.pdf}" in media/`);
  });
  return feed;
}

/** How many demo learners a school has (src/api/seed/demo.ts): the authors a communities file may name by index. */
const DEMO_LEARNERS = 2;

/**
 * `communities.json`, if the school has one (decision 0069): unique ids; a private community's product in the
 * catalogue; authors among the demo learners (or `faculty`); post titles unique in their community (the seed finds a
 * post by it to write its replies); at most one answer per question, and none on a post.
 */
async function loadCommunities(file: string, catalogue: TenantCatalogue): Promise<TenantCommunities | undefined> {
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) return undefined;
  const communities = parseWith(TenantCommunities, await readJson(file), file);
  const fail = checker(file);
  const products = new Set(catalogue.products.map((p) => p.id));
  const ids = new Set<number>();
  const learner = (where: string, author: number | 'faculty') => {
    if (author !== 'faculty' && author >= DEMO_LEARNERS) fail(where, `there are ${DEMO_LEARNERS} demo learners (0 to ${DEMO_LEARNERS - 1})`);
  };
  communities.communities.forEach((c, i) => {
    const at = `communities[${i}]`;
    if (ids.has(c.id)) fail(`${at}.id`, `${c.id} is used by another community`);
    ids.add(c.id);
    if (c.product_id !== undefined && !products.has(c.product_id)) fail(`${at}.product_id`, `no product ${c.product_id} in the catalogue`);
    c.members.forEach((m, j) => learner(`${at}.members[${j}]`, m));
    const titles = new Set<string>();
    c.posts.forEach((post, j) => {
      if (titles.has(post.title)) fail(`${at}.posts[${j}].title`, 'is used by another post of this community');
      titles.add(post.title);
      learner(`${at}.posts[${j}].author`, post.author);
      post.replies.forEach((reply, k) => learner(`${at}.posts[${j}].replies[${k}].author`, reply.author));
      const answers = post.replies.filter((r) => r.answer).length;
      if (answers > 1) fail(`${at}.posts[${j}].replies`, 'a question has one answer');
      if (answers > 0 && post.kind !== 'question') fail(`${at}.posts[${j}].replies`, 'only a question has an answer');
    });
  });
  communities.discussions.forEach((d, i) => {
    const at = `discussions[${i}]`;
    const product = catalogue.products.find((p) => p.id === d.course_id);
    if (!product) fail(`${at}.course_id`, `no product ${d.course_id} in the catalogue`);
    learner(`${at}.author`, d.author);
    d.replies.forEach((reply, j) => learner(`${at}.replies[${j}].author`, reply.author));
    if (d.lesson_id !== undefined && !product!.sections.some((s) => s.lessons.some((l) => l.id === d.lesson_id))) fail(`${at}.lesson_id`, `no lesson ${d.lesson_id} in product ${d.course_id}`);
    if (d.lesson_at !== undefined && d.lesson_id === undefined) fail(`${at}.lesson_at`, 'a moment needs its lesson_id');
  });
  return communities;
}

/**
 * `live.json` (issue 42): one class per live lesson of the catalogue, each with its start (a date, or minutes from the
 * seed), Zoom's details exactly for the Zoom types, and a recording that is a video lesson of the same course.
 */
async function loadLive(file: string, catalogue: TenantCatalogue): Promise<TenantLive | undefined> {
  const exists = await stat(file).then(() => true, () => false);
  const liveLessons = catalogue.products.flatMap((p) => p.sections.flatMap((s) => s.lessons.filter((l) => l.kind === 'live').map((l) => ({ course: p.id, lesson: l.id }))));
  if (!exists) {
    if (liveLessons.length > 0) throw new TenantError(displayPath(file), '(file)', `the catalogue has live lessons (${liveLessons[0]!.lesson} first) and no live.json to schedule them`);
    return undefined;
  }
  const live = parseWith(TenantLive, await readJson(file), file);
  const fail = checker(file);
  const seen = new Set<number>();
  live.classes.forEach((cls, i) => {
    const at = `classes[${i}]`;
    const lessons = catalogue.products.find((p) => p.id === cls.course_id)?.sections.flatMap((s) => s.lessons);
    if (!lessons) fail(`${at}.course_id`, `no product ${cls.course_id} in the catalogue`);
    const lesson = lessons!.find((l) => l.id === cls.lesson_id);
    if (lesson?.kind !== 'live') fail(`${at}.lesson_id`, `no live lesson ${cls.lesson_id} in product ${cls.course_id}`);
    if (seen.has(cls.lesson_id)) fail(`${at}.lesson_id`, 'has another class already');
    seen.add(cls.lesson_id);
    if (!lesson!.duration_seconds) fail(`${at}.lesson_id`, 'the live lesson needs its duration_seconds in the catalogue');
    if ((cls.starts_at === undefined) === (cls.starts_in_minutes === undefined)) fail(at, 'give the start as starts_at or starts_in_minutes, one of them');
    if ((cls.type !== 4) !== (cls.zoom !== undefined)) fail(`${at}.zoom`, cls.type === 4 ? 'only a Zoom class (type 7 or 10) has Zoom details' : 'a Zoom class needs its meeting id, passcode and join link');
    if (cls.stream_url !== undefined && cls.type !== 4) fail(`${at}.stream_url`, 'only an external live class (type 4) has a stream');
    if (cls.recording_lesson_id !== undefined && lessons!.find((l) => l.id === cls.recording_lesson_id)?.kind !== 'video') {
      fail(`${at}.recording_lesson_id`, `no video lesson ${cls.recording_lesson_id} in product ${cls.course_id}`);
    }
  });
  live.alerts.forEach((alert, i) => {
    if (alert.product_id !== undefined && !catalogue.products.some((p) => p.id === alert.product_id)) fail(`alerts[${i}].product_id`, `no product ${alert.product_id} in the catalogue`);
  });
  const missing = liveLessons.find((l) => !seen.has(l.lesson));
  if (missing) fail('classes', `live lesson ${missing.lesson} of product ${missing.course} has no class`);
  return live;
}

/**
 * `batches.json`, if the school has one (docs/decisions/0084-batches.md): unique ids, each batch of a product of the
 * catalogue, its start given one way, a calendar naming that product's lessons once each and announcements, in the
 * batch's days (a class's own Zoom meeting only for a live lesson that live.json holds in Zoom), and achievements with
 * unique ids.
 */
async function loadBatches(file: string, catalogue: TenantCatalogue, live: TenantLive | undefined): Promise<TenantBatches | undefined> {
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) return undefined;
  const batches = parseWith(TenantBatches, await readJson(file), file);
  const fail = checker(file);
  try {
    new Intl.DateTimeFormat('en', { timeZone: batches.timezone });
  } catch {
    fail('timezone', 'must be an IANA timezone such as Asia/Kolkata');
  }
  const ids = new Set<number>();
  batches.batches.forEach((batch, i) => {
    const at = `batches[${i}]`;
    if (ids.has(batch.id)) fail(`${at}.id`, 'is used by another batch');
    ids.add(batch.id);
    const product = catalogue.products.find((p) => p.id === batch.product_id);
    if (!product) fail(`${at}.product_id`, `no product ${batch.product_id} in the catalogue`);
    if ((batch.starts_at === undefined) === (batch.starts_in_days === undefined)) fail(at, 'give the start as starts_at or starts_in_days, one of them');
    const lessons = new Set(product!.sections.flatMap((s) => s.lessons.map((l) => l.id)));
    const named = new Set<number>();
    batch.calendar.forEach((item, j) => {
      if (!lessons.has(item.lesson_id)) fail(`${at}.calendar[${j}].lesson_id`, `no lesson ${item.lesson_id} in product ${batch.product_id}`);
      if (named.has(item.lesson_id)) fail(`${at}.calendar[${j}].lesson_id`, 'is in the calendar already');
      named.add(item.lesson_id);
      if (item.day >= batch.length_days) fail(`${at}.calendar[${j}].day`, `must fall within the batch's ${batch.length_days} days`);
      const own = live?.classes.find((cls) => cls.course_id === batch.product_id && cls.lesson_id === item.lesson_id);
      if (item.zoom && (!own || own.type === 4)) fail(`${at}.calendar[${j}].zoom`, 'only the class of a live lesson held in Zoom (type 7 or 10) has Zoom details');
    });
    batch.announcements.forEach((item, j) => {
      if (item.after_days >= batch.length_days) fail(`${at}.announcements[${j}].after_days`, `must fall within the batch's ${batch.length_days} days`);
    });
  });
  const badges = new Set<string>();
  batches.achievements.forEach((badge, i) => {
    if (badges.has(badge.id)) fail(`achievements[${i}].id`, 'is used by another achievement');
    badges.add(badge.id);
  });
  return batches;
}

/**
 * `code.json`, if the school has one (docs/decisions/0085-code-lab.md): unique ids; a function to call for JavaScript
 * and Python, tables for SQL, and tests of the language's kind; a challenge that is a lesson names a code lesson of the
 * catalogue, once.
 */
async function loadCode(file: string, catalogue: TenantCatalogue): Promise<TenantCode | undefined> {
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) return undefined;
  const code = parseWith(TenantCode, await readJson(file), file);
  const fail = checker(file);
  const ids = new Set<number>();
  const lessons = new Set<string>();
  code.challenges.forEach((challenge, i) => {
    const at = `challenges[${i}]`;
    if (ids.has(challenge.id)) fail(`${at}.id`, 'is used by another challenge');
    ids.add(challenge.id);
    const sql = challenge.language === 'sql';
    if (sql && challenge.schema === undefined) fail(`${at}.schema`, 'an SQL challenge needs the statements that make its tables');
    if (!sql && challenge.entry === undefined) fail(`${at}.entry`, 'needs the name of the function its tests call');
    [...challenge.examples.map((t, j) => [t, `examples[${j}]`] as const), ...challenge.hidden.map((t, j) => [t, `hidden[${j}]`] as const)].forEach(([test, where]) => {
      if (('args' in test) === sql) fail(`${at}.${where}`, sql ? 'an SQL test gives its setup and expected table' : 'a test gives the arguments and the expected value');
    });
    if (challenge.lesson) {
      const { course_id: courseId, lesson_id: lessonId } = challenge.lesson;
      const lesson = catalogue.products.find((p) => p.id === courseId)?.sections.flatMap((s) => s.lessons).find((l) => l.id === lessonId);
      if (lesson?.kind !== 'code') fail(`${at}.lesson`, `no code lesson ${lessonId} in product ${courseId}`);
      if (lessons.has(`${courseId}/${lessonId}`)) fail(`${at}.lesson`, 'is another challenge\'s lesson already');
      lessons.add(`${courseId}/${lessonId}`);
    }
  });
  return code;
}

/** `checkout.json`, if the school has one: coupons with unique codes naming only the school's products. */
async function loadCheckout(file: string, catalogue: TenantCatalogue): Promise<CheckoutSettings> {
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) return { seller_state: null, seller: null, coupons: [], address: { ask: 'never', course_ids: null } };
  const checkout = parseWith(CheckoutSettings, await readJson(file), file);
  const products = new Set(catalogue.products.map((p) => p.id));
  const codes = new Set<string>();
  checkout.address.course_ids?.forEach((id, j) => {
    if (!products.has(id)) throw new TenantError(displayPath(file), `address.course_ids[${j}]`, `no product with id ${id}`);
  });
  checkout.coupons.forEach((coupon, i) => {
    if (codes.has(coupon.code)) throw new TenantError(displayPath(file), `coupons[${i}].code`, `duplicate coupon code ${coupon.code}`);
    codes.add(coupon.code);
    coupon.course_ids?.forEach((id, j) => {
      if (!products.has(id)) throw new TenantError(displayPath(file), `coupons[${i}].course_ids[${j}]`, `no product with id ${id}`);
    });
  });
  return checkout;
}

async function subdirectories(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => path.join(root, e.name));
  } catch {
    return [];
  }
}

/** Folders of `tenants/` and `.schoolfront/tenants/` (generated schools, if any), sorted by slug. */
export async function listTenantDirs(): Promise<string[]> {
  const dirs = [...(await subdirectories(TENANTS_DIR)), ...(await subdirectories(GENERATED_TENANTS_DIR))];
  return dirs.sort((a, b) => path.basename(a).localeCompare(path.basename(b)) || a.localeCompare(b));
}

/** Loads every school, or the named ones (in the order given), and checks them against each other. */
export async function loadTenants(slugs?: string[]): Promise<LoadedTenant[]> {
  const dirs = await listTenantDirs();
  let chosen = dirs;
  if (slugs) {
    chosen = slugs.map((slug) => {
      const dir = dirs.find((d) => path.basename(d) === slug);
      if (!dir) throw new TenantError(`tenants/${slug}`, '(folder)', 'unknown school');
      return dir;
    });
  }
  const tenants: LoadedTenant[] = [];
  for (const dir of chosen) tenants.push(await loadTenant(dir));
  checkAcrossSchools(tenants);
  return tenants;
}

/**
 * Loads every school (or the named ones) one by one: a school whose files are bad is rejected alone, with its
 * one-line reason, and the others load. Used where one school's mistake must not stop the rest (the seed).
 */
export async function loadTenantsSettled(
  slugs?: string[],
  dirs?: readonly string[],
): Promise<{ tenants: LoadedTenant[]; rejected: TenantError[] }> {
  dirs ??= await listTenantDirs();
  const tenants: LoadedTenant[] = [];
  const rejected: TenantError[] = [];
  for (const slug of slugs ?? dirs.map((d) => path.basename(d))) {
    const dir = dirs.find((d) => path.basename(d) === slug);
    try {
      if (!dir) throw new TenantError(`tenants/${slug}`, '(folder)', 'unknown school');
      const tenant = await loadTenant(dir);
      checkAcrossSchools([...tenants, tenant]);
      tenants.push(tenant);
    } catch (error) {
      if (!(error instanceof TenantError)) throw error;
      rejected.push(error);
    }
  }
  return { tenants, rejected };
}

/** What must be unique across schools: slug, school_id and custom_domain (the edge maps hosts to schools). */
export function checkAcrossSchools(tenants: readonly LoadedTenant[]): void {
  const seen = new Map<string, LoadedTenant>();
  for (const tenant of tenants) {
    const sc = tenant.config.school_config;
    const file = displayPath(path.join(tenant.dir, 'school.json'));
    for (const [field, value] of [['school_config.slug', sc.slug], ['school_config.school_id', sc.school_id], ['school_config.custom_domain', sc.custom_domain]] as const) {
      if (value === null) continue;
      const key = `${field}=${value}`;
      const other = seen.get(key);
      if (other) throw new TenantError(file, field, `${JSON.stringify(value)} is already used by ${displayPath(other.dir)}`);
      seen.set(key, tenant);
    }
  }
}
