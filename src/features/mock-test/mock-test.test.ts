import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerState } from '../../contract/mock-test.ts';
import { clockOffset, formatLeft, ServerClock } from './clock.ts';
import { Journal, mergeAnswers } from './journal.ts';
import { paletteCounts, paletteState } from './palette.ts';
import { parseTestQuery } from './query.ts';
import { hasMaths, isPlainLine, loadMarkdown, loadMaths, renderRich } from './rich.ts';
import MarkdownIt from 'markdown-it';
import { readdirSync, readFileSync } from 'node:fs';

const choice = (...option_ids: string[]) => ({ kind: 'choice' as const, option_ids });

describe('the journal', () => {
  it('numbers every change in the window\'s epoch, keeps the newest per question, and resends until acknowledged', async () => {
    const journal = await Journal.open(101, 1);
    const a = await journal.record({ question_id: 1, response: choice('a'), marked: false, time_ms: 1000 });
    const b = await journal.record({ question_id: 1, response: choice('b'), marked: true, time_ms: 2000 });
    const c = await journal.record({ question_id: 2, response: null, marked: false, time_ms: 500 });
    expect([a.seq, b.seq, c.seq]).toEqual([1, 2, 3]);
    expect((await journal.pending()).map((w) => [w.question_id, w.seq])).toEqual([[1, 2], [2, 3]]);
    // An acknowledgement of an older write of question 1 does not clear the newer one.
    await journal.ack([{ question_id: 1, epoch: 1, seq: 1 }, { question_id: 2, epoch: 1, seq: 3 }]);
    expect((await journal.pending()).map((w) => w.seq)).toEqual([2]);
  });

  it('survives a reload: a new window continues in a new epoch from 1, and the old writes still wait', async () => {
    const first = await Journal.open(202, 1);
    await first.record({ question_id: 5, response: choice('c'), marked: false, time_ms: 10 });
    await first.visit(5);
    const reopened = await Journal.open(202, 2);
    expect(reopened.epoch).toBe(2);
    expect(reopened.visited).toEqual([5]);
    expect((await reopened.pending()).map((w) => [w.epoch, w.seq])).toEqual([[1, 1]]);
    const next = await reopened.record({ question_id: 6, response: choice('a'), marked: false, time_ms: 10 });
    expect([next.epoch, next.seq]).toEqual([2, 1]);
    // Offline reopen: no new epoch, numbering goes on in the last one.
    const offline = await Journal.open(202, null);
    expect((await offline.record({ question_id: 7, response: null, marked: true, time_ms: 0 })).seq).toBe(2);
    await offline.clear();
    expect(await (await Journal.open(202, null)).writes()).toEqual([]);
  });

  it('finds its counter again after a crash, and an acknowledgement never waits on a change or clears a newer one', async () => {
    const first = await Journal.open(303, 4);
    await Promise.all([1, 2, 3].map((q) => first.record({ question_id: q, response: choice('a'), marked: false, time_ms: 1 })));
    await first.record({ question_id: 2, response: choice('b'), marked: false, time_ms: 2 });
    // The tab died here: the reopened journal (offline, same epoch) numbers on from the highest stored write.
    const again = await Journal.open(303, null);
    expect((await again.record({ question_id: 1, response: choice('c'), marked: false, time_ms: 3 })).seq).toBe(5);
    // An acknowledgement that arrives out of order, older than one already held, is ignored.
    await again.ack([{ question_id: 2, epoch: 4, seq: 4 }]);
    await again.ack([{ question_id: 2, epoch: 4, seq: 2 }]);
    expect((await again.pending()).map((w) => [w.question_id, w.seq])).toEqual([[3, 3], [1, 5]]);
  });

  it('reconciles with the server by the sequence rule', () => {
    const server: AnswerState[] = [
      { question_id: 1, epoch: 2, seq: 1, response: choice('b'), marked: false, time_ms: 5, visited: true },
      { question_id: 2, epoch: 1, seq: 4, response: choice('a'), marked: false, time_ms: 5, visited: true },
      { question_id: 3, epoch: 0, seq: 0, response: null, marked: false, time_ms: 0, visited: true },
    ];
    const merged = mergeAnswers(server, [
      { question_id: 1, epoch: 1, seq: 9, response: choice('d'), marked: false, time_ms: 9 },
      { question_id: 2, epoch: 1, seq: 5, response: choice('c'), marked: true, time_ms: 9 },
      { question_id: 4, epoch: 1, seq: 6, response: choice('a'), marked: false, time_ms: 9 },
    ]);
    expect(merged.get(1)?.response).toEqual(choice('b'));
    expect(merged.get(2)).toMatchObject({ response: choice('c'), marked: true });
    expect(merged.get(3)).toMatchObject({ response: null, visited: true });
    expect(merged.get(4)?.response).toEqual(choice('a'));
  });
});

describe('the server clock', () => {
  it('reads the server\'s time through the measured offset, from the quickest round trip', () => {
    expect(clockOffset(1000, 1200, 5000)).toBe(3900);
    const clock = new ServerClock();
    clock.observe(1000, 1400, 10_000_000); // slow trip
    clock.observe(2000, 2100, 10_001_000); // quick trip: trusted
    clock.observe(3000, 3900, 0); // slow and wrong: ignored
    expect(clock.offset).toBe(10_001_000 - 2050);
    const deviceNow = 5000;
    expect(clock.left(10_001_000 - 2050 + 5000 + 60_000, deviceNow)).toBe(60_000);
    expect(clock.left(0, deviceNow)).toBe(0);
    // Three hours off makes no difference to the time left.
    const skewed = new ServerClock();
    skewed.observe(1000 + 3 * 3600_000, 1100 + 3 * 3600_000, 1050);
    expect(skewed.left(61_050, 1050 + 3 * 3600_000)).toBe(60_000);
  });

  it('shows time left as the exam does', () => {
    expect(formatLeft(3 * 3600_000)).toBe('3:00:00');
    expect(formatLeft(59_001)).toBe('01:00');
    expect(formatLeft(0)).toBe('00:00');
  });
});

