import { describe, expect, it } from 'vitest';
import { paperLanguages, questionIn, QuestionView } from './mock-test.ts';

const question = QuestionView.parse({
  id: 1, section_id: 1, type: 'multichoice', text: 'Which of these are vectors: force, mass?', image: null,
  options: [{ id: 'a', text: 'force' }, { id: 'b', text: 'mass' }], multiple: true, blanks: 0, answer_format: null,
  marks: 4, negative_marks: 1, topic: 'Units and Vectors', difficulty: 'easy',
  translations: { hi: { text: 'इनमें से कौन-सी राशियाँ सदिश हैं: बल, द्रव्यमान?', options: ['बल', 'द्रव्यमान'] } },
});

describe('a question in another language (issue 39, 20)', () => {
  it('reads its translation with the same option ids, so an answer holds in either language', () => {
    const hi = questionIn(question, 'hi');
    expect(hi.text).toBe('इनमें से कौन-सी राशियाँ सदिश हैं: बल, द्रव्यमान?');
    expect(hi.options).toEqual([{ id: 'a', text: 'बल' }, { id: 'b', text: 'द्रव्यमान' }]);
    expect({ ...hi, text: question.text, options: question.options }).toEqual(question);
    expect(questionIn(question, 'en')).toBe(question);
  });

  it('stays as written without a translation, or with one that does not match its options', () => {
    expect(questionIn({ ...question, translations: {} }, 'hi')).toEqual({ ...question, translations: {} });
    const broken = { ...question, translations: { hi: { text: 'अधूरा', options: ['बल'] } } };
    expect(questionIn(broken, 'hi').text).toBe(question.text);
  });

  it('is offered in the language it is written in first, then in any its questions have', () => {
    expect(paperLanguages([question, { translations: {} }], 'en')).toEqual(['en', 'hi']);
    expect(paperLanguages([{ translations: {} }], 'en')).toEqual(['en']);
    expect(paperLanguages([], 'en')).toEqual(['en']);
  });

  it('takes no translation in a language the product does not ship', () => {
    expect(QuestionView.safeParse({ ...question, translations: { fr: { text: 'Lesquelles ?', options: ['force', 'masse'] } } }).success).toBe(false);
    // A question stored before translations existed reads as one without any.
    const { translations: _t, ...older } = question;
    expect(QuestionView.parse(older).translations).toEqual({});
  });
});
