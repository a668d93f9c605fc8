// `node scripts/bench-mock-test-load.ts [candidates] [answers] [in-flight]`: the mock-test engine's load test on
// loopback (issue 11), against the learner API in workerd (wrangler's test harness, D1 migrated and seeded with the
// test schools, and a paper of `answers` questions for Alpha's test 102). Each candidate starts an attempt and writes
// `answers` answers one request each, of which 10% are sent again (a repeat) and 10% are sent out of order (a later
// change of a question arrives before the earlier one), then submits. Afterwards every candidate's attempt is read
// back: each question must hold the last answer written (the highest sequence), 0 lost. Prints writes per second
// and the p50 and p99 of one write. docs/performance.md records the figures; nothing asserts them.
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '../src/contract/bundle.ts';
import { CALLS, pathOf } from '../src/contract/calls.ts';
import { AttemptResponse, type AnswerWrite, type Question } from '../src/contract/mock-test.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { loopbackApi } from './lib/loopback-api.ts';

const TEST_ID = 102;

/** A deterministic PRNG (mulberry32): the same run every time. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface LoadFigures {
  candidates: number;
  answers: number;
  inFlight: number;
  writes: number;
  repeats: number;
  reordered: number;
  seconds: number;
  p50: number;
  p99: number;
  lost: number;
  /** Requests the local harness's proxy failed and that were sent again. */
  retried: number;
}

