/**
 * The code lab's runner in the browser (docs/decisions/0085-code-lab.md): the examples of a challenge, one at a time,
 * each answer posted as it finishes. JavaScript runs in QuickJS with a deadline and a memory limit; SQL in sql.js over
 * a fresh database per example. The page terminates this worker when a run outlives its time, so nothing here can
 * hold the page: a learner's code never runs in the page itself.
 */
import baseVariant from '@jitl/quickjs-wasmfile-release-sync';
import quickjsWasm from '@jitl/quickjs-wasmfile-release-sync/wasm?url';
import { newQuickJSWASMModuleFromVariant, newVariant, shouldInterruptAfterDeadline } from 'quickjs-emscripten-core';
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import sqlWasm from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { canonical, sameTable } from '../../contract/code-compare.ts';
import { CODE_LIMITS, type Json, type SqlTable } from '../../contract/code-lab.ts';
import type { RunRequest, RunEvent } from './run-protocol.ts';

const post = (event: RunEvent) => (self as unknown as Worker).postMessage(event);

const message = (error: unknown): string => {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { name, message: text } = error as { name?: unknown; message: unknown };
    return `${typeof name === 'string' ? `${name}: ` : ''}${String(text)}`;
  }
  return String(error);
};

async function runJavaScript(request: Extract<RunRequest, { language: 'javascript' }>): Promise<void> {
  const module = await newQuickJSWASMModuleFromVariant(newVariant(baseVariant, { wasmLocation: quickjsWasm }));
  for (const [index, test] of request.tests.entries()) {
    post({ kind: 'start', index });
    const runtime = module.newRuntime();
    runtime.setMemoryLimit(CODE_LIMITS.memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + CODE_LIMITS.testMs));
    const ctx = runtime.newContext();
    let output = '';
    const log = ctx.newFunction('log', (...args) => {
      const line = args.map((a) => { const v: unknown = ctx.dump(a); return typeof v === 'string' ? v : JSON.stringify(v); }).join(' ');
      if (output.length < CODE_LIMITS.outputMax) output = `${output}${line}\n`.slice(0, CODE_LIMITS.outputMax);
    });
    const console = ctx.newObject();
    ctx.setProp(console, 'log', log);
    ctx.setProp(ctx.global, 'console', console);
    console.dispose();
    log.dispose();
    const started = Date.now();
    const result = ctx.evalCode(`${request.source}\n;JSON.stringify(${request.entry}(...${JSON.stringify(test.args)}));`, 'solution.js');
    const ms = Date.now() - started;
    if (result.error) {
      const error: unknown = ctx.dump(result.error);
      result.error.dispose();
      const interrupted = message(error).endsWith('interrupted');
      post({ kind: 'result', index, verdict: interrupted ? 'time_limit' : 'runtime_error', got: null, output, error: interrupted ? null : message(error), ms });
    } else {
      const got: unknown = ctx.dump(result.value);
      result.value.dispose();
      const text = typeof got === 'string' ? got : null;
      const same = text !== null && canonical(JSON.parse(text) as Json) === canonical(test.expected);
      post({ kind: 'result', index, verdict: same ? 'accepted' : 'wrong_answer', got: text ?? 'undefined', output, error: null, ms });
    }
    ctx.dispose();
    runtime.dispose();
  }
}

async function runSql(request: Extract<RunRequest, { language: 'sql' }>): Promise<void> {
  const SQL = await initSqlJs({ locateFile: () => sqlWasm });
  for (const [index, test] of request.tests.entries()) {
    post({ kind: 'start', index });
    const db = new SQL.Database();
    const started = Date.now();
    try {
      db.run(request.schema);
      if (test.setup) db.run(test.setup);
      const results = db.exec(request.source);
      const last = results[results.length - 1] ?? { columns: [], values: [] };
      const got: SqlTable = { columns: last.columns, rows: last.values.slice(0, CODE_LIMITS.rowsMax) as Json[][] };
      post({ kind: 'result', index, verdict: sameTable(got, test.expected, request.ordered) ? 'accepted' : 'wrong_answer', got: JSON.stringify(got), output: '', error: null, ms: Date.now() - started });
    } catch (error) {
      post({ kind: 'result', index, verdict: 'runtime_error', got: null, output: '', error: message(error), ms: Date.now() - started });
    } finally {
      db.close();
    }
  }
}

self.onmessage = (event: MessageEvent<RunRequest>) => {
  const request = event.data;
  const run = request.language === 'sql' ? runSql(request) : runJavaScript(request);
  void run.then(() => post({ kind: 'done' }), (error: unknown) => post({ kind: 'failed', error: message(error) }));
};
