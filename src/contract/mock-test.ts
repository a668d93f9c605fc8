/**
 * Mock tests (docs/decisions/0028-mock-test-engine.md): question papers, attempts and their states (SPEC.md
 * section 4), answers written as a journal with sequence numbers, the server-held deadline, scoring and grading.
 *
 * The sequence rule: every write of an answer carries `(epoch, seq)`. The API keeps, per question, the write with
 * the highest pair (epoch first), so a late or repeated write never replaces a newer one. `epoch` grows each time a
 * window takes the attempt over (a reload, another device, "use it here"); `seq` grows with every change a window
 * makes. A window that learns its epoch is stale stops writing; answers it wrote to questions the newer window
 * never touched are still kept.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id } from './common.ts';
import { LanguageCode } from './language.ts';
import { MOCK_TEST_TEXT } from './mock-test-text.ts';
export { MOCK_TEST_TEXT } from './mock-test-text.ts';

/** An answer sheet (SPEC.md upload kind 22) may be at most this many MB. */
export const ANSWER_SHEET_MAX_MB = 10;
/** The largest signed upload of any kind: a community attachment's 16 MB (SPEC.md section 9). */
export const UPLOAD_MAX_MB = 16;
/** SPEC.md section 9's upload kind of a test answer. */
export const UPLOAD_KIND_TEST_ANSWER = 22;
/** After the deadline, the scheduled job waits this long for a last write before it submits for the learner. */
export const SUBMIT_GRACE_MS = 2 * 60 * 1000;

export const QuestionType = z.enum(['multichoice', 'numeric', 'subjective', 'feedback', 'fill_in_the_blanks']);
export type QuestionType = z.infer<typeof QuestionType>;
export const Difficulty = z.enum(['easy', 'medium', 'hard']);
export type Difficulty = z.infer<typeof Difficulty>;

/** Question text: Markdown, with mathematics between `$…$` (inline) or `$$…$$` (display), rendered by KaTeX. */
const RichText = z.string().min(1).max(4000);

export const QuestionOption = z.object({ id: z.string().regex(/^[a-z]$/), text: RichText });

/**
 * A question in another language (issue 39, 20: NTA's papers are bilingual): its text, and its options' texts in
 * the options' order. The figure, the marks and the answer are the question's own, so an answer given while reading
 * one language is the answer in the other.
 */
export const QuestionWords = z.object({ text: RichText, options: z.array(RichText).max(8) });
export type QuestionWords = z.infer<typeof QuestionWords>;

/** A question as the test window shows it: never its answer. */
export const QuestionView = z.object({
  id: Id,
  section_id: Id,
  type: QuestionType,
  text: RichText,
  /** A figure the question needs (an SVG the API serves); null: none. */
  image: z.object({ url: z.string().min(1), alt: z.string().min(1).max(300) }).nullable(),
  /** multichoice: the options, in order. */
  options: z.array(QuestionOption).max(8),
  /** multichoice: more than one option may be correct (checkboxes rather than radios). */
  multiple: z.boolean(),
  /** fill_in_the_blanks: how many blanks; the text marks each as `[[1]]`, `[[2]]`… */
  blanks: z.number().int().min(0).max(10),
  /** subjective: how the answer is given. */
  answer_format: z.enum(['text', 'upload', 'text_or_upload']).nullable(),
  /** feedback: a scale of 1 to 5 with a comment. Marks: 0. */
  marks: z.number().min(0).max(1000),
  negative_marks: z.number().min(0).max(1000),
  topic: z.string().min(1).max(80),
  difficulty: Difficulty,
  /** The question in the school's other languages; the test window's "View in" switches between them. */
  translations: z.partialRecord(LanguageCode, QuestionWords).default({}),
});
export type QuestionView = z.infer<typeof QuestionView>;

/** The question as a learner reading `language` sees it: its translation where it has one, else as written. */
export function questionIn<Q extends Pick<QuestionView, 'text' | 'options' | 'translations'>>(question: Q, language: string): Q {
  const words = question.translations[language as LanguageCode];
  if (!words || words.options.length !== question.options.length) return question;
  return { ...question, text: words.text, options: question.options.map((option, i) => ({ ...option, text: words.options[i]! })) };
}

/** The languages a paper can be read in: the one it is written in first, then any its questions are translated into. */
export function paperLanguages(questions: readonly Pick<QuestionView, 'translations'>[], written: string): string[] {
  const others = new Set(questions.flatMap((q) => Object.keys(q.translations)));
  others.delete(written);
  return [written, ...[...others].sort()];
}

