// `node scripts/bench-code-lab.ts [submissions]`: the code lab's server grading (issue 45; docs/decisions/0085-code-lab.md).
// Against the learner API in workerd (wrangler's test harness, seeded with the test schools), a learner submits Alpha's
// JavaScript challenge (601, four tests), its SQL challenge (602, two tests) and its Python one (604, four tests, graded
// by the Python grader's Durable Object): the first of each in a fresh isolate (QuickJS's module; for SQL sql.js loaded
// into its runtime; for Python, Pyodide loaded), then `submissions` more of each. Prints the grading's own time (the
// answer's `ms`; for Python, the round trip, which holds the call to the grader) and the round trip, p50 and p99;
// nothing asserts them.
import { CALLS } from '../src/contract/calls.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { apiSender, loopbackApi } from './lib/loopback-api.ts';

export interface CodeLabFigures {
  jsFirst: number;
  jsP50: number;
  jsP99: number;
  sqlFirst: number;
  sqlP50: number;
  sqlP99: number;
  pyFirst: number;
  pyP50: number;
  pyP99: number;
  roundTripP50: number;
}

const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const JS = 'function sum(xs) { return xs.reduce((a, b) => a + b, 0); }';
const SQL = 'SELECT name FROM orders GROUP BY name HAVING SUM(amount) > 100 ORDER BY name';
const PY = 'def doubled_evens(xs):\n    return [x * 2 for x in xs if x % 2 == 0]\n';

export async function codeLabBench(submissions = 20): Promise<CodeLabFigures> {
  const api = await loopbackApi('code-lab', {}, { python: true });
  try {
    const send = apiSender(api.server, ALPHA.slug, '198.18.0.9');
    const session = await send('POST', CALLS.signup.path, { name: 'Code Bench', email: 'code.bench@mail.example', phone: '9000000009', password: 'Bench-code-1' }) as { authToken: string };
    const submit = async (codeId: number, source: string) => {
      const started = performance.now();
      const graded = await send('POST', CALLS.submitCode.path.replace(':codeId', String(codeId)), { source }, session.authToken) as { verdict: string; ms: number };
      if (graded.verdict !== 'accepted') throw new Error(`challenge ${codeId}: ${graded.verdict}`);
      return { ms: graded.ms, trip: performance.now() - started };
    };
    const jsFirst = (await submit(601, JS)).ms;
    const sqlFirst = (await submit(602, SQL)).ms;
    const pyFirst = Math.round((await submit(604, PY)).trip);
    const js: number[] = [];
    const sql: number[] = [];
    const py: number[] = [];
    const trips: number[] = [];
    for (let i = 0; i < submissions; i++) {
      const a = await submit(601, JS);
      const b = await submit(602, SQL);
      const c = await submit(604, PY);
      js.push(a.ms);
      sql.push(b.ms);
      py.push(Math.round(c.trip));
      trips.push(a.trip, b.trip);
    }
    [js, sql, py, trips].forEach((list) => list.sort((x, y) => x - y));
    return {
      jsFirst, jsP50: percentile(js, 0.5), jsP99: percentile(js, 0.99), sqlFirst, sqlP50: percentile(sql, 0.5), sqlP99: percentile(sql, 0.99),
      pyFirst, pyP50: percentile(py, 0.5), pyP99: percentile(py, 0.99), roundTripP50: percentile(trips, 0.5),
    };
  } finally {
    await api.close();
  }
}

export const describeCodeLab = (f: CodeLabFigures): string =>
  `JavaScript (4 tests) first ${f.jsFirst} ms, then p50 ${f.jsP50} / p99 ${f.jsP99} ms; SQL (2 tests) first ${f.sqlFirst} ms, then p50 ${f.sqlP50} / p99 ${f.sqlP99} ms; Python (4 tests, round trip) first ${f.pyFirst} ms, then p50 ${f.pyP50} / p99 ${f.pyP99} ms; round trip p50 ${f.roundTripP50.toFixed(1)} ms`;

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeCodeLab(await codeLabBench(Number(process.argv[2] ?? 20))));
}
