import type { Handler } from 'hono';
import { sql } from 'kysely';
import { PAYLOAD_BYTES, type SystemCheckResponse } from '../../contract/system-check.ts';
import { courseOutline } from '../lib/lessons.ts';
import { noStore } from '../lib/respond.ts';
import type { AppEnv } from '../types.ts';

/** Products whose lectures are looked through for a free preview: enough for any school's first few courses. */
const LOOKED_AT = 10;

/**
 * `CALLS.systemCheck` (no session; -> SystemCheckResponse): the server's time, for the device's clock to be compared
 * with, and the first free-preview lecture of a product the school sells, for the check to play a few seconds of.
 */
export const systemCheck: Handler<AppEnv> = async (c) => {
  const db = c.var.db;
  const school = c.var.school;
  const courses = await db.selectFrom('lesson_content as l')
    .innerJoin('products as p', (join) => join.onRef('p.school_id', '=', 'l.school_id').onRef('p.id', '=', 'l.course_id'))
    .select('l.course_id').distinct()
    .where('l.school_id', '=', school.id).where('l.kind', '=', 'video').where('p.display_status', '=', 'live').where('p.access', '=', 'public_access')
    .orderBy('l.course_id').limit(LOOKED_AT).execute();
  let preview: SystemCheckResponse['preview'] = null;
  for (const { course_id } of courses) {
    const outline = await courseOutline(db, school, { id: course_id });
    const videos = new Set((await db.selectFrom('lesson_content').select('lesson_id').where('school_id', '=', school.id).where('course_id', '=', course_id)
      .where('kind', '=', 'video').execute()).map((r) => r.lesson_id));
    const lesson = outline.sections.flatMap((s) => s.lessons).find((l) => l.free_preview && videos.has(l.id));
    if (lesson) {
      preview = { course_id, lesson_id: lesson.id };
      break;
    }
  }
  // Read last, so that the time is as near the answer's departure as the handler can make it.
  const { now } = await db.selectNoFrom(sql<number>`CAST(unixepoch('subsec') * 1000 AS INTEGER)`.as('now')).executeTakeFirstOrThrow();
  return noStore(c, { server_time: Math.max(now, Date.now()), preview } satisfies SystemCheckResponse);
};

// Bytes that do not compress (a gzip of zeros would measure nothing): a fixed xorshift stream, made once per isolate.
let payload: Uint8Array<ArrayBuffer> | undefined;
function payloadBytes(): Uint8Array<ArrayBuffer> {
  if (payload) return payload;
  const bytes = new Uint8Array(PAYLOAD_BYTES);
  let x = 0x9e3779b9;
  for (let i = 0; i < bytes.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  payload = bytes;
  return bytes;
}

/** `CALLS.systemCheckPayload` (no session): PAYLOAD_BYTES for the speed test, never cached anywhere on the way. */
export const systemCheckPayload: Handler<AppEnv> = () =>
  new Response(payloadBytes(), { headers: { 'content-type': 'application/octet-stream', 'cache-control': 'no-store' } });
