/**
 * The Python grader (docs/decisions/0085-code-lab.md): CPython, as Pyodide, in a Durable Object of a worker of its
 * own. The learner API sends it a submission's tests through the PYTHON binding; it answers each test's run. One
 * interpreter per object, loaded on the first grading (about 1.6 s) and kept warm; gradings to one object run one at
 * a time, so one learner's code never runs beside another's.
 *
 * The limits hold without a clock (a deployed Worker's clock stands still while code runs): CPython's own signal
 * checks count a test's work (contract/code-python.ts, `guardPythonImports`). A run that outlives its stop ends the
 * interpreter, and the next grading loads a new one.
 */
import { DurableObject } from 'cloudflare:workers';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import createPyodideModule from 'pyodide/pyodide.asm.mjs';
import lockFile from 'pyodide/pyodide-lock.json';
import wasm from 'pyodide/pyodide.asm.wasm';
import stdlib from 'pyodide/python_stdlib.zip';
import { CODE_LIMITS, type Json } from '../contract/code-lab.ts';
import { answerPyodideFiles, capPythonHeap, guardPythonImports, openPythonLimit, PYTHON_HARNESS, runPythonTest } from '../contract/code-python.ts';
import type { TestRun } from '../contract/code-run.ts';

export interface PythonGradeRequest {
  source: string;
  entry: string;
  tests: { args: Json[]; expected: Json }[];
  /** The whole grading's time, from when it starts here. */
  gradingMs: number;
}

/** Where Pyodide would fetch its files from: nothing is fetched, this only names them (see `answerPyodideFiles`). */
const INDEX_URL = 'https://pyodide.invalid/';

const limit = openPythonLimit();

/**
 * Pyodide's WebAssembly, instantiated from the module wrangler compiled, with the imports the limits need guarded.
 * Pyodide asks the platform for the module by URL; a Worker may not compile bytes, so both ways it asks (streaming
 * and from bytes) are answered with the compiled module.
 */
function instantiateCompiled(): void {
  const instantiate = WebAssembly.instantiate.bind(WebAssembly) as (module: WebAssembly.Module, imports: WebAssembly.Imports) => Promise<WebAssembly.Instance>;
  const guarded = async (imports: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> => {
    const instance = await instantiate(wasm, guardPythonImports(imports, limit));
    limit.memory = instance.exports['memory'] as WebAssembly.Memory;
    return { instance, module: wasm };
  };
  WebAssembly.instantiateStreaming = (_source, imports) => guarded(imports ?? {});
  WebAssembly.instantiate = ((source: unknown, imports?: WebAssembly.Imports) =>
    source instanceof WebAssembly.Module ? instantiate(source, imports ?? {}) : guarded(imports ?? {})) as typeof WebAssembly.instantiate;
}

let interpreter: Promise<PyodideAPI> | undefined;
let platformReady = false;

async function loadInterpreter(): Promise<PyodideAPI> {
  if (!platformReady) {
    instantiateCompiled();
    // The standard library is bundled with this worker; the WebAssembly is instantiateCompiled's, so its bytes are never read.
    answerPyodideFiles(INDEX_URL, (name) => (name === 'python_stdlib.zip' ? new Response(stdlib) : name === 'pyodide.asm.wasm' ? new Response(null) : undefined));
    // Emscripten's browser path looks for these; a Worker has neither.
    (globalThis as unknown as { location?: URL }).location ??= new URL(INDEX_URL);
    (globalThis as { setImmediate?: unknown }).setImmediate ??= (run: () => void) => setTimeout(run, 0);
    platformReady = true;
  }
  limit.heapCap = Number.POSITIVE_INFINITY;
  // No packages: the grader has the standard library only, as the lab promises.
  const py = await loadPyodide({ indexURL: INDEX_URL, createPyodideModule, lockFileContents: JSON.stringify({ info: lockFile.info, packages: {} }), packageBaseUrl: INDEX_URL, stdout: () => undefined, stderr: () => undefined });
  py.runPython(PYTHON_HARNESS);
  // Turns CPython's signal checks on; what they answer is guardPythonImports's.
  py.setInterruptBuffer(new Int32Array(1));
  capPythonHeap(limit);
  return py;
}

/** Gradings an interpreter serves before a fresh one: what a learner's code could leave behind does not last. */
const GRADINGS_PER_INTERPRETER = 200;

export class PythonGrader extends DurableObject {
  #gradings = 0;

  /** Each test's run, in order; once a run is stopped for time or memory, the tests after it are not run. */
  async grade(request: PythonGradeRequest): Promise<TestRun[]> {
    if (this.#gradings >= GRADINGS_PER_INTERPRETER) {
      interpreter = undefined;
      this.#gradings = 0;
    }
    interpreter ??= loadInterpreter();
    let py: PyodideAPI;
    try {
      py = await interpreter;
    } catch (error) {
      interpreter = undefined;
      throw error;
    }
    this.#gradings += 1;
    const deadline = Date.now() + request.gradingMs;
    const runs: TestRun[] = [];
    let stop: TestRun | null = null;
    for (const test of request.tests) {
      if (stop) {
        runs.push({ ...stop, got: null, output: '', ms: 0 });
        continue;
      }
      const run = this.#runTest(py, request, test, Math.min(deadline, Date.now() + CODE_LIMITS.testMs));
      if (run.verdict === 'time_limit' || run.error?.startsWith('MemoryError')) stop = run;
      runs.push(run);
    }
    return runs;
  }

  #runTest(py: PyodideAPI, request: PythonGradeRequest, test: { args: Json[]; expected: Json }, deadline: number): TestRun {
    let usable = false;
    try {
      const result = runPythonTest((code) => py.runPython(code), limit, request.source, request.entry, test, deadline);
      usable = result.usable;
      return result.run;
    } finally {
      if (usable) {
        try {
          py.runPython('__sf_reset()');
        } catch {
          usable = false;
        }
      }
      if (!usable) interpreter = undefined;
    }
  }
}

export default {
  fetch: () => new Response('Not found', { status: 404 }),
} satisfies ExportedHandler;
