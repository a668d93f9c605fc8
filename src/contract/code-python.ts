/**
 * One Python test in Pyodide (docs/decisions/0085-code-lab.md): the learner's script in a fresh namespace, then its
 * function called with the test's arguments, the answer as JSON, judged by code-compare's rule. The browser's runner
 * and the server's grader (src/python-grader/) both run a test with this harness, so "Run" and "Submit" never
 * disagree about an example. A stop (KeyboardInterrupt, raised when a run is out of time) is not caught here: it
 * leaves the harness, and each side reads it as the time limit.
 */
import { canonical } from './code-compare.ts';
import { CODE_LIMITS, type Json } from './code-lab.ts';
import type { TestRun } from './code-run.ts';

/** Defined once per interpreter, before any learner code runs; the names start with `__sf_` to stay out of its way. */
export const PYTHON_HARNESS = `
import builtins as __sf_builtins, io as __sf_io, json as __sf_json, sys as __sf_sys

__sf_dumps, __sf_loads, __sf_stringio = __sf_json.dumps, __sf_json.loads, __sf_io.StringIO

def __sf_plain(value):
    # A set has no JSON form and no order: it is judged as its sorted items.
    if isinstance(value, (set, frozenset)):
        try:
            return sorted(value)
        except TypeError:
            return list(value)
    raise TypeError(f"a {type(value).__name__} cannot be an answer: return numbers, text, lists or dicts")

def __sf_describe(error):
    line = getattr(error, 'lineno', None) if isinstance(error, SyntaxError) else None
    trace = error.__traceback__
    while trace is not None:
        if trace.tb_frame.f_code.co_filename == 'solution.py':
            line = trace.tb_lineno
        trace = trace.tb_next
    text = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return f"{text} (line {line})" if line else text

def __sf_test(source, entry, args_json, output_max):
    out = __sf_stringio()
    saved = __sf_sys.stdout
    __sf_sys.stdout = out
    try:
        scope = {'__name__': '__main__'}
        exec(compile(source, 'solution.py', 'exec'), scope)
        function = scope.get(entry)
        if not callable(function):
            raise NameError(f"name '{entry}' is not defined")
        got = function(*__sf_loads(args_json))
        return __sf_dumps({'ok': True, 'got': __sf_dumps(got, default=__sf_plain), 'output': out.getvalue()[:output_max]})
    except Exception as error:
        return __sf_dumps({'ok': False, 'error': __sf_describe(error), 'output': out.getvalue()[:output_max]})
    finally:
        __sf_sys.stdout = saved

__sf_clean_builtins = dict(__sf_builtins.__dict__)
__sf_clean_modules = set(__sf_sys.modules)

def __sf_reset():
    # What one learner's code changed in the interpreter is undone before the next: the builtins, and the modules it
    # imported (imported again, fresh, by whoever needs them).
    __sf_sys.stdout = __sf_sys.__stdout__
    __sf_builtins.__dict__.clear()
    __sf_builtins.__dict__.update(__sf_clean_builtins)
    for name in [name for name in __sf_sys.modules if name not in __sf_clean_modules]:
        del __sf_sys.modules[name]
    __sf_sys.setrecursionlimit(1000)
`;

/** The call that runs one test, as Python source. */
export const pythonTestCall = (source: string, entry: string, args: Json[]): string =>
  `__sf_test(${JSON.stringify(source)}, ${JSON.stringify(entry)}, ${JSON.stringify(JSON.stringify(args))}, ${CODE_LIMITS.outputMax})`;

interface HarnessAnswer { ok: boolean; got?: string; error?: string; output: string }

/** The harness's answer judged against the test's expected value. */
export function judgePython(answer: string, expected: Json, ms: number): TestRun {
  const parsed = JSON.parse(answer) as HarnessAnswer;
  if (!parsed.ok) return { verdict: 'runtime_error', got: null, output: parsed.output, error: parsed.error ?? 'Error', ms };
  const got = parsed.got ?? 'null';
  return { verdict: canonical(JSON.parse(got) as Json) === canonical(expected) ? 'accepted' : 'wrong_answer', got, output: parsed.output, error: null, ms };
}

/**
 * The work a Python test may do, and what it has done, read on each of CPython's signal checks. Pyodide's interpreter
 * checks for a signal every so many bytecodes through the `_Py_CheckEmscriptenSignals_Helper` import, which
 * `guardPythonImports` wraps: past the test's counted work (or its deadline, where the clock moves) it raises
 * KeyboardInterrupt in the learner's code; if the code swallows that and runs on, it throws, which ends the
 * interpreter. Memory is capped the same way, at `emscripten_resize_heap`: a heap that would grow past `heapCap`
 * fails to, and Python raises MemoryError.
 */
