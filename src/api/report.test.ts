/**
 * Test reports (src/contract/report.ts; docs/decisions/0036-test-reports.md) in real workerd: rank and percentile
 * with ties from real submissions, counted once however often an attempt is submitted, the topper and the average,
 * evaluation pending and revaluation, results not out yet, and school and learner isolation (no learner reads
 * another's answers).
 *
 * Alpha's test product 102 gets a small paper of every question type (the fixture schools have no tests.json);
 * Beta's test 201 the same, so the same ids exist at another school.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { CALLS as C } from '../contract/calls.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import { AttemptResponse, Question, ResultResponse, type AnswerWrite, type PaperRules, type Response as AnswerResponse } from '../contract/mock-test.ts';
import { Analytics, REPORT_TEXT, TestReport } from '../contract/report.ts';
import { LEARNING_TEXT } from '../contract/learning.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api } from './testing/harness.ts';

let api: Api;
const RULES: PaperRules = {
  duration_minutes: 30, timer: 'test', max_attempts: 3, allow_pause: false, answer_required: false, partial_marks: true,
  result_release: 'immediate', result_date: null, instructions: [],
};
const base = { image: null, options: [], multiple: false, blanks: 0, answer_format: null, negative_marks: 0, explanation: 'Worked solution.' } as const;
const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` }));
const Q = { single: 102001, numeric: 102002, blanks: 102003, essay: 102004, feedback: 102005 } as const;
const QUESTIONS = [
  { ...base, id: Q.single, section_id: 10201, type: 'multichoice', text: 'What is $2 + 2$?', options, marks: 4, negative_marks: 1, topic: 'Arithmetic', difficulty: 'easy', key: { type: 'multichoice', correct: ['b'] } },
  { ...base, id: Q.numeric, section_id: 10201, type: 'numeric', text: 'Half of 5?', marks: 4, topic: 'Arithmetic', difficulty: 'medium', key: { type: 'numeric', min: 2.5, max: 2.5 } },
  { ...base, id: Q.blanks, section_id: 10202, type: 'fill_in_the_blanks', text: 'Je [[1]] ici.', blanks: 1, marks: 2, negative_marks: 0.5, topic: 'French', difficulty: 'hard', key: { type: 'fill_in_the_blanks', accepted: [['suis']] } },
  { ...base, id: Q.essay, section_id: 10202, type: 'subjective', text: 'Prove it.', answer_format: 'text', marks: 10, topic: 'Proof', difficulty: 'hard', key: { type: 'subjective', model_answer: 'A proof.' } },
  { ...base, id: Q.feedback, section_id: 10202, type: 'feedback', text: 'How was the test?', marks: 0, topic: 'Feedback', difficulty: 'easy', key: { type: 'feedback' } },
].map((q) => Question.parse(q));
const SECTIONS = [
  { id: 10201, title: 'Numbers', duration_minutes: null, question_ids: [Q.single, Q.numeric] },
  { id: 10202, title: 'Writing', duration_minutes: null, question_ids: [Q.blanks, Q.essay, Q.feedback] },
];

async function setRules(rules: Partial<PaperRules>) {
  await api.school(ALPHA.id).prepare('UPDATE test_papers SET rules_json = ? WHERE school_id = ? AND test_id = 102').bind(JSON.stringify({ ...RULES, ...rules }), ALPHA.id).run();
}

beforeAll(async () => {
  api = await startApi('report');
  for (const [schoolId, testId] of [[ALPHA.id, 102], [BETA.id, 201]] as const) {
    const shift = (testId - 102) * 1000;
    await api.school(schoolId).prepare('INSERT INTO test_papers (school_id, test_id, lesson_id, title, rules_json, sections_json, max_score) VALUES (?, ?, 0, ?, ?, ?, 20)')
      .bind(schoolId, testId, 'Foundation Mock', JSON.stringify(RULES), JSON.stringify(SECTIONS.map((s) => ({ ...s, id: s.id + shift / 10, question_ids: s.question_ids.map((id) => id + shift) })))).run();
    for (const [position, q] of QUESTIONS.entries()) {
      await api.school(schoolId).prepare('INSERT INTO questions (school_id, id, test_id, lesson_id, position, data_json) VALUES (?, ?, ?, 0, ?, ?)')
        .bind(schoolId, q.id + shift, testId, position, JSON.stringify({ ...q, id: q.id + shift, section_id: q.section_id + shift / 10 })).run();
    }
  }
});
afterAll(async () => {
  await api?.close();
});

let learners = 0;
async function learner(school: string = ALPHA.slug, enrolIn = 102) {
  const agent = apiClient(api.server, school);
  learners += 1;
  const who = { name: `Reader ${learners}`, email: `reader${learners}@mail.example`, phone: `6${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, who));
  expect((await agent.post(C.devEnrol.path, { email: who.email, course_id: enrolIn })).status).toBe(200);
  const token = session.authToken;
  return {
    agent, id: session.studentId, token,
    email: who.email,
    report: (attemptId: number) => agent.get(callUrl(C.testReport, { attemptId }), { token }),
    analytics: (query: Record<string, string | number> = {}) => agent.get(callUrl(C.analytics, null, query), { token }),
    reports: () => agent.get(C.reportList.path, { token }),
    /** Starts an attempt, writes the answers, submits it twice at once (two windows), and answers with the result. */
    take: async (answers: [number, AnswerResponse][], testId = 102, key = `take-${learners}-${Math.random()}`) => {
      const { attempt } = ok(AttemptResponse, await agent.post(callUrl(C.startAttempt, { testId }), { declaration: true, idempotency_key: key }, { token }));
      const shift = (testId - 102) * 1000;
      const writes: AnswerWrite[] = answers.map(([q, response], i) => ({ question_id: q + shift, epoch: 1, seq: i + 1, response, marked: i === 0, time_ms: (i + 1) * 10_000 }));
      if (writes.length) expect((await agent.request('PUT', callUrl(C.writeAnswers, { attemptId: attempt.id }), { body: { writes }, token })).status).toBe(200);
      const [first, second] = await Promise.all([0, 1].map(() => agent.post(callUrl(C.submitAttempt, { attemptId: attempt.id }), undefined, { token })));
      expect(second!.status).toBe(200);
      return ok(ResultResponse, first!);
    },
  };
}

