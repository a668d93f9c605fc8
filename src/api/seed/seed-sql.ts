/**
 * Turns schools (tenants/) into the SQL that seeds the learner API: each school's shard (schoolSeed) and its row in
 * the platform's registry, the shared D1 (registrySql), each tenant file mapped to the rows of the tables the
 * migrations define, typed by the same `Database` as the API's queries (docs/decisions/0087-school-shards.md).
 *
 * Idempotent: it first deletes every row of each school it seeds, so it can be applied again after a tenant
 * changes. Rows go in multi-row INSERTs kept well under D1's 100 KB statement limit (sql.ts).
 *
 * Each school also gets demo learners (demo.ts). Only they are replaced: learners who signed up locally keep their
 * accounts across seeds, and their enrolments, favourites, bookmarks and reviews.
 */
import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { sql } from 'kysely';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pricing } from '../../contract/catalogue.ts';
import type { RichDoc } from '../../contract/rich-doc.ts';
import type { TenantLiveClass } from '../../contract/tenant-live.ts';
import { mediaDigest } from '../../contract/media-digest.ts';
import type { LoadedTenant } from '../../tenants/load.ts';
import type { Database, LessonContentTable, SupplementContentTable } from '../db/schema.ts';
import { nextPostId, threadRemovalStatements } from '../lib/community.ts';
import { discussionSpace } from '../lib/discussion.ts';
import { SCHOOL_ACCOUNT } from '../lib/ledger.ts';
import { productRest } from '../lib/courses.ts';
import { priceSummary } from '../lib/summaries.ts';
import { lessonContentRows, supplementContentRows } from './lesson-content.ts';
import { peerStatements } from './peers.ts';
import { papersOf } from '../../tenants/question-bank/papers.ts';
import { DEMO_CREATED_MS, DEMO_PASSWORD_HASH, demoAdmin, demoDemands, demoFaculty, demoLearning, demoSupport, demoLearners, demoNotifications, demoWalletCredit } from './demo.ts';
import { insertRows, seedDb as db, statement, type Value } from './sql.ts';

/**
 * What a product row holds, as a short hash: every column the API reads a product's detail from (migration 0022).
 * The seed writes every row afresh, so the row keeps no time of change; its digest says whether it changed.
 */
const productDigest = (row: Readonly<Record<string, unknown>>): string => createHash('sha256').update(JSON.stringify(row)).digest('base64url').slice(0, 16);

/**
 * Tables holding a school's rows, children first so a delete never leaves an orphan behind. Of `reviews` only the
 * seeded ones (no learner) are the school's: reviews learners wrote stay, like their accounts; so do alerts its
 * faculty sent.
 */
const SCHOOL_TABLES = [
  'code_challenges', 'batch_calendar', 'batch_announcements', 'batch_badges', 'batches', 'live_alerts', 'live_classes', 'communities', 'school_moderation', 'offline_sittings', 'test_papers', 'questions', 'lesson_content', 'supplement_content', 'coupons', 'checkout_settings', 'media', 'product_categories', 'product_teachers', 'product_tags', 'pricings', 'subscription_plans', 'reviews', 'faqs', 'products',
  'categories', 'teachers',
] as const satisfies readonly (keyof Database)[];

/** Base64 characters of a media file per statement; larger files are appended in further UPDATEs. */
const MEDIA_PART = 60_000;

