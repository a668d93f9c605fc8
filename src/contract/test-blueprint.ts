/**
 * A school's tests, as its tenant file `tests.json` describes them (docs/decisions/0029-question-banks.md): for each
 * test product its rules and sections, each section made of parts drawn from a subject's question bank; and for the
 * quiz lessons of its courses, the subject each course's quizzes draw from. The banks themselves are generated
 * deterministically (src/tenants/question-bank/); a school's own questions would come the same way.
 */
import { z } from 'zod';
import { Id } from './common.ts';
import { PaperRules, QuestionType } from './mock-test.ts';

/** The banks the generator holds (src/tenants/question-bank/subjects.ts). */
export const SUBJECTS = [
  'physics', 'chemistry', 'mathematics', 'botany', 'zoology', 'genetics', 'polity', 'history', 'economy', 'geography', 'aptitude', 'english', 'essay',
  'javascript', 'react', 'python', 'sql', 'algorithms', 'aws', 'devops', 'git', 'security', 'ml',
  'french', 'spanish', 'italian', 'german', 'art_history', 'art_practice',
] as const;
export const Subject = z.enum(SUBJECTS);
export type Subject = z.infer<typeof Subject>;

export const BlueprintPart = z.object({
  subject: Subject,
  type: QuestionType,
  /** multichoice: more than one right option (checkboxes). */
  multiple: z.boolean().default(false),
  count: z.number().int().min(1).max(200),
  marks: z.number().min(0).max(1000),
  negative_marks: z.number().min(0).max(1000).default(0),
});
export type BlueprintPart = z.infer<typeof BlueprintPart>;

export const BlueprintSection = z.object({
  title: z.string().min(1).max(80),
  duration_minutes: z.number().int().positive().nullable().default(null),
  parts: z.array(BlueprintPart).min(1),
});

export const TestBlueprint = z.object({ test_id: Id, rules: PaperRules, sections: z.array(BlueprintSection).min(1).max(9) });
export type TestBlueprint = z.infer<typeof TestBlueprint>;

/**
 * A paper test the school held offline (SPEC.md's offlineQuizReport): the marks it recorded for each candidate, by
 * section. A learner sees their own sitting's result, rank and percentile among the sitting's candidates.
 */
export const OfflineSitting = z.object({
  test_id: Id,
  quiz_name: z.string().min(1).max(160),
  held_on: z.iso.date(),
  sections: z.array(z.object({ title: z.string().min(1).max(80), max_score: z.number().positive().max(1000) })).min(1).max(10),
  results: z.array(z.object({
    email: z.email().max(200).transform((e) => e.toLowerCase()),
    /** Marks per section, in the sections' order (negative marking can take a section below zero). */
    scores: z.array(z.number().min(-1000).max(1000)).min(1).max(10),
  })).min(1).max(5000),
});
export type OfflineSitting = z.infer<typeof OfflineSitting>;

export const TestsFile = z.object({
  tests: z.array(TestBlueprint),
  /** Paper tests the school held offline, with their recorded results. */
  offline: z.array(OfflineSitting).max(50).default([]),
  /** Quiz lessons: the rules they share, and per course the subject and size of its quizzes. */
  quizzes: z.object({
    rules: PaperRules,
    questions: z.number().int().min(1).max(50),
    marks: z.number().min(0).max(100),
    courses: z.array(z.object({ course_id: Id, subject: Subject })),
  }),
});
export type TestsFile = z.infer<typeof TestsFile>;
