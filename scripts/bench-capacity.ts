// `node scripts/bench-capacity.ts [requests]`: what each hot path of the learner API costs per request, for the
// capacity model (docs/capacity.md, issue 46). On loopback against the API in workerd (wrangler's test harness, the
// test schools seeded into the registry and their shards), each path `requests` times one after another, asked with
// the cost header (src/api/lib/cost-meter.ts): statements and round trips to the registry (D1) and the school's shard,
// rows read and written, the registry's own time, and the CPU time of the workerd processes per request (from /proc:
// the API's isolate, the shard's and D1's SQLite and the harness's HTTP together, as a deployed request would spend
// them in its worker and its databases). Prints a table; nothing asserts.
import { readFileSync } from 'node:fs';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../src/contract/bundle.ts';
import { CALLS, pathOf } from '../src/contract/calls.ts';
import { COMMUNITY_POST_ID_FLOOR } from '../src/api/lib/community.ts';
import { COST_HEADER, emptyTally, type CostTally } from '../src/api/lib/cost-meter.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { loopbackApi } from './lib/loopback-api.ts';
import { seedMockPaper } from './lib/mock-paper.ts';
import { workerdProcessesUnder } from './lib/process-memory.ts';

const REQUESTS = Number(process.argv[2] ?? 60);
const TEST_ID = 102;
const QUESTIONS = 100;
// Progress is saved in a course the learners are enrolled in (105); they buy another (101, paid).
const COURSE_ID = 105;
const LESSON_ID = 11;
const BOUGHT_ID = 101;
const COMMUNITY = 1;
const ORIGIN = 'http://alpha.localhost';
const TICK_MS = 1000 / 100; // /proc's clock ticks (USER_HZ) on Linux

export interface PathCost extends CostTally {
  readonly name: string;
  readonly requests: number;
  /** Wall time on loopback, p50, ms. */
  readonly p50Ms: number;
  /** CPU of the workerd processes per request, ms. */
  readonly cpuMs: number;
  /** The database's growth per request, bytes (SQLite pages: a rough figure over few requests). */
  readonly bytes: number;
}

