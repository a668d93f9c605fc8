import type { Context, Handler } from 'hono';
import { CaseResult, CODE_TEXT, CodeParams, SubmitRequest, type CodeChallenge, type Submission, type SubmissionsResponse, type Verdict } from '../../contract/code-lab.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { TenantChallenge } from '../../contract/tenant-code.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../lib/errors.ts';
import { accessError, courseOutline, lessonGate, lessonIn } from '../lib/lessons.ts';
import { recordProgress } from '../lib/progress.ts';
import { noStore } from '../lib/respond.ts';
import { requireSession } from '../lib/sessions.ts';
import { parseBody, parseInput } from '../lib/validate.ts';
import type { AppEnv, School } from '../types.ts';

const notFound = (): ApiError => new ApiError(ERROR_CODE.notFound, CODE_TEXT.notFound);

/**
 * The challenge the path names, for a learner who may open it: a standalone one for anyone signed in at the school; one
 * that is a course's lesson, for those who may open that lesson (SPEC.md section 6's refusals otherwise).
 */
async function openChallenge(c: Context<AppEnv>, userId: number): Promise<{ db: Db; school: School; challenge: TenantChallenge; lesson: CodeChallenge['lesson'] }> {
  const { codeId } = parseInput(CodeParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await db.selectFrom('code_challenges').select('data_json').where('school_id', '=', school.id).where('id', '=', codeId).executeTakeFirst();
  if (!row) throw notFound();
  const challenge = TenantChallenge.parse(JSON.parse(row.data_json));
  if (!challenge.lesson) return { db, school, challenge, lesson: null };
  const course = await courseOutline(db, school, { id: challenge.lesson.course_id });
  const { lesson } = lessonIn(course, challenge.lesson.lesson_id);
  const { access } = await lessonGate(db, school, userId, course.id, lesson);
  if (access !== 'open') throw accessError(access);
  return { db, school, challenge, lesson: { course_id: course.id, lesson_id: lesson.id, section_id: lesson.section_id, course_title: course.title, course_seo: course.seo_title, lesson_title: lesson.title } };
}

/** `CALLS.codeChallenge` (session; CodeParams -> CodeChallenge): the statement, the starter and the examples; never a hidden test. */
export const codeChallenge: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { challenge, lesson } = await openChallenge(c, user.id);
  const body: CodeChallenge = {
    id: challenge.id, title: challenge.title, language: challenge.language, difficulty: challenge.difficulty, statement: challenge.statement,
    starter: challenge.starter, entry: challenge.entry ?? null, schema: challenge.schema ?? null, ordered: challenge.ordered,
    examples: challenge.examples, hidden_count: challenge.hidden.length, lesson,
  };
  return noStore(c, body);
};

interface SubmissionRow {
  id: number;
  language: string;
  source: string;
  verdict: string;
  passed: number;
  total: number;
  ms: number;
  cases_json: string;
  created_ms: number;
}

const toSubmission = (row: SubmissionRow): Submission => ({
  id: row.id, language: row.language as Submission['language'], verdict: row.verdict as Verdict, passed: row.passed, total: row.total, ms: row.ms,
  submitted_at: new Date(row.created_ms).toISOString(), source: row.source, cases: CaseResult.array().parse(JSON.parse(row.cases_json)),
});

/** Submissions a history shows: the newest. */
const HISTORY = 50;

/** `CALLS.codeSubmissions` (session; CodeParams -> SubmissionsResponse): the learner's own submissions, newest first. */
export const codeSubmissions: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { db, school, challenge } = await openChallenge(c, user.id);
  const rows = await db.selectFrom('code_submissions').select(['id', 'language', 'source', 'verdict', 'passed', 'total', 'ms', 'cases_json', 'created_ms'])
    .where('school_id', '=', school.id).where('user_id', '=', user.id).where('challenge_id', '=', challenge.id)
    .orderBy('id', 'desc').limit(HISTORY).execute();
  const solved = rows.some((r) => r.verdict === 'accepted') || (rows.length === HISTORY && await db.selectFrom('code_submissions').select('id')
    .where('school_id', '=', school.id).where('user_id', '=', user.id).where('challenge_id', '=', challenge.id).where('verdict', '=', 'accepted')
    .executeTakeFirst() !== undefined);
  const body: SubmissionsResponse = { submissions: rows.map(toSubmission), solved };
  return noStore(c, body);
};

/**
 * `CALLS.submitCode` (session; SubmitRequest -> Submission): the source graded on the server against every test, the
 * hidden ones included, and kept with its verdict. An accepted challenge that is a lesson completes the lesson, which
 * counts toward the course's progress and its certificate.
 */
export const submitCode: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { source } = await parseBody(c, SubmitRequest);
  const { db, school, challenge } = await openChallenge(c, user.id);
  // The grader (QuickJS's WebAssembly, sql.js) is loaded the first time something is graded, not with the API.
  const { grade, pythonGraderOf } = await import('../lib/code/grade.ts');
  const graded = await grade(challenge, source, pythonGraderOf(c.env.PYTHON, user.id));
  const now = Date.now();
  const row = await db.insertInto('code_submissions').values({
    school_id: school.id, challenge_id: challenge.id, user_id: user.id, language: challenge.language, source, verdict: graded.verdict,
    passed: graded.passed, total: graded.total, ms: graded.ms, cases_json: JSON.stringify(graded.cases), created_ms: now,
  }).returning(['id', 'language', 'source', 'verdict', 'passed', 'total', 'ms', 'cases_json', 'created_ms']).executeTakeFirstOrThrow();
  if (graded.verdict === 'accepted' && challenge.lesson) {
    const course = await courseOutline(db, school, { id: challenge.lesson.course_id });
    await recordProgress(db, school, user, course, challenge.lesson.lesson_id, 0, true);
  }
  return noStore(c, toSubmission(row));
};