/** The answer key of a question: in the API only, until a report shows solutions. */
export const AnswerKey = z.discriminatedUnion('type', [
  z.object({ type: z.literal('multichoice'), correct: z.array(z.string().regex(/^[a-z]$/)).min(1) }),
  /** exact: `min === max`; a range otherwise; both inclusive. */
  z.object({ type: z.literal('numeric'), min: z.number(), max: z.number() }),
  /** Per blank, the accepted answers (compared without regard to case, accents kept, spacing collapsed). */
  z.object({ type: z.literal('fill_in_the_blanks'), accepted: z.array(z.array(z.string().min(1)).min(1)).min(1) }),
  /** A model answer for the faculty and the solutions page. */
  z.object({ type: z.literal('subjective'), model_answer: z.string().min(1) }),
  z.object({ type: z.literal('feedback') }),
]);
export type AnswerKey = z.infer<typeof AnswerKey>;

/** A question as the API stores it: the view, its key and explanation. */
export const Question = QuestionView.extend({ key: AnswerKey, explanation: RichText });
export type Question = z.infer<typeof Question>;

export const PaperSection = z.object({
  id: Id,
  title: z.string().min(1).max(80),
  /** Minutes of this section when the test is timed per section; null: the whole test's timer runs. */
  duration_minutes: z.number().int().positive().nullable(),
  question_ids: z.array(Id).min(1),
});
export type PaperSection = z.infer<typeof PaperSection>;

/** How a test is taken: the school's settings of one test. */
export const PaperRules = z.object({
  duration_minutes: z.number().int().positive(),
  /** 'test': one timer, sections in any order; 'section': each section has its own time, taken in order. */
  timer: z.enum(['test', 'section']),
  /** How many attempts a learner has (SPEC.md: retake count has a maximum). */
  max_attempts: z.number().int().min(1).max(20),
  /** The learner may pause and continue later (SPEC.md's aborted / continue state). */
  allow_pause: z.boolean(),
  /** SPEC.md section 5: an answer is needed before the next question. */
  answer_required: z.boolean(),
  /** Multiple-correct questions give partial marks for a subset of the right options with no wrong one. */
  partial_marks: z.boolean(),
  /** When the learner sees the score: at once, or from a date (the school's result date). */
  result_release: z.enum(['immediate', 'on_date']),
  result_date: z.iso.datetime({ offset: true }).nullable(),
  /** Written by the school: shown on the instructions page above the marking scheme. */
  instructions: z.array(z.string().min(1).max(300)).max(12),
});
export type PaperRules = z.infer<typeof PaperRules>;

/** A test's paper: what the window needs to start. */
export const Paper = z.object({
  test_id: Id,
  /** The quiz lesson the paper belongs to, for a course's quiz; null for a test product. */
  lesson_id: Id.nullable(),
  title: z.string().min(1).max(160),
  rules: PaperRules,
  sections: z.array(PaperSection).min(1),
  questions: z.array(QuestionView).min(1),
});
export type Paper = z.infer<typeof Paper>;

/** SPEC.md section 4's attempt states; 'fresh' is the absence of an attempt. */
export const AttemptState = z.enum(['in_progress', 'aborted', 'submitted', 'evaluation_pending', 'applied_for_revaluation', 'under_revaluation']);
export type AttemptState = z.infer<typeof AttemptState>;
export const TestState = z.union([z.literal('fresh'), AttemptState]);
export type TestState = z.infer<typeof TestState>;

/** A learner's response to one question; null clears it. */
export const Response = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), option_ids: z.array(z.string().regex(/^[a-z]$/)).min(1).max(8) }),
  /** As typed: a decimal number, at most 20 characters. */
  z.object({ kind: z.literal('numeric'), value: z.string().regex(/^-?\d{0,12}(\.\d{0,6})?$/).min(1).max(20) }),
  z.object({ kind: z.literal('blanks'), values: z.array(z.string().max(200)).min(1).max(10) }),
  z.object({ kind: z.literal('text'), text: z.string().min(1).max(20_000) }),
  /** An answer sheet uploaded through the signed upload URL (PDF). */
  z.object({ kind: z.literal('upload'), file: z.string().regex(/^[A-Za-z0-9_-]{8,80}\.pdf$/), name: z.string().min(1).max(200) }),
  z.object({ kind: z.literal('feedback'), rating: z.number().int().min(1).max(5), comment: z.string().max(2000) }),
]);
export type Response = z.infer<typeof Response>;

