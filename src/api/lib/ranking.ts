/**
 * Counting final attempts into the running sums that reports read (0013_reports.sql; docs/decisions/0036-test-reports.md).
 *
 * `countStatements` goes in the same batch (one transaction) as the update that makes an attempt final, after
 * it, so an attempt is counted exactly when it is final: a repeat, or a second window submitting the same attempt,
 * finds `ranked_key` already set and adds nothing. A revaluation with a new score moves the attempt from its old
 * score bucket to its new one; the per-question sums keep its first evaluation.
 */
import { sql, type Compilable } from 'kysely';
import type { Question } from '../../contract/mock-test.ts';
import type { Db } from '../db/database.ts';
import { contributions, type Taker } from './report.ts';

const NEW_KEY = sql<number>`CAST(round(score * 100) AS INTEGER)`;

/** A raw statement as a batch entry. */
const raw = (db: Db, query: ReturnType<typeof sql>): Compilable => ({ compile: () => query.compile(db) });

export function countStatements(db: Db, attemptId: number, questions: readonly Question[], me: Taker): Compilable[] {
  const parts = contributions(questions, me);
  const adds = JSON.stringify(parts.map((c) => [c.question_id, c.answered, c.correct, c.time_ms, c.awarded]));
  const time = parts.reduce((ms, c) => ms + c.time_ms, 0);
  return [
    // Out of the old bucket, if a revaluation changed the score.
    raw(db, sql`UPDATE test_score_counts SET attempts = attempts - 1
      WHERE (school_id, test_id, lesson_id, score_key) = (
        SELECT school_id, test_id, lesson_id, ranked_key FROM attempts
        WHERE id = ${attemptId} AND state = 'submitted' AND score IS NOT NULL AND ranked_key IS NOT NULL AND ranked_key <> ${NEW_KEY})`),
    // Into the new one.
    raw(db, sql`INSERT INTO test_score_counts (school_id, test_id, lesson_id, score_key, attempts)
      SELECT school_id, test_id, lesson_id, ${NEW_KEY}, 1 FROM attempts
      WHERE id = ${attemptId} AND state = 'submitted' AND score IS NOT NULL AND (ranked_key IS NULL OR ranked_key <> ${NEW_KEY})
      ON CONFLICT (school_id, test_id, lesson_id, score_key) DO UPDATE SET attempts = attempts + 1`),
    // The first time only: the attempt's time and each question's part of the averages.
    raw(db, sql`INSERT INTO test_stats (school_id, test_id, lesson_id, attempts, total_time_ms)
      SELECT school_id, test_id, lesson_id, 1, ${time} FROM attempts
      WHERE id = ${attemptId} AND state = 'submitted' AND score IS NOT NULL AND ranked_key IS NULL
      ON CONFLICT (school_id, test_id, lesson_id) DO UPDATE SET attempts = attempts + 1, total_time_ms = total_time_ms + excluded.total_time_ms`),
    raw(db, sql`INSERT INTO test_question_stats (school_id, test_id, lesson_id, question_id, answered, correct, total_time_ms, total_awarded)
      SELECT a.school_id, a.test_id, a.lesson_id, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4
      FROM attempts a, json_each(${adds}) j
      WHERE a.id = ${attemptId} AND a.state = 'submitted' AND a.score IS NOT NULL AND a.ranked_key IS NULL
      ON CONFLICT (school_id, test_id, lesson_id, question_id) DO UPDATE SET
        answered = answered + excluded.answered, correct = correct + excluded.correct,
        total_time_ms = total_time_ms + excluded.total_time_ms, total_awarded = total_awarded + excluded.total_awarded`),
    // Last: the attempt is counted, in the bucket of its score.
    db.updateTable('attempts').set({ ranked_key: NEW_KEY }).where('id', '=', attemptId).where('state', '=', 'submitted').where('score', 'is not', null),
  ];
}