describe('the palette', () => {
  it('has the five states of Indian exams, and marked-and-answered counts as answered and marked', () => {
    expect(paletteState(undefined)).toBe('not_visited');
    expect(paletteState({ visited: true, response: null, marked: false })).toBe('not_answered');
    expect(paletteState({ visited: true, response: choice('a'), marked: false })).toBe('answered');
    expect(paletteState({ visited: true, response: { kind: 'numeric', value: '' }, marked: true })).toBe('marked');
    expect(paletteState({ visited: true, response: { kind: 'blanks', values: ['x'] }, marked: true })).toBe('answered_marked');
    expect(paletteCounts([undefined, { visited: true, response: null, marked: false }, { visited: true, response: choice('a'), marked: true }]))
      .toEqual({ not_visited: 1, not_answered: 1, answered: 0, marked: 0, answered_marked: 1 });
  });
});

describe('the address and the text', () => {
  it('reads SPEC.md\'s query keys, falling back on anything unknown, resultType 2 when none is given', () => {
    expect(parseTestQuery('?id=5&mode=0&qId=3&resultType=1&lessonId=77')).toEqual({ mode: 0, qId: 3, resultType: 1, lessonId: 77, bundleId: null });
    expect(parseTestQuery('?mode=9&qId=-1&bundleId=abc')).toEqual({ mode: 0, qId: 0, resultType: 2, lessonId: null, bundleId: null });
  });

  it('says which texts hold mathematics (never a dollar in code or an escaped one)', () => {
    expect(hasMaths('Find $x^2$.')).toBe(true);
    expect(hasMaths('$$\\int_0^1 x\\,dx$$')).toBe(true);
    expect(hasMaths('It costs \\$5, not \\$6.')).toBe(false);
    expect(hasMaths('Run `echo $HOME $PATH` first.')).toBe(false);
    expect(hasMaths('```\nconst a = "$1"; const b = "$2";\n```')).toBe(false);
    expect(hasMaths('Je [[1]] ici.')).toBe(false);
  });

  it('shows the TeX source until KaTeX has loaded, then sets the mathematics (and renders the text again)', async () => {
    const source = 'Speed $v = d/t$ here.';
    const before = renderRich(source);
    expect(before).toContain('$v = d/t$');
    expect(before).not.toContain('katex');
    await loadMaths();
    expect(renderRich(source)).toContain('class="katex"');
  });

  it('renders Markdown with KaTeX mathematics, escapes HTML, and leaves code alone', async () => {
    await Promise.all([loadMaths(), loadMarkdown()]);
    const html = renderRich('Find $x^2$ when <b>x</b> = 3, costing \\$5.\n\n$$\\int_0^1 x\\,dx$$\n\n```\nconst a = "$1";\n```');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('$5');
    expect(html).toContain('const a = &quot;$1&quot;;');
    expect(renderRich('Je [[1]] ici.')).toContain('<strong>(1)</strong>');
  });

  describe('plain lines skip markdown-it (it loads only for a paper with Markdown in it)', () => {
    const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
    const bankDir = new URL('../../tenants/question-bank/', import.meta.url);
    // Every quoted text of the demo question banks, in both languages.
    const bankTexts = readdirSync(bankDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [...readFileSync(new URL(f, bankDir), 'utf8').matchAll(/'((?:[^'\\\n]|\\.)+)'/g)].map((m) => m[1]!.replace(/\\'/g, "'")));

    it('a line it calls plain is exactly what markdown-it makes of it, for every text of the question banks', () => {
      const plain = bankTexts.filter(isPlainLine);
      expect(plain.length).toBeGreaterThan(200);
      for (const text of plain) expect(markdown.render(text), text).toBe(`<p>${text}</p>\n`);
    });

    it('anything markdown-it would change is not plain', () => {
      for (const text of ['1. First', '2) Second', '- item', '+ item', '# Title', '> quoted', 'a *b* c', 'x_1_', 'use `code`', 'a <b>b</b>', 'He said "no"', "it's", 'a -- b',
        'wait...', '(c) 2026', 'a & b', 'two\nlines', ' leading', 'trailing ', '[link](x)', 'a  \\ b', '~~gone~~', 'what??', 'cost $5'])
        expect(isPlainLine(text), text).toBe(false);
      for (const text of ['Which of these is a prime number?', 'रक्त का pH लगभग 7.4 होता है।', '3/4 of 20 = 15', 'Option (a) is correct.', 'x-ray', '12%'])
        expect(isPlainLine(text), text).toBe(true);
    });

    it('renders a plain question without markdown-it, and a Markdown one as written until it has loaded', async () => {
      vi.resetModules();
      const fresh = await import('./rich.ts');
      expect(fresh.renderRich('Which of these is a prime number?')).toBe('<p>Which of these is a prime number?</p>\n');
      expect(fresh.renderRich('Pick **one** <now>.')).toBe('<p>Pick **one** &lt;now&gt;.</p>\n');
      await fresh.loadMarkdown();
      expect(fresh.renderRich('Pick **one** <now>.')).toBe('<p>Pick <strong>one</strong> &lt;now&gt;.</p>\n');
    });
  });
});
