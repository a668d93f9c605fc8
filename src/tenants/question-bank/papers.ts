/**
 * Papers for a school's tests and quiz lessons, built from its `tests.json` blueprints and the subject banks
 * (docs/decisions/0029-question-banks.md). Deterministic: a paper's questions come from a PRNG seeded with its id,
 * so every seed of the same files gives the same questions, and the ids are stable: (lesson or test) × 1000 + n.
 */
import type { ProductSource } from '../../contract/catalogue.ts';
import { Question, type PaperRules, type PaperSection, type QuestionType } from '../../contract/mock-test.ts';
import type { BlueprintPart, Subject, TestBlueprint, TestsFile } from '../../contract/test-blueprint.ts';
import type { Draft, DraftKind, Generator } from './drafts.ts';
import { art_history, art_practice, french, german, italian, spanish } from './languages.ts';
import { aptitude, economy, english, essay, geography, history, polity } from './humanities.ts';
import { rng, type Rng } from './random.ts';
import { botany, chemistry, genetics, mathematics, physics, zoology } from './science.ts';
import { algorithms, aws, devops, git, javascript, ml, python, react, security, sql } from './technology.ts';

type BankKey = 'single' | 'multiple' | 'numeric' | 'fill_in_the_blanks' | 'subjective';
type Bank = Partial<Record<BankKey, Generator[]>>;

export const BANKS: Readonly<Record<Subject, Bank>> = {
  physics, chemistry, mathematics, botany, zoology, genetics, polity, history, economy, geography, aptitude, english, essay,
  javascript, react, python, sql, algorithms, aws, devops, git, security, ml,
  french, spanish, italian, german, art_history, art_practice,
};

const KIND_OF: Record<BankKey, DraftKind> = { single: 'single', multiple: 'multiple', numeric: 'numeric', fill_in_the_blanks: 'blanks', subjective: 'subjective' };

/** The bank a part draws from: its type, and for multichoice whether more than one option is right. */
export function bankKey(part: Pick<BlueprintPart, 'type' | 'multiple'>): BankKey | 'feedback' {
  if (part.type === 'multichoice') return part.multiple ? 'multiple' : 'single';
  return part.type;
}

/** Whether the subject's bank can write questions of this part's type (feedback questions are the same everywhere). */
export function bankHas(subject: Subject, part: Pick<BlueprintPart, 'type' | 'multiple'>): boolean {
  const key = bankKey(part);
  return key === 'feedback' || (BANKS[subject][key]?.length ?? 0) > 0;
}

export interface SeededPaper {
  test_id: number;
  /** 0 for a test product. */
  lesson_id: number;
  title: string;
  rules: PaperRules;
  sections: PaperSection[];
  questions: Question[];
  max_score: number;
}

const FEEDBACK = 'How well did this test prepare you for the real exam? Rate it from 1 to 5 and tell us what to improve.';
const FEEDBACK_HI = 'इस टेस्ट ने आपको असली परीक्षा के लिए कितनी अच्छी तरह तैयार किया? 1 से 5 तक अंक दें और बताएँ कि हम क्या सुधारें।';
const LETTERS = 'abcdefgh';

/** The draft's Hindi as the question's translation, its options in the shuffled order of the English ones. */
const translations = (draft: Draft, options: readonly { text: string }[]): Question['translations'] =>
  draft.hi ? { hi: { text: draft.hi.text, options: options.map((o) => draft.hi!.options?.[o.text] ?? o.text) } } : {};

function build(draft: Draft, r: Rng, at: { id: number; section_id: number; marks: number; negative: number }): Question {
  const base = {
    id: at.id, section_id: at.section_id, text: draft.text, image: draft.image ?? null, options: [] as { id: string; text: string }[], multiple: false, blanks: 0,
    answer_format: null as Question['answer_format'], marks: at.marks, negative_marks: at.negative, topic: draft.topic, difficulty: draft.difficulty ?? 'medium',
    explanation: draft.explanation, translations: translations(draft, []),
  };
  switch (draft.kind) {
    case 'single': {
      const texts = r.shuffle([draft.correct, ...draft.wrong]);
      const options = texts.map((text, i) => ({ id: LETTERS[i]!, text }));
      return Question.parse({ ...base, type: 'multichoice', options, translations: translations(draft, options), key: { type: 'multichoice', correct: [options[texts.indexOf(draft.correct)]!.id] } });
    }
    case 'multiple': {
      const texts = r.shuffle([...draft.right, ...draft.wrong]);
      const options = texts.map((text, i) => ({ id: LETTERS[i]!, text }));
      const correct = options.filter((o) => draft.right.includes(o.text)).map((o) => o.id);
      return Question.parse({ ...base, type: 'multichoice', multiple: true, options, translations: translations(draft, options), key: { type: 'multichoice', correct } });
    }
    case 'numeric':
      return Question.parse({ ...base, type: 'numeric', key: { type: 'numeric', min: draft.min, max: draft.max } });
    case 'blanks':
      return Question.parse({ ...base, type: 'fill_in_the_blanks', blanks: draft.accepted.length, key: { type: 'fill_in_the_blanks', accepted: draft.accepted } });
    case 'subjective':
      return Question.parse({ ...base, type: 'subjective', answer_format: draft.format, key: { type: 'subjective', model_answer: draft.model } });
  }
}

/** A question's identity for "no repeats in a paper": its text (multiple-correct stems name their options). */
const identity = (q: Question) => q.text;

interface PartAt {
  subject: Subject;
  type: QuestionType;
  multiple: boolean;
  count: number;
  marks: number;
  negative_marks: number;
}

