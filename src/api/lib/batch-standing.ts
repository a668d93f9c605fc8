/**
 * A batch's leaderboard and achievements (src/contract/batch.ts; docs/decisions/0084-batches.md). The leaderboard is
 * computed when it is read, from what the members did in the course: their best score in each of its tests and the
 * lessons they completed. An achievement is recorded the first time it is read true, with the moment its fact became
 * true where that moment is known, and never again: a streak broken later does not take it back.
 */
import { sql } from 'kysely';
import type { Achievement, Standing } from '../../contract/batch.ts';
import { coursePercentages } from '../../contract/lessons.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import type { CourseOutline } from './lessons.ts';
import { studyDay } from './study-time.ts';

type SchoolRef = Pick<School, 'id'>;
const DAY_MS = 86_400_000;

export interface MemberFacts {
  user_id: number;
  name: string;
  /** Best scores summed over the course's tests as a percentage of their marks; null: the course has no tests. */
  tests_percent: number | null;
  progress_percent: number;
}

export type RankedFacts = MemberFacts & { rank: number; points: number };

const oneDecimal = (n: number): number => Math.round(n * 10) / 10;

/** The points that rank a member: the mean of tests and progress, or progress alone when the course has no tests. */
export const pointsOf = (facts: Pick<MemberFacts, 'tests_percent' | 'progress_percent'>): number =>
  oneDecimal(facts.tests_percent === null ? facts.progress_percent : (facts.tests_percent + facts.progress_percent) / 2);

/**
 * Ranks members by points, highest first; equal points share the rank and the next rank skips as many (1, 1, 3).
 * Within equal points, names in alphabetical order, so the list reads the same on every load.
 */
export function rankStandings(members: readonly MemberFacts[]): RankedFacts[] {
  const sorted = members.map((m) => ({ ...m, points: pointsOf(m), rank: 0 }))
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name) || a.user_id - b.user_id);
  sorted.forEach((row, i) => {
    const previous = sorted[i - 1];
    row.rank = previous && previous.points === row.points ? previous.rank : i + 1;
  });
  return sorted;
}

export const toStanding = (row: RankedFacts, me: number | null): Standing => ({
  rank: row.rank, name: row.name, me: row.user_id === me, tests_percent: row.tests_percent === null ? null : oneDecimal(row.tests_percent),
  progress_percent: row.progress_percent, points: row.points,
});

/**
 * Every member's facts in the course, in three queries whatever the batch's size: members, their completed lessons,
 * their best score per test of the course (quiz lessons: papers of the course with a lesson).
 */
export async function batchStandings(db: Db, school: SchoolRef, batchId: number, course: CourseOutline): Promise<RankedFacts[]> {
  const inBatch = db.selectFrom('batch_members').select('user_id').where('school_id', '=', school.id).where('batch_id', '=', batchId);
  const lessonIds = new Set(course.sections.flatMap((s) => s.lessons.map((l) => l.id)));
  const [members, done, papers, best] = await Promise.all([
    db.selectFrom('batch_members as m').innerJoin('users as u', (j) => j.onRef('u.school_id', '=', 'm.school_id').onRef('u.id', '=', 'm.user_id'))
      .select(['u.id', 'u.name']).where('m.school_id', '=', school.id).where('m.batch_id', '=', batchId).execute(),
    db.selectFrom('lesson_progress').select(['user_id', 'lesson_id']).where('school_id', '=', school.id).where('course_id', '=', course.id)
      .where('completed_at', 'is not', null).where('user_id', 'in', inBatch).execute(),
    db.selectFrom('test_papers').select(['lesson_id', 'max_score']).where('school_id', '=', school.id).where('test_id', '=', course.id).where('lesson_id', '>', 0).execute(),
    db.selectFrom('attempts').select(['user_id', 'lesson_id', (eb) => eb.fn.max('score').as('best')])
      .where('school_id', '=', school.id).where('test_id', '=', course.id).where('lesson_id', '>', 0).where('submitted_at', 'is not', null).where('score', 'is not', null)
      .where('user_id', 'in', inBatch).groupBy(['user_id', 'lesson_id']).execute(),
  ]);
  // Only the tests still in the course count, each for its marks.
  const marks = new Map(papers.filter((p) => lessonIds.has(p.lesson_id)).map((p) => [p.lesson_id, p.max_score]));
  const totalMarks = [...marks.values()].reduce((a, b) => a + b, 0);
  const completed = new Map<number, Set<number>>();
  for (const row of done) (completed.get(row.user_id) ?? completed.set(row.user_id, new Set()).get(row.user_id)!).add(row.lesson_id);
  const scored = new Map<number, number>();
  for (const row of best) {
    const max = marks.get(row.lesson_id);
    // A negative best (negative marking) counts as nothing, not as less than nothing.
    if (max !== undefined) scored.set(row.user_id, (scored.get(row.user_id) ?? 0) + Math.min(max, Math.max(0, Number(row.best ?? 0))));
  }
  return rankStandings(members.map((m) => ({
    user_id: m.id,
    name: m.name,
    tests_percent: totalMarks > 0 ? ((scored.get(m.id) ?? 0) / totalMarks) * 100 : null,
    progress_percent: coursePercentages(course, completed.get(m.id) ?? new Set()).percent,
  })));
}

