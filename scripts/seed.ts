/**
 * Turns schools (tenants/) into SQL for the learner API's D1 database (src/api/migrations/).
 *
 *   node scripts/seed.ts [slug ...]     writes .schoolfront/seed.sql for every school, or the named ones
 *
 * The file is idempotent: it first deletes every row of each school it seeds, so it can be applied again after a
 * tenant changes. Rows go in multi-row INSERTs kept well under D1's 100 KB statement limit.
 *
 * Each school also gets demo learners (`demoLearners`, docs/demo-learners.md). Only they are replaced: learners who
 * signed up locally keep their accounts across seeds, and their enrolments, favourites, bookmarks and reviews.
 * Each demo learner also gets a few in-app notifications (`demoNotifications`) about the school's real products,
 * and the first one a few enrolments, favourites and bookmarks (`demoLearning`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pricing, ProductSource } from '../src/contract/catalogue.ts';
import type { NotificationKind } from '../src/contract/notifications.ts';
import { PBKDF2_ITERATIONS } from '../src/api/lib/passwords.ts';
import { priceSummary } from '../src/api/lib/summaries.ts';
import { productRest } from '../src/api/lib/courses.ts';
import { REPO_ROOT, loadTenantsSettled, type LoadedTenant, type TenantError } from '../src/tenants/load.ts';

export const SEED_FILE = path.join(REPO_ROOT, '.schoolfront', 'seed.sql');

/**
 * Tables holding a school's rows, children first so a delete never leaves an orphan behind. Of `reviews` only the
 * seeded ones (no learner) are the school's: reviews learners wrote stay, like their accounts.
 */
const SCHOOL_TABLES = [
  'media', 'product_categories', 'product_teachers', 'product_tags', 'pricings', 'reviews', 'faqs', 'products',
  'categories', 'teachers',
] as const;
const SCHOOL_ROWS: Partial<Record<(typeof SCHOOL_TABLES)[number], string>> = { reviews: 'user_id IS NULL' };

const MAX_STATEMENT_BYTES = 50_000;
const MAX_ROWS_PER_INSERT = 200;
/** Base64 characters of a media file per statement; larger files are appended in further UPDATEs. */
const MEDIA_PART = 60_000;

type Value = string | number | boolean | null;

export function sqlValue(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot store ${value} in SQL`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** INSERTs for many rows, split so no statement grows past MAX_STATEMENT_BYTES or MAX_ROWS_PER_INSERT. */
export function insertRows(table: string, columns: readonly string[], rows: readonly Value[][]): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = head.length;
  const flush = (): void => {
    if (tuples.length) statements.push(`${head}${tuples.join(',\n')};`);
    tuples = [];
    bytes = head.length;
  };
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: ${row.length} values for ${columns.length} columns`);
    const tuple = `(${row.map(sqlValue).join(', ')})`;
    const size = Buffer.byteLength(tuple) + 2;
    if (tuples.length && (bytes + size > MAX_STATEMENT_BYTES || tuples.length >= MAX_ROWS_PER_INSERT)) flush();
    tuples.push(tuple);
    bytes += size;
  }
  flush();
  return statements;
}

