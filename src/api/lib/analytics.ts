/**
 * The learner's analytics (docs/decisions/0036-test-reports.md, "Analytics"): their latest counted attempt of each
 * test, with its rank and percentile from the score counts, and their marks, answers and time added up by section
 * name and by topic over those attempts. Over every test at the school (`/mock-test/analytics`), or one product's
 * (`/home/{seo}/analytics`): a test, the tests of a series or bundle, or a course's quizzes (of one curriculum
 * section with `section_id`; for a test or series, `section_id` keeps one section of its papers).
 */
import { PRODUCT_TYPE } from '../../contract/common.ts';
import { sql } from 'kysely';
import { LEARNING_TEXT } from '../../contract/learning.ts';
import { PaperRules, PaperSection, Question, Response } from '../../contract/mock-test.ts';
import { REPORT_TEXT, type Analytics, type AnalyticsTest, type Figures, type Strength } from '../../contract/report.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { resultReleased } from './attempts.ts';
import { ApiError, notFound } from './errors.ts';
import { enrolmentState } from './learning.ts';
import { figures, percent, scoreAnswers, standing, type GivenAnswer } from './report.ts';
import { roundMarks } from './scoring.ts';

interface Scope {
  product_id: number;
  title: string;
  /** Papers in scope, as (test_id, lesson_id) keys. */
  papers: (key: { test_id: number; lesson_id: number }) => boolean;
  section: { id: number; title: string } | null;
  sections: { id: number; title: string }[];
  /** For a test or series: only this section of the papers counts. */
  paperSection: number | null;
}

const keyOf = (p: { test_id: number; lesson_id: number }) => `${p.test_id}:${p.lesson_id}`;

interface ProductRow {
  id: number;
  course_type: number;
  title: string;
  data: { item_ids?: number[]; sections?: { id: number; title: string; lessons: { id: number; kind: string }[] }[] };
}

async function productBySeo(db: Db, school: School, seo: string): Promise<ProductRow> {
  const row = await db.selectFrom('products').select(['id', 'course_type', 'title', 'data_json'])
    .where('school_id', '=', school.id).where('seo_title', '=', seo).executeTakeFirst();
  if (!row) throw notFound('Course');
  return { id: row.id, course_type: row.course_type, title: row.title, data: JSON.parse(row.data_json) as ProductRow['data'] };
}

/** Which papers a product's analytics cover; 404 for no such product, 403 when the learner does not own it. */
async function productScope(db: Db, school: School, userId: number, seo: string, subSeo: string | undefined, sectionId: number | undefined): Promise<Scope> {
  const parent = await productBySeo(db, school, seo);
  let product = parent;
  if (subSeo !== undefined) {
    product = await productBySeo(db, school, subSeo);
    if (!(parent.data.item_ids ?? []).includes(product.id)) throw notFound('Course');
  }
  const owned = await enrolmentState(db, school, userId, product.id);
  if (!owned.owned) throw new ApiError(ERROR_CODE.forbidden, LEARNING_TEXT.notEnrolled);
  if (product.course_type === PRODUCT_TYPE.course) {
    // A course: its quizzes, or those of one curriculum section.
    const sections = product.data.sections ?? [];
    const section = sectionId === undefined ? null : sections.find((s) => s.id === sectionId);
    if (section === undefined) throw new ApiError(ERROR_CODE.notFound, REPORT_TEXT.sectionNotFound);
    const lessons = new Set((section ? [section] : sections).flatMap((s) => s.lessons.filter((l) => l.kind === 'quiz').map((l) => l.id)));
    return {
      product_id: product.id, title: product.title, section: section ? { id: section.id, title: section.title } : null, paperSection: null,
      sections: sections.filter((s) => s.lessons.some((l) => l.kind === 'quiz')).map((s) => ({ id: s.id, title: s.title })),
      papers: (p) => p.test_id === product.id && lessons.has(p.lesson_id),
    };
  }
  const tests = new Set(product.course_type === PRODUCT_TYPE.test ? [product.id] : (product.data.item_ids ?? []));
  const paper = product.course_type === PRODUCT_TYPE.test
    ? await db.selectFrom('test_papers').select('sections_json').where('school_id', '=', school.id).where('test_id', '=', product.id).where('lesson_id', '=', 0).executeTakeFirst()
    : undefined;
  const paperSections = paper ? PaperSection.array().parse(JSON.parse(paper.sections_json)).map((s) => ({ id: s.id, title: s.title })) : [];
  const chosen = sectionId === undefined ? null : paperSections.find((s) => s.id === sectionId) ?? null;
  if (sectionId !== undefined && product.course_type === PRODUCT_TYPE.test && !chosen) throw new ApiError(ERROR_CODE.notFound, REPORT_TEXT.sectionNotFound);
  return {
    product_id: product.id, title: product.title, section: chosen, paperSection: sectionId ?? null, sections: paperSections,
    papers: (p) => tests.has(p.test_id) && (product.course_type !== PRODUCT_TYPE.test || p.lesson_id === 0),
  };
}