/** One change of one question, as the journal writes it and the API keeps it. */
export const AnswerWrite = z.object({
  question_id: Id,
  epoch: z.number().int().min(1),
  seq: z.number().int().min(1),
  response: Response.nullable(),
  marked: z.boolean(),
  /** Milliseconds the learner has spent on the question so far (grows; the highest write's value is kept). */
  time_ms: z.number().int().min(0).max(24 * 60 * 60 * 1000),
});
export type AnswerWrite = z.infer<typeof AnswerWrite>;

export { isNewerWrite } from './sequence.ts';

/** The API's record of a question in an attempt: the highest write, and that the question was seen. */
export const AnswerState = AnswerWrite.extend({
  /** (0, 0): seen, never answered. */
  epoch: z.number().int().min(0),
  seq: z.number().int().min(0),
  visited: z.boolean(),
});
export type AnswerState = z.infer<typeof AnswerState>;

const Instant = z.number().int().nonnegative();

export const Attempt = z.object({
  id: Id,
  test_id: Id,
  lesson_id: Id.nullable(),
  /** 1 for the first attempt, 2 for the first retake… */
  number: z.number().int().min(1),
  state: AttemptState,
  /** The window's epoch: writes from an older one lose to this window's (see the sequence rule above). */
  epoch: z.number().int().min(1),
  /** Epoch ms. The deadline is the server's; a paused attempt has none and keeps `remaining_ms`. */
  started_at: Instant,
  deadline_at: Instant.nullable(),
  remaining_ms: z.number().int().min(0),
  /** Timed per section: the section being taken and when it closes. */
  section_id: Id.nullable(),
  section_deadline_at: Instant.nullable(),
  submitted_at: Instant.nullable(),
  answers: z.array(AnswerState),
});
export type Attempt = z.infer<typeof Attempt>;

/** The score of a submitted attempt, when the test's result is out. */
export const AttemptResult = z.object({
  score: z.number(),
  max_score: z.number(),
  /** Subjective marks still to come: the score is not final while this is above 0. */
  pending_marks: z.number().min(0),
  correct: z.number().int().min(0),
  incorrect: z.number().int().min(0),
  partial: z.number().int().min(0),
  unanswered: z.number().int().min(0),
  pending: z.number().int().min(0),
  sections: z.array(z.object({ section_id: Id, title: z.string(), score: z.number(), max_score: z.number() })),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

/** What a learner's test list shows for one test: its state and next step (Start, Continue, Retake, View result). */
export const TestStatus = z.object({
  test_id: Id,
  lesson_id: Id.nullable(),
  state: TestState,
  attempts_used: z.number().int().min(0),
  max_attempts: z.number().int().min(1),
  /** The latest attempt, if any. */
  attempt_id: Id.nullable(),
  /** The result is out for the latest submitted attempt. */
  result_released: z.boolean(),
  result_date: z.iso.datetime({ offset: true }).nullable(),
  score: z.number().nullable(),
  max_score: z.number(),
});
export type TestStatus = z.infer<typeof TestStatus>;

/** Every read of an attempt says the server's time, so the window can correct its clock. */
const WithServerTime = { server_now: Instant };

/**
 * The test window's address (SPEC.md section 2: `/mock-test/{id}?id&mode&qId&resultType&lessonId&bundleId`), parsed,
 * never trusted: an unknown value falls back to its default. What mode and resultType mean here:
 * docs/decisions/0028-mock-test-engine.md.
 */
const positiveId = z.coerce.number().int().positive().nullable().catch(null);
export const TestWindowQuery = z.object({
  /** 0: take the test; 1: the latest submitted attempt's result. */
  mode: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])).catch(0),
  /** The 0-based question to open first. */
  qId: z.coerce.number().int().min(0).max(999).catch(0),
  /** 1: show the result after submitting; 2 (SPEC.md's default when none is given): back to where the test was opened. */
  resultType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])).catch(2),
  lessonId: positiveId,
  bundleId: positiveId,
});
export type TestWindowQuery = z.infer<typeof TestWindowQuery>;

// —— calls ——

export const TestRef = z.object({ testId: z.coerce.number().pipe(Id) });
export const PaperQuery = z.object({ lesson_id: z.coerce.number().pipe(Id).optional() });
export const AttemptRef = z.object({ attemptId: z.coerce.number().pipe(Id) });

