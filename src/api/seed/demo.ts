/**
 * The demo learners every school is seeded with (docs/demo-learners.md), and what they start with: notifications
 * about the school's real products, and for the first one enrolments, favourites and bookmarks. The same every run.
 */
import { PRODUCT_TYPE } from '../../contract/common.ts';
import type { ProductSource } from '../../contract/catalogue.ts';
import type { NotificationKind } from '../../contract/notifications.ts';
import type { LoadedTenant } from '../../tenants/load.ts';
import { PBKDF2_ITERATIONS } from '../lib/passwords.ts';
import { coursePercentages } from '../../contract/lessons.ts';
import { CURRENCIES, minorPerUnit } from '../../contract/money.ts';

/** The demo learners' password (docs/demo-learners.md). */
export const DEMO_LEARNER_PASSWORD = 'Learner123';
/**
 * Its PBKDF2 hash (src/api/lib/passwords.ts), precomputed so seeding does no key stretching: a fixed salt
 * ("schoolfront-demo") for a password that is public anyway. src/api/seed/seed-sql.test.ts recomputes it.
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

/** When the demo learners signed up. */
export const DEMO_CREATED_MS = Date.UTC(2024, 0, 1);

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
  const courses = sellable.filter((p) => p.course_type === PRODUCT_TYPE.course && p.id !== offer?.id);
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
  /** For a product with lessons, what `coursePercentages` makes of its `progress` rows; never written apart from them. */
  progress_percent: number;
  last_opened_at: string | null;
}
/** A lesson the demo learner studied: done (completed_at), or where they stopped last (position, not completed). */
export interface DemoLessonProgress {
  course_id: number;
  lesson_id: number;
  position: number;
  completed_at: string | null;
  updated_at: string;
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
  progress: DemoLessonProgress[];
  favourites: DemoFavourite[];
  bookmarks: DemoBookmark[];
}

/** The share of the demo course's lessons the demo learner has done. */
const DEMO_DONE_SHARE = 0.35;

/**
 * The demo learner's lessons of `course`: the first third done, one a day from 6 October 2026, and the lesson after
 * them opened at `lastOpened`, a few seconds or a page in (a place its generated media has).
 */
export function demoCourseProgress(course: Pick<ProductSource, 'id' | 'sections'>, lastOpened: string): DemoLessonProgress[] {
  const lessons = course.sections.flatMap((s) => s.lessons);
  const count = Math.round(lessons.length * DEMO_DONE_SHARE);
  const day = (n: number) => new Date(Date.UTC(2026, 9, 6 + n, 19)).toISOString();
  const done = lessons.slice(0, count).map((l, i) => ({ course_id: course.id, lesson_id: l.id, position: 0, completed_at: day(i), updated_at: day(i) }));
  const next = lessons[count];
  const opened = next ? [{ course_id: course.id, lesson_id: next.id, position: next.kind === 'video' ? 6 : next.kind === 'pdf' || next.kind === 'slides' ? 1 : 0, completed_at: null, updated_at: lastOpened }] : [];
  return [...done, ...opened];
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
  // Not a dripped course: every bookmark below must lead to a lesson the learner may open.
  const drips = (p: ProductSource) => p.sections.some((s) => s.lessons.some((l) => l.drip_days));
  const course = first(1, (p) => hasLessons(p) && !drips(p));
  const series = first(4) ?? first(3);
  const test = first(2);
  const plan = (p: ProductSource) => (pricings.find((x) => x.course_id === p.id && x.is_default) ?? pricings.find((x) => x.course_id === p.id))?.id ?? null;
  const enrolment = (p: ProductSource | undefined, e: Omit<DemoEnrolment, 'course_id' | 'pricing_id'>): DemoEnrolment[] =>
    p ? [{ course_id: p.id, pricing_id: plan(p), ...e }] : [];
  // The course a third studied: its first lessons done, one a day from enrolment, and the next one opened last
  // (where /player resumes). Its percentage comes from those lessons, as a real learner's would.
  const lastOpened = '2026-11-21T18:30:00.000Z';
  const progress = course ? demoCourseProgress(course, lastOpened) : [];
  const done = new Set(progress.filter((p) => p.completed_at !== null).map((p) => p.lesson_id));
  const enrolments = [
    ...enrolment(course, { enrolled_at: '2026-10-05T09:00:00.000Z', expires_at: '2027-10-05T09:00:00.000Z', progress_percent: course ? coursePercentages(course, done).percent : 0, last_opened_at: lastOpened }),
    ...enrolment(series, { enrolled_at: '2026-09-12T10:00:00.000Z', expires_at: null, progress_percent: 0, last_opened_at: null }),
    ...enrolment(test, { enrolled_at: '2026-03-02T08:00:00.000Z', expires_at: '2026-09-02T08:00:00.000Z', progress_percent: 100, last_opened_at: '2026-04-10T12:00:00.000Z' }),
  ];
  const owned = new Set(enrolments.map((e) => e.course_id));
  const others = products.filter((p) => !owned.has(p.id));
  const liked = [...others.filter(sellable), ...others.filter((p) => !sellable(p))].slice(0, 2);
  const favourites = liked.map((p, i) => ({ course_id: p.id, created_at: `2026-11-${String(10 + 5 * i).padStart(2, '0')}T15:00:00.000Z` }));

  const lessons = (course?.sections ?? []).flatMap((s) => s.lessons.map((l) => ({ section_id: s.id, lesson_id: l.id, kind: l.kind })));
  // A place that exists in the demo media (scripts/lesson-media: lectures of 35 s and more; PDFs of 3 pages, decks of 5), so every
  // demo bookmark leads back to a real moment or page.
  const placeIn = (kind: string, seconds: number, page: number) => (kind === 'video' ? seconds : kind === 'pdf' || kind === 'slides' ? page : 0);
  const marks = [
    { at: 0, seconds: 11, page: 2, note: 'Go over this again before the test.' },
    { at: 1, seconds: 4, page: 3, note: '' },
    { at: 2, seconds: 8, page: 2, note: 'Summary to revise from.' },
  ];
  const bookmarks = course && lessons.length
    ? marks.map((m, i) => {
        const { kind, ...lesson } = lessons[Math.min(m.at, lessons.length - 1)]!;
        return { course_id: course.id, ...lesson, position: placeIn(kind, m.seconds, m.page), note: m.note, created_at: `2026-11-${String(18 + i).padStart(2, '0')}T19:00:00.000Z` };
      })
    : [];
  return { enrolments, progress, favourites, bookmarks };
}