interface Latest {
  id: number;
  test_id: number;
  lesson_id: number;
  number: number;
  score: number;
  ranked_key: number;
  submitted_at: number;
  title: string;
  max_score: number;
  rules_json: string;
  sections_json: string;
}

interface Group {
  label: string;
  tests: Set<string>;
  f: Figures;
}

const emptyFigures = (): Figures => ({ score: 0, max_score: 0, questions: 0, attempted: 0, correct: 0, incorrect: 0, partial: 0, skipped: 0, accuracy: null, time_ms: 0 });

/** Adds one test's figures of a group to the running total of that group. */
function add(into: Map<string, Group>, key: string, label: string, test: string, f: Figures) {
  const row = into.get(key) ?? { label, tests: new Set<string>(), f: emptyFigures() };
  row.tests.add(test);
  const t = row.f;
  row.f = {
    score: t.score + f.score, max_score: t.max_score + f.max_score, questions: t.questions + f.questions, attempted: t.attempted + f.attempted,
    correct: t.correct + f.correct, incorrect: t.incorrect + f.incorrect, partial: t.partial + f.partial, skipped: t.skipped + f.skipped,
    accuracy: null, time_ms: t.time_ms + f.time_ms,
  };
  into.set(key, row);
}

const strengths = (rows: Map<string, Group>): Strength[] =>
  [...rows].map(([key, r]) => ({
    key, label: r.label, tests: r.tests.size,
    figures: { ...r.f, score: roundMarks(r.f.score), max_score: roundMarks(r.f.max_score), accuracy: percent(r.f.correct, r.f.correct + r.f.incorrect + r.f.partial) },
  }));

