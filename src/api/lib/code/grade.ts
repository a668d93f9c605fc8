/**
 * Grading code on the server (docs/decisions/0085-code-lab.md; ARCHITECTURE.md decision 23): every test of a challenge
 * runs where the learner cannot change it, in QuickJS with a hard stop. JavaScript runs in a fresh QuickJS runtime per
 * test, under a deadline (QuickJS's interrupt handler) and a memory limit. SQL runs in sql.js's asm.js build inside
 * QuickJS, so that a query, too, is stopped on time: sql.js's WebAssembly build cannot be interrupted, and a Worker may
 * not compile the code its callbacks need. No learner code ever runs in the Worker's own JavaScript.
 */
import baseVariant from '@jitl/quickjs-wasmfile-release-sync';
import wasmModule from '@jitl/quickjs-wasmfile-release-sync/wasm';
import { newQuickJSWASMModuleFromVariant, newVariant, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import sqlAsm from 'sql.js/dist/sql-asm.js';
import { CODE_LIMITS, type CaseResult, type CodeTest, type SqlTable, type Verdict } from '../../../contract/code-lab.ts';
import { sameTable } from '../../../contract/code-compare.ts';
import { describeError, runFunctionTest, stopAfter, wasInterrupted, type TestRun } from '../../../contract/code-run.ts';
import type { TenantChallenge } from '../../../contract/tenant-code.ts';
import type { PythonGrader } from '../../../python-grader/worker.ts';

let quickjs: Promise<QuickJSWASMModule> | undefined;
/** One QuickJS module per isolate: a module is only its code; each run has its own runtime in it. */
const engine = (): Promise<QuickJSWASMModule> => (quickjs ??= newQuickJSWASMModuleFromVariant(newVariant(baseVariant, { wasmModule })));

export interface Graded {
  verdict: Verdict;
  passed: number;
  total: number;
  ms: number;
  cases: CaseResult[];
}

/** Every test of the challenge, the visible examples first; the verdict is the first test's that did not pass. */
export async function grade(challenge: TenantChallenge, source: string, python: DurableObjectStub<PythonGrader>): Promise<Graded> {
  const started = Date.now();
  const tests = [...challenge.examples.map((t) => ({ test: t, hidden: false })), ...challenge.hidden.map((t) => ({ test: t, hidden: true }))];
  const deadline = started + CODE_LIMITS.gradingMs;
  const pythonRuns = challenge.language === 'python' ? await gradePython(python, challenge, source, tests.map((t) => t.test)) : null;
  const cases: CaseResult[] = [];
  let stop: Run | null = null;
  for (const [index, { test, hidden }] of tests.entries()) {
    // Code that ran out of time or memory once is not run again: a grading costs a test's time, not every test's.
    const run: Run = pythonRuns ? pythonRuns[index]!
      : stop ? { ...stop, got: null, output: '', ms: 0 }
        : Date.now() >= deadline ? { verdict: 'time_limit', got: null, output: '', error: null, ms: 0 }
          : challenge.language === 'sql' ? await runQuery(challenge, source, test, deadline) : await runFunction(challenge, source, test, deadline);
    if (run.verdict === 'time_limit' || run.error?.includes('out of memory')) stop ??= run;
    // A hidden test says only how it went: what it was given and expected stay on the server.
    cases.push(hidden ? { hidden, verdict: run.verdict, got: null, output: '', error: null, ms: run.ms } : { hidden, ...run });
  }
  const failed = cases.find((c) => c.verdict !== 'accepted');
  return { verdict: failed?.verdict ?? 'accepted', passed: cases.filter((c) => c.verdict === 'accepted').length, total: cases.length, ms: Date.now() - started, cases };
}

type Run = TestRun;

/**
 * How many graders share the Python gradings: each runs one grading at a time, so a few let learners grade at once,
 * and a learner always reaches the same one (a warm interpreter, and their own gradings in order).
 */
const PYTHON_GRADERS = 4;

/**
 * The grader of a learner's Python submissions, from the PYTHON binding. Naming it creates nothing until it is asked
 * to grade. `wrangler types` cannot type a class of another worker, so its RPC type is given here.
 */
export const pythonGraderOf = (graders: DurableObjectNamespace, userId: number): DurableObjectStub<PythonGrader> =>
  graders.get(graders.idFromName(`python-${userId % PYTHON_GRADERS}`)) as unknown as DurableObjectStub<PythonGrader>;

async function gradePython(grader: DurableObjectStub<PythonGrader>, challenge: TenantChallenge, source: string, tests: CodeTest[]): Promise<Run[]> {
  const functionTests = tests.map((test) => {
    if (!('args' in test)) throw new Error(`challenge ${challenge.id}: a function test needs arguments`);
    return test;
  });
  return grader.grade({ source, entry: challenge.entry ?? '', tests: functionTests, gradingMs: CODE_LIMITS.gradingMs });
}

/** A JavaScript test, under the test's own deadline (never past the grading's). */
async function runFunction(challenge: TenantChallenge, source: string, test: CodeTest, deadline: number): Promise<Run> {
  if (!('args' in test)) throw new Error(`challenge ${challenge.id}: a function test needs arguments`);
  if (challenge.language !== 'javascript') throw new Error(`challenge ${challenge.id}: ${challenge.language} is not graded on this server`);
  return runFunctionTest(await engine(), source, challenge.entry ?? '', test, Math.min(deadline, Date.now() + CODE_LIMITS.testMs));
}

/**
 * The runtime that holds sql.js, kept for the isolate: loading it costs a few hundred milliseconds, a query a few. A
 * query only ever reaches SQLite, never this runtime's JavaScript, so one learner's query cannot leave anything for the
 * next; a run that was stopped part way may have left sql.js's heap half written, so the runtime is then thrown away.
 */
let sqlEngine: Promise<{ runtime: QuickJSRuntime; ctx: QuickJSContext }> | undefined;

const SQL_MEMORY = 96 * 1024 * 1024;

/** The few browser globals sql.js's asm.js build reaches for, which QuickJS has not. */
const SQL_PRELUDE = `
var console = { log() {}, warn() {}, error() {} };
var TextEncoder = class { encode(s) { const u = unescape(encodeURIComponent(s)); const a = new Uint8Array(u.length); for (let i = 0; i < u.length; i++) a[i] = u.charCodeAt(i); return a; } };
var TextDecoder = class { decode(a) { if (!a) return ''; let s = ''; for (let i = 0; i < a.length; i++) s += String.fromCharCode(a[i]); try { return decodeURIComponent(escape(s)); } catch { return s; } } };
var module = { exports: {} };
var exports = module.exports;
`;

const SQL_RUNNER = `
globalThis.__ready = false;
module.exports().then((SQL) => { globalThis.__SQL = SQL; globalThis.__ready = true; }, (e) => { globalThis.__failed = String(e); });
globalThis.__run = (schema, setup, query, rowsMax) => {
  const db = new __SQL.Database();
  try {
    db.run(schema);
    if (setup) db.run(setup);
    const results = db.exec(query);
    const last = results[results.length - 1] || { columns: [], values: [] };
    return JSON.stringify({ columns: last.columns, rows: last.values.slice(0, rowsMax) });
  } finally {
    db.close();
  }
};
`;

async function loadSql(): Promise<{ runtime: QuickJSRuntime; ctx: QuickJSContext }> {
  const runtime = (await engine()).newRuntime();
  runtime.setMemoryLimit(SQL_MEMORY);
  runtime.setMaxStackSize(1024 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + 10_000));
  const ctx = runtime.newContext();
  for (const code of [SQL_PRELUDE, sqlAsm, SQL_RUNNER]) {
    const loaded = ctx.evalCode(code, 'sql.js');
    if (loaded.error) {
      const error = describeError(ctx.dump(loaded.error));
      loaded.error.dispose();
      throw new Error(`sql.js did not load in QuickJS: ${error}`);
    }
    loaded.value.dispose();
  }
  const jobs = runtime.executePendingJobs();
  if (jobs.error) {
    jobs.error.dispose();
    throw new Error('sql.js did not start in QuickJS');
  }
  const ready = ctx.getProp(ctx.global, '__ready');
  const ok = ctx.dump(ready) === true;
  ready.dispose();
  if (!ok) throw new Error('sql.js did not start in QuickJS');
  return { runtime, ctx };
}

