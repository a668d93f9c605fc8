/**
 * One JavaScript test in QuickJS (docs/decisions/0085-code-lab.md): the learner's script, then its function called
 * with the test's arguments, the answer as JSON, judged by code-compare's rule. The server's grader and the browser's
 * runner both run a test this way, so "Run" and "Submit" never disagree about an example. Only QuickJS's types are
 * imported: each side brings its own module.
 */
import type { QuickJSContext, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { canonical } from './code-compare.ts';
import { CODE_LIMITS, type CaseResult, type Json } from './code-lab.ts';

export type TestRun = Omit<CaseResult, 'hidden'>;

/** An error as a learner reads it: "TypeError: …". */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { name, message } = error as { name?: unknown; message: unknown };
    return `${typeof name === 'string' ? `${name}: ` : ''}${String(message)}`;
  }
  return String(error);
}

/** QuickJS's words when it stops a run at its deadline (running out of memory is a runtime error). */
export const wasInterrupted = (error: unknown): boolean => describeError(error).endsWith('interrupted');

/** `console.log` into a bounded buffer: what a learner prints is shown beside an example's result. */
function captureLog(ctx: QuickJSContext): () => string {
  let text = '';
  const log = ctx.newFunction('log', (...args) => {
    const line = args.map((a) => {
      const value: unknown = ctx.dump(a);
      return typeof value === 'string' ? value : JSON.stringify(value);
    }).join(' ');
    if (text.length < CODE_LIMITS.outputMax) text = `${text}${line}\n`.slice(0, CODE_LIMITS.outputMax);
  });
  const console = ctx.newObject();
  ctx.setProp(console, 'log', log);
  ctx.setProp(ctx.global, 'console', console);
  console.dispose();
  log.dispose();
  return () => text;
}

/** QuickJS's interrupt handler: stop at `deadline` (epoch ms) or after the test's counted work, whichever comes first. */
export function stopAfter(deadline: number): () => boolean {
  let checks = 0;
  return () => ++checks > CODE_LIMITS.quickjsChecks || Date.now() > deadline;
}

/** A fresh runtime with the lab's memory and stack, stopped at `deadline` (epoch ms). */
export function runFunctionTest(module: QuickJSWASMModule, source: string, entry: string, test: { args: Json[]; expected: Json }, deadline: number): TestRun {
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(CODE_LIMITS.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(stopAfter(deadline));
  const ctx = runtime.newContext();
  const started = Date.now();
  try {
    const output = captureLog(ctx);
    const result = ctx.evalCode(`${source}\n;JSON.stringify(${entry}(...${JSON.stringify(test.args)}));`, 'solution.js');
    const ms = Date.now() - started;
    if (result.error) {
      const error: unknown = ctx.dump(result.error);
      result.error.dispose();
      const interrupted = wasInterrupted(error);
      return { verdict: interrupted ? 'time_limit' : 'runtime_error', got: null, output: output(), error: interrupted ? null : describeError(error), ms };
    }
    const got: unknown = ctx.dump(result.value);
    result.value.dispose();
    const text = typeof got === 'string' ? got : null;
    const same = text !== null && canonical(JSON.parse(text) as Json) === canonical(test.expected);
    return { verdict: same ? 'accepted' : 'wrong_answer', got: text ?? 'undefined', output: output(), error: null, ms };
  } finally {
    ctx.dispose();
    runtime.dispose();
  }
}