export async function learnerAnalytics(
  db: Db, school: School, userId: number, query: { product_seo?: string | undefined; sub_product_seo?: string | undefined; section_id?: number | undefined }, now = Date.now(),
): Promise<Analytics> {
  const scope = query.product_seo ? await productScope(db, school, userId, query.product_seo, query.sub_product_seo, query.section_id) : null;
  // The latest counted attempt of each paper the learner has one of.
  const latest = (await db.selectFrom('attempts as a')
    .innerJoin('test_papers as t', (j) => j.onRef('t.school_id', '=', 'a.school_id').onRef('t.test_id', '=', 'a.test_id').onRef('t.lesson_id', '=', 'a.lesson_id'))
    .select(['a.id', 'a.test_id', 'a.lesson_id', 'a.number', 'a.score', 'a.ranked_key', 'a.submitted_at', 't.title', 't.max_score', 't.rules_json', 't.sections_json'])
    .where('a.school_id', '=', school.id).where('a.user_id', '=', userId).where('a.ranked_key', 'is not', null)
    .where(sql<boolean>`a.number = (SELECT MAX(b.number) FROM attempts b WHERE b.school_id = a.school_id AND b.user_id = a.user_id
      AND b.test_id = a.test_id AND b.lesson_id = a.lesson_id AND b.ranked_key IS NOT NULL)`)
    .orderBy('a.submitted_at').execute()) as Latest[];
  const taken = latest
    .filter((a) => !scope || scope.papers(a))
    .map((a) => ({ ...a, rules: PaperRules.parse(JSON.parse(a.rules_json)), sections: PaperSection.array().parse(JSON.parse(a.sections_json)) }))
    .filter((a) => resultReleased(a.rules, now));
  const base: Analytics = {
    scope: scope ? { product_id: scope.product_id, title: scope.title, section: scope.section, sections: scope.sections } : null,
    summary: { tests: 0, average_percentile: null, best_percentile: null, accuracy: null, time_ms: 0 },
    tests: [], sections: [], topics: [],
  };
  if (!taken.length) return base;
  const testIds = [...new Set(taken.map((a) => a.test_id))];
  const [buckets, questionRows, answerRows] = await db.batch([
    db.selectFrom('test_score_counts').select(['test_id', 'lesson_id', 'score_key', 'attempts'])
      .where('school_id', '=', school.id).where('test_id', 'in', testIds).where('attempts', '>', 0),
    db.selectFrom('questions').select(['test_id', 'lesson_id', 'data_json']).where('school_id', '=', school.id).where('test_id', 'in', testIds).orderBy('position'),
    db.selectFrom('attempt_answers').select(['attempt_id', 'question_id', 'response_json', 'awarded', 'marked', 'time_ms', 'grader_comment'])
      .where('attempt_id', 'in', taken.map((a) => a.id)),
  ]);
  const bucketsOf = new Map<string, { score_key: number; attempts: number }[]>();
  for (const b of buckets) bucketsOf.set(keyOf(b), [...(bucketsOf.get(keyOf(b)) ?? []), b]);
  const questionsOf = new Map<string, Question[]>();
  for (const r of questionRows) questionsOf.set(keyOf(r), [...(questionsOf.get(keyOf(r)) ?? []), Question.parse(JSON.parse(r.data_json))]);
  const answersOf = new Map<number, Map<number, GivenAnswer>>();
  for (const r of answerRows) {
    const m = answersOf.get(r.attempt_id) ?? new Map<number, GivenAnswer>();
    m.set(r.question_id, {
      response: r.response_json === null ? null : Response.parse(JSON.parse(r.response_json)), awarded: r.awarded, marked: r.marked === 1,
      time_ms: r.time_ms, grader_comment: r.grader_comment,
    });
    answersOf.set(r.attempt_id, m);
  }
  const bySection = new Map<string, Group>();
  const byTopic = new Map<string, Group>();
  const tests: AnalyticsTest[] = [];
  for (const a of taken) {
    const key = keyOf(a);
    const all = questionsOf.get(key) ?? [];
    const sections = scope?.paperSection ? a.sections.filter((s) => s.id === scope.paperSection) : a.sections;
    if (!sections.length) continue;
    const inSections = new Set(sections.flatMap((s) => s.question_ids));
    const questions = all.filter((q) => inSections.has(q.id));
    const answers = answersOf.get(a.id) ?? new Map<number, GivenAnswer>();
    const scored = scoreAnswers(questions, answers, a.rules.partial_marks);
    const whole = figures(questions, scored, answers);
    tests.push({
      test_id: a.test_id, lesson_id: a.lesson_id || null, title: a.title, attempt_id: a.id, number: a.number, submitted_at: a.submitted_at,
      score: scope?.paperSection ? whole.score : a.score, max_score: scope?.paperSection ? whole.max_score : a.max_score, accuracy: whole.accuracy, time_ms: whole.time_ms,
      standing: standing(bucketsOf.get(key) ?? [], a.ranked_key),
    });
    for (const s of sections) {
      const qs = questions.filter((q) => q.section_id === s.id);
      add(bySection, s.title.toLocaleLowerCase('und'), s.title, key, figures(qs, scored, answers));
    }
    for (const topic of new Set(questions.filter((q) => q.type !== 'feedback').map((q) => q.topic))) {
      add(byTopic, topic, topic, key, figures(questions.filter((q) => q.topic === topic), scored, answers));
    }
  }
  if (scope?.paperSection && !tests.length) throw new ApiError(ERROR_CODE.notFound, REPORT_TEXT.sectionNotFound);
  const percentiles = tests.map((t) => t.standing?.percentile).filter((p): p is number => p !== undefined);
  const total = tests.reduce((n, t) => n + t.time_ms, 0);
  const topics = strengths(byTopic).filter((t) => t.figures.questions > 0)
    .sort((x, y) => (y.figures.accuracy ?? -1) - (x.figures.accuracy ?? -1) || y.figures.attempted - x.figures.attempted);
  const sectionRows = strengths(bySection).filter((s) => s.figures.questions > 0);
  const marked = sectionRows.reduce((acc, s) => ({ c: acc.c + s.figures.correct, n: acc.n + s.figures.correct + s.figures.incorrect + s.figures.partial }), { c: 0, n: 0 });
  return {
    ...base,
    summary: {
      tests: tests.length,
      average_percentile: percentiles.length ? Math.round((100 * percentiles.reduce((n, p) => n + p, 0)) / percentiles.length) / 100 : null,
      best_percentile: percentiles.length ? Math.max(...percentiles) : null,
      accuracy: percent(marked.c, marked.n),
      time_ms: total,
    },
    tests, sections: sectionRows, topics,
  };
}
