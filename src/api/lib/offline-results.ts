/**
 * Results of paper tests a school held offline (tenant file tests.json `offline`; SPEC.md's offlineQuizReport): the
 * learner's own, found by their e-mail address, ranked among the sitting's candidates like an online attempt
 * (equal totals share a rank; NTA percentile). The section topper and average are figures only.
 */
import { PRODUCT_TYPE } from '../../contract/common.ts';
import { OfflineSitting } from '../../contract/test-blueprint.ts';
import type { OfflineResult } from '../../contract/report.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { notFound } from './errors.ts';
import { scoreKey, standing } from './report.ts';
import { roundMarks } from './scoring.ts';

export async function offlineResults(db: Db, school: School, userId: number, testId: number): Promise<{ test_title: string; results: OfflineResult[] }> {
  const [products, users, sittings] = await db.batch([
    db.selectFrom('products').select(['title', 'course_type']).where('school_id', '=', school.id).where('id', '=', testId),
    db.selectFrom('users').select('email').where('school_id', '=', school.id).where('id', '=', userId),
    db.selectFrom('offline_sittings').select(['sitting', 'data_json']).where('school_id', '=', school.id).where('test_id', '=', testId).orderBy('sitting'),
  ]);
  const product = products[0];
  if (!product || product.course_type !== PRODUCT_TYPE.test) throw notFound('Test');
  const email = users[0]?.email.toLowerCase();
  const results: OfflineResult[] = [];
  for (const row of sittings) {
    const sitting = OfflineSitting.parse(JSON.parse(row.data_json));
    const mine = sitting.results.find((r) => r.email === email);
    if (!mine) continue;
    const total = (scores: readonly number[]) => roundMarks(scores.reduce((n, x) => n + x, 0));
    const counts = new Map<number, number>();
    for (const r of sitting.results) counts.set(scoreKey(total(r.scores)), (counts.get(scoreKey(total(r.scores))) ?? 0) + 1);
    results.push({
      sitting: row.sitting,
      quiz_name: sitting.quiz_name,
      held_on: sitting.held_on,
      score: total(mine.scores),
      max_score: roundMarks(sitting.sections.reduce((n, s) => n + s.max_score, 0)),
      standing: standing([...counts].map(([score_key, attempts]) => ({ score_key, attempts })), scoreKey(total(mine.scores)))!,
      sections: sitting.sections.map((s, i) => ({
        title: s.title, score: mine.scores[i]!, max_score: s.max_score,
        topper: Math.max(...sitting.results.map((r) => r.scores[i]!)),
        average: roundMarks(sitting.results.reduce((n, r) => n + r.scores[i]!, 0) / sitting.results.length),
      })),
    });
  }
  return { test_title: product.title, results };
}

/** Every offline sitting at the school with a result for the learner, newest first (for `/account/reports`). */
export async function offlineList(db: Db, school: School, userId: number) {
  const [users, sittings] = await db.batch([
    db.selectFrom('users').select('email').where('school_id', '=', school.id).where('id', '=', userId),
    db.selectFrom('offline_sittings').select(['test_id', 'data_json']).where('school_id', '=', school.id),
  ]);
  const email = users[0]?.email.toLowerCase();
  return sittings.flatMap((row) => {
    const sitting = OfflineSitting.parse(JSON.parse(row.data_json));
    const mine = sitting.results.find((r) => r.email === email);
    return mine ? [{
      test_id: row.test_id, quiz_name: sitting.quiz_name, held_on: sitting.held_on,
      score: roundMarks(mine.scores.reduce((n, x) => n + x, 0)), max_score: roundMarks(sitting.sections.reduce((n, x) => n + x.max_score, 0)),
    }] : [];
  }).sort((a, b) => b.held_on.localeCompare(a.held_on));
}