const choice = (id: string): AnswerResponse => ({ kind: 'choice', option_ids: [id] });
const numeric = (value: string): AnswerResponse => ({ kind: 'numeric', value });
const blanks = (value: string): AnswerResponse => ({ kind: 'blanks', values: [value] });
const count = async (sql: string, ...values: unknown[]) => (await api.school(ALPHA.id).prepare(sql).bind(...values).first<{ n: number }>())!.n;

describe('rank, percentile and comparisons', () => {
  it('ranks equal scores together, counts a twice-submitted attempt once, and compares with the topper and the average', async () => {
    const a = await learner();
    const b = await learner();
    const c = await learner();
    // a: 4 right, numeric wrong (no negative), blank skipped -> 4. b: single wrong (-1), numeric right, blank right -> 5. c: like a -> 4.
    const ra = await a.take([[Q.single, choice('b')], [Q.numeric, numeric('3')]]);
    const rb = await b.take([[Q.single, choice('a')], [Q.numeric, numeric('2.5')], [Q.blanks, blanks(' SUIS ')]]);
    const rc = await c.take([[Q.single, choice('b')], [Q.numeric, numeric('2')]]);
    expect([ra.result?.score, rb.result?.score, rc.result?.score]).toEqual([4, 5, 4]);
    expect(await count('SELECT SUM(attempts) AS n FROM test_score_counts WHERE school_id = ? AND test_id = 102', ALPHA.id)).toBe(3);
    expect(await count('SELECT attempts AS n FROM test_stats WHERE school_id = ? AND test_id = 102', ALPHA.id)).toBe(3);

    const report = ok(TestReport, await a.report(ra.attempt.id));
    expect(report.status).toBe('released');
    expect(report.standing).toEqual({ rank: 2, candidates: 3, percentile: 66.67 });
    expect(ok(TestReport, await c.report(rc.attempt.id)).standing).toEqual({ rank: 2, candidates: 3, percentile: 66.67 });
    expect(ok(TestReport, await b.report(rb.attempt.id)).standing).toEqual({ rank: 1, candidates: 3, percentile: 100 });
    expect(report.summary!.mine).toMatchObject({ score: 4, max_score: 20, questions: 4, attempted: 2, correct: 1, incorrect: 1, skipped: 2, accuracy: 50, time_ms: 30_000 });
    // The topper is b (5); the average is (4 + 5 + 4) / 3.
    expect(report.summary!.topper).toMatchObject({ score: 5, accuracy: 66.67 });
    expect(report.summary!.average).toMatchObject({ score: 4.33 });
    expect(report.sections.map((s) => [s.label, s.mine.score, s.topper?.score])).toEqual([['Numbers', 4, 3], ['Writing', 0, 2]]);
    expect(report.topics.map((t) => t.key)).toEqual(['Arithmetic', 'French', 'Proof']);
    expect(report.difficulties.map((d) => [d.key, d.mine.correct])).toEqual([['easy', 1], ['medium', 0], ['hard', 0]]);
    // Solutions: the key, the explanation, the learner's own answer and time, and how everyone did.
    const single = report.questions[0]!;
    expect(single).toMatchObject({ number: 1, outcome: 'correct', awarded: 4, marked: true, time_ms: 10_000, key: { type: 'multichoice', correct: ['b'] }, explanation: 'Worked solution.' });
    expect(single.percent_correct).toBe(66.67);
    expect(report.questions[1]).toMatchObject({ outcome: 'incorrect', awarded: 0, response: { kind: 'numeric', value: '3' } });
    expect(report.questions[2]).toMatchObject({ outcome: 'unanswered', response: null });
    expect(report.distribution.reduce((n, band) => n + band.attempts, 0)).toBe(3);
    expect(report.distribution.filter((band) => band.mine)).toHaveLength(1);
    expect(report.retakes.map((r) => [r.number, r.score])).toEqual([[1, 4]]);
  });

  it('says evaluation is pending without a rank, then ranks the evaluated score, and moves it after a revaluation', async () => {
    const who = await learner();
    const taken = await who.take([[Q.single, choice('b')], [Q.essay, { kind: 'text', text: 'Because.' }]]);
    expect(taken.attempt.state).toBe('evaluation_pending');
    const before = await count('SELECT SUM(attempts) AS n FROM test_score_counts WHERE school_id = ? AND test_id = 102', ALPHA.id);
    const pending = ok(TestReport, await who.report(taken.attempt.id));
    expect(pending).toMatchObject({ status: 'evaluation_pending', standing: null, pending_marks: 10 });
    expect(pending.questions[3]).toMatchObject({ outcome: 'pending', awarded: null });
    const faculty = await learner();
    await api.school(ALPHA.id).prepare("INSERT INTO staff (school_id, user_id, role) VALUES (?, ?, 'faculty')").bind(ALPHA.id, faculty.id).run();
    const grade = (body: object) => faculty.agent.post(callUrl(C.gradeAttempt, { attemptId: taken.attempt.id }), body, { token: faculty.token });
    expect((await grade({ grades: [{ question_id: Q.essay, marks: 6, comment: 'Show more steps.' }] })).status).toBe(200);
    expect(await count('SELECT SUM(attempts) AS n FROM test_score_counts WHERE school_id = ? AND test_id = 102', ALPHA.id)).toBe(before + 1);
    const graded = ok(TestReport, await who.report(taken.attempt.id));
    expect(graded.status).toBe('released');
    expect(graded.summary!.mine.score).toBe(10);
    expect(graded.standing).toMatchObject({ rank: 1 });
    expect(graded.questions[3]).toMatchObject({ outcome: 'partial', awarded: 6, grader_comment: 'Show more steps.' });
    // A revaluation to 2 marks moves the attempt to its new score: still one count, now below 5.
    expect((await who.agent.post(callUrl(C.applyRevaluation, { attemptId: taken.attempt.id }), undefined, { token: who.token })).status).toBe(200);
    expect((await grade({ grades: [{ question_id: Q.essay, marks: 2 }] })).status).toBe(200);
    expect(await count('SELECT SUM(attempts) AS n FROM test_score_counts WHERE school_id = ? AND test_id = 102', ALPHA.id)).toBe(before + 1);
    const moved = ok(TestReport, await who.report(taken.attempt.id));
    expect(moved.summary!.mine.score).toBe(6);
    expect(moved.standing!.rank).toBe(1);
  });

  it('shows nothing of the answers until the result date, then everything', async () => {
    const who = await learner();
    await setRules({ result_release: 'on_date', result_date: '2099-01-01T00:00:00Z' });
    try {
      const taken = await who.take([[Q.single, choice('c')]]);
      const hidden = await who.report(taken.attempt.id);
      const report = ok(TestReport, hidden);
      expect(report).toMatchObject({ status: 'not_released', result_date: '2099-01-01T00:00:00Z', summary: null, standing: null, questions: [] });
      expect(JSON.stringify(report)).not.toMatch(/Worked solution|"correct":\["b"\]/);
      const listed = ok(C.reportList.response, await who.reports()).reports;
      expect(listed).toEqual([expect.objectContaining({ attempt_id: taken.attempt.id, status: 'not_released', score: null })]);
    } finally {
      await setRules({});
    }
  });
});