export const PaperResponse = z.object({ paper: Paper, status: TestStatus, ...WithServerTime });
export type PaperResponse = z.infer<typeof PaperResponse>;

export const StartAttemptRequest = z.object({
  /** The instructions' declaration, ticked. */
  declaration: z.literal(true, { error: MOCK_TEST_TEXT.declarationRequired }),
  lesson_id: Id.nullable().default(null),
  /** A retake after a submitted attempt: a repeated start with the same key answers with the same attempt. */
  idempotency_key: z.string().min(8).max(80),
});
export const AttemptResponse = z.object({ attempt: Attempt, ...WithServerTime });
export type AttemptResponse = z.infer<typeof AttemptResponse>;

export const WriteAnswersRequest = z.object({ writes: z.array(AnswerWrite).min(1).max(200), visited: z.array(Id).max(500).default([]) });
export type WriteAnswersRequest = z.input<typeof WriteAnswersRequest>;
export const WriteAnswersResponse = z.object({
  /** Per write sent: kept, or ignored because the API holds a newer one (same answer both times). */
  results: z.array(z.object({ question_id: Id, seq: z.number().int(), kept: z.boolean() })),
  epoch: z.number().int().min(1),
  deadline_at: Instant.nullable(),
  state: AttemptState,
  ...WithServerTime,
});
export type WriteAnswersResponse = z.infer<typeof WriteAnswersResponse>;

export const ResultResponse = z.object({
  attempt: Attempt,
  status: TestStatus,
  /** null while the result is not out (result date ahead) or the test shows none. */
  result: AttemptResult.nullable(),
  ...WithServerTime,
});
export type ResultResponse = z.infer<typeof ResultResponse>;

export const SectionAdvanceRequest = z.object({ from_section_id: Id });
export const AnswerSheetUploadRequest = z.object({
  question_id: Id,
  name: z.string().min(1).max(200),
  content_type: z.string().max(100),
  size: z.number().int().positive(),
});
export const AnswerSheetUploadResponse = z.object({ url: z.string(), file: z.string(), expires_at: Instant });
/** A signed upload's file: an answer sheet's PDF, or a community post's image or attachment. */
const UploadFileName = z.string().regex(/^[A-Za-z0-9_-]{8,80}\.(?:pdf|png|jpg|webp|gif|zip|docx|xlsx|pptx|txt|csv)$/);
/** An answer sheet, by its file name. */
const AnswerSheetFileName = z.string().regex(/^[A-Za-z0-9_-]{8,80}\.pdf$/);
export const UploadFileParams = z.object({ token: z.string().min(20).max(1000).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/), file: UploadFileName });
export const UploadFileResponse = z.object({ file: UploadFileName, size: z.number().int().positive() });
export const AnswerSheetParams = z.object({ attemptId: z.coerce.number().pipe(Id), file: AnswerSheetFileName });

export const GradeRequest = z.object({
  grades: z.array(z.object({ question_id: Id, marks: z.number().min(0).max(1000), comment: z.string().max(2000).default('') })).max(200),
  /** The evaluation (or revaluation) is finished: every subjective answer must have marks. */
  complete: z.boolean().default(true),
});
export const PendingGradingResponse = z.object({
  attempts: z.array(z.object({
    attempt_id: Id,
    test_id: Id,
    learner_name: z.string(),
    state: AttemptState,
    submitted_at: Instant,
    questions: z.array(z.object({ question: QuestionView, response: Response.nullable(), model_answer: z.string() })),
  })),
});

const testStatuses = defineCall({
  method: 'GET', path: '/learner/v1/tests/status', session: true,
  query: z.object({ test_ids: z.string().regex(/^\d+(,\d+){0,99}$/) }),
  response: z.object({ tests: z.array(TestStatus) }), staleTime: STALE_TIME.always,
});
const paper = defineCall({
  method: 'GET', path: '/learner/v1/tests/:testId/paper', session: true, params: TestRef, query: PaperQuery, response: PaperResponse, staleTime: STALE_TIME.always,
});
const attempt = defineCall({ method: 'GET', path: '/learner/v1/attempts/:attemptId', session: true, params: AttemptRef, response: AttemptResponse, staleTime: STALE_TIME.always });
const result = defineCall({ method: 'GET', path: '/learner/v1/attempts/:attemptId/result', session: true, params: AttemptRef, response: ResultResponse, staleTime: STALE_TIME.always });