/** The longest run of consecutive study days, and the day (epoch ms, its start in UTC) the run first reached `need`. */
export function longestStreak(days: readonly string[], need: number): { longest: number; reachedAt: number | null } {
  const sorted = [...new Set(days)].sort();
  let longest = 0;
  let run = 0;
  let reachedAt: number | null = null;
  let previous: number | null = null;
  for (const day of sorted) {
    const at = Date.parse(`${day}T00:00:00Z`);
    run = previous !== null && at - previous === DAY_MS ? run + 1 : 1;
    previous = at;
    longest = Math.max(longest, run);
    if (reachedAt === null && run >= need) reachedAt = at;
  }
  return { longest, reachedAt };
}

interface BadgeRow { id: string; title: string; description: string; kind: Achievement['rule']; amount: number }

/**
 * The school's achievements in a batch and how many of its members hold each; for a member (`member`: who, and their
 * line of the leaderboard), each badge's rule judged against their facts now, one newly true recorded (once, by the
 * primary key) and told in their notifications. Staff reading the batch (`member` null) earn nothing.
 */
export async function memberAchievements(
  db: Db, school: SchoolRef, batch: { id: number; product_id: number; starts_ms: number },
  member: { id: number; standing: RankedFacts | null } | null, link: string, now = Date.now(),
): Promise<Achievement[]> {
  const mine = <T>(read: (id: number) => Promise<T>, none: T): Promise<T> => (member ? read(member.id) : Promise.resolve(none));
  const [badges, held, counts, days, firstMock] = await Promise.all([
    db.selectFrom('batch_badges').select(['id', 'title', 'description', 'kind', 'amount']).where('school_id', '=', school.id).orderBy('position').execute() as Promise<BadgeRow[]>,
    mine((id) => db.selectFrom('batch_achievements').select(['badge_id', 'earned_ms']).where('school_id', '=', school.id).where('batch_id', '=', batch.id).where('user_id', '=', id).execute(), []),
    db.selectFrom('batch_achievements').select(['badge_id', (eb) => eb.fn.countAll<number>().as('n')]).where('school_id', '=', school.id).where('batch_id', '=', batch.id).groupBy('badge_id').execute(),
    mine((id) => db.selectFrom('study_days').select('day').where('school_id', '=', school.id).where('user_id', '=', id).where('course_id', '=', batch.product_id)
      .where('day', '>=', studyDay(batch.starts_ms)).execute(), []),
    // A full mock test is a test product of its own (a paper without a lesson), submitted since the batch began.
    mine((id) => db.selectFrom('attempts').select((eb) => eb.fn.min('submitted_at').as('at')).where('school_id', '=', school.id).where('user_id', '=', id)
      .where('lesson_id', '=', 0).where('submitted_at', '>=', batch.starts_ms).executeTakeFirst(), undefined),
  ]);
  const standing = member?.standing ?? null;
  const earned = new Map(held.map((h) => [h.badge_id, h.earned_ms]));
  const byBadge = new Map(counts.map((c) => [c.badge_id, Number(c.n)]));
  const judged = badges.map((badge) => {
    if (!member) return { badge, standing: null, at: null };
    switch (badge.kind) {
      case 'streak': {
        const streak = longestStreak(days.map((d) => d.day), badge.amount);
        return { badge, standing: streak.longest, at: streak.reachedAt === null ? null : Math.min(now, streak.reachedAt + DAY_MS - 1) };
      }
      case 'first_full_mock': {
        const at = firstMock?.at === null || firstMock?.at === undefined ? null : Number(firstMock.at);
        return { badge, standing: null, at };
      }
      case 'rank':
        // A rank counts once the member has done something: a batch where nobody began is not a podium.
        return { badge, standing: standing && standing.points > 0 ? standing.rank : null, at: standing && standing.points > 0 && standing.rank <= badge.amount ? now : null };
      case 'progress':
        return { badge, standing: standing?.progress_percent ?? 0, at: standing && standing.progress_percent >= badge.amount ? now : null };
    }
  });
  const fresh = judged.filter((j) => j.at !== null && !earned.has(j.badge.id));
  if (member && fresh.length > 0) {
    await db.batch(fresh.flatMap((j) => [
      db.insertInto('batch_achievements').values({ school_id: school.id, batch_id: batch.id, user_id: member.id, badge_id: j.badge.id, earned_ms: j.at! })
        .onConflict((oc) => oc.doNothing()),
      // Told once: only when this very insert wrote the row (a twin read that recorded it first wrote none).
      db.insertInto('notifications').columns(['school_id', 'user_id', 'kind', 'title', 'body', 'link', 'created_at'])
        .expression(db.selectNoFrom((eb) => [
          eb.val(school.id).as('school_id'), eb.val(member.id).as('user_id'), eb.val('course_update').as('kind'), eb.val(`Achievement unlocked: ${j.badge.title}`).as('title'),
          eb.val(j.badge.description).as('body'), eb.val(link).as('link'), eb.val(now).as('created_at'),
        ]).where(sql<boolean>`changes() = 1`)),
    ]));
    for (const j of fresh) {
      earned.set(j.badge.id, j.at!);
      byBadge.set(j.badge.id, (byBadge.get(j.badge.id) ?? 0) + 1);
    }
  }
  return judged.map(({ badge, standing: value }) => {
    const at = earned.get(badge.id);
    return {
      id: badge.id, title: badge.title, description: badge.description, rule: badge.kind, amount: badge.amount,
      earned_at: at === undefined ? null : new Date(at).toISOString(), standing: value, earned_by: byBadge.get(badge.id) ?? 0,
    };
  });
}
