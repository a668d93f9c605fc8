/**
 * A batch's life (src/contract/batch.ts; docs/decisions/0084-batches.md): its faculty's announcements, its
 * leaderboard (which an admin may hide), the school's achievements earned in it, and its members' reviews. Members
 * and the school's staff read them; another school's batch is not found.
 */
import type { Context, Handler } from 'hono';
import {
  AnnounceRequest, BATCH_TEXT, BatchParams, LeaderboardSetting,
  type AchievementsResponse, type BatchAnnouncement, type BatchAnnouncementsResponse, type BatchReviewsResponse, type LeaderboardResponse,
} from '../../../contract/batch.ts';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { newsChannel } from '../../../contract/rooms.ts';
import type { Db } from '../../db/database.ts';
import { batchStandings, memberAchievements, toStanding } from '../../lib/batch-standing.ts';
import { batchNotFound, batchReader, batchStaff } from '../../lib/batches.ts';
import { ApiError } from '../../lib/errors.ts';
import { tellChannel } from '../../lib/live-alerts.ts';
import { courseOutline } from '../../lib/lessons.ts';
import { noStore } from '../../lib/respond.ts';
import { accountSettings } from '../../lib/school-settings.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv, School } from '../../types.ts';

/** Lines of the leaderboard a page shows; the reader's own line comes besides when it falls below. */
const STANDINGS_SHOWN = 100;
const ANNOUNCEMENTS_SHOWN = 50;

async function batchRow(db: Db, school: School, batchId: number) {
  const row = await db.selectFrom('batches as b').innerJoin('products as p', (j) => j.onRef('p.school_id', '=', 'b.school_id').onRef('p.id', '=', 'b.product_id'))
    .select(['b.id', 'b.product_id', 'b.name', 'b.starts_ms', 'b.leaderboard_hidden', 'p.seo_title'])
    .where('b.school_id', '=', school.id).where('b.id', '=', batchId).executeTakeFirst();
  if (!row) throw batchNotFound();
  return row;
}
type BatchRef = Awaited<ReturnType<typeof batchRow>>;

/** The reader's place: a member, the school's faculty or admin, or neither (refused). */
async function reader(c: Context<AppEnv>, db: Db, batch: Pick<BatchRef, 'id'>) {
  const { user } = await requireSession(c);
  return { user, ...(await batchReader(db, c.var.school, batch.id, user.id)) };
}

const tabLink = async (db: Db, school: School, tab: string, batch: Pick<BatchRef, 'id' | 'seo_title'>) =>
  `/${(await accountSettings(db, school)).basePrefix}/batch/${tab}?batchId=${batch.id}&productSeo=${batch.seo_title}`;

const toAnnouncement = (row: { id: number; title: string; body: string; author_name: string; created_ms: number }): BatchAnnouncement => ({
  id: row.id, title: row.title, body: row.body, author_name: row.author_name, created_at: new Date(row.created_ms).toISOString(),
});

/** `CALLS.batchAnnouncements` (session; members and staff): the batch's announcements, newest first. */
export const batchAnnouncements: Handler<AppEnv> = async (c) => {
  const { batchId } = parseInput(BatchParams, c.req.param());
  const db = c.var.db;
  const batch = await batchRow(db, c.var.school, batchId);
  const { staff } = await reader(c, db, batch);
  const rows = await db.selectFrom('batch_announcements').select(['id', 'title', 'body', 'author_name', 'created_ms'])
    .where('school_id', '=', c.var.school.id).where('batch_id', '=', batch.id).orderBy('id', 'desc').limit(ANNOUNCEMENTS_SHOWN).execute();
  const body: BatchAnnouncementsResponse = { announcements: rows.map(toAnnouncement), can_send: staff !== null };
  return noStore(c, body);
};

/**
 * `CALLS.announce` (session; the school's faculty and admins): the announcement, and a notification for each member,
 * in one batch; then the batch's channel tells the pages open on it. Learners of the school outside the batch hear
 * nothing.
 */
export const announce: Handler<AppEnv> = async (c) => {
  const { batchId } = parseInput(BatchParams, c.req.param());
  const input = await parseBody(c, AnnounceRequest);
  const db = c.var.db;
  const school = c.var.school;
  const batch = await batchRow(db, school, batchId);
  const { user, staff } = await reader(c, db, batch);
  if (!staff) throw new ApiError(ERROR_CODE.forbidden, BATCH_TEXT.facultyOnly);
  const now = Date.now();
  const link = await tabLink(db, school, 'announcement', batch);
  const [inserted] = await db.batch([
    db.insertInto('batch_announcements').values({ school_id: school.id, batch_id: batch.id, author_id: user.id, author_name: user.name, title: input.title, body: input.body, created_ms: now })
      .returning(['id', 'title', 'body', 'author_name', 'created_ms']),
    db.insertInto('notifications').columns(['school_id', 'user_id', 'kind', 'title', 'body', 'link', 'created_at'])
      .expression(db.selectFrom('batch_members').select((eb) => [
        eb.val(school.id).as('school_id'), 'user_id', eb.val('announcement').as('kind'), eb.val(`${batch.name}: ${input.title}`).as('title'), eb.val(input.body).as('body'),
        eb.val(link).as('link'), eb.val(now).as('created_at'),
      ]).where('school_id', '=', school.id).where('batch_id', '=', batch.id).where('user_id', '<>', user.id)),
  ]);
  const announcement = toAnnouncement(inserted[0]!);
  await tellChannel(c.env.ROOMS, school, newsChannel(batch.id), { e: 'alert', alert: { id: announcement.id, title: announcement.title, body: announcement.body, created_at: announcement.created_at } });
  return noStore(c, { announcement });
};

