/**
 * The code lab's runner in the browser (docs/decisions/0085-code-lab.md): the examples of a challenge, one at a time,
 * each answer posted as it finishes. JavaScript runs in QuickJS with a deadline and a memory limit; SQL in sql.js over
 * a fresh database per example; Python in Pyodide (CPython), with the limits and the harness the server's grader
 * uses. The page terminates this worker when a run outlives its time, so nothing here can hold the page: a learner's
 * code never runs in the page itself. A Python worker is kept between runs: its interpreter takes a second or two to
 * start.
 */
import baseVariant from '@jitl/quickjs-wasmfile-release-sync';
import quickjsWasm from '@jitl/quickjs-wasmfile-release-sync/wasm?url';
import { newQuickJSWASMModuleFromVariant, newVariant } from 'quickjs-emscripten-core';
import initSqlJs from 'sql.js/dist/sql-wasm-browser.js';
import sqlWasm from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { sameTable } from '../../contract/code-compare.ts';
import { describeError, runFunctionTest } from '../../contract/code-run.ts';
import { CODE_LIMITS, type Json, type SqlTable } from '../../contract/code-lab.ts';
import { answerPyodideFiles, capPythonHeap, guardPythonImports, openPythonLimit, PYTHON_HARNESS, runPythonTest, type PythonLimit } from '../../contract/code-python.ts';
import type { RunRequest, RunEvent } from './run-protocol.ts';
import { loadPyodideFiles, PYODIDE_INDEX, PythonUnavailable } from './pyodide-files.ts';

const post = (event: RunEvent) => (self as unknown as Worker).postMessage(event);

type FunctionRun = Extract<RunRequest, { entry: string }>;

async function runJavaScript(request: FunctionRun): Promise<void> {
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

interface Python {
  run: (code: string) => unknown;
  limit: PythonLimit;
}
let python: Promise<Python> | undefined;
/** The limits of whichever interpreter is running, and the files of its load, read by the hooks set once below. */
let current: { limit: PythonLimit; files: Map<string, Response> } | null = null;
let hooked = false;

/**
 * Pyodide asks for its files by name under PYODIDE_INDEX, answered from what was just loaded, and its WebAssembly is
 * instantiated with the imports the limits need guarded. Set once per worker: an interpreter that had to be ended is
 * replaced, and its hooks must not pile up on the new one.
 */
function hookPyodide(): void {
  if (hooked) return;
  hooked = true;
  answerPyodideFiles(PYODIDE_INDEX, (name) => current?.files.get(name)?.clone());
  const instantiateStreaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const limit = current!.limit;
    const made = await instantiateStreaming(source, guardPythonImports(imports ?? {}, limit));
    limit.memory = made.instance.exports['memory'] as WebAssembly.Memory;
    return made;
  };
}

/**
 * Pyodide from our own edge, only when a Python challenge runs: its files come from the browser's cache after the
 * first time (pyodide-files.ts), with their download's progress posted meanwhile.
 */
async function loadPython(): Promise<Python> {
  const limit = openPythonLimit();
  const files = await loadPyodideFiles((loaded, total) => post({ kind: 'loading', loaded, total }));
  const [{ loadPyodide }, { default: createPyodideModule }, { info }] = await Promise.all([
    import('pyodide'), import('pyodide/pyodide.asm.mjs'), import('pyodide/pyodide-lock.json'),
  ]);
  current = { limit, files };
  hookPyodide();
  const py = await loadPyodide({ indexURL: PYODIDE_INDEX, createPyodideModule, lockFileContents: JSON.stringify({ info, packages: {} }), packageBaseUrl: PYODIDE_INDEX, stdout: () => undefined, stderr: () => undefined });
  py.runPython(PYTHON_HARNESS);
  py.setInterruptBuffer(new Int32Array(1));
  capPythonHeap(limit);
  return { run: (code) => py.runPython(code), limit };
}

async function runPython(request: FunctionRun): Promise<void> {
  python ??= loadPython();
  let ready: Python;
  try {
    ready = await python;
  } catch (error) {
    python = undefined;
    throw error;
  }
  for (const [index, test] of request.tests.entries()) {
    post({ kind: 'start', index });
    const { run, usable } = runPythonTest(ready.run, ready.limit, request.source, request.entry, test, Date.now() + CODE_LIMITS.testMs);
    if (usable) ready.run('__sf_reset()');
    else python = undefined;
    post({ kind: 'result', index, ...run });
    if (run.verdict === 'time_limit' || run.error?.startsWith('MemoryError')) return;
  }
}

self.onmessage = (event: MessageEvent<RunRequest>) => {
  const request = event.data;
  const run = request.language === 'sql' ? runSql(request) : request.language === 'python' ? runPython(request) : runJavaScript(request);
  void run.then(() => post({ kind: 'done' }), (error: unknown) => post(error instanceof PythonUnavailable ? { kind: 'unavailable' } : { kind: 'failed', error: describeError(error) }));
};
