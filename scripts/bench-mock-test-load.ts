// `node scripts/bench-mock-test-load.ts [candidates] [answers] [in-flight] [--running]`: the mock-test engine's load
// test on loopback (issue 11), against the local stack as `npm start` runs it (cli/lib/stack.ts: the edge and the
// learner API under `wrangler dev`, local D1, every request through the edge as a learner's is), on BENCH_PORT
// (default 8797): one started for nova-academy alone and stopped after, or with --running the one already there.
// Each candidate signs up, is enrolled in nova-academy's NEET UG mock (180 single-correct questions), starts an attempt
// and writes `answers` answers one request each, of which 10% are sent again (a repeat) and 10% are sent out of
// order (a later change of a question arrives before the earlier one), then submits. Afterwards every candidate's
// attempt is read back: each question must hold the last answer written (the highest sequence), 0 lost. Any answer
// but 200 stops the run: nothing is sent again. Prints writes per second and the p50 and p99 of one write.
// docs/performance.md records the figures; nothing asserts them.
//
// Through the edge on the stack, not on wrangler's test harness as at first: the figure is what a learner's write
// goes through. Under this load both once failed writes with "Cannot perform I/O on behalf of a different request",
// caused by a Kysely instance the API shared between requests (docs/decisions/0045-test-window-speed.md).
import http from 'node:http';
import { startStack, type Stack } from '../cli/lib/stack.ts';
import { CALLS, pathOf } from '../src/contract/calls.ts';
import { AttemptResponse, PaperResponse, type AnswerWrite, type QuestionView } from '../src/contract/mock-test.ts';
import { LOCAL_CLIENT_HEADER } from '../src/edge/client-ip.ts';

const SLUG = 'nova-academy';
/** nova-academy's NEET UG mock: 180 single-correct questions in four sections, 180 minutes (as bench-mock-test.ts). */
const TEST_ID = 5011020;

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
}

/** A keep-alive HTTP client for the stack's edge on 127.0.0.1, each request addressed to the school's host. */
function edgeClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return {
    request(method: string, url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
      return new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers: { host: `${SLUG}.localhost:${port}`, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** The load test against the stack running on `port` (`running`), or one it starts there for nova-academy and stops. */
export async function mockTestLoad(candidateCount = 500, answerCount = 100, inFlight = 25, opts: { port?: number; running?: boolean } = {}): Promise<LoadFigures> {
  const port = opts.port ?? Number(process.env.BENCH_PORT ?? 8797);
  const stack: Stack | null = opts.running ? null : await startStack({ port, slugs: [SLUG] });
  const client = edgeClient(port);
  try {
    // Each candidate from an address of its own, as the edge's local mode takes it (src/edge/client-ip.ts).
    const headers = (i: number, token?: string): Record<string, string> => ({
      [LOCAL_CLIENT_HEADER]: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`, 'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    const send = async (method: string, url: string, i: number, body?: unknown, token?: string): Promise<any> => {
      const response = await client.request(method, url, headers(i, token), body === undefined ? undefined : JSON.stringify(body));
      if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.text.slice(0, 300)}`);
      return JSON.parse(response.text);
    };

    // Candidates first: signing up (a deliberately slow password hash) and enrolling are not what is measured.
    // New accounts each run (a running stack keeps the last run's): a run mark in the e-mail, phone and key.
    const run = Date.now() % 1_000_000;
    const candidates: { token: string; attempt: number }[] = [];
    for (let i = 0; i < candidateCount; i++) {
      const email = `candidate${i}.${run}@mail.example`;
      const phone = `9${String((run * 1000 + i) % 1_000_000_000).padStart(9, '0')}`;
      const session = await send('POST', CALLS.signup.path, i, { name: `Candidate ${i}`, email, phone, password: `Bench${i}secret` });
      await send('POST', CALLS.devEnrol.path, i, { email, course_id: TEST_ID });
      const started = await send('POST', pathOf(CALLS.startAttempt, { testId: TEST_ID }), i, { declaration: true, idempotency_key: `load-${run}-${String(i).padStart(8, '0')}` }, session.authToken);
      candidates.push({ token: session.authToken, attempt: started.attempt.id });
    }

    // The paper as the window gets it: the first `answerCount` multiple-choice questions are answered, one option each.
    const { paper } = PaperResponse.parse(await send('GET', pathOf(CALLS.paper, { testId: TEST_ID }), 0, undefined, candidates[0]!.token));
    const questions: QuestionView[] = paper.questions.filter((q) => q.type === 'multichoice' && q.options.length >= 2).slice(0, answerCount);
    if (questions.length < answerCount) throw new Error(`test ${TEST_ID} has ${questions.length} multiple-choice questions, fewer than ${answerCount}`);

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
      const change = (q: QuestionView): AnswerWrite => {
        const option = q.options[Math.floor(next() * q.options.length)]!.id;
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
    return { candidates: candidateCount, answers: answerCount, inFlight, writes: requests, repeats, reordered, seconds, p50: at(0.5), p99: at(0.99), lost };
  } finally {
    client.close();
    await stack?.stop();
  }
}

export const describeLoad = (f: LoadFigures): string =>
  `${f.candidates} candidates × ${f.answers} answers (${f.repeats} repeated, ${f.reordered} out of order), ${f.inFlight} in flight: `
  + `${f.writes} writes in ${f.seconds.toFixed(1)} s, ${(f.writes / f.seconds).toFixed(0)} writes/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms; `
  + `final answers lost: ${f.lost} of ${f.candidates * f.answers}`;

if (import.meta.main) {
  const args = process.argv.slice(2);
  // --running: against the stack already on BENCH_PORT (npm start, or another bench), not one of its own.
  const running = args.includes('--running');
  const [candidates, answers, inFlightArg] = args.filter((a) => a !== '--running').map(Number);
  const figures = await mockTestLoad(candidates || undefined, answers || undefined, inFlightArg || undefined, { running });
  console.log(`mock-test load: ${describeLoad(figures)}`);
  if (figures.lost) process.exitCode = 1;
}