export async function mockTestLoad(candidateCount = 500, answerCount = 100, inFlight = 25): Promise<LoadFigures> {
  const api = await loopbackApi('mock-test');
  const { server, DB } = api;
  try {

    // The paper: answerCount single-correct questions of four options, one section, 3 hours.
    const questions: Question[] = Array.from({ length: answerCount }, (_, i) => ({
      id: TEST_ID * 1000 + i + 1, section_id: TEST_ID * 100 + 1, type: 'multichoice', text: `Question ${i + 1}`, image: null,
      options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id.toUpperCase() })), multiple: false, blanks: 0, answer_format: null,
      marks: 4, negative_marks: 1, topic: 'Load', difficulty: 'easy', key: { type: 'multichoice', correct: ['a'] }, explanation: 'A.',
    }));
    const rules = { duration_minutes: 180, timer: 'test', max_attempts: 1, allow_pause: false, answer_required: false, partial_marks: false, result_release: 'immediate', result_date: null, instructions: [] };
    await DB.batch([
      DB.prepare("DELETE FROM test_papers WHERE school_id = ? AND test_id = ?").bind(ALPHA.id, TEST_ID),
      DB.prepare("DELETE FROM questions WHERE school_id = ? AND test_id = ?").bind(ALPHA.id, TEST_ID),
      DB.prepare('INSERT INTO test_papers (school_id, test_id, lesson_id, title, rules_json, sections_json, max_score) VALUES (?, ?, 0, ?, ?, ?, ?)')
        .bind(ALPHA.id, TEST_ID, 'Load test', JSON.stringify(rules), JSON.stringify([{ id: TEST_ID * 100 + 1, title: 'All', duration_minutes: null, question_ids: questions.map((q) => q.id) }]), answerCount * 4),
      ...questions.map((q, i) => DB.prepare('INSERT INTO questions (school_id, id, test_id, lesson_id, position, data_json) VALUES (?, ?, ?, 0, ?, ?)').bind(ALPHA.id, q.id, TEST_ID, i, JSON.stringify(q))),
    ]);

    const headers = (i: number, token?: string) => ({
      [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`, 'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    let retried = 0;
    const send = async (method: string, url: string, i: number, body?: unknown, token?: string): Promise<any> => {
      for (let attempt = 1; ; attempt++) {
        const response = await server.fetch(url, { method, headers: headers(i, token), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        if (response.status === 200) return response.json();
        const text = await response.text();
        // The local harness's own proxy (miniflare's entry worker, not the API) sometimes fails a request under
        // concurrency with a plain-text "Cannot perform I/O on behalf of a different request" 500. The window's
        // journal sends a write again until it is answered; so does the load test, and counts it.
        if (response.status === 500 && !text.startsWith('{') && attempt < 10) {
          retried += 1;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
          continue;
        }
        throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
      }
    };

    // Candidates first: signing up (a deliberately slow password hash) and enrolling are not what is measured.
    const candidates: { token: string; attempt: number }[] = [];
    for (let i = 0; i < candidateCount; i++) {
      const email = `candidate${i}@mail.example`;
      const session = await send('POST', CALLS.signup.path, i, { name: `Candidate ${i}`, email, phone: `9${String(i).padStart(9, '0')}`, password: `Bench${i}secret` });
      await send('POST', CALLS.devEnrol.path, i, { email, course_id: TEST_ID });
      const started = await send('POST', pathOf(CALLS.startAttempt, { testId: TEST_ID }), i, { declaration: true, idempotency_key: `load-${String(i).padStart(8, '0')}` }, session.authToken);
      candidates.push({ token: session.authToken, attempt: started.attempt.id });
    }

    const latencies: number[] = [];
    const expected: Map<number, string>[] = [];
    let requests = 0;
    let repeats = 0;
    let reordered = 0;

    async function candidate(i: number) {
      const next = random(i + 1);
      const { token, attempt } = candidates[i]!;
      const url = pathOf(CALLS.writeAnswers, { attemptId: attempt });
      const last = new Map<number, string>();
      const sent: AnswerWrite[] = [];
      let seq = 0;
      const write = async (w: AnswerWrite) => {
        const t0 = performance.now();
        await send('PUT', url, i, { writes: [w] }, token);
        latencies.push(performance.now() - t0);
        requests += 1;
      };
      const change = (q: Question): AnswerWrite => {
        const option = 'abcd'[Math.floor(next() * 4)]!;
        seq += 1;
        last.set(q.id, option);
        return { question_id: q.id, epoch: 1, seq, response: { kind: 'choice', option_ids: [option] }, marked: false, time_ms: seq * 1000 };
      };
      for (let n = 0; n < answerCount; n++) {
        const q = questions[n]!;
        const roll = next();
        if (roll < 0.1 && n > 0) {
          // Out of order: the learner changed the question twice; the later change arrives first.
          const first = change(q);
          const second = change(q);
          await write(second);
          await write(first);
          sent.push(first, second);
          reordered += 1;
        } else {
          const w = change(q);
          await write(w);
          sent.push(w);
        }
        if (next() < 0.1) {
          // A repeat: a write sent again (a retry after a lost answer), possibly long after newer ones.
          await write(sent[Math.floor(next() * sent.length)]!);
          repeats += 1;
        }
      }
      await send('POST', pathOf(CALLS.submitAttempt, { attemptId: attempt }), i, undefined, token);
      expected[i] = last;
    }

    const started = performance.now();
    let nextCandidate = 0;
    await Promise.all(Array.from({ length: Math.min(inFlight, candidateCount) }, async () => {
      while (nextCandidate < candidateCount) await candidate(nextCandidate++);
    }));
    const seconds = (performance.now() - started) / 1000;

    let lost = 0;
    for (let i = 0; i < candidateCount; i++) {
      const held = AttemptResponse.parse(await send('GET', pathOf(CALLS.attempt, { attemptId: candidates[i]!.attempt }), i, undefined, candidates[i]!.token));
      if (held.attempt.state !== 'submitted') throw new Error(`candidate ${i}: the attempt is ${held.attempt.state}`);
      const answers = new Map(held.attempt.answers.map((a) => [a.question_id, a.response?.kind === 'choice' ? a.response.option_ids[0] : undefined]));
      for (const [question, option] of expected[i]!) if (answers.get(question) !== option) lost += 1;
    }

    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    return { candidates: candidateCount, answers: answerCount, inFlight, writes: requests, repeats, reordered, seconds, p50: at(0.5), p99: at(0.99), lost, retried };
  } finally {
    await api.close();
  }
}

export const describeLoad = (f: LoadFigures): string =>
  `${f.candidates} candidates × ${f.answers} answers (${f.repeats} repeated, ${f.reordered} out of order), ${f.inFlight} in flight: `
  + `${f.writes} writes in ${f.seconds.toFixed(1)} s, ${(f.writes / f.seconds).toFixed(0)} writes/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms; `
  + `final answers lost: ${f.lost} of ${f.candidates * f.answers}; sent again after the local proxy failed them: ${f.retried}`;

if (import.meta.main) {
  const [candidates, answers, inFlightArg] = process.argv.slice(2).map(Number);
  const figures = await mockTestLoad(candidates || undefined, answers || undefined, inFlightArg || undefined);
  console.log(`mock-test load: ${describeLoad(figures)}`);
  if (figures.lost) process.exitCode = 1;
}
