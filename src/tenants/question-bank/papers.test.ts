import { describe, expect, it } from 'vitest';
import { Paper, type Question } from '../../contract/mock-test.ts';
import { loadTenants } from '../load.ts';
import { papersOf } from './papers.ts';

const tenants = await loadTenants(['nova-academy', 'harbor-code', 'atelier-lingua']);
const all = tenants.map((t) => ({ tenant: t, papers: papersOf(t.catalogue.products, t.tests, t.config.school_config.Languages) }));
const questionsOf = (slug: string) => all.find((a) => a.tenant.slug === slug)!.papers.flatMap((p) => p.questions);

describe('the demo schools\' papers', () => {
  it('exist for every test product and every quiz lesson', () => {
    for (const { tenant, papers } of all) {
      const tests = tenant.catalogue.products.filter((p) => p.course_type === 2).map((p) => p.id).sort();
      expect(papers.filter((p) => p.lesson_id === 0).map((p) => p.test_id).sort(), tenant.slug).toEqual(tests);
      const quizzes = tenant.catalogue.products.flatMap((p) => p.sections.flatMap((s) => s.lessons.filter((l) => l.kind === 'quiz').map((l) => l.id))).sort();
      expect(papers.filter((p) => p.lesson_id !== 0).map((p) => p.lesson_id).sort(), tenant.slug).toEqual(quizzes);
    }
  });

  it('hold what each test\'s sales page says: questions, minutes, marks and question types', () => {
    for (const { tenant, papers } of all) {
      for (const paper of papers.filter((p) => p.lesson_id === 0)) {
        const facts = tenant.catalogue.products.find((p) => p.id === paper.test_id)!.test_facts!;
        const where = `${tenant.slug} ${paper.test_id}`;
        expect(paper.questions.length, where).toBe(facts.questions);
        expect(paper.rules.duration_minutes, where).toBe(facts.duration_minutes);
        expect(paper.max_score, where).toBeCloseTo(facts.total_marks, 2);
        expect([...new Set(paper.questions.map((q) => q.type))].sort(), where).toEqual([...facts.question_types].sort());
      }
    }
  });

  it('are valid papers with consistent answer keys and no question twice', () => {
    for (const { tenant, papers } of all) {
      for (const paper of papers) {
        const where = `${tenant.slug} ${paper.test_id}/${paper.lesson_id}`;
        Paper.parse({ ...paper, lesson_id: paper.lesson_id || null, questions: paper.questions.map(({ key: _k, explanation: _e, ...view }) => view) });
        expect(paper.sections.flatMap((s) => s.question_ids), where).toEqual(paper.questions.map((q) => q.id));
        const texts = paper.questions.map((q) => q.text);
        expect(new Set(texts).size, where).toBe(texts.length);
        for (const q of paper.questions) checkKey(q, where);
      }
    }
  });

  it("are bilingual where the school teaches in Hindi, as NTA's papers are: every question, every option, in the English order (issue 39, 20)", () => {
    const nova = questionsOf('nova-academy');
    expect(nova.length).toBeGreaterThan(500);
    for (const q of nova) {
      const hi = q.translations.hi;
      expect(hi, `${q.id}: ${q.text}`).toBeDefined();
      expect(hi!.text, `${q.id}`).toMatch(/[\u0900-\u097F]/);
      expect(hi!.options.length, `${q.id}`).toBe(q.options.length);
      // Named options are translated; numbers, units and formulas read the same.
      for (const [i, option] of q.options.entries()) if (/^[A-Za-z][a-z]+( [a-z]+)*$/.test(option.text)) expect(hi!.options[i], `${q.id} ${option.text}`).not.toBe(option.text);
    }
    // The same mathematics in both languages, in the order each sentence puts it.
    const maths = (text: string) => (text.match(/\$[^$]*\$/g) ?? []).sort();
    for (const q of nova) expect(maths(q.translations.hi!.text), `${q.id}`).toEqual(maths(q.text));
    // A school that teaches in English alone keeps no translation, so its test window offers no choice.
    for (const slug of ['harbor-code', 'atelier-lingua']) expect(questionsOf(slug).filter((q) => Object.keys(q.translations).length > 0), slug).toEqual([]);
  });

  it('are the same every time they are made', () => {
    for (const { tenant, papers } of all) expect(papersOf(tenant.catalogue.products, tenant.tests, tenant.config.school_config.Languages)).toEqual(papers);
  });

  it('work out their answers right (checked here independently of the generators)', () => {
    let checked = 0;
    for (const q of questionsOf('nova-academy')) {
      const speed = /moving at \$(\d+)\\,\\text\{m\/s\}\$ accelerates uniformly at \$(\d+)\\,\\text\{m\/s\}\^2\$ for \$(\d+)/.exec(q.text);
      if (speed && q.key.type === 'numeric') {
        expect(q.key.min).toBe(Number(speed[1]) + Number(speed[2]) * Number(speed[3]));
        checked++;
      }
      const dice = /add up to (\d+)\?/.exec(q.text);
      if (dice && q.key.type === 'multichoice') {
        let ways = 0;
        for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === Number(dice[1])) ways++;
        expect(q.options.find((o) => o.id === q.key.type && false)?.text ?? q.options.find((o) => (q.key as { correct: string[] }).correct.includes(o.id))!.text).toBe(`${ways}/36`);
        checked++;
      }
    }
    for (const q of questionsOf('harbor-code')) {
      const range = /`len\(range\((\d+), (\d+), (\d+)\)\)`/.exec(q.text);
      if (range && q.key.type === 'numeric') {
        const [start, stop, step] = range.slice(1).map(Number) as [number, number, number];
        let n = 0;
        for (let i = start; i < stop; i += step) n++;
        expect(q.key.min).toBe(n);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

function checkKey(q: Question, where: string) {
  const at = `${where} q${q.id}`;
  switch (q.key.type) {
    case 'multichoice': {
      const ids = new Set(q.options.map((o) => o.id));
      expect(q.type, at).toBe('multichoice');
      expect(q.options.length, at).toBeGreaterThanOrEqual(4);
      expect(new Set(q.options.map((o) => o.text)).size, at).toBe(q.options.length);
      for (const id of q.key.correct) expect(ids.has(id), at).toBe(true);
      expect(q.multiple, at).toBe(q.key.correct.length > 1);
      break;
    }
    case 'numeric':
      expect(q.key.min, at).toBeLessThanOrEqual(q.key.max);
      break;
    case 'fill_in_the_blanks':
      expect((q.text.match(/\[\[\d+\]\]/g) ?? []).length, at).toBe(q.blanks);
      expect(q.key.accepted.length, at).toBe(q.blanks);
      break;
    case 'subjective':
      expect(q.answer_format, at).not.toBeNull();
      break;
    case 'feedback':
      expect(q.marks, at).toBe(0);
  }
}
