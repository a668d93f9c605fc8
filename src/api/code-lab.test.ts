/**
 * The code lab's grading in real workerd (docs/decisions/0085-code-lab.md): every verdict for JavaScript and SQL, an
 * infinite loop, a memory bomb and an endless query stopped on time, hidden tests that never leave the server, the
 * learner's history, and another school's challenge not found. Alpha has challenges 601 (JavaScript), 602 (SQL) and
 * 604 (Python, graded by the Python grader's worker beside the API).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { CODE_CALLS, CODE_TEXT, CodeChallenge, Submission, SubmissionsResponse } from '../contract/code-lab.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import { ALPHA, ALPHA_CODE, BETA } from './testing/fixtures.ts';
import { LEARNING_CALLS } from '../contract/learning.ts';
import { CourseProgressResponse, LESSON_CALLS, LESSON_TEXT, PlayerResponse, SaveProgressResponse } from '../contract/lessons.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('code-lab', { python: true });
}, 120_000);
afterAll(async () => {
  await api?.close();
});

type Person = { agent: Client; token: string };
let people = 0;
async function learner(school: string = ALPHA.slug): Promise<Person> {
  people += 1;
  const agent = apiClient(api.server, school);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name: `Coder ${people}`, email: `coder${people}@mail.example`, phone: `5${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  return { agent, token: session.authToken };
}
const submit = (who: Person, codeId: number, source: string) => who.agent.post(callUrl(CODE_CALLS.submitCode, { codeId }), { source }, { token: who.token });
const verdictOf = async (who: Person, codeId: number, source: string) => ok(Submission, await submit(who, codeId, source));

const SUM = 'function sum(xs) { return xs.reduce((a, b) => a + b, 0); }';
const QUERY = 'SELECT name FROM orders GROUP BY name HAVING SUM(amount) > 100 ORDER BY name';

describe('the code lab', () => {
  let me: Person;
  beforeAll(async () => {
    me = await learner();
  });

  it('shows a challenge without its hidden tests', async () => {
    const challenge = ok(CodeChallenge, await me.agent.get(callUrl(CODE_CALLS.codeChallenge, { codeId: 601 }), { token: me.token }));
    expect(challenge).toMatchObject({ language: 'javascript', entry: 'sum', examples: [{ args: [[1, 2, 3]], expected: 6 }, { args: [[]], expected: 0 }], hidden_count: 2 });
    expect(JSON.stringify(challenge)).not.toContain('-5');
    expectError(await apiClient(api.server).get(callUrl(CODE_CALLS.codeChallenge, { codeId: 601 })), 401, ERROR_TEXT.sessionExpired);
  });

  it('grades JavaScript: accepted, a wrong answer, a runtime error, and an infinite loop and a memory bomb stopped', async () => {
    const accepted = await verdictOf(me, 601, SUM);
    expect(accepted).toMatchObject({ verdict: 'accepted', passed: 4, total: 4 });
    // Examples show what they got; hidden tests only how they went.
    expect(accepted.cases.map((c) => [c.hidden, c.got])).toEqual([[false, '6'], [false, '0'], [true, null], [true, null]]);

    // Right on the examples, wrong on a hidden test: the hidden test's numbers stay on the server.
    const wrong = await verdictOf(me, 601, 'function sum(xs) { console.log("adding", xs.length); return xs.reduce((a, b) => a + Math.round(b), 0); }');
    expect(wrong).toMatchObject({ verdict: 'wrong_answer', passed: 3, total: 4 });
    expect(wrong.cases[0]!.output).toBe('adding 3\n');
    expect(wrong.cases.filter((c) => c.hidden).map((c) => [c.verdict, c.got, c.output, c.error])).toEqual([['accepted', null, '', null], ['wrong_answer', null, '', null]]);

    const broken = await verdictOf(me, 601, 'function sum(xs) { return xs.nope.length; }');
    expect(broken).toMatchObject({ verdict: 'runtime_error', passed: 0 });
    expect(broken.cases[0]!.error).toMatch(/^TypeError: /);

    const loop = await verdictOf(me, 601, 'function sum(xs) { while (true) {} }');
    expect(loop.verdict).toBe('time_limit');
    // A megabyte-sized step each time: it meets the memory limit in a few steps, well before the deadline, however
    // busy the machine (small objects one by one can run out the clock first on a loaded one).
    const bomb = await verdictOf(me, 601, 'function sum(xs) { const kept = []; for (let i = 0; ; i++) kept.push(new Array(1 << 20).fill(i)); }');
    expect(bomb.verdict).toBe('runtime_error');
    expect(bomb.cases[0]!.error).toMatch(/out of memory/);
    // Neither is run again for the other tests.
    expect([loop, bomb].map((s) => s.cases.slice(1).every((c) => c.ms === 0))).toEqual([true, true]);
    // The lab still grades after both.
    expect((await verdictOf(me, 601, SUM)).verdict).toBe('accepted');
  });

  it('grades SQL: accepted, a wrong answer on the hidden rows, an error, and an endless query stopped', async () => {
    expect(await verdictOf(me, 602, QUERY)).toMatchObject({ verdict: 'accepted', passed: 2, total: 2 });
    // Right for the example's rows only: it never adds up a customer's orders.
    expect(await verdictOf(me, 602, 'SELECT DISTINCT name FROM orders WHERE amount > 50 AND name <> \'Bilal\' ORDER BY name')).toMatchObject({ verdict: 'wrong_answer', passed: 1 });
    const unordered = await verdictOf(me, 602, 'SELECT name FROM orders GROUP BY name HAVING SUM(amount) > 100 ORDER BY name DESC');
    expect(unordered.verdict).toBe('wrong_answer');
    const error = await verdictOf(me, 602, 'SELECT nam FROM orders');
    expect(error).toMatchObject({ verdict: 'runtime_error' });
    expect(error.cases[0]!.error).toContain('no such column: nam');
    const endless = await verdictOf(me, 602, 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c');
    expect(endless.verdict).toBe('time_limit');
    expect((await verdictOf(me, 602, QUERY)).verdict).toBe('accepted');
  });

  it('grades Python in CPython: accepted, a wrong answer, a runtime error with its line, and a loop, a swallowed stop and a memory bomb stopped', async () => {
    const DOUBLED = 'def doubled_evens(xs):\n    print("got", len(xs))\n    return [x * 2 for x in xs if x % 2 == 0]\n';
    const accepted = await verdictOf(me, 604, DOUBLED);
    expect(accepted).toMatchObject({ verdict: 'accepted', passed: 4, total: 4 });
    expect(accepted.cases.map((c) => [c.hidden, c.got, c.output])).toEqual([[false, '[4, 8]', 'got 4\n'], [false, '[]', 'got 0\n'], [true, null, ''], [true, null, '']]);
    // Right on the examples only: a negative even number is doubled the wrong way.
    const wrong = await verdictOf(me, 604, 'def doubled_evens(xs):\n    return [abs(x) * 2 for x in xs if x % 2 == 0]\n');
    expect(wrong).toMatchObject({ verdict: 'wrong_answer', passed: 3 });
    const broken = await verdictOf(me, 604, 'def doubled_evens(xs):\n    total = 0\n    return [x / total for x in xs]\n');
    expect(broken.verdict).toBe('runtime_error');
    expect(broken.cases[0]!.error).toBe('ZeroDivisionError: division by zero (line 3)');
    const syntax = await verdictOf(me, 604, 'def doubled_evens(xs)\n    return xs\n');
    expect(syntax.cases[0]!.error).toMatch(/^SyntaxError: .* \(line 1\)$/);

    const loop = await verdictOf(me, 604, 'def doubled_evens(xs):\n    while True:\n        pass\n');
    expect(loop.verdict).toBe('time_limit');
    // A loop that catches the stop and runs on is ended all the same; the grader starts a fresh interpreter after it.
    const stubborn = await verdictOf(me, 604, 'def doubled_evens(xs):\n    while True:\n        try:\n            while True:\n                pass\n        except BaseException:\n            pass\n');
    expect(stubborn.verdict).toBe('time_limit');
    const bomb = await verdictOf(me, 604, 'def doubled_evens(xs):\n    kept = []\n    while True:\n        kept.append(bytearray(1 << 20))\n');
    expect(bomb.verdict).toBe('runtime_error');
    expect(bomb.cases[0]!.error).toMatch(/^MemoryError/);
    expect([loop, stubborn, bomb].map((s) => s.cases.slice(1).every((c) => c.ms === 0))).toEqual([true, true, true]);

    // What one submission changes in the interpreter is gone for the next.
    await verdictOf(me, 604, 'import builtins\nbuiltins.len = lambda xs: 0\ndef doubled_evens(xs):\n    return []\n');
    expect((await verdictOf(me, 604, DOUBLED)).verdict).toBe('accepted');
  }, 120_000);

  it("keeps the learner's submissions, newest first, for them alone", async () => {
    const mine = ok(SubmissionsResponse, await me.agent.get(callUrl(CODE_CALLS.codeSubmissions, { codeId: 602 }), { token: me.token }));
    expect(mine.solved).toBe(true);
    expect(mine.submissions.map((s) => s.verdict)).toEqual(['accepted', 'time_limit', 'runtime_error', 'wrong_answer', 'wrong_answer', 'accepted']);
    expect(mine.submissions[0]!.source).toBe(QUERY);
    const other = await learner();
    expect(ok(SubmissionsResponse, await other.agent.get(callUrl(CODE_CALLS.codeSubmissions, { codeId: 602 }), { token: other.token }))).toEqual({ submissions: [], solved: false });
  });

  it('completes its lesson when a challenge that is a lesson is accepted, for a learner who may open it', async () => {
    // Course 101 gains a code lesson (29) whose challenge is 603, as a school's catalogue.json and code.json would give them.
    const lesson = { id: 29, title: 'Lab: add them up', kind: 'code', free_preview: false };
    const challenge = { ...ALPHA_CODE.challenges[0]!, id: 603, lesson: { course_id: 101, lesson_id: 29 } };
    await api.school(ALPHA.id).batch([
      api.school(ALPHA.id).prepare("UPDATE products SET data_json = json_insert(data_json, '$.sections[0].lessons[#]', json(?)) WHERE school_id = ? AND id = 101").bind(JSON.stringify(lesson), ALPHA.id),
      api.school(ALPHA.id).prepare("INSERT INTO code_challenges (school_id, id, language, course_id, lesson_id, data_json) VALUES (?, 603, 'javascript', 101, 29, ?)").bind(ALPHA.id, JSON.stringify(challenge)),
    ]);
    const stranger = await learner();
    expectError(await submit(stranger, 603, SUM), 403, LESSON_TEXT.buyToStudy);
    const student = await learner();
    const email = `coder${people}@mail.example`;
    expect((await student.agent.post(LEARNING_CALLS.devEnrol.path, { email, course_id: 101 })).status).toBe(200);
    expect(ok(CodeChallenge, await student.agent.get(callUrl(CODE_CALLS.codeChallenge, { codeId: 603 }), { token: student.token })).lesson).toMatchObject({ course_id: 101, lesson_id: 29, lesson_title: 'Lab: add them up' });
    // The player opens the lesson with its challenge; marking it complete by hand does not complete it.
    const player = ok(PlayerResponse, await student.agent.get(callUrl(LESSON_CALLS.player, { productSeo: 'algebra-basics', lessonId: 29 }), { token: student.token }));
    expect(player.challenge).toEqual({ id: 603, title: ALPHA_CODE.challenges[0]!.title, language: 'javascript' });
    const byHand = ok(SaveProgressResponse, await student.agent.request('PUT', LESSON_CALLS.saveProgress.path, { body: { course_id: 101, lesson_id: 29, position: 0, completed: true }, token: student.token }));
    expect(byHand.progress.completed).toBe(false);
    const done = () => api.school(ALPHA.id).prepare('SELECT completed_at FROM lesson_progress WHERE school_id = ? AND course_id = 101 AND lesson_id = 29 AND user_id = (SELECT id FROM users WHERE school_id = ? AND email = ?)')
      .bind(ALPHA.id, ALPHA.id, email).first<{ completed_at: number | null }>();
    expect((await verdictOf(student, 603, 'function sum(xs) { return 0; }')).verdict).toBe('wrong_answer');
    expect((await done())?.completed_at ?? null).toBeNull();
    expect((await verdictOf(student, 603, SUM)).verdict).toBe('accepted');
    expect((await done())?.completed_at).toEqual(expect.any(Number));
    // It counts in the course's progress as the player's lessons do.
    const course = ok(CourseProgressResponse, await student.agent.get(callUrl(LESSON_CALLS.courseProgress, null, { course_id: 101 }), { token: student.token }));
    expect(course.lessons.find((l) => l.lesson_id === 29)?.completed).toBe(true);
    expect(course.percent).toBeGreaterThan(0);
  });

  it('refuses empty or oversized code, and finds nothing of another school', async () => {
    expectError(await submit(me, 601, '   '), 412, CODE_TEXT.sourceRequired, 'source');
    expectError(await submit(me, 601, 'x'.repeat(20_001)), 412, CODE_TEXT.sourceTooLong, 'source');
    const beta = await learner(BETA.slug);
    expectError(await beta.agent.get(callUrl(CODE_CALLS.codeChallenge, { codeId: 601 }), { token: beta.token }), 404, CODE_TEXT.notFound);
    expectError(await submit(beta, 602, QUERY), 404, CODE_TEXT.notFound);
  });
});
