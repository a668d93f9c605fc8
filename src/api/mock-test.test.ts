/**
 * The mock-test engine (src/contract/mock-test.ts; docs/decisions/0028-mock-test-engine.md) in real workerd: who may
 * take a test, the attempt state machine, the sequence rule under repeated, late and out-of-order writes, epochs,
 * the server-held deadline and the scheduled submission, scoring, answer sheets, faculty grading and revaluation,
 * and school and learner isolation.
 *
 * Alpha's test product 102 gets a paper of every question type here (the fixture schools have no tests.json);
 * Beta's test 201 gets one too, so the same ids exist at another school.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { CALLS as C } from '../contract/calls.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../contract/bundle.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import {
  AnswerSheetUploadResponse, AttemptResponse, MOCK_TEST_TEXT, PaperResponse, PendingGradingResponse, Question, ResultResponse,
  SUBMIT_GRACE_MS, WriteAnswersResponse, type AnswerWrite, type PaperRules, type Response as AnswerResponse,
} from '../contract/mock-test.ts';
import { schoolWhere } from './lib/school.ts';
import { submitOverdueAttempts } from './scheduled.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';

let api: Api;
const PendingStatuses = C.testStatuses.response;
const RULES: PaperRules = {
  duration_minutes: 30, timer: 'test', max_attempts: 2, allow_pause: true, answer_required: false, partial_marks: true,
  result_release: 'immediate', result_date: null, instructions: ['Answer every question you can.'],
};
const base = { image: null, options: [], multiple: false, blanks: 0, answer_format: null, negative_marks: 0, topic: 'Algebra', difficulty: 'easy', explanation: 'See the working.' } as const;
const options = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` }));
const Q = {
  single: 102001, multiple: 102002, numeric: 102003, blanks: 102004, essay: 102005, feedback: 102006,
} as const;
const QUESTIONS = [
  { ...base, id: Q.single, section_id: 10201, type: 'multichoice', text: 'What is $2 + 2$?', options, marks: 4, negative_marks: 1, key: { type: 'multichoice', correct: ['b'] } },
  { ...base, id: Q.multiple, section_id: 10201, type: 'multichoice', text: 'Which are even?', options, multiple: true, marks: 4, negative_marks: 2, key: { type: 'multichoice', correct: ['a', 'c'] } },
  { ...base, id: Q.numeric, section_id: 10201, type: 'numeric', text: 'Half of 5?', marks: 4, key: { type: 'numeric', min: 2.45, max: 2.55 } },
  { ...base, id: Q.blanks, section_id: 10202, type: 'fill_in_the_blanks', text: 'Je [[1]] ici.', blanks: 1, marks: 2, negative_marks: 0.5, key: { type: 'fill_in_the_blanks', accepted: [['suis']] } },
  { ...base, id: Q.essay, section_id: 10202, type: 'subjective', text: 'Prove it.', answer_format: 'text_or_upload', marks: 10, key: { type: 'subjective', model_answer: 'A proof.' } },
  { ...base, id: Q.feedback, section_id: 10202, type: 'feedback', text: 'How was the test?', marks: 0, key: { type: 'feedback' } },
].map((q) => Question.parse(q));
const SECTIONS = [
  { id: 10201, title: 'Algebra', duration_minutes: 20, question_ids: [Q.single, Q.multiple, Q.numeric] },
  { id: 10202, title: 'Writing', duration_minutes: 10, question_ids: [Q.blanks, Q.essay, Q.feedback] },
];

async function setRules(rules: Partial<PaperRules>, schoolId: number = ALPHA.id, testId = 102) {
  await api.school(schoolId).prepare('UPDATE test_papers SET rules_json = ? WHERE school_id = ? AND test_id = ?').bind(JSON.stringify({ ...RULES, ...rules }), schoolId, testId).run();
}

beforeAll(async () => {
  api = await startApi('mock-test');
  for (const [schoolId, testId] of [[ALPHA.id, 102], [BETA.id, 201]] as const) {
    const shift = (testId - 102) * 1000;
    const questions = QUESTIONS.map((q) => ({ ...q, id: q.id + shift, section_id: q.section_id + shift / 10 }));
    await api.school(schoolId).prepare('INSERT INTO test_papers (school_id, test_id, lesson_id, title, rules_json, sections_json, max_score) VALUES (?, ?, 0, ?, ?, ?, 24)')
      .bind(schoolId, testId, 'Geometry Mock Test', JSON.stringify(RULES), JSON.stringify(SECTIONS.map((s) => ({ ...s, id: s.id + shift / 10, question_ids: s.question_ids.map((id) => id + shift) })))).run();
    for (const [position, q] of questions.entries()) {
      await api.school(schoolId).prepare('INSERT INTO questions (school_id, id, test_id, lesson_id, position, data_json) VALUES (?, ?, ?, 0, ?, ?)').bind(schoolId, q.id, testId, position, JSON.stringify(q)).run();
    }
  }
});
afterAll(async () => {
  await api?.close();
});

const client = (school: string = ALPHA.slug): Client => apiClient(api.server, school);
let learners = 0;
async function learner(school: string = ALPHA.slug, enrolIn: number | null = 102) {
  const agent = client(school);
  learners += 1;
  const who = { name: `Candidate ${learners}`, email: `candidate${learners}@mail.example`, phone: `7${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, who));
  if (enrolIn !== null) expect((await agent.post(C.devEnrol.path, { email: who.email, course_id: enrolIn })).status).toBe(200);
  const token = session.authToken;
  const opts = { token };
  return {
    agent, id: session.studentId, email: who.email, token,
    paper: (testId = 102) => agent.get(callUrl(C.paper, { testId }), opts),
    start: (key: string, testId = 102, body: object = { declaration: true }) => agent.post(callUrl(C.startAttempt, { testId }), { idempotency_key: `start-key-${key}`, ...body }, opts),
    write: (attemptId: number, writes: AnswerWrite[], visited: number[] = []) => agent.request('PUT', callUrl(C.writeAnswers, { attemptId }), { body: { writes, visited }, token }),
    attempt: (attemptId: number) => agent.get(callUrl(C.attempt, { attemptId }), opts),
    resume: (attemptId: number) => agent.post(callUrl(C.resumeAttempt, { attemptId }), undefined, opts),
    pause: (attemptId: number) => agent.post(callUrl(C.pauseAttempt, { attemptId }), undefined, opts),
    submit: (attemptId: number) => agent.post(callUrl(C.submitAttempt, { attemptId }), undefined, opts),
    result: (attemptId: number) => agent.get(callUrl(C.result, { attemptId }), opts),
    statuses: (ids: number[]) => agent.get(callUrl(C.testStatuses, null, { test_ids: ids.join(',') }), opts),
  };
}
type Learner = Awaited<ReturnType<typeof learner>>;

const w = (question_id: number, epoch: number, seq: number, response: AnswerResponse | null, marked = false): AnswerWrite =>
  ({ question_id, epoch, seq, response, marked, time_ms: seq * 1000 });
const choice = (...option_ids: string[]): AnswerResponse => ({ kind: 'choice', option_ids });
async function started(who: Learner, key = `key-${who.id}-1`) {
  return ok(AttemptResponse, await who.start(key)).attempt;
}
const held = async (who: Learner, attemptId: number) =>
  new Map(ok(AttemptResponse, await who.attempt(attemptId)).attempt.answers.map((a) => [a.question_id, a]));
const rowCount = async (sql: string, ...values: unknown[]) => (await api.school(ALPHA.id).prepare(sql).bind(...values).first<{ n: number }>())!.n;

describe('who may take a test', () => {
  it('needs a session and running access, and never sends answer keys', async () => {
    expectError(await client().get(callUrl(C.paper, { testId: 102 })), 401, ERROR_TEXT.sessionExpired);
    const outsider = await learner(ALPHA.slug, null);
    expectError(await outsider.paper(), 403, MOCK_TEST_TEXT.buyToTest);
    expectError(await outsider.start('key-outsider'), 403, MOCK_TEST_TEXT.buyToTest);
    const who = await learner();
    const answer = ok(PaperResponse, await who.paper());
    expect(answer.paper.questions.map((q) => q.type)).toEqual(['multichoice', 'multichoice', 'numeric', 'fill_in_the_blanks', 'subjective', 'feedback']);
    expect(JSON.stringify(answer)).not.toMatch(/"key"|"explanation"|model_answer|suis/);
    expect(answer.status).toMatchObject({ state: 'fresh', attempts_used: 0, max_attempts: 2, attempt_id: null, max_score: 24 });
    expect(Math.abs(answer.server_now - Date.now())).toBeLessThan(60_000);
    expectError(await who.paper(999), 404, MOCK_TEST_TEXT.testNotFound);
    expectError(await who.paper(101), 404, MOCK_TEST_TEXT.testNotFound); // a course is not a test
  });

  it('starts only with the declaration ticked, once per key, and answers the open attempt to a second start', async () => {
    const who = await learner();
    expectError(await who.start('key-a', 102, { declaration: false }), 412, MOCK_TEST_TEXT.declarationRequired, 'declaration');
    expect(await rowCount('SELECT count(*) AS n FROM attempts WHERE user_id = ?', who.id)).toBe(0);
    const before = Date.now();
    const first = await started(who, 'key-a');
    expect(first).toMatchObject({ number: 1, state: 'in_progress', epoch: 1, answers: [], submitted_at: null });
    expect(first.deadline_at! - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(first.deadline_at! - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const again = await Promise.all([who.start('key-a'), who.start('key-a'), who.start('key-b')]);
    for (const reply of again) expect(ok(AttemptResponse, reply).attempt.id).toBe(first.id);
    expect(await rowCount('SELECT count(*) AS n FROM attempts WHERE user_id = ?', who.id)).toBe(1);
  });
});

describe('the sequence rule', () => {
  it('keeps the highest write per question whatever order writes arrive in, and answers a repeat the same', async () => {
    const who = await learner();
    const { id } = await started(who);
    const late = ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 3, choice('b'))]));
    expect(late.results).toEqual([{ question_id: Q.single, seq: 3, kept: true }]);
    // Older writes arriving after it change nothing.
    const older = ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 2, choice('c')), w(Q.single, 1, 1, null)]));
    expect(older.results.map((r) => r.kept)).toEqual([false, false]);
    // The same write again: still held, still kept.
    expect(ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 3, choice('b'))])).results[0]!.kept).toBe(true);
    // Out of order inside one batch: the newest wins.
    ok(WriteAnswersResponse, await who.write(id, [w(Q.numeric, 1, 9, { kind: 'numeric', value: '2.5' }), w(Q.numeric, 1, 5, { kind: 'numeric', value: '7' })]));
    const answers = await held(who, id);
    expect(answers.get(Q.single)).toMatchObject({ seq: 3, response: choice('b'), visited: true });
    expect(answers.get(Q.numeric)).toMatchObject({ seq: 9, response: { kind: 'numeric', value: '2.5' } });
  });

  it('lets a newer window win with its epoch, and keeps the older window\'s answers to questions it never touched', async () => {
    const who = await learner();
    const { id } = await started(who);
    ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 1, choice('a'))]));
    const taken = ok(AttemptResponse, await who.resume(id)).attempt;
    expect(taken.epoch).toBe(2);
    ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 2, 1, choice('b'))]));
    // The first window, offline meanwhile, catches up with writes numbered higher in its own epoch.
    const stale = ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 50, choice('d')), w(Q.numeric, 1, 51, { kind: 'numeric', value: '2.5' })]));
    expect(stale.results.map((r) => r.kept)).toEqual([false, true]);
    expect(stale.epoch).toBe(2);
    const answers = await held(who, id);
    expect(answers.get(Q.single)?.response).toEqual(choice('b'));
    expect(answers.get(Q.numeric)?.response).toEqual({ kind: 'numeric', value: '2.5' });
    // An epoch never given out is refused, and changes nothing.
    expectError(await who.write(id, [w(Q.single, 3, 1, choice('c'))]), 412, MOCK_TEST_TEXT.staleWindow, 'writes.0.epoch');
    expect((await held(who, id)).get(Q.single)?.response).toEqual(choice('b'));
  });

  it('refuses an answer that does not fit its question, or a question of another test, storing nothing of the request', async () => {
    const who = await learner();
    const { id } = await started(who);
    expectError(await who.write(id, [w(Q.numeric, 1, 1, { kind: 'numeric', value: '1' }), w(Q.single, 1, 2, choice('a', 'b'))]), 412, MOCK_TEST_TEXT.answerDoesNotFit, 'writes.1.response');
    expectError(await who.write(id, [w(Q.blanks, 1, 3, { kind: 'blanks', values: ['a', 'b'] })]), 412, MOCK_TEST_TEXT.answerDoesNotFit, 'writes.0.response');
    expectError(await who.write(id, [w(Q.single, 1, 4, choice('z'))]), 412, MOCK_TEST_TEXT.answerDoesNotFit, 'writes.0.response');
    expectError(await who.write(id, [w(Q.single, 1, 4, choice('Z'))]), 412, 'Invalid string: must match pattern /^[a-z]$/', 'writes.0.response.option_ids.0');
    expectError(await who.write(id, [w(201001, 1, 5, choice('b'))]), 412, MOCK_TEST_TEXT.questionNotInTest, 'writes.0.question_id');
    expect((await held(who, id)).size).toBe(0);
  });
});

describe('isolation', () => {
  it('never shows or changes an attempt to another learner or at another school', async () => {
    const who = await learner();
    const { id } = await started(who);
    ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 1, choice('b'))]));
    const other = await learner();
    const beta = await learner(BETA.slug, 201);
    for (const intruder of [other, beta]) {
      expectError(await intruder.attempt(id), 404, MOCK_TEST_TEXT.attemptNotFound);
      expectError(await intruder.write(id, [w(Q.single, 1, 9, choice('a'))]), 404, MOCK_TEST_TEXT.attemptNotFound);
      expectError(await intruder.submit(id), 404, MOCK_TEST_TEXT.attemptNotFound);
      expectError(await intruder.resume(id), 404, MOCK_TEST_TEXT.attemptNotFound);
    }
    // Beta's learner cannot take Alpha's test by its id either.
    expectError(await beta.paper(102), 404, MOCK_TEST_TEXT.testNotFound);
    expect((await held(who, id)).get(Q.single)).toMatchObject({ seq: 1, response: choice('b') });
    expect(ok(AttemptResponse, await who.attempt(id)).attempt.state).toBe('in_progress');
  });
});

describe('submitting and scoring', () => {
  it('scores every saved answer once, counts unanswered as unanswered, and answers a repeat with the same result', async () => {
    const who = await learner();
    const { id } = await started(who);
    ok(WriteAnswersResponse, await who.write(id, [
      w(Q.single, 1, 1, choice('b')), // +4
      w(Q.multiple, 1, 2, choice('a')), // partial: +2
      w(Q.numeric, 1, 3, { kind: 'numeric', value: '3' }), // wrong, no negative marks
      w(Q.blanks, 1, 4, { kind: 'blanks', values: [' SUIS '] }), // +2
      w(Q.feedback, 1, 5, { kind: 'feedback', rating: 4, comment: 'Fair' }),
    ], [Q.essay]));
    const done = ok(ResultResponse, await who.submit(id));
    expect(done.attempt).toMatchObject({ state: 'submitted', deadline_at: null });
    expect(done.result).toMatchObject({ score: 8, max_score: 24, pending_marks: 0, correct: 2, partial: 1, incorrect: 1, unanswered: 1, pending: 0 });
    expect(done.result!.sections).toEqual([
      { section_id: 10201, title: 'Algebra', score: 6, max_score: 12 },
      { section_id: 10202, title: 'Writing', score: 2, max_score: 12 },
    ]);
    expect(done.status).toMatchObject({ state: 'submitted', attempts_used: 1, result_released: true, score: 8 });
    const again = ok(ResultResponse, await who.submit(id));
    expect(again.result).toEqual(done.result);
    expect(again.attempt.submitted_at).toBe(done.attempt.submitted_at);
    expectError(await who.write(id, [w(Q.numeric, 1, 6, { kind: 'numeric', value: '2.5' })]), 403, MOCK_TEST_TEXT.attemptOver);
    expect(ok(ResultResponse, await who.result(id)).result!.score).toBe(8);
  });

  it('allows retakes up to the test\'s maximum', async () => {
    const who = await learner();
    const first = await started(who, 'retake-1');
    ok(ResultResponse, await who.submit(first.id));
    const second = await started(who, 'retake-2');
    expect(second).toMatchObject({ number: 2, state: 'in_progress', answers: [] });
    expect(ok(AttemptResponse, await who.start('retake-1')).attempt.id).toBe(first.id); // a repeated first start
    ok(ResultResponse, await who.submit(second.id));
    expectError(await who.start('retake-3'), 403, MOCK_TEST_TEXT.noRetakesLeft);
    const status = ok(PendingStatuses, await who.statuses([102, 101, 999])).tests;
    expect(status).toEqual([expect.objectContaining({ test_id: 102, state: 'submitted', attempts_used: 2, attempt_id: second.id })]);
  });

  it('holds the result back until the test\'s result date', async () => {
    await setRules({ result_release: 'on_date', result_date: '2099-01-01T00:00:00+05:30' });
    try {
      const who = await learner();
      const { id } = await started(who);
      ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 1, choice('b'))]));
      const done = ok(ResultResponse, await who.submit(id));
      expect(done.result).toBeNull();
      expect(done.status).toMatchObject({ result_released: false, score: null, result_date: '2099-01-01T00:00:00+05:30' });
    } finally {
      await setRules({});
    }
  });
});

describe('the server holds the time', () => {
  it('takes writes until the deadline and its grace, then submits with every saved answer', async () => {
    const who = await learner();
    const { id } = await started(who);
    ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 1, choice('b'))]));
    // Past zero, within the grace: a window that was offline at zero catches up.
    ok(AttemptResponse, await who.agent.post(callUrl(C.devAttemptDeadline, { attemptId: id }), { in_ms: 0 }, { token: who.token }));
    ok(WriteAnswersResponse, await who.write(id, [w(Q.blanks, 1, 2, { kind: 'blanks', values: ['suis'] })]));
    await api.school(ALPHA.id).prepare('UPDATE attempts SET deadline_at = ? WHERE id = ?').bind(Date.now() - SUBMIT_GRACE_MS - 1000, id).run();
    expectError(await who.write(id, [w(Q.numeric, 1, 3, { kind: 'numeric', value: '2.5' })]), 403, MOCK_TEST_TEXT.attemptOver);
    const after = ok(ResultResponse, await who.result(id));
    expect(after.attempt.state).toBe('submitted');
    expect(after.result).toMatchObject({ score: 6, correct: 2 });
    expect(await rowCount("SELECT count(*) AS n FROM attempts WHERE id = ? AND submitted_by = 'deadline'", id)).toBe(1);
  });

  it('submits an abandoned attempt from the scheduled job, and only one past its grace', async () => {
    const gone = await learner();
    const { id } = await started(gone);
    ok(WriteAnswersResponse, await gone.write(id, [w(Q.single, 1, 1, choice('b'))]));
    const still = await learner();
    const running = await started(still);
    await api.school(ALPHA.id).prepare('UPDATE attempts SET deadline_at = ? WHERE id = ?').bind(Date.now() - SUBMIT_GRACE_MS - 1000, id).run();
    await api.school(ALPHA.id).prepare('UPDATE attempts SET deadline_at = ? WHERE id = ?').bind(Date.now() - 1000, running.id).run();
    const db = api.db(ALPHA.id);
    const school = (await schoolWhere(db, 'id', ALPHA.id))!;
    const first = await submitOverdueAttempts(db, school);
    expect(first.submitted).toBeGreaterThanOrEqual(1);
    expect(await rowCount("SELECT count(*) AS n FROM attempts WHERE id = ? AND state = 'submitted' AND submitted_by = 'schedule' AND score = 4", id)).toBe(1);
    expect(await rowCount("SELECT count(*) AS n FROM attempts WHERE id = ? AND state = 'in_progress'", running.id)).toBe(1);
    // Run twice: nothing submitted twice.
    await submitOverdueAttempts(db, school);
    expect(await rowCount("SELECT count(*) AS n FROM attempts WHERE id = ? AND state = 'submitted'", id)).toBe(1);
  });

  it('pauses only where the test allows, keeping the time left, and continues from it', async () => {
    const who = await learner();
    const { id } = await started(who);
    const paused = ok(AttemptResponse, await who.pause(id)).attempt;
    expect(paused).toMatchObject({ state: 'aborted', deadline_at: null, epoch: 2 });
    expect(paused.remaining_ms).toBeGreaterThan(29 * 60_000);
    expectError(await who.write(id, [w(Q.single, 2, 1, choice('b'))]), 403, MOCK_TEST_TEXT.attemptPaused);
    expect(ok(PendingStatuses, await who.statuses([102])).tests[0]).toMatchObject({ state: 'aborted' });
    const resumed = ok(AttemptResponse, await who.resume(id));
    expect(resumed.attempt).toMatchObject({ state: 'in_progress', epoch: 3 });
    expect(resumed.attempt.deadline_at! - resumed.server_now).toBeLessThanOrEqual(paused.remaining_ms);
    expect(resumed.attempt.deadline_at! - resumed.server_now).toBeGreaterThan(paused.remaining_ms - 10_000);
    await setRules({ allow_pause: false });
    try {
      expectError(await who.pause(id), 403, MOCK_TEST_TEXT.pauseNotAllowed);
    } finally {
      await setRules({});
    }
  });

  it('takes section-timed tests in order: a closed or later section takes no answers', async () => {
    await setRules({ timer: 'section' });
    try {
      const who = await learner();
      const attempt = await started(who);
      expect(attempt.section_id).toBe(10201);
      expect(attempt.section_deadline_at! - attempt.started_at).toBe(20 * 60_000);
      expect(attempt.deadline_at! - attempt.started_at).toBe(30 * 60_000);
      expectError(await who.write(attempt.id, [w(Q.blanks, 1, 1, { kind: 'blanks', values: ['suis'] })]), 403, MOCK_TEST_TEXT.sectionClosed);
      ok(WriteAnswersResponse, await who.write(attempt.id, [w(Q.single, 1, 2, choice('b'))]));
      const next = ok(AttemptResponse, await who.agent.post(callUrl(C.advanceSection, { attemptId: attempt.id }), { from_section_id: 10201 }, { token: who.token })).attempt;
      expect(next.section_id).toBe(10202);
      expect(next.deadline_at! - next.section_deadline_at!).toBe(0);
      // A repeated advance from the first section changes nothing.
      expect(ok(AttemptResponse, await who.agent.post(callUrl(C.advanceSection, { attemptId: attempt.id }), { from_section_id: 10201 }, { token: who.token })).attempt.section_id).toBe(10202);
      expectError(await who.write(attempt.id, [w(Q.single, 1, 3, choice('a'))]), 403, MOCK_TEST_TEXT.sectionClosed);
      ok(WriteAnswersResponse, await who.write(attempt.id, [w(Q.blanks, 1, 4, { kind: 'blanks', values: ['suis'] })]));
    } finally {
      await setRules({});
    }
  });
});

describe('answer sheets, faculty grading and revaluation', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const ORIGIN = 'http://alpha-school.localhost';
  async function put(who: Learner, url: string, body: Uint8Array, token = who.token) {
    const response = await api.server.fetch(url, {
      method: 'PUT', body,
      headers: { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: who.agent.ip, 'content-type': 'application/pdf', origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN, authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as { status?: number; data?: { message?: string } ; file?: string } };
  }

  it('uploads a PDF answer sheet through a signed URL, refusing other files and other learners', async () => {
    const who = await learner();
    const { id } = await started(who);
    const ask = (body: object) => who.agent.post(callUrl(C.answerSheetUpload, { attemptId: id }), body, { token: who.token });
    expectError(await ask({ question_id: Q.essay, name: 'sheet.png', content_type: 'image/png', size: 1000 }), 412, MOCK_TEST_TEXT.answerSheetPdf, 'name');
    const tooBig = await ask({ question_id: Q.essay, name: 'sheet.pdf', content_type: 'application/pdf', size: 11 * 1024 * 1024 });
    expect(tooBig.body).toEqual({ status: 412, data: { message: 'File size is more than {max} MB', field: 'size', variables: { max: 10 } } });
    expectError(await ask({ question_id: Q.single, name: 'sheet.pdf', content_type: 'application/pdf', size: 1000 }), 412, MOCK_TEST_TEXT.questionNotInTest, 'question_id');
    const grant = ok(AnswerSheetUploadResponse, await ask({ question_id: Q.essay, name: 'My sheet.pdf', content_type: 'application/pdf', size: pdf.length }));
    const other = await learner();
    expect((await put(other, grant.url, pdf)).status).toBe(403);
    const notPdf = await put(who, grant.url, new TextEncoder().encode('GIF89a not a pdf'));
    expect(notPdf.body).toMatchObject({ status: 412, data: { message: MOCK_TEST_TEXT.answerSheetPdf } });
    // Saying it is there before it is: refused.
    expectError(await who.write(id, [w(Q.essay, 1, 1, { kind: 'upload', file: grant.file, name: 'My sheet.pdf' })]), 412, MOCK_TEST_TEXT.uploadMissing, 'writes.0.response');
    expect(await put(who, grant.url, pdf)).toEqual({ status: 200, body: { file: grant.file, size: pdf.length } });
    ok(WriteAnswersResponse, await who.write(id, [w(Q.essay, 1, 2, { kind: 'upload', file: grant.file, name: 'My sheet.pdf' })]));
    const sheet = await api.server.fetch(callUrl(C.answerSheet, { attemptId: id, file: grant.file }), { headers: { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: who.agent.ip, authorization: `Bearer ${who.token}` } });
    expect(sheet.status).toBe(200);
    expect(new Uint8Array(await sheet.arrayBuffer())).toEqual(pdf);
    const stranger = await api.server.fetch(callUrl(C.answerSheet, { attemptId: id, file: grant.file }), { headers: { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: other.agent.ip, authorization: `Bearer ${other.token}` } });
    expect(stranger.status).toBe(404);
  });

  it('takes one file per signed upload, once, and none after the attempt is submitted', async () => {
    const who = await learner();
    const { id } = await started(who);
    const ask = () => who.agent.post(callUrl(C.answerSheetUpload, { attemptId: id }), { question_id: Q.essay, name: 'sheet.pdf', content_type: 'application/pdf', size: pdf.length }, { token: who.token });
    const first = ok(AnswerSheetUploadResponse, await ask());
    const later = ok(AnswerSheetUploadResponse, await ask());
    // The link names one object: another file name in the same folder is refused.
    const elsewhere = first.url.replace(/[^/]+$/, `${'a'.repeat(32)}.pdf`);
    expect(await put(who, elsewhere, pdf)).toMatchObject({ status: 403, body: { data: { message: MOCK_TEST_TEXT.uploadLinkInvalid } } });
    expect((await put(who, first.url, pdf)).status).toBe(200);
    // The same link again would replace what faculty grade.
    const again = new TextEncoder().encode('%PDF-1.4 a different sheet');
    expect(await put(who, first.url, again)).toMatchObject({ status: 403, body: { data: { message: MOCK_TEST_TEXT.uploadLinkUsed } } });
    ok(ResultResponse, await who.submit(id));
    // A link asked for before submitting is no good after it.
    expect(await put(who, later.url, pdf)).toMatchObject({ status: 403, body: { data: { message: MOCK_TEST_TEXT.attemptOver } } });
    const objects = await api.LESSONS.list({ prefix: `answers/${ALPHA.id}/${id}/` });
    expect(objects.objects.map((o) => o.key)).toEqual([`answers/${ALPHA.id}/${id}/${first.file}`]);
    const stored = await api.LESSONS.get(`answers/${ALPHA.id}/${id}/${first.file}`);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(pdf);
  });

  it('leaves subjective answers pending until faculty grade them, and allows one revaluation', async () => {
    const who = await learner();
    const { id } = await started(who);
    ok(WriteAnswersResponse, await who.write(id, [w(Q.single, 1, 1, choice('b')), w(Q.essay, 1, 2, { kind: 'text', text: 'Because 2 + 2 = 4.' })]));
    const submitted = ok(ResultResponse, await who.submit(id));
    expect(submitted.attempt.state).toBe('evaluation_pending');
    expect(submitted.result).toMatchObject({ score: 4, pending_marks: 10, pending: 1 });
    expectError(await who.agent.post(callUrl(C.applyRevaluation, { attemptId: id }), undefined, { token: who.token }), 403, MOCK_TEST_TEXT.revaluationNotOpen);

    // A learner is not faculty.
    expectError(await who.agent.get(C.pendingGrading.path, { token: who.token }), 403, MOCK_TEST_TEXT.facultyOnly);
    expectError(await who.agent.post(callUrl(C.gradeAttempt, { attemptId: id }), { grades: [{ question_id: Q.essay, marks: 10 }] }, { token: who.token }), 403, MOCK_TEST_TEXT.facultyOnly);
    const faculty = await learner(ALPHA.slug, null);
    await api.school(ALPHA.id).prepare("INSERT INTO staff (school_id, user_id, role) VALUES (?, ?, 'faculty')").bind(ALPHA.id, faculty.id).run();
    const grade = (body: object) => faculty.agent.post(callUrl(C.gradeAttempt, { attemptId: id }), body, { token: faculty.token });
    const queue = ok(PendingGradingResponse, await faculty.agent.get(C.pendingGrading.path, { token: faculty.token }));
    const mine = queue.attempts.find((a) => a.attempt_id === id)!;
    expect(mine.questions).toEqual([expect.objectContaining({ response: { kind: 'text', text: 'Because 2 + 2 = 4.' }, model_answer: 'A proof.' })]);
    expectError(await grade({ grades: [{ question_id: Q.essay, marks: 11 }] }), 412, MOCK_TEST_TEXT.gradeOutOfRange, 'grades.0.marks');
    expectError(await grade({ grades: [] }), 412, MOCK_TEST_TEXT.notAllGraded, 'grades');
    expectError(await grade({ grades: [{ question_id: Q.single, marks: 1 }] }), 412, MOCK_TEST_TEXT.questionNotInTest, 'grades.0.question_id');
    const graded = ok(ResultResponse, await grade({ grades: [{ question_id: Q.essay, marks: 6.5, comment: 'Show more steps.' }] }));
    expect(graded.attempt.state).toBe('submitted');
    expect(graded.result).toMatchObject({ score: 10.5, pending_marks: 0, partial: 1 });
    expectError(await grade({ grades: [{ question_id: Q.essay, marks: 7 }] }), 403, MOCK_TEST_TEXT.nothingToGrade);

    const applied = ok(ResultResponse, await who.agent.post(callUrl(C.applyRevaluation, { attemptId: id }), undefined, { token: who.token }));
    expect(applied.attempt.state).toBe('applied_for_revaluation');
    expect(ok(ResultResponse, await grade({ grades: [{ question_id: Q.essay, marks: 8 }], complete: false })).attempt.state).toBe('under_revaluation');
    expect(ok(ResultResponse, await grade({ grades: [] })).result).toMatchObject({ score: 12 });
    expectError(await who.agent.post(callUrl(C.applyRevaluation, { attemptId: id }), undefined, { token: who.token }), 403, MOCK_TEST_TEXT.revaluationOnce);
    // Faculty of another school cannot see or grade it.
    const betaFaculty = await learner(BETA.slug, null);
    await api.school(BETA.id).prepare("INSERT INTO staff (school_id, user_id, role) VALUES (?, ?, 'faculty')").bind(BETA.id, betaFaculty.id).run();
    expectError(await betaFaculty.agent.post(callUrl(C.gradeAttempt, { attemptId: id }), { grades: [] }, { token: betaFaculty.token }), 404, MOCK_TEST_TEXT.attemptNotFound);
  });
});
