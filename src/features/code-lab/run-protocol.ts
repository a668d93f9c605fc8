// What the page and the code lab's runner worker say to each other.
import type { CaseResult, Json, SqlTable } from '../../contract/code-lab.ts';

export type RunRequest =
  | { language: 'javascript' | 'python'; source: string; entry: string; tests: { args: Json[]; expected: Json }[] }
  | { language: 'sql'; source: string; schema: string; ordered: boolean; tests: { setup: string; expected: SqlTable }[] };

export type RunEvent =
  /** Python's runtime downloading (only its first time; then it is in the browser's cache): bytes so far, of all. */
  | { kind: 'loading'; loaded: number; total: number }
  | { kind: 'start'; index: number }
  | ({ kind: 'result'; index: number } & Omit<CaseResult, 'hidden'>)
  | { kind: 'done' }
  | { kind: 'failed'; error: string }
  /** Python's runtime could not be fetched: not the learner's code, so no case fails. */
  | { kind: 'unavailable' };