function dropSql(): void {
  const held = sqlEngine;
  sqlEngine = undefined;
  void held?.then(({ runtime, ctx }) => {
    ctx.dispose();
    runtime.dispose();
  }, () => undefined);
}

/** An SQL test: a fresh database from the challenge's tables and the test's rows, the learner's query, its last table. */
async function runQuery(challenge: TenantChallenge, source: string, test: CodeTest, deadline: number): Promise<Run> {
  if (!('expected' in test) || 'args' in test) throw new Error(`challenge ${challenge.id}: an SQL test needs its expected table`);
  sqlEngine ??= loadSql();
  let engineReady: { runtime: QuickJSRuntime; ctx: QuickJSContext };
  try {
    engineReady = await sqlEngine;
  } catch (error) {
    sqlEngine = undefined;
    throw error;
  }
  const { runtime, ctx } = engineReady;
  runtime.setInterruptHandler(stopAfter(Math.min(deadline, Date.now() + CODE_LIMITS.testMs)));
  const started = Date.now();
  const result = ctx.evalCode(`__run(${JSON.stringify(challenge.schema ?? '')}, ${JSON.stringify(test.setup)}, ${JSON.stringify(source)}, ${CODE_LIMITS.rowsMax})`, 'query.js');
  const ms = Date.now() - started;
  if (result.error) {
    const error: unknown = ctx.dump(result.error);
    result.error.dispose();
    const verdict = wasInterrupted(error) ? 'time_limit' : 'runtime_error';
    // SQLite's own errors (a misspelt column) leave sql.js whole; a stop part way may not.
    if (verdict === 'time_limit' || describeError(error).includes('out of memory')) dropSql();
    return { verdict, got: null, output: '', error: verdict === 'time_limit' ? null : describeError(error), ms };
  }
  const text = ctx.dump(result.value) as string;
  result.value.dispose();
  const got = JSON.parse(text) as SqlTable;
  return { verdict: sameTable(got, test.expected, challenge.ordered) ? 'accepted' : 'wrong_answer', got: text, output: '', error: null, ms };
}
