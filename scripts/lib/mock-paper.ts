// A mock test's paper written straight into the school's shard for the benches (bench-report, bench-capacity): single-correct
// questions, +4 / −1, option A right, `perSection` to a section, topics and difficulties varying, as a school's
// imported paper would be.
import type { Question } from '../../src/contract/mock-test.ts';
import type { SchoolSql } from '../../src/api/testing/school-sql.ts';

export interface MockPaper {
  schoolId: number;
  testId: number;
  title: string;
  questions: number;
  perSection: number;
  durationMinutes: number;
}

/** Writes the paper and its questions in one batch; returns the questions, in order. */
export async function seedMockPaper(DB: SchoolSql, paper: MockPaper): Promise<Question[]> {
  const { schoolId, testId } = paper;
  const sections = Array.from({ length: Math.ceil(paper.questions / paper.perSection) }, (_, n) => ({
    id: testId * 100 + n + 1, title: `Section ${n + 1}`, duration_minutes: null, question_ids: [] as number[],
  }));
  const questions: Question[] = Array.from({ length: paper.questions }, (_, i) => {
    const section = sections[Math.floor(i / paper.perSection)]!;
    const id = testId * 1000 + i + 1;
    section.question_ids.push(id);
    return {
      id, section_id: section.id, type: 'multichoice', text: `Question ${i + 1}: which is right?`, image: null,
      options: ['a', 'b', 'c', 'd'].map((o) => ({ id: o, text: `Option ${o.toUpperCase()}` })), multiple: false, blanks: 0, answer_format: null,
      marks: 4, negative_marks: 1, topic: `Topic ${i % 12}`, difficulty: (['easy', 'medium', 'hard'] as const)[i % 3]!, translations: {},
      key: { type: 'multichoice', correct: ['a'] }, explanation: 'Because A follows from the definition.',
    };
  });
  const rules = { duration_minutes: paper.durationMinutes, timer: 'test', max_attempts: 1, allow_pause: false, answer_required: false, partial_marks: false, result_release: 'immediate', result_date: null, instructions: [] };
  await DB.batch([
    DB.prepare('INSERT INTO test_papers (school_id, test_id, lesson_id, title, rules_json, sections_json, max_score) VALUES (?, ?, 0, ?, ?, ?, ?)')
      .bind(schoolId, testId, paper.title, JSON.stringify(rules), JSON.stringify(sections), paper.questions * 4),
    ...questions.map((q, i) => DB.prepare('INSERT INTO questions (school_id, id, test_id, lesson_id, position, data_json) VALUES (?, ?, ?, 0, ?, ?)').bind(schoolId, q.id, testId, i, JSON.stringify(q))),
  ]);
  return questions;
}