export const MOCK_TEST_CALLS = {
  /** The learner's state of each listed test: what its Start / Continue / Retake / View result button does. */
  testStatuses,
  /** The paper of a test (or a course's quiz lesson) the learner may take, without answers, and their status. */
  paper,
  /** Starts an attempt (the first, or a retake), or answers with the one in progress. */
  startAttempt: defineCall({
    method: 'POST', path: '/learner/v1/tests/:testId/attempts', session: true, params: TestRef, body: StartAttemptRequest, response: AttemptResponse,
    invalidates: [testStatuses, paper],
  }),
  attempt,
  /** A window takes the attempt over: a new epoch; a paused attempt continues with the time it had left. */
  resumeAttempt: defineCall({ method: 'POST', path: '/learner/v1/attempts/:attemptId/resume', session: true, params: AttemptRef, response: AttemptResponse, invalidates: [testStatuses] }),
  /** Journal writes, idempotent: the API keeps the highest (epoch, seq) per question. */
  writeAnswers: defineCall({ method: 'PUT', path: '/learner/v1/attempts/:attemptId/answers', session: true, params: AttemptRef, body: WriteAnswersRequest, response: WriteAnswersResponse, bodyLimit: 512 * 1024 }),
  /** Section-timed tests: on to the next section (also done by the API when a section's time runs out). */
  advanceSection: defineCall({ method: 'POST', path: '/learner/v1/attempts/:attemptId/next_section', session: true, params: AttemptRef, body: SectionAdvanceRequest, response: AttemptResponse }),
  /** Pause where the test allows it: the attempt becomes aborted (continue later). */
  pauseAttempt: defineCall({ method: 'POST', path: '/learner/v1/attempts/:attemptId/pause', session: true, params: AttemptRef, response: AttemptResponse, invalidates: [testStatuses] }),
  /** Submits with every saved answer; a repeat answers with the same result. */
  submitAttempt: defineCall({ method: 'POST', path: '/learner/v1/attempts/:attemptId/submit', session: true, params: AttemptRef, response: ResultResponse, invalidates: [testStatuses, paper, attempt, result] }),
  result,
  /** A signed upload URL for an answer sheet (upload kind 22): PDF only, SPEC.md's size limit. */
  answerSheetUpload: defineCall({ method: 'POST', path: '/learner/v1/attempts/:attemptId/answer_sheet', session: true, params: AttemptRef, body: AnswerSheetUploadRequest, response: AnswerSheetUploadResponse }),
  /** The signed upload URL itself: the PDF's bytes as the body. Not JSON. */
  uploadFile: defineCall({ method: 'PUT', path: '/learner/v1/upload/:token/:file', session: false, params: UploadFileParams, response: UploadFileResponse, bodyLimit: UPLOAD_MAX_MB * 1024 * 1024 }),
  /** An uploaded answer sheet, for the learner and faculty, by a signed URL like lesson media. Not JSON. */
  answerSheet: defineCall({ method: 'GET', path: '/learner/v1/attempts/:attemptId/answer_sheet/:file', session: true, params: AnswerSheetParams, response: null }),
  /** Once per evaluated attempt with subjective answers. */
  applyRevaluation: defineCall({ method: 'POST', path: '/learner/v1/attempts/:attemptId/revaluation', session: true, params: AttemptRef, response: ResultResponse, invalidates: [testStatuses, result] }),
  /** Faculty (SPEC.md section 6): attempts waiting for subjective marks or revaluation at this school. */
  pendingGrading: defineCall({ method: 'GET', path: '/learner/v1/faculty/grading', session: true, response: PendingGradingResponse, staleTime: STALE_TIME.always }),
  /** Faculty: marks for the subjective answers of an attempt; the last one graded evaluates the attempt. */
  gradeAttempt: defineCall({ method: 'POST', path: '/learner/v1/faculty/attempts/:attemptId/grades', session: true, params: AttemptRef, body: GradeRequest, response: ResultResponse }),
} as const;

/**
 * Local development and tests only (DEV_INBOX=1): moves an attempt's deadline to `in_ms` from the server's now, so
 * a test of the auto-submit at zero does not wait out a real test's time.
 */
export const DEV_MOCK_TEST_CALLS = {
  devAttemptDeadline: defineCall({
    method: 'POST', path: '/learner/dev/attempts/:attemptId/deadline', session: true, params: AttemptRef,
    body: z.object({ in_ms: z.number().int().min(0).max(24 * 60 * 60 * 1000) }), response: AttemptResponse, dev: true,
  }),
} as const;
