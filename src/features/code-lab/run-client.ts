/**
 * Runs a challenge's examples in the runner worker (runner.worker.ts) and reports each as it finishes. The hard stop
 * is here: an example that has not answered within its time (and a margin for the worker to start) ends the worker,
 * that example is a time limit and the ones after it are not run, as on the server.
 */
import { CODE_LIMITS, type CaseResult, type CodeChallenge } from '../../contract/code-lab.ts';
import type { RunEvent, RunRequest } from './run-protocol.ts';

/** The worker's start (QuickJS or sql.js loading) is not the learner's time. */
const START_MARGIN_MS = 15_000;
const RESULT_MARGIN_MS = 1_000;

export type RunCase = Omit<CaseResult, 'hidden'>;

/** How a run ended: 'unavailable' when Python's runtime could not be fetched (no case ran). */
export type RunEnd = 'ran' | 'unavailable';

export interface RunHandle {
  cancel: () => void;
  done: Promise<RunEnd>;
}

export function requestFor(challenge: CodeChallenge, source: string): RunRequest {
  if (challenge.language === 'sql') {
    return { language: 'sql', source, schema: challenge.schema ?? '', ordered: challenge.ordered, tests: challenge.examples.flatMap((t) => ('expected' in t && !('args' in t) ? [t] : [])) };
  }
  return { language: challenge.language, source, entry: challenge.entry ?? '', tests: challenge.examples.flatMap((t) => ('args' in t ? [t] : [])) };
}

/**
 * The Python worker, kept warm between runs (its interpreter takes a second or two to start); JavaScript and SQL get a
 * fresh worker per run. A worker that had to be terminated is never reused.
 */
let warmPython: Worker | null = null;

const newWorker = () => new Worker(new URL('./runner.worker.ts', import.meta.url), { type: 'module', name: 'code-runner' });

export function runExamples(request: RunRequest, onCase: (index: number, result: RunCase | 'running') => void, onLoading?: (loaded: number, total: number) => void): RunHandle {
  const keep = request.language === 'python';
  const worker = (keep && warmPython) || newWorker();
  if (keep) warmPython = worker;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finish: (how: RunEnd) => void = () => undefined;
  let finished = false;
  const done = new Promise<RunEnd>((resolve) => (finish = resolve));
  const end = (terminate: boolean, how: RunEnd = 'ran') => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    worker.onmessage = null;
    if (terminate || !keep) {
      worker.terminate();
      if (warmPython === worker) warmPython = null;
    }
    finish(how);
  };
  const fill = (from: number, result: RunCase) => {
    for (let i = from; i < request.tests.length; i += 1) onCase(i, i === from ? result : { ...result, ms: 0 });
  };
  const stop = (from: number, result: RunCase) => {
    if (finished) return;
    fill(from, result);
    end(true);
  };
  const watch = (index: number, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => stop(index, { verdict: 'time_limit', got: null, output: '', error: null, ms: CODE_LIMITS.testMs }), ms);
  };
  watch(0, START_MARGIN_MS + CODE_LIMITS.testMs);
  worker.onmessage = (event: MessageEvent<RunEvent>) => {
    const data = event.data;
    if (data.kind === 'loading') {
      // A download that moves is not the learner's time.
      onLoading?.(data.loaded, data.total);
      watch(0, START_MARGIN_MS + CODE_LIMITS.testMs);
    } else if (data.kind === 'start') {
      onCase(data.index, 'running');
      watch(data.index, CODE_LIMITS.testMs + RESULT_MARGIN_MS);
    } else if (data.kind === 'result') {
      const { kind: _kind, index, ...result } = data;
      onCase(index, result);
      // Code that ran out of time or memory is not run for the examples after it. Python's worker stopped it itself
      // and stays usable; the others' are ended.
      if (result.verdict === 'time_limit' || result.error?.includes('out of memory') || result.error?.startsWith('MemoryError')) {
        fill(index + 1, { ...result, output: '', got: null, ms: 0 });
        if (!keep) end(true);
        else watch(index, START_MARGIN_MS);
      }
    } else if (data.kind === 'unavailable') {
      end(true, 'unavailable');
    } else if (data.kind === 'failed') {
      stop(0, { verdict: 'runtime_error', got: null, output: '', error: data.error, ms: 0 });
    } else {
      end(false);
    }
  };
  worker.postMessage(request);
  return { cancel: () => stop(request.tests.length, { verdict: 'time_limit', got: null, output: '', error: null, ms: 0 }), done };
}