describe('trends', () => {
  it('follows the score over retakes, and across the tests of a series the learner owns', async () => {
    const who = await learner(ALPHA.slug, 104); // the Calculus Test Series holds test 102
    const first = await who.take([[Q.single, choice('a')]], 102, 'series-1');
    const second = await who.take([[Q.single, choice('b')]], 102, 'series-2');
    const report = ok(TestReport, await who.report(second.attempt.id));
    expect(report.retakes.map((r) => [r.number, r.score])).toEqual([[1, -1], [2, 4]]);
    expect(report.series).toEqual({ id: 104, title: 'Calculus Test Series', points: [expect.objectContaining({ test_id: 102, attempt_id: second.attempt.id, score: 4, max_score: 20 })] });
    // A learner who owns the test alone follows no series.
    const alone = await learner();
    const taken = await alone.take([[Q.single, choice('b')]]);
    expect(ok(TestReport, await alone.report(taken.attempt.id)).series).toBeNull();
    expect(first.attempt.number).toBe(1);
  });
});

describe('isolation', () => {
  it('gives no learner another learner\'s report, no school another school\'s, and none without a session', async () => {
    const owner = await learner();
    const taken = await owner.take([[Q.single, choice('b')]]);
    const id = taken.attempt.id;
    const other = await learner();
    expectError(await other.report(id), 404, REPORT_TEXT.reportNotFound);
    const beta = await learner(BETA.slug, 201);
    expectError(await beta.report(id), 404, REPORT_TEXT.reportNotFound);
    expectError(await apiClient(api.server, ALPHA.slug).get(callUrl(C.testReport, { attemptId: id })), 401, ERROR_TEXT.sessionExpired);
    expect((await owner.agent.get('/learner/v1/attempts/abc/report', { token: owner.token })).status).toBe(412);
    // Beta's own attempt at its own test ranks among Beta's attempts only.
    const betaTaken = await beta.take([[Q.single, choice('b')]], 201);
    expect(ok(TestReport, await beta.report(betaTaken.attempt.id)).standing).toEqual({ rank: 1, candidates: 1, percentile: 100 });
    // The list holds only the learner's own attempts.
    expect(ok(C.reportList.response, await other.reports()).reports).toEqual([]);
    expect(ok(C.reportList.response, await owner.reports()).reports.map((r) => r.attempt_id)).toEqual([id]);
  });

  it('has no report for an attempt still open', async () => {
    const who = await learner();
    const { attempt } = ok(AttemptResponse, await who.agent.post(callUrl(C.startAttempt, { testId: 102 }), { declaration: true, idempotency_key: 'open-attempt-key' }, { token: who.token }));
    expectError(await who.report(attempt.id), 404, REPORT_TEXT.reportNotFound);
  });
});