function writeQuestions(key: number, sectionId: number, part: PartAt, r: Rng, seen: Set<string>, next: () => number, where: string): Question[] {
  const out: Question[] = [];
  const bank = bankKey(part);
  for (let n = 0; n < part.count; n++) {
    const at = { id: key * 1000 + next(), section_id: sectionId, marks: part.marks, negative: part.negative_marks };
    if (bank === 'feedback') {
      out.push(Question.parse({
        id: at.id, section_id: sectionId, type: 'feedback', text: n ? `${FEEDBACK} (${n + 1})` : FEEDBACK, image: null, options: [], multiple: false, blanks: 0, answer_format: null,
        marks: 0, negative_marks: 0, topic: 'Feedback', difficulty: 'easy', key: { type: 'feedback' }, explanation: 'Feedback is not scored.',
        translations: { hi: { text: n ? `${FEEDBACK_HI} (${n + 1})` : FEEDBACK_HI, options: [] } },
      }));
      continue;
    }
    const generators = BANKS[part.subject][bank];
    if (!generators?.length) throw new Error(`${where}: the ${part.subject} bank has no ${bank} questions`);
    let made: Question | null = null;
    for (let attempt = 0; attempt < 400 && !made; attempt++) {
      const draft = r.pick(generators)(r);
      if (draft.kind !== KIND_OF[bank]) throw new Error(`${where}: a ${part.subject} ${bank} generator wrote a ${draft.kind} question`);
      const question = build(draft, r, at);
      // A generator may draw a wrong option equal to another: such a question is drawn again, never shown.
      const sound = question.type !== 'multichoice' || (question.options.length >= 4 && new Set(question.options.map((o) => o.text)).size === question.options.length);
      if (sound && !seen.has(identity(question))) made = question;
    }
    if (!made) throw new Error(`${where}: the ${part.subject} bank ran out of distinct ${bank} questions`);
    seen.add(identity(made));
    out.push(made);
  }
  return out;
}

const sum = (xs: readonly number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

/** The paper of one test product from its blueprint. */
export function testPaper(blueprint: TestBlueprint, title: string): SeededPaper {
  const key = blueprint.test_id;
  const r = rng(key);
  const seen = new Set<string>();
  let n = 0;
  const next = () => ++n;
  const sections: PaperSection[] = [];
  const questions: Question[] = [];
  blueprint.sections.forEach((section, s) => {
    const id = key * 100 + s + 1;
    const qs = section.parts.flatMap((part) => writeQuestions(key, id, part, r, seen, next, `test ${key}, ${section.title}`));
    sections.push({ id, title: section.title, duration_minutes: section.duration_minutes, question_ids: qs.map((q) => q.id) });
    questions.push(...qs);
  });
  return { test_id: key, lesson_id: 0, title, rules: blueprint.rules, sections, questions, max_score: sum(questions.map((q) => q.marks)) };
}

/** The papers of a course's quiz lessons: each a few questions of the course's subject, the first quiz's unlike the next. */
export function quizPapers(course: ProductSource, subject: Subject, quizzes: TestsFile['quizzes']): SeededPaper[] {
  const lessons = course.sections.flatMap((section) => section.lessons.filter((l) => l.kind === 'quiz').map((lesson) => ({ section, lesson })));
  const bank = BANKS[subject];
  // Mostly single-answer questions, with one of each other objective kind the bank has.
  const extras = (['numeric', 'fill_in_the_blanks', 'multiple'] as const).filter((k) => bank[k]?.length).slice(0, 2);
  return lessons.map(({ lesson }) => {
    const key = lesson.id;
    const r = rng(key);
    const seen = new Set<string>();
    let n = 0;
    const next = () => ++n;
    const sectionId = key * 100 + 1;
    const single = quizzes.questions - extras.length;
    const parts: PartAt[] = [
      { subject, type: 'multichoice', multiple: false, count: single, marks: quizzes.marks, negative_marks: 0 },
      ...extras.map((k): PartAt => ({ subject, type: k === 'multiple' ? 'multichoice' : k, multiple: k === 'multiple', count: 1, marks: quizzes.marks, negative_marks: 0 })),
    ];
    const questions = parts.flatMap((part) => writeQuestions(key, sectionId, part, r, seen, next, `quiz ${lesson.id}`));
    return {
      test_id: course.id, lesson_id: key, title: lesson.title, rules: quizzes.rules,
      sections: [{ id: sectionId, title: lesson.title, duration_minutes: null, question_ids: questions.map((q) => q.id) }],
      questions, max_score: sum(questions.map((q) => q.marks)),
    };
  });
}

/**
 * Every paper of a school: its tests' and its courses' quizzes', their questions translated into the school's
 * other languages where the bank has them (`languages`: the school's; a question keeps no translation it does not
 * offer, so an English-only school's test window offers no choice).
 */
export function papersOf(products: readonly ProductSource[], tests: TestsFile | undefined, languages: readonly string[] = ['en']): SeededPaper[] {
  if (!tests) return [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const offered = (question: Question): Question => ({
    ...question,
    translations: Object.fromEntries(Object.entries(question.translations).filter(([language]) => languages.includes(language))),
  });
  return [
    ...tests.tests.map((t) => testPaper(t, byId.get(t.test_id)?.title ?? `Test ${t.test_id}`)),
    ...tests.quizzes.courses.flatMap((c) => (byId.has(c.course_id) ? quizPapers(byId.get(c.course_id)!, c.subject, tests.quizzes) : [])),
  ].map((paper) => ({ ...paper, questions: paper.questions.map(offered) }));
}
