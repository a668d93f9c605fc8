// The local stack's memory under load: drives a bounded number of learner API calls (and store pages) through the
// edge on loopback and samples the resident memory (/proc/<pid>/status VmRSS) of both workerd processes of
// `wrangler dev` as the count grows, to tell a leak (memory growing with the count) from a plateau:
// - "workers": the edge and the learner API (the process wrangler attaches its inspector to);
// - "proxy": wrangler's own dev proxy in front of them, which listens on the port (no such thing on Cloudflare).
// docs/performance.md records the figures. Uses dist/site and .wrangler/state: run no other stack of this
// checkout at the same time (a rebuild restarts the workers).
//
//   node scripts/api-memory.ts [requests, default 24000] [slug, default nova-academy]
//   API_MEMORY_PORT (default 8798) is the stack's port; API_MEMORY_CONCURRENCY (default 8) the calls in flight.
import http from 'node:http';
import { startStack } from '../cli/lib/stack.ts';
import { rssMiB, workerdProcessesUnder } from './lib/process-memory.ts';
import { CLIENT_IP_HEADER } from '../src/contract/bundle.ts';
import { LOCAL_CLIENT_HEADER } from '../src/edge/client-ip.ts';

const PORT = Number(process.env['API_MEMORY_PORT'] ?? 8798);
const CONCURRENCY = Number(process.env['API_MEMORY_CONCURRENCY'] ?? 8);
const TOTAL = Number(process.argv[2] ?? 24_000);
const SLUG = process.argv[3] ?? 'nova-academy';
const SAMPLE_EVERY = 1_000;
/** Requests before the baseline: every code path compiled and every first-time allocation made. */
const WARM_UP = 500;
const HOST = `${SLUG}.localhost`;

