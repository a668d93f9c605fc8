/**
 * Test reports (docs/decisions/0036-test-reports.md): an attempt's score with its rank and percentile among every
 * counted attempt of the test in the school, its parts by section, topic and difficulty against the topper and the
 * average, the solutions, and the trend over retakes and across a series' tests.
 *
 * Numbers: marks have two decimals; accuracy and percentile are percentages with two decimals; times are ms.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id } from './common.ts';
import { AnswerKey, AttemptState, QuestionView, Response } from './mock-test.ts';
export { REPORT_TEXT } from './report-text.ts';

/** How a question went: SPEC.md's attempted, correct, incorrect and skipped, with partial and waiting for faculty. */
export const Outcome = z.enum(['correct', 'incorrect', 'partial', 'unanswered', 'pending', 'unscored']);
export type Outcome = z.infer<typeof Outcome>;

/** One group's figures (the whole test, a section, a topic or a difficulty) for one taker. */
export const Figures = z.object({
  score: z.number(),
  max_score: z.number(),
  questions: z.number().int().min(0),
  attempted: z.number().int().min(0),
  correct: z.number().int().min(0),
  incorrect: z.number().int().min(0),
  partial: z.number().int().min(0),
  skipped: z.number().int().min(0),
  /** 100 × correct / attempted; null when nothing was attempted. */
  accuracy: z.number().min(0).max(100).nullable(),
  time_ms: z.number().int().min(0),
});
export type Figures = z.infer<typeof Figures>;

/** The same group for the topper and for the average of every counted attempt (the average's counts may be fractions). */
export const PeerFigures = z.object({
  score: z.number(),
  accuracy: z.number().min(0).max(100).nullable(),
  time_ms: z.number().int().min(0),
});
export type PeerFigures = z.infer<typeof PeerFigures>;

export const ComparisonRow = z.object({
  /** The section id, the topic's name or the difficulty. */
  key: z.string().min(1),
  label: z.string().min(1),
  mine: Figures,
  /** null when no attempt has been counted yet. */
  topper: PeerFigures.nullable(),
  average: PeerFigures.nullable(),
});
export type ComparisonRow = z.infer<typeof ComparisonRow>;

export const ReportQuestion = z.object({
  number: z.number().int().min(1),
  question: QuestionView,
  key: AnswerKey,
  explanation: z.string(),
  response: Response.nullable(),
  outcome: Outcome,
  /** Marks given; null while a subjective answer waits for faculty. */
  awarded: z.number().nullable(),
  marked: z.boolean(),
  time_ms: z.number().int().min(0),
  /** The average's time on this question, and the share of counted attempts that got it fully right (0–100). */
  average_time_ms: z.number().int().min(0).nullable(),
  percent_correct: z.number().min(0).max(100).nullable(),
  topper_time_ms: z.number().int().min(0).nullable(),
  /** Faculty's comment on a subjective answer. */
  grader_comment: z.string().nullable(),
});
export type ReportQuestion = z.infer<typeof ReportQuestion>;

/** Where the attempt stands: null until it is counted (evaluation pending). */
export const Standing = z.object({
  /** 1 + the counted attempts that scored higher: equal scores share a rank. */
  rank: z.number().int().min(1),
  /** Counted attempts of the test in the school, this one included. */
  candidates: z.number().int().min(1),
  /** NTA: 100 × attempts scoring at or below this one / all counted attempts. */
  percentile: z.number().min(0).max(100),
});
export type Standing = z.infer<typeof Standing>;

export const TrendPoint = z.object({
  test_id: Id,
  attempt_id: Id,
  label: z.string(),
  number: z.number().int().min(1),
  score: z.number(),
  max_score: z.number(),
  submitted_at: z.number().int(),
});
export type TrendPoint = z.infer<typeof TrendPoint>;

/** How many counted attempts fall in each score band: where the learner stands, as a histogram. */
export const ScoreBand = z.object({ from: z.number(), to: z.number(), attempts: z.number().int().min(0), mine: z.boolean() });

export const TestReport = z.object({
  test_id: Id,
  lesson_id: Id.nullable(),
  title: z.string(),
  attempt: z.object({ id: Id, number: z.number().int().min(1), state: AttemptState, submitted_at: z.number().int() }),
  /** The learner's own name, as the certificate prints it. */
  learner_name: z.string(),
  /**
   * 'released': the score is final and ranked. 'evaluation_pending': subjective answers wait for faculty, the score
   * so far is not final and has no rank. 'not_released': the test shows results from `result_date`.
   */
  status: z.enum(['released', 'evaluation_pending', 'not_released']),
  result_date: z.iso.datetime({ offset: true }).nullable(),
  duration_ms: z.number().int().min(0),
  /** Marks still to come from faculty. */
  pending_marks: z.number().min(0),
  summary: ComparisonRow.nullable(),
  standing: Standing.nullable(),
  sections: z.array(ComparisonRow),
  topics: z.array(ComparisonRow),
  difficulties: z.array(ComparisonRow),
  questions: z.array(ReportQuestion),
  distribution: z.array(ScoreBand),
  /** The learner's released attempts of this test, oldest first. */
  retakes: z.array(TrendPoint),
  /** The learner's latest released score on each test of a series that holds this one, in the series' order. */
  series: z.object({ id: Id, title: z.string(), points: z.array(TrendPoint) }).nullable(),
});
export type TestReport = z.infer<typeof TestReport>;