const epochMs = (iso: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not a date: ${iso}`);
  return ms;
};

/** The demo learners' password (docs/demo-learners.md). */
export const DEMO_LEARNER_PASSWORD = 'Learner123';
/**
 * Its PBKDF2 hash (src/api/lib/passwords.ts), precomputed so seeding does no key stretching: a fixed salt
 * ("schoolfront-demo") for a password that is public anyway. scripts/seed.test.ts recomputes it.
 */
export const DEMO_PASSWORD_HASH = {
  hash: '48dc3f308430c0b21376e9c514b07d9be082329ab9de68784f8816cac9aee19a',
  salt: '7363686f6f6c66726f6e742d64656d6f',
  iterations: PBKDF2_ITERATIONS,
} as const;

export interface DemoLearner {
  name: string;
  email: string;
  /** Canonical (+91...). */
  phone: string;
  username: string | null;
  /** Values for the school's profile fields; empty leaves mandatory ones for the profile builder to ask. */
  profile: Record<string, string>;
}

/**
 * Two learners per school, the same every run: `learner@<slug>.example` with a complete profile, and
 * `learner2@<slug>.example` with the school's mandatory profile fields still empty. Both e-mail addresses are
 * verified; both use DEMO_LEARNER_PASSWORD.
 */
export function demoLearners(tenant: LoadedTenant): DemoLearner[] {
  const fields = tenant.config.school_feature.profile_fields;
  return [
    { name: 'Demo Learner', email: `learner@${tenant.slug}.example`, phone: '+919876500001', username: 'demolearner',
      profile: Object.fromEntries(fields.map((f) => [f.key, `Demo ${f.label.toLowerCase()}`])) },
    { name: 'Second Learner', email: `learner2@${tenant.slug}.example`, phone: '+919876500002', username: null, profile: {} },
  ];
}

const DEMO_CREATED_MS = Date.UTC(2024, 0, 1);

export interface DemoNotification {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

/**
 * The in-app notifications every demo learner starts with, oldest first, the same every run: a read welcome and
 * announcement, and an unread course update, offer and live-class reminder about products of the school's own
 * catalogue, linking to their sales pages (`/<base>/<seo_title>`).
 */
export function demoNotifications(tenant: LoadedTenant): DemoNotification[] {
  const sc = tenant.config.school_config;
  const base = `/${sc.base_prefix}`;
  const products = tenant.catalogue.products;
  const sellable = products.filter((p) => p.display_status === 'live' && p.access === 'public_access');
  const discounted = new Set(tenant.catalogue.pricings.filter((p) => p.discount).map((p) => p.course_id));
  const offer = sellable.find((p) => p.promo && discounted.has(p.id)) ?? sellable.find((p) => p.promo) ?? sellable[0] ?? products[0];
  const courses = sellable.filter((p) => p.course_type === 1 && p.id !== offer?.id);
  const updated = courses.find((p) => p.sections.some((s) => s.lessons.length > 0)) ?? courses[0] ?? offer;
  const live = courses.find((p) => p.id !== updated?.id) ?? updated;
  const salesPage = (p: ProductSource | undefined) => (p ? `${base}/${p.seo_title}` : base);
  const lesson = updated?.sections.findLast((s) => s.lessons.length > 0)?.lessons.at(-1);

  const notices: DemoNotification[] = [
    { kind: 'welcome', title: `Welcome to ${sc.school_name}`,
      body: 'Your account is ready. Browse the store to find your first course, test or test series.',
      link: base, created_at: '2024-01-01T00:00:00.000Z', read_at: '2024-01-01T00:05:00.000Z' },
    { kind: 'announcement', title: 'Support hours during the holidays',
      body: `From 24 to 26 December our team answers within one working day. Write to ${sc.support_email} and we will get back to you.`,
      link: null, created_at: '2026-11-02T04:30:00.000Z', read_at: '2026-11-02T09:12:00.000Z' },
  ];
  if (updated) {
    notices.push({ kind: 'course_update', title: `New lessons in ${updated.title}`,
      body: `${lesson ? `"${lesson.title}" is now up` : 'New material is up'}. Pick up where you left off.`,
      link: salesPage(updated), created_at: '2026-11-16T06:00:00.000Z', read_at: null });
  }
  if (offer) {
    notices.push({ kind: 'offer', title: offer.promo?.headline ?? `A special price on ${offer.title}`,
      body: `${offer.short_description} See the plans on the ${offer.title} page.`,
      link: salesPage(offer), created_at: '2026-11-20T03:30:00.000Z', read_at: null });
  }
  if (live) {
    notices.push({ kind: 'live_class', title: 'Live class on 24 November',
      body: `The live doubt-clearing class of ${live.title} starts on 24 November 2026 at 7 pm. Join from the course page ten minutes early.`,
      link: salesPage(live), created_at: '2026-11-22T12:30:00.000Z', read_at: null });
  }
  return notices;
}

export interface DemoEnrolment {
  course_id: number;
  pricing_id: number | null;
  enrolled_at: string;
  expires_at: string | null;
  progress_percent: number;
  last_opened_at: string | null;
}
export interface DemoFavourite {
  course_id: number;
  created_at: string;
}
export interface DemoBookmark {
  course_id: number;
  section_id: number;
  lesson_id: number;
  position: number;
  note: string;
  created_at: string;
}
export interface DemoLearning {
  enrolments: DemoEnrolment[];
  favourites: DemoFavourite[];
  bookmarks: DemoBookmark[];
}

/**
 * What the first demo learner owns, the same every run (docs/demo-learners.md): a course with lessons (a third
 * done, opened recently, a year's access), a test series or else a bundle (never opened, no end) and a test (done,
 * access ended in September 2026); two favourites among the products they do not own; three bookmarks in the
 * course. Expiry dates are set here, not resolved from the plans, so the spread of running and ended access is the
 * same for every school. No reviews: tests write those.
 */
export function demoLearning(tenant: LoadedTenant): DemoLearning {
  const { products, pricings } = tenant.catalogue;
  const sellable = (p: ProductSource) => p.display_status === 'live' && p.access === 'public_access';
  const first = (type: number, also: (p: ProductSource) => boolean = () => true) =>
    products.find((p) => p.course_type === type && sellable(p) && also(p)) ?? products.find((p) => p.course_type === type && also(p));
  const hasLessons = (p: ProductSource) => p.sections.some((s) => s.lessons.length > 0);
  const course = first(1, hasLessons);
  const series = first(4) ?? first(3);
  const test = first(2);
  const plan = (p: ProductSource) => (pricings.find((x) => x.course_id === p.id && x.is_default) ?? pricings.find((x) => x.course_id === p.id))?.id ?? null;
  const enrolment = (p: ProductSource | undefined, e: Omit<DemoEnrolment, 'course_id' | 'pricing_id'>): DemoEnrolment[] =>
    p ? [{ course_id: p.id, pricing_id: plan(p), ...e }] : [];
  const enrolments = [
    ...enrolment(course, { enrolled_at: '2026-10-05T09:00:00.000Z', expires_at: '2027-10-05T09:00:00.000Z', progress_percent: 35, last_opened_at: '2026-11-21T18:30:00.000Z' }),
    ...enrolment(series, { enrolled_at: '2026-09-12T10:00:00.000Z', expires_at: null, progress_percent: 0, last_opened_at: null }),
    ...enrolment(test, { enrolled_at: '2026-03-02T08:00:00.000Z', expires_at: '2026-09-02T08:00:00.000Z', progress_percent: 100, last_opened_at: '2026-04-10T12:00:00.000Z' }),
  ];
  const owned = new Set(enrolments.map((e) => e.course_id));
  const others = products.filter((p) => !owned.has(p.id));
  const liked = [...others.filter(sellable), ...others.filter((p) => !sellable(p))].slice(0, 2);
  const favourites = liked.map((p, i) => ({ course_id: p.id, created_at: `2026-11-${String(10 + 5 * i).padStart(2, '0')}T15:00:00.000Z` }));

  const lessons = (course?.sections ?? []).flatMap((s) => s.lessons.map((l) => ({ section_id: s.id, lesson_id: l.id })));
  const marks = [
    { at: 0, position: 95, note: 'Go over this again before the test.' },
    { at: 1, position: 340, note: '' },
    { at: 2, position: 12, note: 'Summary to revise from.' },
  ];
  const bookmarks = course && lessons.length
    ? marks.map((m, i) => ({ course_id: course.id, ...lessons[Math.min(m.at, lessons.length - 1)]!, position: m.position, note: m.note,
        created_at: `2026-11-${String(18 + i).padStart(2, '0')}T19:00:00.000Z` }))
    : [];
  return { enrolments, favourites, bookmarks };
}

/** Replaces the demo learners, and anything tied to their accounts, leaving other learners alone. */
function learnerStatements(schoolId: number, tenant: LoadedTenant): string[] {
  const learners = demoLearners(tenant);
  const list = (values: (string | null)[]) => values.filter((v): v is string => v !== null).map(sqlValue).join(', ');
  const emails = list(learners.map((l) => l.email));
  const phones = list(learners.map((l) => l.phone));
  const usernames = list(learners.map((l) => l.username));
  const ids = `(SELECT id FROM users WHERE school_id = ${schoolId} AND (email IN (${emails}) OR phone IN (${phones}) OR username IN (${usernames})))`;
  const notices = demoNotifications(tenant);
  const owner = learners[0]!;
  const learning = demoLearning(tenant);
  /** INSERT ... SELECT of one row for the first demo learner: its id is only known once the users row is in. */
  const forOwner = (table: string, columns: string[], values: Value[]) =>
    `INSERT INTO ${table} (school_id, user_id, ${columns.join(', ')})
  SELECT ${schoolId}, id, ${values.map(sqlValue).join(', ')} FROM users WHERE school_id = ${schoolId} AND email = ${sqlValue(owner.email)};`;
  const ms = (iso: string | null) => (iso === null ? null : epochMs(iso));
  return [
    `DELETE FROM notifications WHERE school_id = ${schoolId} AND user_id IN ${ids};`,
    ...['enrolments', 'user_likes', 'bookmarks', 'reviews'].map((table) => `DELETE FROM ${table} WHERE school_id = ${schoolId} AND user_id IN ${ids};`),
    `DELETE FROM sessions WHERE school_id = ${schoolId} AND user_id IN ${ids};`,
    `DELETE FROM tokens WHERE school_id = ${schoolId} AND user_id IN ${ids};`,
    `DELETE FROM otps WHERE school_id = ${schoolId} AND identifier IN (${emails}, ${phones});`,
    `DELETE FROM users WHERE school_id = ${schoolId} AND id IN ${ids};`,
    ...insertRows('users', [
      'school_id', 'name', 'email', 'phone', 'username', 'password_hash', 'password_salt', 'kdf_iterations', 'email_verified_at',
      'profile_json', 'created_at', 'updated_at',
    ], learners.map((l) => [
      schoolId, l.name, l.email, l.phone, l.username, DEMO_PASSWORD_HASH.hash, DEMO_PASSWORD_HASH.salt, DEMO_PASSWORD_HASH.iterations,
      DEMO_CREATED_MS, JSON.stringify(l.profile), DEMO_CREATED_MS, DEMO_CREATED_MS,
    ])),
    // One INSERT per notification, oldest first: the list pages by id, so ids must follow the dates.
    ...learners.flatMap((l) => notices.map((n) => {
      const values = [schoolId, n.kind, n.title, n.body, n.link, epochMs(n.created_at), n.read_at === null ? null : epochMs(n.read_at)].map(sqlValue);
      return `INSERT INTO notifications (school_id, user_id, kind, title, body, link, created_at, read_at)
  SELECT ${values[0]}, id, ${values.slice(1).join(', ')} FROM users WHERE school_id = ${schoolId} AND email = ${sqlValue(l.email)};`;
    })),
    ...learning.enrolments.map((e) => forOwner('enrolments', ['course_id', 'pricing_id', 'enrolled_at', 'expires_at', 'progress_percent', 'last_opened_at'],
      [e.course_id, e.pricing_id, epochMs(e.enrolled_at), ms(e.expires_at), e.progress_percent, ms(e.last_opened_at)])),
    ...learning.favourites.map((f) => forOwner('user_likes', ['course_id', 'created_at'], [f.course_id, epochMs(f.created_at)])),
    ...learning.bookmarks.map((b) => forOwner('bookmarks', ['course_id', 'section_id', 'lesson_id', 'position', 'note', 'created_at'],
      [b.course_id, b.section_id, b.lesson_id, b.position, b.note, epochMs(b.created_at)])),
  ];
}

function deleteSchool(schoolId: number, slug: string): string[] {
  // By id and by slug: a school whose id or slug changed since the last seed must not leave rows behind.
  const ids = `(SELECT id FROM schools WHERE id = ${schoolId} OR slug = ${sqlValue(slug)})`;
  return [
    ...SCHOOL_TABLES.map((table) => {
      const only = SCHOOL_ROWS[table];
      return `DELETE FROM ${table} WHERE (school_id = ${schoolId} OR school_id IN ${ids})${only ? ` AND ${only}` : ''};`;
    }),
    `DELETE FROM schools WHERE id = ${schoolId} OR slug = ${sqlValue(slug)};`,
  ];
}

function mediaStatements(schoolId: number, tenant: LoadedTenant): string[] {
  const out: string[] = [];
  for (const file of tenant.media) {
    const body = readFileSync(path.resolve(tenant.dir, file.file)).toString('base64');
    const where = `WHERE school_id = ${schoolId} AND name = ${sqlValue(file.name)}`;
    out.push(...insertRows('media', ['school_id', 'name', 'content_type', 'body_base64'], [[schoolId, file.name, file.contentType, body.slice(0, MEDIA_PART)]]));
    for (let at = MEDIA_PART; at < body.length; at += MEDIA_PART) {
      out.push(`UPDATE media SET body_base64 = body_base64 || ${sqlValue(body.slice(at, at + MEDIA_PART))} ${where};`);
    }
  }
  return out;
}

/** The statements that replace one school's rows. */
function schoolStatements(tenant: LoadedTenant): string[] {
  const { config, catalogue } = tenant;
  const sc = config.school_config;
  const id = sc.school_id;
  const pricingsOf = new Map<number, Pricing[]>();
  for (const p of catalogue.pricings) {
    const plans = pricingsOf.get(p.course_id);
    if (plans) plans.push(p);
    else pricingsOf.set(p.course_id, [p]);
  }

  const products = catalogue.products.map((p) => {
    const price = priceSummary(pricingsOf.get(p.id) ?? [], sc.currency);
    const searchText = [p.title, p.short_description, ...p.tags].join('\n').toLowerCase();
    return [
      id, p.id, p.course_type, p.seo_title, p.title, p.short_description, p.image_url, p.display_status, p.access,
      p.published_at, epochMs(p.published_at), p.promo?.headline ?? null, searchText,
      price?.price ?? null, price?.list_price ?? null, price?.is_free ?? false, JSON.stringify(productRest(p)),
    ];
  });

  return [
    `-- ${sc.slug} (school ${id})`,
    ...deleteSchool(id, sc.slug),
    ...insertRows('schools', ['id', 'slug', 'custom_domain', 'products_order', 'school_locked', 'config_json'], [
      [id, sc.slug, sc.custom_domain, JSON.stringify(sc.products_order), config.school_feature.school_locked, JSON.stringify(config)],
    ]),
    ...mediaStatements(id, tenant),
    ...learnerStatements(id, tenant),
    ...insertRows('categories', ['school_id', 'id', 'position', 'name', 'custom_name', 'description'],
      catalogue.categories.map((c, i) => [id, c.id, i, c.name, c.custom_name, c.description])),
    ...insertRows('teachers', ['school_id', 'id', 'position', 'name', 'headline', 'bio', 'avatar_url'],
      catalogue.teachers.map((t, i) => [id, t.id, i, t.name, t.headline, t.bio, t.avatar_url])),
    ...insertRows('products', [
      'school_id', 'id', 'course_type', 'seo_title', 'title', 'short_description', 'image_url', 'display_status', 'access',
      'published_at', 'published_ms', 'promo_headline', 'search_text', 'price', 'list_price', 'is_free', 'data_json',
    ], products),
    ...insertRows('product_categories', ['school_id', 'product_id', 'category_id'],
      catalogue.products.flatMap((p) => [...new Set(p.category_ids)].map((c) => [id, p.id, c]))),
    ...insertRows('product_teachers', ['school_id', 'product_id', 'teacher_id', 'position'],
      catalogue.products.flatMap((p) => [...new Set(p.teacher_ids)].map((t, i) => [id, p.id, t, i]))),
    // Tags match case-insensitively (the column is NOCASE), so "JEE" and "jee" on one product are one tag.
    ...insertRows('product_tags', ['school_id', 'product_id', 'tag'],
      catalogue.products.flatMap((p) => [...new Map(p.tags.map((t) => [t.toLowerCase(), t])).values()].map((t) => [id, p.id, t]))),
    ...insertRows('pricings', [
      'school_id', 'id', 'course_id', 'position', 'plan_name', 'plan_type', 'price', 'discount_kind', 'discount_value',
      'validity_type', 'end_date', 'validity_days', 'tax_mode', 'is_default',
    ], catalogue.pricings.map((p, i) => [
      id, p.id, p.course_id, i, p.plan_name, p.plan_type, p.price, p.discount?.kind ?? null, p.discount?.value ?? null,
      p.validity.validity_type, p.validity.validity_type === 'fixed' ? p.validity.end_date : null,
      p.validity.validity_type === 'relative' ? p.validity.validity : null, p.tax_mode, p.is_default,
    ])),
    ...insertRows('reviews', ['school_id', 'id', 'course_id', 'author_name', 'rating', 'text', 'created_at', 'created_ms'],
      catalogue.reviews.map((r) => [id, r.id, r.course_id, r.author_name, r.rating, r.text, r.created_at, epochMs(r.created_at)])),
    ...insertRows('faqs', ['school_id', 'id', 'course_id', 'position', 'question', 'answer'],
      catalogue.faqs.map((f, i) => [id, f.id, f.course_id, i, f.question, f.answer])),
  ];
}

/** SQL that (re)seeds the given schools; other schools in the database are left alone. */
export function seedSql(tenants: readonly LoadedTenant[]): string {
  const lines = ['-- Generated by scripts/seed.ts. Do not edit; run `node scripts/seed.ts` again.'];
  for (const tenant of tenants) lines.push(...schoolStatements(tenant));
  return `${lines.join('\n')}\n`;
}

/**
 * Loads the schools (all, or the named ones) and writes their seed to `file`. A school with a bad tenant file is
 * left out of the seed (its rows stay as they were) and returned in `rejected`; the others are seeded.
 */
export async function writeSeed(
  opts: { slugs?: string[]; file?: string } = {},
): Promise<{ file: string; tenants: LoadedTenant[]; rejected: TenantError[]; bytes: number }> {
  const file = opts.file ?? SEED_FILE;
  const { tenants, rejected } = await loadTenantsSettled(opts.slugs);
  const sql = seedSql(tenants);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, sql);
  return { file, tenants, rejected, bytes: Buffer.byteLength(sql) };
}

if (import.meta.main) {
  const started = performance.now();
  const slugs = process.argv.slice(2);
  try {
    const { file, tenants, rejected, bytes } = await writeSeed(slugs.length ? { slugs } : {});
    for (const error of rejected) console.error(`✗ ${error.message}`);
    if (rejected.length) process.exitCode = 1;
    const products = tenants.reduce((n, t) => n + t.catalogue.products.length, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`seed: ${tenants.length} schools, ${products} products -> ${path.relative(process.cwd(), file)} (${(bytes / 1e6).toFixed(1)} MB) in ${seconds} s`);
  } catch (error) {
    console.error(`seed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