/**
 * The admin credit each demo learner's wallet starts with: ₹500 at an Indian school, 10 of the currency elsewhere,
 * so a demo purchase can show credit at work (docs/demo-learners.md).
 */
export function demoWalletCredit(tenant: LoadedTenant): { amount: number; note: string } {
  const code = tenant.config.school_config.currency;
  const units = CURRENCIES[code].iso === 'INR' ? 500 : 10;
  return { amount: units * minorPerUnit(code), note: 'Welcome credit from the school' };
}

/**
 * The school's demo admin (SPEC.md section 6): approves affiliates, marks their payouts paid, credits and debits
 * wallets, through the role-checked admin calls; same password as the demo learners.
 */
export function demoAdmin(tenant: LoadedTenant): DemoLearner {
  return { name: 'Demo Admin', email: `admin@${tenant.slug}.example`, phone: '+919876500008', username: 'demoadmin', profile: {} };
}

/** The school's demo support staff (issue 44): answers its tickets and demands; same password as the demo learners. */
export function demoSupport(tenant: LoadedTenant): DemoLearner {
  return { name: 'Demo Support', email: `support@${tenant.slug}.example`, phone: '+919876500007', username: 'demosupport', profile: {} };
}

/** The school's demo faculty (SPEC.md section 6): grades subjective answers; same password as the demo learners. */
export function demoFaculty(tenant: LoadedTenant): DemoLearner {
  return { name: 'Demo Faculty', email: `faculty@${tenant.slug}.example`, phone: '+919876500009', username: 'demofaculty', profile: {} };
}

export interface DemoDemand {
  /** The demo learner who asked (by e-mail), and those who voted too. */
  asker: string;
  voters: string[];
  kind: 'course' | 'test' | 'test_series' | 'topic' | 'other';
  title: string;
  details: string;
  product_id: number | null;
  /** Support's answer, if any, and the status it moved the demand to. */
  answer: { text: string; status: 1 | 2 } | null;
  created_at: string;
}

/**
 * What the demo learners have asked the school for (issue 44's demand tickets): one about the school's first course,
 * voted for by both and under review, and one open for votes. Made from the school's own catalogue.
 */
export function demoDemands(tenant: LoadedTenant): DemoDemand[] {
  const [first, second] = demoLearners(tenant);
  const course = tenant.catalogue.products.find((p) => p.course_type === PRODUCT_TYPE.course && p.display_status === 'live') ?? tenant.catalogue.products[0];
  return [
    {
      asker: first!.email, voters: [second!.email], kind: 'test', title: `More practice tests for ${course?.title ?? 'the first course'}`.slice(0, 120),
      details: 'A timed test after every chapter, with solutions, so that I can check myself before the full mocks.', product_id: course?.id ?? null,
      answer: { text: 'Thank you: our faculty are writing chapter tests for it now. We will add them here when they are ready.', status: 2 }, created_at: '2024-06-02T09:30:00Z',
    },
    {
      asker: second!.email, voters: [], kind: 'topic', title: 'Printable revision notes for every chapter',
      details: 'One or two pages a chapter to revise from on the way to the exam.', product_id: null, answer: null, created_at: '2024-06-10T14:00:00Z',
    },
  ];
}