export const ReportListItem = z.object({
  attempt_id: Id,
  test_id: Id,
  lesson_id: Id.nullable(),
  title: z.string(),
  number: z.number().int().min(1),
  state: AttemptState,
  status: TestReport.shape.status,
  submitted_at: z.number().int(),
  score: z.number().nullable(),
  max_score: z.number(),
});
export type ReportListItem = z.infer<typeof ReportListItem>;

/** One test in the learner's analytics: their latest counted attempt of it and where it stands. */
export const AnalyticsTest = z.object({
  test_id: Id,
  lesson_id: Id.nullable(),
  title: z.string(),
  attempt_id: Id,
  number: z.number().int().min(1),
  submitted_at: z.number().int(),
  score: z.number(),
  max_score: z.number(),
  accuracy: z.number().min(0).max(100).nullable(),
  time_ms: z.number().int().min(0),
  standing: Standing.nullable(),
});
export type AnalyticsTest = z.infer<typeof AnalyticsTest>;

/** A topic or a section name, over every test in the analytics: marks, answers and time added up. */
export const Strength = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  tests: z.number().int().min(1),
  figures: Figures,
});
export type Strength = z.infer<typeof Strength>;

export const Analytics = z.object({
  /** The product the analytics are of (its tests, a series' tests, a course's quizzes); null: every test at the school. */
  scope: z.object({
    product_id: Id,
    title: z.string(),
    section: z.object({ id: Id, title: z.string() }).nullable(),
    /** The sections a product's analytics can narrow to (`/analytics/{sectionId}`): a course's sections with quizzes, a test's paper sections. */
    sections: z.array(z.object({ id: Id, title: z.string() })),
  }).nullable(),
  summary: z.object({
    tests: z.number().int().min(0),
    average_percentile: z.number().min(0).max(100).nullable(),
    best_percentile: z.number().min(0).max(100).nullable(),
    accuracy: z.number().min(0).max(100).nullable(),
    time_ms: z.number().int().min(0),
  }),
  /** Oldest first. */
  tests: z.array(AnalyticsTest),
  /** By section name (Physics in every JEE mock is one row), in the order first met. */
  sections: z.array(Strength),
  /** By topic, strongest first. */
  topics: z.array(Strength),
});
export type Analytics = z.infer<typeof Analytics>;

export const AnalyticsQuery = z.object({
  product_seo: z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}$/).optional(),
  sub_product_seo: z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}$/).optional(),
  section_id: z.coerce.number().pipe(Id).optional(),
});

/** The learner's result in a paper test the school held offline, ranked among that sitting's candidates. */
export const OfflineResult = z.object({
  sitting: z.number().int().min(0),
  quiz_name: z.string(),
  held_on: z.iso.date(),
  score: z.number(),
  max_score: z.number(),
  standing: Standing,
  sections: z.array(z.object({ title: z.string(), score: z.number(), max_score: z.number(), topper: z.number(), average: z.number() })),
});
export type OfflineResult = z.infer<typeof OfflineResult>;

export const ReportRef = z.object({ attemptId: z.coerce.number().pipe(Id) });
export const ReportQuery = z.object({ bundle_id: z.coerce.number().pipe(Id).optional() });

/**
 * The report's address (SPEC.md section 2: `/mock-test/{id}/report?qid&resultType&lessonId`), parsed, never
 * trusted. `qid` names the attempt (a retake's report); without it, the learner's latest attempt.
 */
const positiveId = z.coerce.number().int().positive().nullable().catch(null);
export const ReportPageQuery = z.object({
  qid: positiveId,
  /** 1: opened right after the test (back leads to the test's dashboard); 2: opened from a list. */
  resultType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])).catch(2),
  lessonId: positiveId,
  bundleId: positiveId,
  /** The certificate: the test's name as it should be printed (SPEC.md's quizName); absent, the test's title. */
  quizName: z.string().trim().min(1).max(160).nullable().catch(null).default(null),
  /** The comparison pages: against the topper or the average. */
  comparisonType: z.enum(['topper', 'average']).catch('topper'),
});
export type ReportPageQuery = z.infer<typeof ReportPageQuery>;

export const REPORT_CALLS = {
  /** The report of one of the learner's attempts (never another learner's: 404). */
  testReport: defineCall({
    method: 'GET', path: '/learner/v1/attempts/:attemptId/report', session: true, params: ReportRef, query: ReportQuery, response: TestReport,
    staleTime: STALE_TIME.always,
  }),
  /** The learner's submitted attempts, newest first (`/account/reports`). */
  /** The learner's analytics over their tests at the school, or over one product's (`/mock-test/analytics`, `/home/{seo}/analytics`). */
  analytics: defineCall({
    method: 'GET', path: '/learner/v1/analytics', session: true, query: AnalyticsQuery, response: Analytics, staleTime: STALE_TIME.always,
  }),
  /** The learner's results in the school's offline sittings of a test, found by their e-mail address. */
  offlineResults: defineCall({
    method: 'GET', path: '/learner/v1/tests/:testId/offline_results', session: true, params: z.object({ testId: z.coerce.number().pipe(Id) }),
    response: z.object({ test_title: z.string(), results: z.array(OfflineResult) }), staleTime: STALE_TIME.always,
  }),
  reportList: defineCall({
    method: 'GET', path: '/learner/v1/reports', session: true, staleTime: STALE_TIME.always,
    response: z.object({
      reports: z.array(ReportListItem),
      /** The offline sittings the school recorded a result of for the learner, newest first. */
      offline: z.array(z.object({ test_id: Id, quiz_name: z.string(), held_on: z.iso.date(), score: z.number(), max_score: z.number() })),
    }),
  }),
} as const;