/**
 * `CALLS.batchLeaderboard` (session; members and staff): the members ranked by the course's tests and progress.
 * Hidden by an admin, learners are told so (404 with the school's words) and staff still read it.
 */
export const batchLeaderboard: Handler<AppEnv> = async (c) => {
  const { batchId } = parseInput(BatchParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const batch = await batchRow(db, school, batchId);
  const { user, staff } = await reader(c, db, batch);
  const hidden = batch.leaderboard_hidden === 1;
  if (hidden && !staff) throw new ApiError(ERROR_CODE.notFound, BATCH_TEXT.leaderboardHidden);
  const ranked = await batchStandings(db, school, batch.id, await courseOutline(db, school, { id: batch.product_id }));
  const mine = ranked.find((r) => r.user_id === user.id);
  const body: LeaderboardResponse = {
    standings: ranked.slice(0, STANDINGS_SHOWN).map((r) => toStanding(r, user.id)),
    mine: mine ? toStanding(mine, user.id) : null,
    members: ranked.length,
    hidden,
    can_hide: staff === 'admin',
  };
  return noStore(c, body);
};

/** `CALLS.setLeaderboard` (session; the school's admins): hides or shows the batch's leaderboard to its learners. */
export const setLeaderboard: Handler<AppEnv> = async (c) => {
  const { batchId } = parseInput(BatchParams, c.req.param());
  const { hidden } = await parseBody(c, LeaderboardSetting);
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  if ((await batchStaff(db, school, user.id)) !== 'admin') throw new ApiError(ERROR_CODE.forbidden, BATCH_TEXT.adminOnly);
  const batch = await batchRow(db, school, batchId);
  await db.updateTable('batches').set({ leaderboard_hidden: hidden ? 1 : 0 }).where('school_id', '=', school.id).where('id', '=', batch.id).execute();
  return noStore(c, { hidden });
};

/**
 * `CALLS.batchAchievements` (session; members and staff): the school's achievements, the reader's in this batch (a
 * member's newly reached milestones recorded and told now), and how many of the batch hold each.
 */
export const batchAchievements: Handler<AppEnv> = async (c) => {
  const { batchId } = parseInput(BatchParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const batch = await batchRow(db, school, batchId);
  const { user, member } = await reader(c, db, batch);
  // Staff see the school's list and the batch's counts; only members earn.
  const ranked = member ? await batchStandings(db, school, batch.id, await courseOutline(db, school, { id: batch.product_id })) : [];
  const earner = member ? { id: user.id, standing: ranked.find((r) => r.user_id === user.id) ?? null } : null;
  const achievements = await memberAchievements(db, school, batch, earner, await tabLink(db, school, 'achievements', batch));
  const body: AchievementsResponse = { achievements };
  return noStore(c, body);
};

/**
 * `CALLS.batchReviews` (session; members and staff; BatchParams -> BatchReviewsResponse): the course's reviews by the
 * batch's members, newest first. Not public: the list says who is in the batch.
 */
export const batchReviews: Handler<AppEnv> = async (c) => {
  const { batchId } = parseInput(BatchParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const batch = await batchRow(db, school, batchId);
  const { user, member } = await reader(c, db, batch);
  const userId = user.id;
  const rows = await db.selectFrom('reviews as r').innerJoin('batch_members as m', (j) => j.onRef('m.school_id', '=', 'r.school_id').onRef('m.user_id', '=', 'r.user_id'))
    .select(['r.id', 'r.author_name', 'r.rating', 'r.text', 'r.created_ms', 'r.user_id'])
    .where('r.school_id', '=', school.id).where('r.course_id', '=', batch.product_id).where('r.status', '=', 'published').where('m.batch_id', '=', batch.id)
    .orderBy('r.created_ms', 'desc').execute();
  const count = rows.length;
  const body: BatchReviewsResponse = {
    reviews: rows.map((r) => ({ id: r.id, author_name: r.author_name, rating: r.rating, text: r.text, created_at: new Date(r.created_ms).toISOString(), mine: r.user_id === userId })),
    count,
    average: count === 0 ? 0 : Math.round((rows.reduce((sum, r) => sum + r.rating, 0) / count) * 10) / 10,
    can_review: member && !rows.some((r) => r.user_id === userId),
  };
  return noStore(c, body);
};
