// `node scripts/bench-report.ts [attempts]`: how fast a test report answers when its test has many attempts (issue
// 12; docs/decisions/0036-test-reports.md). Against the learner API in workerd (wrangler's test harness, D1 migrated
// and seeded with the test schools), Alpha's test 102 gets a 180-question paper (NEET's size) and `attempts`
// counted attempts (100,000 by default) written straight into D1 with their score counts and per-question sums, as
// the API would have kept them. A new learner then takes the test (90 answers) and submits; the report of that new
// attempt is read 40 times. Prints the p50 and p99 of one report, and of the submission that counted it.
// docs/performance.md records the figures; nothing asserts them.
import { CALLS, pathOf } from '../src/contract/calls.ts';
import { TestReport } from '../src/contract/report.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { apiSender, loopbackApi } from './lib/loopback-api.ts';
import { seedMockPaper } from './lib/mock-paper.ts';

const TEST_ID = 102;
const QUESTIONS = 180;

export interface ReportFigures {
  attempts: number;
  buckets: number;
  rank: number;
  reportP50: number;
  reportP99: number;
  submitMs: number;
}

const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function reportBench(attempts = 100_000, reads = 40): Promise<ReportFigures> {
  const api = await loopbackApi('report');
  const { server } = api;
  const DB = api.school(ALPHA.id);
  try {

    // NEET's shape: 180 single-correct questions, +4 / −1, in four sections.
    const questions = await seedMockPaper(DB, { schoolId: ALPHA.id, testId: TEST_ID, title: 'NEET-sized mock', questions: QUESTIONS, perSection: 45, durationMinutes: 200 });

    // `attempts` counted attempts with scores spread over −180…720 (a bell around 300), in chunks of 20,000 rows.
    const CHUNK = 20_000;
    for (let from = 0; from < attempts; from += CHUNK) {
      const to = Math.min(attempts, from + CHUNK);
      await DB.prepare(`WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
        INSERT INTO attempts (school_id, user_id, test_id, lesson_id, number, idempotency_key, state, epoch, started_at, remaining_ms, submitted_at,
          submitted_by, score, pending_marks, updated_at, ranked_key)
        SELECT ?, 100000000 + i, ?, 0, 1, 'bench', 'submitted', 1, 1700000000000, 0, 1700000000000 + i, 'learner', s, 0, 1700000000000 + i, s * 100
        FROM (SELECT i, MIN(720, MAX(-180, 300 + ((i * 7919) % 241) + ((i * 104729) % 239) - 240)) AS s FROM n)`)
        .bind(from, to, ALPHA.id, TEST_ID).run();
    }
    await DB.batch([
      DB.prepare(`INSERT INTO test_score_counts (school_id, test_id, lesson_id, score_key, attempts)
        SELECT school_id, test_id, lesson_id, ranked_key, COUNT(*) FROM attempts WHERE school_id = ? AND test_id = ? AND ranked_key IS NOT NULL
        GROUP BY school_id, test_id, lesson_id, ranked_key`).bind(ALPHA.id, TEST_ID),
      DB.prepare('INSERT INTO test_stats (school_id, test_id, lesson_id, attempts, total_time_ms) VALUES (?, ?, 0, ?, ?)').bind(ALPHA.id, TEST_ID, attempts, attempts * 9_000_000),
      ...questions.map((q) => DB.prepare('INSERT INTO test_question_stats (school_id, test_id, lesson_id, question_id, answered, correct, total_time_ms, total_awarded) VALUES (?, ?, 0, ?, ?, ?, ?, ?)')
        .bind(ALPHA.id, TEST_ID, q.id, Math.round(attempts * 0.8), Math.round(attempts * 0.55), attempts * 50_000, attempts * 1.65)),
    ]);
    const buckets = (await DB.prepare('SELECT COUNT(*) AS n FROM test_score_counts WHERE school_id = ? AND test_id = ?').bind(ALPHA.id, TEST_ID).first<{ n: number }>())!.n;

    const send = apiSender(server, ALPHA.slug, '198.18.0.1');
    const email = 'reader@mail.example';
    const session = await send('POST', CALLS.signup.path, { name: 'Report Reader', email, phone: '9000000001', password: 'Bench-reader-1' });
    await send('POST', CALLS.devEnrol.path, { email, course_id: TEST_ID });
    const token = session.authToken as string;
    const started = await send('POST', pathOf(CALLS.startAttempt, { testId: TEST_ID }), { declaration: true, idempotency_key: 'bench-report-1' }, token);
    const attemptId = started.attempt.id as number;
    const writes = questions.slice(0, 90).map((q, i) => ({ question_id: q.id, epoch: 1, seq: i + 1, response: { kind: 'choice', option_ids: [i % 3 ? 'a' : 'b'] }, marked: false, time_ms: 40_000 }));
    await send('PUT', pathOf(CALLS.writeAnswers, { attemptId }), { writes }, token);
    const t0 = performance.now();
    await send('POST', pathOf(CALLS.submitAttempt, { attemptId }), undefined, token);
    const submitMs = performance.now() - t0;

    const times: number[] = [];
    let rank = 0;
    for (let i = 0; i < reads + 3; i++) {
      const t = performance.now();
      const report = TestReport.parse(await send('GET', pathOf(CALLS.testReport, { attemptId }), undefined, token));
      if (i >= 3) times.push(performance.now() - t); // the first reads warm the isolate
      rank = report.standing?.rank ?? 0;
      if (report.standing?.candidates !== attempts + 1) throw new Error(`the report counts ${report.standing?.candidates} attempts, not ${attempts + 1}`);
    }
    times.sort((a, b) => a - b);
    return { attempts, buckets, rank, reportP50: percentile(times, 0.5), reportP99: percentile(times, 0.99), submitMs };
  } finally {
    await api.close();
  }
}

export const describeReport = (f: ReportFigures): string =>
  `${f.attempts.toLocaleString('en')} attempts in ${f.buckets} score buckets: report of a new attempt (rank ${f.rank}) p50 ${f.reportP50.toFixed(1)} ms, `
  + `p99 ${f.reportP99.toFixed(1)} ms; its submission (scored and counted) ${f.submitMs.toFixed(0)} ms`;

if (import.meta.main) {
  const [attempts] = process.argv.slice(2).map(Number);
  console.log(`report: ${describeReport(await reportBench(attempts || undefined))}`);
}
