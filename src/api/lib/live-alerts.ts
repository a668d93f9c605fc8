/**
 * Live alerts (src/contract/live-alerts.ts; issue 42): a school's announcements. Sending one writes it, makes it a
 * notification of every learner of the school in the same batch, then tells the school's alert channel (a room of
 * decision 0070), whose every open page shows it at once. A page that was closed finds the notification later.
 */
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { ALERT_TEXT, type LiveAlert, type SendAlertRequest } from '../../contract/live-alerts.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { ALERT_CHANNEL, type RoomEvent, type RoomName } from '../../contract/rooms.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { ROOM_BROADCAST_HEADER } from '../rooms/member-header.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import { accountSettings } from './school-settings.ts';

type SendAlertInput = z.output<typeof SendAlertRequest>;
type AlertRow = Selectable<Database['live_alerts']> & { p_id: number | null; p_title: string | null; p_seo: string | null; p_type: number | null };

export const alertNotFound = (): ApiError => new ApiError(ERROR_CODE.notFound, ALERT_TEXT.notFound);

const toAlert = (row: AlertRow): LiveAlert => ({
  id: row.id,
  title: row.title,
  body: row.body,
  product: row.p_id === null ? null : { id: row.p_id, title: row.p_title!, seo_title: row.p_seo!, course_type: row.p_type! },
  author_name: row.author_name,
  created_at: new Date(row.created_ms).toISOString(),
});

function alertsQuery(db: Db, school: School) {
  return db.selectFrom('live_alerts as a')
    .leftJoin('products as p', (j) => j.onRef('p.school_id', '=', 'a.school_id').onRef('p.id', '=', 'a.product_id'))
    .selectAll('a')
    .select(['p.id as p_id', 'p.title as p_title', 'p.seo_title as p_seo', 'p.course_type as p_type'])
    .where('a.school_id', '=', school.id);
}

/** The school's alerts, newest first, a page at a time; with `productId`, those about that product. */
export async function listAlerts(db: Db, school: School, opts: { productId?: number | undefined; before?: number | undefined; limit: number }): Promise<{ alerts: LiveAlert[]; next_before: number | null }> {
  let query = alertsQuery(db, school);
  if (opts.productId !== undefined) query = query.where('a.product_id', '=', opts.productId);
  if (opts.before !== undefined) query = query.where('a.id', '<', opts.before);
  const rows = await query.orderBy('a.id', 'desc').limit(opts.limit + 1).execute();
  const page = rows.slice(0, opts.limit);
  return { alerts: page.map(toAlert), next_before: rows.length > opts.limit ? page.at(-1)!.id : null };
}

export async function getAlert(db: Db, school: School, id: number): Promise<LiveAlert> {
  const row = await alertsQuery(db, school).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw alertNotFound();
  return toAlert(row);
}

/**
 * Sends an alert: the row, and a notification for every learner of the school but its author, in one batch; then the
 * school's channel is told. The channel failing loses nothing: the notifications are written.
 */
export async function sendAlert(db: Db, rooms: ApiEnv['ROOMS'], school: School, author: { id: number; name: string }, input: SendAlertInput, now = Date.now()): Promise<LiveAlert> {
  const { basePrefix } = await accountSettings(db, school);
  // One transaction: the alert and everyone's notification of it, or neither. The link names the alert's own id,
  // the school's newest inside the transaction (the shard writes one transaction at a time).
  const [inserted] = await db.batch([
    db.insertInto('live_alerts').values({ school_id: school.id, author_id: author.id, author_name: author.name, title: input.title, body: input.body, product_id: input.product_id ?? null, created_ms: now })
      .returning('id'),
    db.insertInto('notifications').columns(['school_id', 'user_id', 'kind', 'title', 'body', 'link', 'created_at'])
      .expression(db.selectFrom('users').select((eb) => [
        eb.val(school.id).as('school_id'), 'id', eb.val('announcement').as('kind'), eb.val(input.title).as('title'), eb.val(input.body).as('body'),
        sql<string>`${`/${basePrefix}/live-alert/`} || (SELECT max(id) FROM live_alerts WHERE school_id = ${school.id})`.as('link'), eb.val(now).as('created_at'),
      ]).where('school_id', '=', school.id).where('id', '<>', author.id)),
  ]);
  const id = inserted[0]!.id;
  const alert = await getAlert(db, school, id);
  await tellChannel(rooms, school, ALERT_CHANNEL, { e: 'alert', alert: { id, title: alert.title, body: alert.body, created_at: alert.created_at } });
  return alert;
}

/**
 * Tells a channel's open pages what the API just wrote. Never fails the caller: the channel being unreachable loses
 * nothing, as what it tells is in the learners' notifications already.
 */
export async function tellChannel(rooms: ApiEnv['ROOMS'], school: Pick<School, 'id'>, channel: RoomName, event: RoomEvent): Promise<void> {
  try {
    const stub = rooms.get(rooms.idFromName(`${school.id}/${channel}`));
    await stub.fetch('https://room/broadcast', { method: 'POST', headers: { [ROOM_BROADCAST_HEADER]: '1', 'content-type': 'application/json' }, body: JSON.stringify(event) });
  } catch (error) {
    console.error(`channel ${channel} unreachable; the notifications carry its news`, error);
  }
}