export interface PythonLimit {
  checks: number;
  maxChecks: number;
  deadline: number;
  /** The run was sent its KeyboardInterrupt. */
  tripped: boolean;
  /** The run outlived its KeyboardInterrupt and was ended: the interpreter cannot be used again. */
  ended: boolean;
  heapCap: number;
  memory: WebAssembly.Memory | null;
}

export const openPythonLimit = (): PythonLimit => ({
  checks: 0, maxChecks: Number.POSITIVE_INFINITY, deadline: Number.POSITIVE_INFINITY, tripped: false, ended: false, heapCap: Number.POSITIVE_INFINITY, memory: null,
});

/** Checks a run gets after its KeyboardInterrupt to leave, before the interpreter is ended instead. */
const GRACE_CHECKS = 200_000;
const SIGINT = 2;

export function guardPythonImports(imports: WebAssembly.Imports, limit: PythonLimit): WebAssembly.Imports {
  const env = imports['env'] as Record<string, (...args: number[]) => number>;
  const checkSignals = env['_Py_CheckEmscriptenSignals_Helper']!;
  env['_Py_CheckEmscriptenSignals_Helper'] = () => {
    limit.checks += 1;
    const over = limit.checks > limit.maxChecks || Date.now() > limit.deadline;
    if (over && !limit.tripped) {
      limit.tripped = true;
      limit.maxChecks = limit.checks + GRACE_CHECKS;
      limit.deadline = Number.POSITIVE_INFINITY;
      return SIGINT;
    }
    if (over) {
      limit.ended = true;
      throw new Error('the code ran on after it was stopped');
    }
    return checkSignals();
  };
  const resizeHeap = env['emscripten_resize_heap']!;
  env['emscripten_resize_heap'] = (size: number) => (size > limit.heapCap ? 0 : resizeHeap(size));
  return imports;
}

/**
 * Pyodide asks for its files by URL under `index` (its WebAssembly, its standard library); each side has them already
 * (bundled with the grader, or downloaded into the browser's cache), and this answers them by name. Made once per
 * global scope: `file` is read at each request, so a new interpreter sees the files of its own load.
 */
export function answerPyodideFiles(index: string, file: (name: string) => Response | undefined): void {
  const fetchOnline = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(index)) return fetchOnline(input, init);
    return file(url.slice(index.length)) ?? new Response(null, { status: 404 });
  }) as typeof fetch;
}

/** Opens a test's limits: its counted work and its deadline (epoch ms). */
export function startPythonTest(limit: PythonLimit, deadline: number): void {
  Object.assign(limit, { checks: 0, maxChecks: CODE_LIMITS.pythonChecks, deadline, tripped: false, ended: false });
}

/** Lifts them again: the harness's own work between tests is not counted. */
export function endPythonTest(limit: PythonLimit): void {
  Object.assign(limit, { maxChecks: Number.POSITIVE_INFINITY, deadline: Number.POSITIVE_INFINITY });
}

/** The learner's memory is what the heap may grow by from when the interpreter is ready. */
export function capPythonHeap(limit: PythonLimit): void {
  limit.heapCap = (limit.memory?.buffer.byteLength ?? 0) + CODE_LIMITS.memoryBytes;
}

/** A PythonError of Pyodide's: the learner's code raised what the harness does not catch (SystemExit, say). */
export const isPythonError = (error: unknown): error is Error & { type: string } =>
  error instanceof Error && error.constructor.name === 'PythonError' && typeof (error as { type?: unknown }).type === 'string';

/**
 * One test's run with the harness, under its limits. `reset` is false when the interpreter cannot be used again:
 * the run outlived its stop, or something not of Python's failed.
 */
export function runPythonTest(run: (code: string) => unknown, limit: PythonLimit, source: string, entry: string, test: { args: Json[]; expected: Json }, deadline: number): { run: TestRun; usable: boolean } {
  startPythonTest(limit, deadline);
  const started = Date.now();
  try {
    const answer = run(pythonTestCall(source, entry, test.args)) as string;
    return { run: judgePython(answer, test.expected, Date.now() - started), usable: true };
  } catch (error) {
    const ms = Date.now() - started;
    const usable = !limit.ended && isPythonError(error);
    if (limit.tripped) return { run: { verdict: 'time_limit', got: null, output: '', error: null, ms }, usable };
    if (isPythonError(error)) return { run: { verdict: 'runtime_error', got: null, output: '', error: error.message.trim().split('\n').at(-1) ?? error.message, ms }, usable };
    throw error;
  } finally {
    endPythonTest(limit);
  }
}