describe('analytics', () => {
  it('sums the learner\'s latest attempt of each test by section and topic, over the school or one product', async () => {
    const who = await learner();
    expect(ok(Analytics, await who.analytics())).toMatchObject({ scope: null, summary: { tests: 0 }, tests: [], topics: [] });
    await who.take([[Q.single, choice('a')]], 102, 'first-try');
    const retaken = await who.take([[Q.single, choice('b')], [Q.numeric, numeric('2.5')], [Q.blanks, blanks('suis')]], 102, 'second-try');
    const all = ok(Analytics, await who.analytics());
    // Only the latest attempt of the test counts: 4 + 4 + 2.
    expect(all.tests).toEqual([expect.objectContaining({ test_id: 102, attempt_id: retaken.attempt.id, number: 2, score: 10, accuracy: 100 })]);
    expect(all.tests[0]!.standing).toMatchObject({ rank: 1 });
    expect(all.summary).toMatchObject({ tests: 1, accuracy: 100, best_percentile: 100 });
    expect(all.sections.map((s) => [s.label, s.figures.score, s.tests])).toEqual([['Numbers', 8, 1], ['Writing', 2, 1]]);
    expect(all.topics.map((t) => t.key)).toEqual(['Arithmetic', 'French', 'Proof']);
    // Over one product: the test itself, or the series that holds it (owned through the learner's enrolment in the test).
    const test = ok(Analytics, await who.analytics({ product_seo: 'geometry-mock-test' }));
    expect(test.scope).toEqual({ product_id: 102, title: 'Geometry Mock Test', section: null, sections: [{ id: 10201, title: 'Numbers' }, { id: 10202, title: 'Writing' }] });
    expect(test.tests).toHaveLength(1);
    const section = ok(Analytics, await who.analytics({ product_seo: 'geometry-mock-test', section_id: 10202 }));
    expect(section.tests[0]).toMatchObject({ score: 2, max_score: 12 });
    expect(section.sections.map((s) => s.label)).toEqual(['Writing']);
    expect(section.scope?.section).toEqual({ id: 10202, title: 'Writing' });
    expectError(await who.analytics({ product_seo: 'geometry-mock-test', section_id: 99999 }), 404, REPORT_TEXT.sectionNotFound);
    expectError(await who.analytics({ product_seo: 'no-such-product' }), 404, 'Course not found');
    expectError(await who.analytics({ product_seo: 'calculus-test-series' }), 403, LEARNING_TEXT.notEnrolled);
    expect((await who.analytics({ product_seo: 'Not A Slug!' })).status).toBe(412);
  });

  it('shows one school\'s tests only, and never another learner\'s', async () => {
    const who = await learner();
    await who.take([[Q.single, choice('b')]]);
    const other = await learner();
    expect(ok(Analytics, await other.analytics()).tests).toEqual([]);
    const beta = await learner(BETA.slug, 201);
    expect(ok(Analytics, await beta.analytics()).tests).toEqual([]);
    expectError(await beta.analytics({ product_seo: 'geometry-mock-test' }), 404, 'Course not found');
  });
});