const epochMs = (iso: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not a date: ${iso}`);
  return ms;
};
const msOrNull = (iso: string | null): number | null => (iso === null ? null : epochMs(iso));

/** Replaces the demo learners, and anything tied to their accounts, leaving other learners alone. */
function learnerStatements(schoolId: number, tenant: LoadedTenant): string[] {
  const learners = demoLearners(tenant);
  const faculty = demoFaculty(tenant);
  const admin = demoAdmin(tenant);
  const support = demoSupport(tenant);
  const accounts = [...learners, faculty, admin, support];
  const present = (values: (string | null)[]) => values.filter((v): v is string => v !== null);
  const emails = present(accounts.map((l) => l.email));
  const phones = present(accounts.map((l) => l.phone));
  const usernames = present(accounts.map((l) => l.username));
  const ids = db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', schoolId)
    .where((eb) => eb.or([eb('email', 'in', emails), eb('phone', 'in', phones), eb('username', 'in', usernames)]));
  const notices = demoNotifications(tenant);
  const owner = learners[0]!;
  const learning = demoLearning(tenant);
  /** The users row of a demo learner: its id is only known once the row is in, so children are INSERT ... SELECT. */
  const learner = (email: string) => db.selectFrom('users').where('school_id', '=', schoolId).where('email', '=', email);
  const LEARNER_TABLES = [
    'notifications', 'enrolments', 'lesson_progress', 'user_likes', 'bookmarks', 'reviews', 'sessions', 'tokens', 'attempts', 'billing_addresses', 'staff', 'referral_codes', 'subscriptions', 'legal_signatures', 'affiliates', 'affiliate_events', 'affiliate_payout_details', 'affiliate_clicks', 'affiliate_payouts',
    'support_staff', 'tickets', 'ticket_files', 'demands', 'demand_votes', 'batch_members', 'batch_achievements', 'batch_holds', 'code_submissions', 'offline_devices',
    'post_likes', 'post_bookmarks', 'post_answers', 'post_reports', 'community_members',
  ] as const;
  // The demo people's community posts, with every reply to them and what marks them.
  const demoPosts = db.selectFrom('posts').select('id').where('school_id', '=', schoolId).where('author_id', 'in', ids);
  const credit = demoWalletCredit(tenant);
  return [
    statement(db.deleteFrom('attempt_answers').where('school_id', '=', schoolId)
      .where('attempt_id', 'in', db.selectFrom('attempts').select('id').where('school_id', '=', schoolId).where('user_id', 'in', ids))),
    ...threadRemovalStatements(db, schoolId, demoPosts).map(statement),
    // The demo people's demands and tickets go with every vote and message on them (support's too).
    statement(db.deleteFrom('demand_messages').where('school_id', '=', schoolId)
      .where('demand_id', 'in', db.selectFrom('demands').select('id').where('school_id', '=', schoolId).where('user_id', 'in', ids))),
    statement(db.deleteFrom('demand_votes').where('school_id', '=', schoolId)
      .where('demand_id', 'in', db.selectFrom('demands').select('id').where('school_id', '=', schoolId).where('user_id', 'in', ids))),
    statement(db.deleteFrom('ticket_messages').where('school_id', '=', schoolId)
      .where('ticket_id', 'in', db.selectFrom('tickets').select('id').where('school_id', '=', schoolId).where('user_id', 'in', ids))),
    ...LEARNER_TABLES.map((table) => statement(db.deleteFrom(table).where('school_id', '=', schoolId).where('user_id', 'in', ids))),
    // What the demo learners' affiliate links brought (the orders stay the buyers').
    statement(db.deleteFrom('affiliate_clicks').where('school_id', '=', schoolId).where('affiliate_id', 'in', ids)),
    statement(db.deleteFrom('affiliate_orders').where('school_id', '=', schoolId).where('affiliate_id', 'in', ids)),
    // The demo learners' own referrals as friends; a real friend of a demo learner keeps theirs.
    statement(db.deleteFrom('referrals').where('school_id', '=', schoolId).where('friend_id', 'in', ids)),
    // The demo learners' wallets start again: every transaction that touched one goes, all of its legs, so the books
    // still balance (demo data only: a real learner's transactions are never deleted).
    statement(db.deleteFrom('ledger_entries').where('school_id', '=', schoolId).where('txn', 'in', db.selectFrom('ledger_entries').select('txn')
      .where('school_id', '=', schoolId).where('account', 'in', ids.clearSelect().select(sql<string>`'wallet:' || id`.as('account'))))),
    statement(db.deleteFrom('ledger_entries').where('school_id', '=', schoolId).where('txn', 'in', db.selectFrom('ledger_entries').select('txn')
      .where('school_id', '=', schoolId).where('account', 'in', (['held', 'payable', 'payout'] as const)
        .map((stage) => ids.clearSelect().select(sql<string>`'affiliate:' || id || ${`:${stage}`}`.as('account')))
        .reduce((union, next) => union.unionAll(next))))),
    statement(db.deleteFrom('otps').where('school_id', '=', schoolId).where('identifier', 'in', [...emails, ...phones])),
    statement(db.deleteFrom('users').where('school_id', '=', schoolId).where('id', 'in', ids)),
    ...insertRows(accounts.map((l) => ({
      school_id: schoolId, name: l.name, email: l.email, phone: l.phone, username: l.username, password_hash: DEMO_PASSWORD_HASH.hash,
      password_salt: DEMO_PASSWORD_HASH.salt, kdf_iterations: DEMO_PASSWORD_HASH.iterations, email_verified_at: DEMO_CREATED_MS,
      profile_json: JSON.stringify(l.profile), created_at: DEMO_CREATED_MS, updated_at: DEMO_CREATED_MS,
    })), (rows) => db.insertInto('users').values(rows)),
    // One INSERT per notification, oldest first: the list pages by id, so ids must follow the dates.
    ...learners.flatMap((l) => notices.map((n) => statement(db
      .insertInto('notifications')
      .columns(['school_id', 'user_id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
      .expression(learner(l.email).select((eb) => [
        eb.val(schoolId).as('school_id'), 'id', eb.val(n.kind).as('kind'), eb.val(n.title).as('title'), eb.val(n.body).as('body'),
        eb.val(n.link).as('link'), eb.val(epochMs(n.created_at)).as('created_at'), eb.val(msOrNull(n.read_at)).as('read_at'),
      ]))))),
    statement(db.insertInto('staff').columns(['school_id', 'user_id', 'role'])
      .expression(learner(faculty.email).select((eb) => [eb.val(schoolId).as('school_id'), 'id', eb.val('faculty').as('role')]))),
    statement(db.insertInto('staff').columns(['school_id', 'user_id', 'role'])
      .expression(learner(admin.email).select((eb) => [eb.val(schoolId).as('school_id'), 'id', eb.val('admin').as('role')]))),
    statement(db.insertInto('support_staff').columns(['school_id', 'user_id'])
      .expression(learner(support.email).select((eb) => [eb.val(schoolId).as('school_id'), 'id']))),
    ...demoDemands(tenant).flatMap((d, i) => {
      const at = epochMs(d.created_at);
      const requestId = `demo-demand-${i + 1}`;
      const demandId = db.selectFrom('demands').select('id').where('school_id', '=', schoolId).where('request_id', '=', requestId);
      return [
        statement(db.insertInto('demands').columns(['school_id', 'user_id', 'request_id', 'kind', 'title', 'details', 'product_id', 'status', 'votes', 'created_at', 'updated_at'])
          .expression(learner(d.asker).select((eb) => [
            eb.val(schoolId).as('school_id'), 'id', eb.val(requestId).as('request_id'), eb.val(d.kind).as('kind'), eb.val(d.title).as('title'), eb.val(d.details).as('details'),
            eb.val(d.product_id).as('product_id'), eb.val(d.answer?.status ?? 1).as('status'), eb.val(1 + d.voters.length).as('votes'), eb.val(at).as('created_at'),
            eb.val(at + (d.answer ? 86_400_000 : 0)).as('updated_at'),
          ]))),
        ...[d.asker, ...d.voters].map((email) => statement(db.insertInto('demand_votes').columns(['school_id', 'demand_id', 'user_id', 'created_at'])
          .expression(learner(email).select((eb) => [eb.val(schoolId).as('school_id'), demandId.as('demand_id'), 'id', eb.val(at).as('created_at')])))),
        ...(d.answer ? [statement(db.insertInto('demand_messages').columns(['school_id', 'demand_id', 'author_id', 'author_role', 'request_id', 'text', 'status_to', 'created_at'])
          .expression(learner(support.email).select((eb) => [
            eb.val(schoolId).as('school_id'), demandId.as('demand_id'), 'id', eb.val('support').as('author_role'), eb.val(requestId).as('request_id'),
            eb.val(d.answer!.text).as('text'), eb.val(d.answer!.status).as('status_to'), eb.val(at + 86_400_000).as('created_at'),
          ])))] : []),
      ];
    }),
    // Every demo learner starts with some admin credit in the wallet (issue 9).
    ...learners.flatMap((l) => ([0, 1] as const).map((leg) => statement(db
      .insertInto('ledger_entries')
      .columns(['school_id', 'txn', 'leg', 'account', 'kind', 'amount', 'order_id', 'note', 'created_at'])
      .expression(learner(l.email).select((eb) => [
        eb.val(schoolId).as('school_id'), sql<string>`'demo-credit:' || id`.as('txn'), eb.val(leg).as('leg'),
        leg === 0 ? sql<string>`'wallet:' || id`.as('account') : eb.val(SCHOOL_ACCOUNT.grants).as('account'), eb.val('admin_credit').as('kind'),
        eb.val(leg === 0 ? credit.amount : -credit.amount).as('amount'), eb.val(null).as('order_id'), eb.val(credit.note).as('note'), eb.val(DEMO_CREATED_MS).as('created_at'),
      ]))))),
    ...learning.enrolments.map((e) => statement(db
      .insertInto('enrolments')
      .columns(['school_id', 'user_id', 'course_id', 'pricing_id', 'enrolled_at', 'expires_at', 'progress_percent', 'last_opened_at'])
      .expression(learner(owner.email).select((eb) => [
        eb.val(schoolId).as('school_id'), 'id', eb.val(e.course_id).as('course_id'), eb.val(e.pricing_id).as('pricing_id'),
        eb.val(epochMs(e.enrolled_at)).as('enrolled_at'), eb.val(msOrNull(e.expires_at)).as('expires_at'),
        eb.val(e.progress_percent).as('progress_percent'), eb.val(msOrNull(e.last_opened_at)).as('last_opened_at'),
      ])))),
    ...learning.progress.map((p) => statement(db
      .insertInto('lesson_progress')
      .columns(['school_id', 'user_id', 'course_id', 'lesson_id', 'position', 'completed_at', 'updated_at'])
      .expression(learner(owner.email).select((eb) => [
        eb.val(schoolId).as('school_id'), 'id', eb.val(p.course_id).as('course_id'), eb.val(p.lesson_id).as('lesson_id'),
        eb.val(p.position).as('position'), eb.val(msOrNull(p.completed_at)).as('completed_at'), eb.val(epochMs(p.updated_at)).as('updated_at'),
      ])))),
    ...learning.favourites.map((f) => statement(db
      .insertInto('user_likes')
      .columns(['school_id', 'user_id', 'course_id', 'created_at'])
      .expression(learner(owner.email).select((eb) => [
        eb.val(schoolId).as('school_id'), 'id', eb.val(f.course_id).as('course_id'), eb.val(epochMs(f.created_at)).as('created_at'),
      ])))),
    ...learning.bookmarks.map((b) => statement(db
      .insertInto('bookmarks')
      .columns(['school_id', 'user_id', 'course_id', 'section_id', 'lesson_id', 'position', 'note', 'created_at'])
      .expression(learner(owner.email).select((eb) => [
        eb.val(schoolId).as('school_id'), 'id', eb.val(b.course_id).as('course_id'), eb.val(b.section_id).as('section_id'),
        eb.val(b.lesson_id).as('lesson_id'), eb.val(b.position).as('position'), eb.val(b.note).as('note'),
        eb.val(epochMs(b.created_at)).as('created_at'),
      ])))),
  ];
}

function deleteSchool(schoolId: number, slug: string): string[] {
  // By id and by slug: a school whose id or slug changed since the last seed must not leave rows behind.
  const ids = db.selectFrom('schools').select('id').where((eb) => eb.or([eb('id', '=', schoolId), eb('slug', '=', slug)]));
  return [
    // The feed's posts are the school's; its communities' posts are learners' (the demo ones go with the demo learners).
    statement(db.deleteFrom('posts').where((eb) => eb.or([eb('school_id', '=', schoolId), eb('school_id', 'in', ids)])).where('community_id', 'is', null)),
    ...SCHOOL_TABLES.map((table) => statement(table === 'reviews'
      ? db.deleteFrom('reviews').where((eb) => eb.or([eb('school_id', '=', schoolId), eb('school_id', 'in', ids)])).where('user_id', 'is', null)
      : table === 'live_alerts' || table === 'batch_announcements'
        ? db.deleteFrom(table).where((eb) => eb.or([eb('school_id', '=', schoolId), eb('school_id', 'in', ids)])).where('author_id', 'is', null)
        : db.deleteFrom(table).where((eb) => eb.or([eb('school_id', '=', schoolId), eb('school_id', 'in', ids)])))),
    statement(db.deleteFrom('schools').where((eb) => eb.or([eb('id', '=', schoolId), eb('slug', '=', slug)]))),
  ];
}

function mediaStatements(schoolId: number, tenant: LoadedTenant): string[] {
  const out: string[] = [];
  for (const file of tenant.media) {
    const bytes = readFileSync(path.resolve(tenant.dir, file.file));
    const body = bytes.toString('base64');
    out.push(...insertRows([{ school_id: schoolId, name: file.name, content_type: file.contentType, body_base64: body.slice(0, MEDIA_PART), digest: mediaDigest(bytes) }],
      (rows) => db.insertInto('media').values(rows)));
    for (let at = MEDIA_PART; at < body.length; at += MEDIA_PART) {
      out.push(statement(db
        .updateTable('media')
        .set((eb) => ({ body_base64: eb('body_base64', '||', body.slice(at, at + MEDIA_PART)) }))
        .where('school_id', '=', schoolId)
        .where('name', '=', file.name)));
    }
  }
  return out;
}

/** The school's coupons and GST state (tenant file checkout.json). */
function checkoutStatements(schoolId: number, tenant: LoadedTenant): string[] {
  const checkout = tenant.checkout ?? { seller_state: null, seller: null, coupons: [], address: { ask: 'never', course_ids: null } };
  return [
    ...insertRows([{
      school_id: schoolId, seller_state: checkout.seller_state, seller_json: checkout.seller ? JSON.stringify(checkout.seller) : null, address_json: JSON.stringify(checkout.address),
    }], (r) => db.insertInto('checkout_settings').values(r)),
    ...insertRows(checkout.coupons.map((c) => ({ school_id: schoolId, code: c.code, data_json: JSON.stringify(c) })), (r) => db.insertInto('coupons').values(r)),
  ];
}

/** The school's row: in the registry, and in its shard for the queries that join it. */
function schoolRow({ config }: LoadedTenant): string[] {
  const sc = config.school_config;
  return insertRows([{
    id: sc.school_id, slug: sc.slug, custom_domain: sc.custom_domain, products_order: JSON.stringify(sc.products_order),
    school_locked: config.school_feature.school_locked ? 1 : 0, config_json: JSON.stringify(config),
  }], (r) => db.insertInto('schools').values(r));
}

/** The registry's row of a school, replacing any with its id or slug (a school whose id or slug changed). */
function registryStatements(tenant: LoadedTenant): string[] {
  const sc = tenant.config.school_config;
  return [
    `-- ${sc.slug} (school ${sc.school_id})`,
    statement(db.deleteFrom('schools').where((eb) => eb.or([eb('id', '=', sc.school_id), eb('slug', '=', sc.slug)]))),
    ...schoolRow(tenant),
  ];
}

/** The statements that replace one school's rows in its shard. */
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
  const rows = <R extends Record<string, Value>>(list: R[]) => list;

  return [
    ...deleteSchool(id, sc.slug),
    ...schoolRow(tenant),
    ...mediaStatements(id, tenant),
    ...learnerStatements(id, tenant),
    ...insertRows(catalogue.categories.map((c, i) => ({
      school_id: id, id: c.id, position: i, name: c.name, custom_name: c.custom_name, description: c.description,
    })), (r) => db.insertInto('categories').values(r)),
    ...insertRows(catalogue.teachers.map((t, i) => ({
      school_id: id, id: t.id, position: i, name: t.name, headline: t.headline, bio: t.bio, avatar_url: t.avatar_url,
    })), (r) => db.insertInto('teachers').values(r)),
    ...insertRows(catalogue.products.map((p) => {
      const price = priceSummary(pricingsOf.get(p.id) ?? [], sc.currency);
      const row = {
        school_id: id, id: p.id, course_type: p.course_type, seo_title: p.seo_title, title: p.title, short_description: p.short_description,
        image_url: p.image_url, display_status: p.display_status, access: p.access, published_at: p.published_at,
        published_ms: epochMs(p.published_at), promo_headline: p.promo?.headline ?? null,
        search_text: [p.title, p.short_description, ...p.tags].join('\n').toLowerCase(),
        price: price?.price ?? null, list_price: price?.list_price ?? null, is_free: price?.is_free ? 1 : 0, data_json: JSON.stringify(productRest(p)),
      };
      return { ...row, digest: productDigest(row) };
    }), (r) => db.insertInto('products').values(r)),
    ...insertRows(catalogue.products.flatMap((p) => [...new Set(p.category_ids)].map((c) => ({ school_id: id, product_id: p.id, category_id: c }))),
      (r) => db.insertInto('product_categories').values(r)),
    ...insertRows(catalogue.products.flatMap((p) => [...new Set(p.teacher_ids)].map((t, i) => ({ school_id: id, product_id: p.id, teacher_id: t, position: i }))),
      (r) => db.insertInto('product_teachers').values(r)),
    // Tags match case-insensitively (the column is NOCASE), so "JEE" and "jee" on one product are one tag.
    ...insertRows(rows(catalogue.products.flatMap((p) => [...new Map(p.tags.map((t) => [t.toLowerCase(), t])).values()]
      .map((tag) => ({ school_id: id, product_id: p.id, tag })))), (r) => db.insertInto('product_tags').values(r)),
    ...insertRows(catalogue.pricings.map((p, i) => ({
      school_id: id, id: p.id, course_id: p.course_id, position: i, plan_name: p.plan_name, plan_type: p.plan_type, price: p.price,
      discount_kind: p.discount?.kind ?? null, discount_value: p.discount?.value ?? null, validity_type: p.validity.validity_type,
      end_date: p.validity.validity_type === 'fixed' ? p.validity.end_date : null,
      validity_days: p.validity.validity_type === 'relative' ? p.validity.validity : null, tax_mode: p.tax_mode, is_default: p.is_default ? 1 : 0,
    })), (r) => db.insertInto('pricings').values(r)),
    ...insertRows(catalogue.subscription_plans.map((p, i) => ({
      school_id: id, id: p.id, course_id: p.course_id, position: i, name: p.name, data_json: JSON.stringify(p),
    })), (r) => db.insertInto('subscription_plans').values(r)),
    ...insertRows(catalogue.reviews.map((r) => ({
      school_id: id, id: r.id, course_id: r.course_id, author_name: r.author_name, rating: r.rating, text: r.text, created_at: r.created_at,
      created_ms: epochMs(r.created_at),
    })), (r) => db.insertInto('reviews').values(r)),
    ...insertRows(lessonContentRows(tenant).map((r) => ({ ...r })), (r) => db.insertInto('lesson_content').values(r as LessonContentTable[])),
    ...insertRows(supplementContentRows(tenant).map((r) => ({ ...r })), (r) => db.insertInto('supplement_content').values(r as SupplementContentTable[])),
    ...insertRows(catalogue.faqs.map((f, i) => ({
      school_id: id, id: f.id, course_id: f.course_id, position: i, question: f.question, answer: f.answer,
    })), (r) => db.insertInto('faqs').values(r)),
    ...checkoutStatements(id, tenant),
    ...paperStatements(id, tenant),
    ...feedStatements(id, tenant),
    ...communityStatements(id, tenant),
    ...liveStatements(id, tenant),
    ...batchStatements(id, tenant),
    ...insertRows((tenant.code?.challenges ?? []).map((c) => ({
      school_id: id, id: c.id, language: c.language, course_id: c.lesson?.course_id ?? null, lesson_id: c.lesson?.lesson_id ?? null, data_json: JSON.stringify(c),
    })), (r) => db.insertInto('code_challenges').values(r)),
  ];
}

/**
 * The school's batches (batches.json; decision 0084): a batch given days from the seed starts that many days from
 * today at its start time in the school's timezone, so a demo school always has one running and one about to start;
 * each calendar entry opens on its day at its time (or the start's).
 */
function batchStatements(schoolId: number, tenant: LoadedTenant, now = Date.now()): string[] {
  const file = tenant.batches;
  if (!file) return [];
  const zone = file.timezone;
  const today = new TZDate(now, zone);
  const at = (dayOffset: number, clock: string, from: { y: number; m: number; d: number }) =>
    new TZDate(from.y, from.m, from.d + dayOffset, Number(clock.slice(0, 2)), Number(clock.slice(3, 5)), zone).getTime();
  const rows = file.batches.map((b) => {
    const start = b.starts_at !== undefined ? new TZDate(epochMs(b.starts_at), zone) : new TZDate(at(b.starts_in_days!, b.start_time, { y: today.getFullYear(), m: today.getMonth(), d: today.getDate() }), zone);
    const day = { y: start.getFullYear(), m: start.getMonth(), d: start.getDate() };
    const clock = `${String(start.getHours()).padStart(2, '0')}:${String(start.getMinutes()).padStart(2, '0')}`;
    return {
      batch: {
        school_id: schoolId, id: b.id, product_id: b.product_id, name: b.name, starts_ms: start.getTime(), ends_ms: at(b.length_days, clock, day), seats: b.seats, about: b.about,
        leaderboard_hidden: b.leaderboard === 'hidden' ? 1 : 0,
      },
      calendar: b.calendar.map((item) => ({ school_id: schoolId, batch_id: b.id, lesson_id: item.lesson_id, opens_ms: at(item.day, item.time ?? clock, day) })),
      // A live lesson in the calendar is the batch's own class at that time: the product's class (live.json) gives
      // its kind, its stream and its reminder, and its Zoom meeting unless the batch has its own; its recording is the
      // batch's own, none yet.
      classes: b.calendar.flatMap((item) => {
        const own = tenant.live?.classes.find((cls) => cls.course_id === b.product_id && cls.lesson_id === item.lesson_id);
        return own ? [{ ...liveClassRow(schoolId, tenant, { ...own, recording_lesson_id: undefined, cancelled: false, zoom: item.zoom ?? own.zoom }, at(item.day, item.time ?? clock, day), now), batch_id: b.id }] : [];
      }),
      // Only what has been said by now: an upcoming batch's announcements wait for their day.
      announcements: b.announcements.map((a) => ({ school_id: schoolId, batch_id: b.id, author_id: null, author_name: demoFaculty(tenant).name, title: a.title, body: a.body, created_ms: at(a.after_days, clock, day) }))
        .filter((a) => a.created_ms <= now),
    };
  });
  const badges = file.achievements.map((a, position) => ({
    school_id: schoolId, id: a.id, title: a.title, description: a.description, kind: a.rule.kind, position,
    amount: a.rule.kind === 'streak' ? a.rule.days : a.rule.kind === 'rank' ? a.rule.top : a.rule.kind === 'progress' ? a.rule.percent : 0,
  }));
  return [
    ...insertRows(rows.map((r) => r.batch), (r) => db.insertInto('batches').values(r)),
    ...insertRows(rows.flatMap((r) => r.calendar), (r) => db.insertInto('batch_calendar').values(r)),
    ...insertRows(rows.flatMap((r) => r.classes), (r) => db.insertInto('live_classes').values(r)),
    ...insertRows(rows.flatMap((r) => r.announcements).sort((x, y) => x.created_ms - y.created_ms), (r) => db.insertInto('batch_announcements').values(r)),
    ...insertRows(badges, (r) => db.insertInto('batch_badges').values(r)),
  ];
}

/**
 * The school's live classes (live.json): a class given minutes from the seed starts that long after now, so a demo
 * school always has one on; its length is the live lesson's own.
 */
function liveStatements(schoolId: number, tenant: LoadedTenant, now = Date.now()): string[] {
  const live = tenant.live;
  if (!live) return [];
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const alerts = insertRows(live.alerts.map((a, i) => ({
    school_id: schoolId, author_id: null, author_name: demoFaculty(tenant).name, title: a.title, body: a.body, product_id: a.product_id ?? null,
    // Oldest first, so the list's order (newest id first) is the order they were made; never later than now.
    created_ms: Math.min(today - a.days_ago * DAY_MS + (10 * 60 + i * 13) * 60_000, now - (live.alerts.length - i) * 60_000),
  })).sort((x, y) => x.created_ms - y.created_ms), (r) => db.insertInto('live_alerts').values(r));
  return [...alerts, ...insertRows(live.classes.map((cls) => liveClassRow(schoolId, tenant, cls, cls.starts_at !== undefined ? epochMs(cls.starts_at) : now + cls.starts_in_minutes! * 60_000, now)),
    (r) => db.insertInto('live_classes').values(r))];
}

/** A class's row: its length is the live lesson's own; a class whose reminder time passed before the seed is not reminded late. */
function liveClassRow(schoolId: number, tenant: LoadedTenant, cls: TenantLiveClass, starts: number, now: number) {
  const live = tenant.live!;
  const lesson = tenant.catalogue.products.find((p) => p.id === cls.course_id)!.sections.flatMap((s) => s.lessons).find((l) => l.id === cls.lesson_id)!;
  return {
    school_id: schoolId, course_id: cls.course_id, lesson_id: cls.lesson_id, type: cls.type, starts_ms: starts,
    duration_s: lesson.duration_seconds!, cancelled: cls.cancelled ? 1 : 0,
    recording_lesson_id: cls.recording_lesson_id ?? null, zoom_json: cls.zoom ? JSON.stringify(cls.zoom) : null, stream_url: cls.stream_url ?? null,
    reminder_minutes: live.reminder_minutes,
    reminded_ms: starts - live.reminder_minutes * 60_000 <= now ? now : null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The school's feed posts (feed.json), dated relative to the day of the seed so the demo feed is always the last
 * month's. Learners' likes and bookmarks outlive a seed, like their accounts: the posts' counts are counted again
 * from them, the one time rows are written around the triggers that keep the counts (migration 0026).
 */
function feedStatements(schoolId: number, tenant: LoadedTenant, now = Date.now()): string[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  // A post of today at a time still to come is yesterday's: a feed never shows a post from the future.
  const at = (daysAgo: number, time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const ms = today - daysAgo * DAY_MS + (hours * 60 + minutes) * 60_000;
    return ms > now ? ms - DAY_MS : ms;
  };
  const posts = tenant.feed?.posts ?? [];
  return [
    ...insertRows(posts.map((p) => ({
      school_id: schoolId, id: p.id, slug: p.slug, post_type: p.post_type, language: p.language, category: p.category ?? null, title: p.title, body: p.body,
      quiz_json: p.quiz ? JSON.stringify(p.quiz) : null, pdf: p.pdf ?? null, video: p.video ? 1 : 0, published_ms: at(p.days_ago, p.time),
    })), (r) => db.insertInto('posts').values(r)),
    `UPDATE posts SET like_count = (SELECT COUNT(*) FROM post_likes l WHERE l.school_id = posts.school_id AND l.post_id = posts.id), `
      + `bookmark_count = (SELECT COUNT(*) FROM post_bookmarks b WHERE b.school_id = posts.school_id AND b.post_id = posts.id) WHERE school_id = ${schoolId};`,
  ];
}

/** A seeded post's text as a rich-text document: a paragraph per blank-line-separated block. */
const textDoc = (text: string): RichDoc => ({
  type: 'doc',
  content: text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean).map((p) => ({ type: 'paragraph', content: [{ type: 'text', text: p }] })),
});

/**
 * The school's communities (communities.json), their demo members and their opening threads, written by the demo
 * learners and the demo faculty. Posts are dated relative to the seed, replies after their post and never in the
 * future. Ids come as the API allocates them (above the feed's); replies find their post by its title, the marked
 * answer by its text. Counts are counted again at the end, as the feed's are.
 */
function communityStatements(schoolId: number, tenant: LoadedTenant, now = Date.now()): string[] {
  const learners = demoLearners(tenant);
  const faculty = demoFaculty(tenant);
  const emailOf = (author: number | 'faculty') => (author === 'faculty' ? faculty.email : learners[author]!.email);
  const person = (author: number | 'faculty') => db.selectFrom('users').where('school_id', '=', schoolId).where('email', '=', emailOf(author));
  const communities = tenant.communities?.communities ?? [];
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const out: string[] = [
    ...insertRows([{ school_id: schoolId, blocked_words_json: JSON.stringify(tenant.communities?.moderation.blocked_words ?? []) }], (r) => db.insertInto('school_moderation').values(r)),
    ...insertRows(communities.map((c, position) => ({
      school_id: schoolId, id: c.id, slug: c.slug, title: c.title, description: c.description, product_id: c.product_id ?? null, position,
    })), (r) => db.insertInto('communities').values(r)),
  ];
  const nextId = nextPostId(schoolId);
  for (const c of communities) {
    for (const author of ['faculty' as const, ...c.members]) {
      out.push(statement(db.insertInto('community_members').columns(['school_id', 'community_id', 'user_id', 'joined_ms'])
        .expression(person(author).select((eb) => [eb.val(schoolId).as('school_id'), eb.val(c.id).as('community_id'), 'id', eb.val(DEMO_CREATED_MS).as('joined_ms')]))
        .onConflict((oc) => oc.doNothing())));
    }
    c.posts.forEach((post, i) => {
      // Spread over the day, oldest first within a day; never later than now.
      const at = Math.min(today - post.days_ago * DAY_MS + (9 * 60 + i * 47) * 60_000, now - (c.posts.length - i) * 60_000);
      const parent = db.selectFrom('posts').select('id').where('school_id', '=', schoolId).where('community_id', '=', c.id).where('parent_id', 'is', null).where('title', '=', post.title);
      out.push(statement(db.insertInto('posts').columns(['school_id', 'id', 'community_id', 'author_id', 'kind', 'title', 'doc', 'published_ms'])
        .expression(person(post.author).select((eb) => [
          eb.val(schoolId).as('school_id'), nextId.as('pid'), eb.val(c.id).as('community_id'), 'id', eb.val(post.kind).as('kind'), eb.val(post.title).as('title'),
          eb.val(JSON.stringify(textDoc(post.text))).as('doc'), eb.val(at).as('published_ms'),
        ]))));
      post.replies.forEach((reply, j) => {
        const doc = JSON.stringify(textDoc(reply.text));
        out.push(statement(db.insertInto('posts').columns(['school_id', 'id', 'community_id', 'parent_id', 'author_id', 'kind', 'doc', 'published_ms'])
          .expression(person(reply.author).select((eb) => [
            eb.val(schoolId).as('school_id'), nextId.as('pid'), eb.val(c.id).as('community_id'), parent.as('parent'), 'id', eb.val('post').as('kind'),
            eb.val(doc).as('doc'), eb.val(Math.min(at + (j + 1) * 23 * 60_000, now - 1000)).as('published_ms'),
          ]))));
        if (reply.answer) {
          out.push(statement(db.updateTable('posts')
            .set({ resolved_by: db.selectFrom('posts as r').select('r.id').where('r.school_id', '=', schoolId).where('r.parent_id', '=', parent).where('r.doc', '=', doc).limit(1) })
            .where('school_id', '=', schoolId).where('id', '=', parent)));
        }
      });
    });
  }
  out.push(...discussionStatements(schoolId, tenant, person, now));
  out.push(
    `UPDATE communities SET member_count = (SELECT COUNT(*) FROM community_members m WHERE m.school_id = communities.school_id AND m.community_id = communities.id), `
      + `post_count = (SELECT COUNT(*) FROM posts p WHERE p.school_id = communities.school_id AND p.community_id = communities.id AND p.parent_id IS NULL) WHERE school_id = ${schoolId};`,
    `UPDATE posts SET reply_count = (SELECT COUNT(*) FROM posts r WHERE r.school_id = posts.school_id AND r.parent_id = posts.id), `
      + `like_count = (SELECT COUNT(*) FROM post_likes l WHERE l.school_id = posts.school_id AND l.post_id = posts.id), `
      + `bookmark_count = (SELECT COUNT(*) FROM post_bookmarks b WHERE b.school_id = posts.school_id AND b.post_id = posts.id) WHERE school_id = ${schoolId} AND community_id IS NOT NULL;`,
  );
  return out;
}

/**
 * The demo course discussions (communities.json's `discussions`): questions by demo learners, dated relative to the
 * seed, with replies after them; the demo faculty's first reply answers its question, as the API's does.
 */
function discussionStatements(schoolId: number, tenant: LoadedTenant, person: (author: number | 'faculty') => ReturnType<typeof db.selectFrom<'users'>>, now: number): string[] {
  const out: string[] = [];
  const nextId = nextPostId(schoolId);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  (tenant.communities?.discussions ?? []).forEach((d, i) => {
    const at = Math.min(today - d.days_ago * DAY_MS + (10 * 60 + i * 37) * 60_000, now - 3_600_000);
    const space = discussionSpace(d.course_id, d.kind);
    const question = db.selectFrom('posts').select('id').where('school_id', '=', schoolId).where('community_id', '=', space).where('parent_id', 'is', null).where('body', '=', d.text).limit(1);
    out.push(statement(db.insertInto('posts').columns(['school_id', 'id', 'community_id', 'course_id', 'lesson_id', 'lesson_at', 'author_id', 'kind', 'body', 'published_ms'])
      .expression(person(d.author).select((eb) => [
        eb.val(schoolId).as('school_id'), nextId.as('pid'), eb.val(space).as('community_id'), eb.val(d.course_id).as('course_id'), eb.val(d.lesson_id ?? null).as('lesson_id'),
        eb.val(d.lesson_at ?? null).as('lesson_at'), 'id', eb.val(d.kind).as('kind'), eb.val(d.text).as('body'), eb.val(at).as('published_ms'),
      ]))));
    d.replies.forEach((reply, j) => {
      out.push(statement(db.insertInto('posts').columns(['school_id', 'id', 'community_id', 'course_id', 'parent_id', 'author_id', 'kind', 'body', 'published_ms'])
        .expression(person(reply.author).select((eb) => [
          eb.val(schoolId).as('school_id'), nextId.as('pid'), eb.val(space).as('community_id'), eb.val(d.course_id).as('course_id'), question.as('parent'), 'id',
          eb.val(d.kind).as('kind'), eb.val(reply.text).as('body'), eb.val(Math.min(at + (j + 1) * 41 * 60_000, now - 1000)).as('published_ms'),
        ]))));
      if (reply.author === 'faculty') {
        out.push(statement(db.updateTable('posts')
          .set({ resolved_by: db.selectFrom('posts as r').select('r.id').where('r.school_id', '=', schoolId).where('r.parent_id', '=', question).where('r.body', '=', reply.text).limit(1) })
          .where('school_id', '=', schoolId).where('id', '=', question).where('resolved_by', 'is', null)));
      }
    });
  });
  return out;
}

/** The papers of the school's tests and quiz lessons, and their questions (question-bank/papers.ts). */
function paperStatements(schoolId: number, tenant: LoadedTenant): string[] {
  const papers = papersOf(tenant.catalogue.products, tenant.tests, tenant.config.school_config.Languages);
  return [
    ...peerStatements(schoolId, tenant, papers),
    ...insertRows(papers.map((p) => ({
      school_id: schoolId, test_id: p.test_id, lesson_id: p.lesson_id, title: p.title, rules_json: JSON.stringify(p.rules),
      sections_json: JSON.stringify(p.sections), max_score: p.max_score,
    })), (r) => db.insertInto('test_papers').values(r)),
    ...insertRows(papers.flatMap((p) => p.questions.map((q, position) => ({
      school_id: schoolId, id: q.id, test_id: p.test_id, lesson_id: p.lesson_id, position, data_json: JSON.stringify(q),
    }))), (r) => db.insertInto('questions').values(r)),
    ...insertRows((tenant.tests?.offline ?? []).map((sitting, i) => ({ school_id: schoolId, test_id: sitting.test_id, sitting: i, data_json: JSON.stringify(sitting) })),
      (r) => db.insertInto('offline_sittings').values(r)),
  ];
}

/**
 * The statements that (re)seed one school's shard (docs/decisions/0087-school-shards.md): its rows replaced, its
 * learners' own rows kept. Run as one batch, so a reseed is all or nothing.
 */
export const schoolSeed = (tenant: LoadedTenant): string[] => schoolStatements(tenant);

/** The seed of one school's shard as a file (for reading, and the tests of the mapping). */
export function schoolSeedSql(tenant: LoadedTenant): string {
  const sc = tenant.config.school_config;
  return `${[`-- ${sc.slug} (school ${sc.school_id})`, ...schoolStatements(tenant)].join('\n')}\n`;
}

/**
 * SQL that (re)writes the given schools' rows in the platform's registry (the shared D1): each school's row, by which
 * a request finds its school. Their learner data is in their shards (schoolSeed). Other schools are left alone.
 */
export function registrySql(tenants: readonly LoadedTenant[]): string {
  const lines = ['-- Generated by scripts/seed.ts (src/api/seed/). Do not edit; run `node scripts/seed.ts` again.'];
  for (const tenant of tenants) lines.push(...registryStatements(tenant));
  return `${lines.join('\n')}\n`;
}
