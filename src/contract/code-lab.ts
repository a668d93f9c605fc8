/**
 * The code lab (`/leet-lab/code-challenge`; issue 45; docs/decisions/0085-code-lab.md): challenges in JavaScript, SQL
 * and Python with a statement, starter code, visible examples and hidden tests. The learner runs code in the browser;
 * a submission is graded on the server, where the hidden tests are, and its verdict kept.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, IsoDate, Slug } from './common.ts';
import { CODE_TEXT } from './code-lab-text.ts';
export { CODE_TEXT } from './code-lab-text.ts';

export const CodeLanguage = z.enum(['javascript', 'sql', 'python']);
export type CodeLanguage = z.infer<typeof CodeLanguage>;

export const Verdict = z.enum(['accepted', 'wrong_answer', 'time_limit', 'runtime_error']);
export type Verdict = z.infer<typeof Verdict>;

export const CODE_LIMITS = {
  /** Characters of one submission. */
  sourceMax: 20_000,
  /** One test's run, in the browser and on the server. */
  testMs: 2_000,
  /**
   * The same test's work, counted: a deployed Worker's clock stands still while code runs (it moves only with I/O), so
   * on the server a deadline alone would never fire. QuickJS asks whether to stop about 31,000 times a second in the
   * tightest loop on the reference machine, and Pyodide's interpreter checks for a signal about 3,500 times a
   * millisecond, so these stop such a loop in about two seconds; slower work per check runs until the clock or, deployed,
   * Cloudflare's CPU limit stops it.
   */
  quickjsChecks: 62_000,
  pythonChecks: 7_000_000,
  /** A whole grading on the server: every test together. */
  gradingMs: 6_000,
  /** The memory one run may take. */
  memoryBytes: 32 * 1024 * 1024,
  /** Characters of printed output kept per test. */
  outputMax: 4_000,
  /** Rows of an SQL answer compared (and shown) at most. */
  rowsMax: 500,
} as const;

/** A value a test passes or expects: JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export const Json: z.ZodType<Json> = z.lazy(() => z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(Json), z.record(z.string(), Json)]));

/** An SQL answer: its columns and rows, as the query gave them. */
export const SqlTable = z.object({ columns: z.array(z.string()), rows: z.array(z.array(Json)) });
export type SqlTable = z.infer<typeof SqlTable>;

/**
 * A test of a function (JavaScript, Python): the arguments it is called with and the value it must return; of a query
 * (SQL): the rows added to the challenge's database before it runs, and the table it must answer.
 */
export const CodeTest = z.union([
  z.object({ args: z.array(Json), expected: Json }).strict(),
  z.object({ setup: z.string().max(20_000).default(''), expected: SqlTable }).strict(),
]);
export type CodeTest = z.infer<typeof CodeTest>;

/** A challenge as the learner sees it: no hidden test leaves the server. */
export const CodeChallenge = z.object({
  id: Id,
  title: z.string(),
  language: CodeLanguage,
  difficulty: z.enum(['easy', 'medium', 'hard']),
  /** Markdown. */
  statement: z.string(),
  starter: z.string(),
  /** JavaScript and Python: the function each test calls. */
  entry: z.string().nullable(),
  /** SQL: the tables and rows every run starts from. */
  schema: z.string().nullable(),
  /** SQL: whether the rows must come in the expected order. */
  ordered: z.boolean(),
  /** The visible examples: the learner runs them in the browser. */
  examples: z.array(CodeTest),
  hidden_count: z.number().int().nonnegative(),
  /** The course lesson it is, if it is one, with what the page needs to lead back to it in the player. */
  lesson: z.object({ course_id: Id, lesson_id: Id, section_id: Id, course_title: z.string(), course_seo: Slug, lesson_title: z.string() }).nullable(),
});
export type CodeChallenge = z.infer<typeof CodeChallenge>;

/**
 * The page's address (SPEC.md: `/leet-lab/code-challenge` with codeId, contentType, contentId and page): the
 * challenge; where it was opened from (`contentType=lesson` and the lesson's id, as the player links it: the page then
 * leads back to that lesson); the page of the submissions' history. A key that does not parse is as if absent.
 */
export const CodePageQuery = z.object({
  codeId: z.coerce.number().pipe(Id).nullable().catch(null),
  contentType: z.enum(['lesson']).nullable().catch(null),
  contentId: z.coerce.number().pipe(Id).nullable().catch(null),
  page: z.coerce.number().int().min(1).catch(1),
});
export type CodePageQuery = z.infer<typeof CodePageQuery>;

/** One test's result: examples say what they got; hidden tests only whether they passed. */
export const CaseResult = z.object({
  hidden: z.boolean(),
  verdict: Verdict,
  /** What the code returned (examples only), as JSON text. */
  got: z.string().nullable(),
  /** What it printed (examples only). */
  output: z.string(),
  /** The error, for a runtime error (examples only). */
  error: z.string().nullable(),
  ms: z.number().int().nonnegative(),
});
export type CaseResult = z.infer<typeof CaseResult>;

export const Submission = z.object({
  id: Id,
  language: CodeLanguage,
  verdict: Verdict,
  passed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** The server's time to grade it. */
  ms: z.number().int().nonnegative(),
  submitted_at: IsoDate,
  source: z.string(),
  cases: z.array(CaseResult),
});
export type Submission = z.infer<typeof Submission>;

export const CodeParams = z.object({ codeId: z.coerce.number().pipe(Id) });
export const SubmitRequest = z.object({
  source: z.string().max(CODE_LIMITS.sourceMax, CODE_TEXT.sourceTooLong).refine((s) => s.trim().length > 0, CODE_TEXT.sourceRequired),
}).strict();
export const SubmissionsResponse = z.object({ submissions: z.array(Submission), solved: z.boolean() });
export type SubmissionsResponse = z.infer<typeof SubmissionsResponse>;

const codeChallenge = defineCall({ method: 'GET', path: '/learner/v1/code_challenges/:codeId', session: true, params: CodeParams, response: CodeChallenge, staleTime: STALE_TIME.default });
const submissions = defineCall({ method: 'GET', path: '/learner/v1/code_challenges/:codeId/submissions', session: true, params: CodeParams, response: SubmissionsResponse, staleTime: STALE_TIME.always });

export const CODE_CALLS = {
  codeChallenge,
  codeSubmissions: submissions,
  /** Grades the source on the server against every test, keeps the verdict, and answers it. */
  submitCode: defineCall({
    method: 'POST', path: '/learner/v1/code_challenges/:codeId/submissions', session: true, params: CodeParams, body: SubmitRequest,
    response: Submission, invalidates: [submissions],
  }),
} as const;