describe('offline results', () => {
  it('shows the learner their own recorded result, ranked among the sitting, and no one else\'s', async () => {
    const who = await learner();
    const other = await learner();
    const sitting = {
      test_id: 102, quiz_name: 'Geometry paper test, Pune centre', held_on: '2026-10-04', sections: [{ title: 'Part A', max_score: 20 }, { title: 'Part B', max_score: 10 }],
      results: [
        { email: 'top@mail.example', scores: [19, 9] }, { email: who.email.toUpperCase(), scores: [14, 6] }, { email: 'same@mail.example', scores: [15, 5] },
        { email: 'low@mail.example', scores: [2, -1] },
      ],
    };
    await api.school(ALPHA.id).prepare('INSERT INTO offline_sittings (school_id, test_id, sitting, data_json) VALUES (?, 102, 0, ?)').bind(ALPHA.id, JSON.stringify(sitting)).run();
    try {
      const url = callUrl(C.offlineResults, { testId: 102 });
      const mine = ok(C.offlineResults.response, await who.agent.get(url, { token: who.token }));
      // 20 and 20 share rank 2; at or below 20: 3 of 4.
      expect(mine.results).toEqual([expect.objectContaining({ quiz_name: 'Geometry paper test, Pune centre', score: 20, max_score: 30, standing: { rank: 2, candidates: 4, percentile: 75 } })]);
      expect(mine.results[0]!.sections).toEqual([
        { title: 'Part A', score: 14, max_score: 20, topper: 19, average: 12.5 },
        { title: 'Part B', score: 6, max_score: 10, topper: 9, average: 4.75 },
      ]);
      expect(JSON.stringify(mine)).not.toMatch(/mail\.example/);
      expect(ok(C.reportList.response, await who.reports()).offline).toEqual([{ test_id: 102, quiz_name: 'Geometry paper test, Pune centre', held_on: '2026-10-04', score: 20, max_score: 30 }]);
      expect(ok(C.offlineResults.response, await other.agent.get(url, { token: other.token })).results).toEqual([]);
      const beta = await learner(BETA.slug, 201);
      expectError(await beta.agent.get(url, { token: beta.token }), 404, 'Test not found');
      expectError(await who.agent.get(callUrl(C.offlineResults, { testId: 101 }), { token: who.token }), 404, 'Test not found');
    } finally {
      await api.school(ALPHA.id).prepare('DELETE FROM offline_sittings WHERE school_id = ?').bind(ALPHA.id).run();
    }
  });
});
