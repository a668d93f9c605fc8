/**
 * The code lab's runner in the browser (docs/decisions/0085-code-lab.md): the examples of a challenge, one at a time,
 * each answer posted as it finishes. JavaScript runs in QuickJS with a deadline and a memory limit; SQL in sql.js over
 * a fresh database per example. The page terminates this worker when a run outlives its time, so nothing here can
 * hold the page: a learner's code never runs in the page itself.
 */
import baseVariant from '@jitl/quickjs-wasmfile-release-sync';
import quickjsWasm from '@jitl/quickjs-wasmfile-release-sync/wasm?url';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import sqlWasm from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { sameTable } from '../../contract/code-compare.ts';
import { describeError, runFunctionTest } from '../../contract/code-run.ts';
import { CODE_LIMITS, type Json, type SqlTable } from '../../contract/code-lab.ts';
import type { RunRequest, RunEvent } from './run-protocol.ts';

const post = (event: RunEvent) => (self as unknown as Worker).postMessage(event);

async function runJavaScript(request: Extract<RunRequest, { language: 'javascript' }>): Promise<void> {
  const module = await newQuickJSWASMModuleFromVariant(newVariant(baseVariant, { wasmLocation: quickjsWasm }));
  for (const [index, test] of request.tests.entries()) {
    post({ kind: 'start', index });
    post({ kind: 'result', index, ...runFunctionTest(module, request.source, request.entry, test, Date.now() + CODE_LIMITS.testMs) });
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
      post({ kind: 'result', index, verdict: 'runtime_error', got: null, output: '', error: describeError(error), ms: Date.now() - started });
    } finally {
      db.close();
    }
  }
}

self.onmessage = (event: MessageEvent<RunRequest>) => {
  const request = event.data;
  const run = request.language === 'sql' ? runSql(request) : runJavaScript(request);
  void run.then(() => post({ kind: 'done' }), (error: unknown) => post({ kind: 'failed', error: describeError(error) }));
};