interface Reply {
  status: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * One HTTP call to the edge on loopback, with the school's Host header (Node does not resolve *.localhost). A
 * connection the stack dropped (wrangler reloads once after the build) is tried again, a few times.
 */
async function call(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await callOnce(method, path, headers, body);
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

function callOnce(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: PORT, method, path, agent, headers: { host: HOST, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The two workerd processes of the stack: wrangler's dev proxy (it listens on the port) and the workers. */
function workerdUnder(root: number): { proxy: number; workers: number } {
  const ours = workerdProcessesUnder(root);
  const proxy = ours.find((w) => w.args.includes(`--socket-addr=entry=127.0.0.1:${PORT}`));
  const workers = ours.find((w) => w !== proxy);
  if (!proxy || !workers) throw new Error(`expected two workerd processes under ${root}, found ${ours.length}`);
  return { proxy: proxy.pid, workers: workers.pid };
}

const stack = await startStack({ port: PORT, slugs: [SLUG] });
try {
  if (!stack.pid) throw new Error('the stack has no process id');
  const root = stack.pid;
  // Until the edge serves the fresh build (wrangler picks up new files with a short delay).
  for (let tries = 0; (await call('GET', '/learn')).status !== 200; tries++) {
    if (tries === 60) throw new Error('the edge never served the store page');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const courses = (JSON.parse((await call('GET', '/learner/v17/courses/')).body) as { courses: { id: number }[] }).courses.map((c) => c.id);
  const demo = JSON.stringify({ identifier: `learner@${SLUG}.example`, password: 'Learner123' });
  const signin = await call('POST', '/learner/v1/auth/signin', { 'content-type': 'application/json' }, demo);
  const token = (JSON.parse(signin.body) as { authToken?: string }).authToken;
  if (!token) throw new Error(`the demo learner could not sign in: ${signin.status} ${signin.body}`);
  const auth = { authorization: `Bearer ${token}` };

  // What a storefront and its signed-in learners call, plus the throttled and failing paths, each from many
  // client addresses (a new throttle window row each), so every cache or map keyed by request data would show.
  const mix: ((i: number) => Promise<Reply>)[] = [
    () => call('GET', '/config/school_config'),
    () => call('GET', '/learner/v17/courses/'),
    (i) => call('GET', `/learner/v17/courses/${courses[i % courses.length]}`),
    () => call('GET', '/learner/v10/categories'),
    (i) => call('GET', `/learner/v6/reviews?course_id=${courses[i % courses.length]}`),
    () => call('GET', '/learner/v4/faqs'),
    () => call('GET', '/learner/v1/me', auth),
    () => call('GET', '/learner/v9/user_likes', auth),
    () => call('GET', '/learner/v1/notifications', auth),
    (i) => call('GET', `/learner/v1/me`, { authorization: `Bearer not-a-token-${i}` }),
    (i) => call('POST', '/learner/v1/auth/forgot_password', { 'content-type': 'application/json', [LOCAL_CLIENT_HEADER]: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }, JSON.stringify({ email: `nobody.${i}@example.com` })),
    (i) => call('GET', `/learner/v17/courses/${900_000_000 + i}`, { [CLIENT_IP_HEADER]: `198.51.100.${i & 255}` }),
    () => call('GET', '/learn'),
    (i) => call('GET', `/learn/categories/no-such-${i}`),
  ];

  // wrangler may restart the workers once more while it picks up the fresh build: warm up first, then take the
  // processes as they are, so the run's baseline is the process the whole run is measured on.
  for (let i = 0; i < WARM_UP; i++) await mix[i % mix.length]!(i);
  const pids = workerdUnder(root);
  const sample = (requests: number) => {
    const now = workerdUnder(root);
    // A restarted process would make a fresh start look like a plateau.
    if (now.workers !== pids.workers || now.proxy !== pids.proxy) throw new Error('a workerd process restarted during the run');
    return { requests, workers: rssMiB(now.workers), proxy: rssMiB(now.proxy) };
  };
  const samples = [sample(0)];
  const statuses = new Map<number, number>();
  let next = 0;
  let done = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      const reply = await mix[i % mix.length]!(i);
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      done++;
      if (done % SAMPLE_EVERY === 0) {
        const s = sample(done);
        samples.push(s);
        console.log(`  ${String(done).padStart(6)} requests: workers ${s.workers.toFixed(0)} MiB, proxy ${s.proxy.toFixed(0)} MiB`);
      }
    }
  };
  console.log(`workers ${samples[0]!.workers.toFixed(0)} MiB, proxy ${samples[0]!.proxy.toFixed(0)} MiB before; ${TOTAL} requests, ${CONCURRENCY} at a time`);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = sample(TOTAL);

  const at = (n: number) => samples.find((s) => s.requests >= n) ?? samples.at(-1)!;
  const third = Math.floor(TOTAL / 3 / SAMPLE_EVERY) * SAMPLE_EVERY;
  const growth = (key: 'workers' | 'proxy') =>
    [0, third, 2 * third].map((from, i) => (at(i === 2 ? TOTAL : from + third)[key] - at(from)[key]).toFixed(0)).join(' / ');
  console.log(`\n${TOTAL} requests in ${seconds.toFixed(0)} s (${(TOTAL / seconds).toFixed(0)}/s); statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log('| requests | workers (edge + API) RSS, MiB | wrangler dev proxy RSS, MiB |\n| --- | --- | --- |');
  for (const s of samples.filter((s) => s.requests % (SAMPLE_EVERY * 2) === 0 || s.requests === TOTAL)) console.log(`| ${s.requests} | ${s.workers.toFixed(0)} | ${s.proxy.toFixed(0)} |`);
  console.log(`| 10 s idle after | ${idle.workers.toFixed(0)} | ${idle.proxy.toFixed(0)} |`);
  console.log(`growth in MiB per third of the run (first / second / last): workers ${growth('workers')}, proxy ${growth('proxy')}`);
} finally {
  agent.destroy();
  await stack.stop();
}