/** CPU time used so far by every workerd process under this one, in ms. */
function workerdCpuMs(): number {
  let ticks = 0;
  for (const { pid } of workerdProcessesUnder(process.pid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks * TICK_MS;
}

export async function capacityBench(requests = REQUESTS): Promise<PathCost[]> {
  const api = await loopbackApi('capacity');
  const { server } = api;
  const DB = api.school(ALPHA.id);
  try {
    // A mock of 100 questions on test 102, and community posts to like: what the test schools do not seed.
    await seedMockPaper(DB, { schoolId: ALPHA.id, testId: TEST_ID, title: 'Capacity mock', questions: QUESTIONS, perSection: QUESTIONS, durationMinutes: 180 });
    await DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
      INSERT INTO posts (school_id, id, community_id, author_id, kind, title, doc, published_ms, resolved_by)
      SELECT ?, ? + 1000 + i, ?, 1, 'post', 'Capacity post ' || i, '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"A post."}]}]}',
        1700000000000 + i * 1000, NULL FROM n`).bind(requests + 10, ALPHA.id, COMMUNITY_POST_ID_FLOOR, COMMUNITY).run();

    const databaseBytes = () => api.shardBytes(ALPHA.id);
    const ip = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    let measured: CostTally | null = null;
    const send = async (method: string, url: string, i: number, body?: unknown, token?: string, extra: Record<string, string> = {}) => {
      const headers: Record<string, string> = { [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: ip(i), ...extra };
      if (body !== undefined || method !== 'GET') headers['content-type'] ??= 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      if (measured) headers[COST_HEADER] = '1';
      const response = await server.fetch(url, { method, headers, redirect: 'manual', ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
      if (response.status !== 200 && response.status !== 303 && response.status !== 302) throw new Error(`${method} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      if (measured) {
        const tally = JSON.parse(response.headers.get(COST_HEADER) ?? 'null') as CostTally | null;
        if (!tally) throw new Error(`${method} ${url}: no cost in the answer`);
        for (const key of Object.keys(tally) as (keyof CostTally)[]) measured[key] += tally[key];
      }
      return response.headers.get('content-type')?.includes('json') ? response.json() as Promise<any> : response;
    };

    // The learners, each enrolled in the course and the mock, outside what is measured.
    const learners: { email: string; password: string; token: string }[] = [];
    for (let i = 0; i < requests + 3; i++) {
      const learner = { name: `Capacity ${i}`, email: `capacity${i}@mail.example`, phone: `9${String(i).padStart(9, '0')}`, password: `Capacity${i}pw` };
      const session = await send('POST', CALLS.signup.path, i, learner);
      await send('POST', CALLS.devEnrol.path, i, { email: learner.email, course_id: COURSE_ID });
      await send('POST', CALLS.devEnrol.path, i, { email: learner.email, course_id: TEST_ID });
      learners.push({ email: learner.email, password: learner.password, token: session.authToken });
    }
    await Promise.all(learners.map((l, i) => send('POST', pathOf(CALLS.joinCommunity, { communityId: COMMUNITY }), i, undefined, l.token)));
    const attempts: number[] = [];

    const results: PathCost[] = [];
    /** Runs `run` for learners 0..requests+2; the first three warm the isolate and are not counted. */
    const measure = async (name: string, run: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 3; i++) await run(i);
      const size0 = await databaseBytes();
      measured = emptyTally();
      const times: number[] = [];
      const cpu0 = workerdCpuMs();
      for (let i = 3; i < requests + 3; i++) {
        const t = performance.now();
        await run(i);
        times.push(performance.now() - t);
      }
      const cpuMs = (workerdCpuMs() - cpu0) / requests;
      const bytes = ((await databaseBytes()) - size0) / requests;
      const tally: CostTally = measured;
      measured = null;
      times.sort((a, b) => a - b);
      const per = Object.fromEntries(Object.entries(tally).map(([k, v]) => [k, v / requests])) as unknown as CostTally;
      results.push({ name, requests, ...per, p50Ms: times[Math.floor(times.length / 2)]!, cpuMs, bytes });
    };

    await measure('sign-in', (i) => send('POST', CALLS.signin.path, i, { identifier: learners[i]!.email, password: learners[i]!.password }));
    await measure('the course list (store)', (i) => send('GET', CALLS.courseList.path, i));
    await measure("the learner's courses", (i) => send('GET', `${CALLS.enrolled.path}?enrolled=1`, i, undefined, learners[i]!.token));
    await measure('saving progress', (i) => send('PUT', CALLS.saveProgress.path, i, { course_id: COURSE_ID, lesson_id: LESSON_ID, position: 60 + i, length: 480 }, learners[i]!.token));
    await measure('starting a mock', async (i) => {
      const started = await send('POST', pathOf(CALLS.startAttempt, { testId: TEST_ID }), i, { declaration: true, idempotency_key: `capacity-start-${i}` }, learners[i]!.token);
      attempts[i] = started.attempt.id as number;
    });
    let seq = 0;
    await measure('a journal write (one answer)', (i) => {
      seq += 1;
      const writes = [{ question_id: TEST_ID * 1000 + 1 + (seq % QUESTIONS), epoch: 1, seq, response: { kind: 'choice', option_ids: ['a'] }, marked: false, time_ms: 30_000 }];
      return send('PUT', pathOf(CALLS.writeAnswers, { attemptId: attempts[i]! }), i, { writes }, learners[i]!.token);
    });
    await measure('a submit (scored, counted)', (i) => send('POST', pathOf(CALLS.submitAttempt, { attemptId: attempts[i]! }), i, undefined, learners[i]!.token));
    await measure('a report (rank, percentile)', (i) => send('GET', pathOf(CALLS.testReport, { attemptId: attempts[i]! }), i, undefined, learners[i]!.token));
    await measure('a like', (i) => send('POST', `${CALLS.likePost.path}?post_id=${COMMUNITY_POST_ID_FLOOR + 1000 + i}`, i, undefined, learners[i]!.token));
    await measure('an order (create, pay, confirm)', async (i) => {
      const token = learners[i]!.token;
      const created = await send('POST', CALLS.createOrder.path, i, { idempotency_key: `capacity-order-${i}`, course_id: BOUGHT_ID }, token);
      const form = new URLSearchParams({ order_id: created.checkout.order_id, outcome: 'success', return_to: `/learn/coursePayment/${BOUGHT_ID}` });
      const paid = await send('POST', CALLS.devGatewayPay.path, i, form.toString(), undefined, { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN }) as Response;
      const back = new URL(paid.headers.get('location')!, ORIGIN).searchParams;
      const confirmed = await send('POST', pathOf(CALLS.confirmPayment, { orderId: created.order.id }), i, {
        idempotency_key: `capacity-confirm-${i}`, razorpay_order_id: back.get('razorpay_order_id'), razorpay_payment_id: back.get('razorpay_payment_id'), razorpay_signature: back.get('razorpay_signature'),
      }, token);
      if (confirmed.order.state !== 'fulfilled') throw new Error(`order ${created.order.id} is ${confirmed.order.state}`);
    });
    return results;
  } finally {
    await api.close();
  }
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

export const capacityTable = (rows: readonly PathCost[]): string => [
  '| path | statements | round trips | rows read | rows written | registry D1 time ms | object calls | CPU ms (workerd) | wall p50 ms | bytes stored |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.name} | ${fixed(r.queries)} | ${fixed(r.roundTrips)} | ${fixed(r.rowsRead)} | ${fixed(r.rowsWritten)} | ${fixed(r.dbMs, 2)} | ${fixed(r.objectCalls)} | ${fixed(r.cpuMs)} | ${fixed(r.p50Ms)} | ${fixed(r.bytes, 0)} |`),
].join('\n');

if (import.meta.main) {
  const rows = await capacityBench();
  console.log(`capacity: each hot path ${REQUESTS} times, per request\n${capacityTable(rows)}`);
}
