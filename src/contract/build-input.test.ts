import { describe, expect, it } from 'vitest';
import { inLanguage, type BuildInput } from './build-input.ts';

const course = (id: number, promo: string | null) => ({ id, title: `Course ${id}`, short_description: `Short ${id}`, description: `About ${id}`, promo: promo ? { headline: promo } : null });

/** Only what inLanguage reads: the language settings, the school's words, the products and categories. */
const input = {
  config: {
    school_config: { title: 'Nova Academy | Online', description: 'Online courses for JEE and NEET.', school_name: 'Nova Academy' },
    i18n_config: {
      default_language: 'en',
      overrides: {},
      content: {
        hi: {
          school: { description: 'जेईई और नीट के लिए ऑनलाइन कोर्स।' },
          products: {
            '1': { title: 'कोर्स 1', description: 'कोर्स 1 के बारे में', promo: 'छूट' },
            '2': { title: 'कोर्स 2', promo: 'बिना प्रोमो वाले कोर्स पर' },
          },
          categories: { physics: { name: 'भौतिकी' } },
          teachers: { '7': { headline: 'भौतिकी' } },
          faqs: { '9': { question: 'प्रश्न?', answer: 'उत्तर।' } },
        },
      },
    },
  },
  courses: [course(1, 'Sale'), course(2, null), course(3, 'Another sale')],
  categories: [{ custom_name: 'physics', name: 'Physics', description: 'Motion and forces' }],
  teachers: [{ id: 7, name: 'Meera Raghavan', headline: 'Physics', bio: 'Teaches mechanics.' }, { id: 8, name: 'Arjun Khanna', headline: 'Mathematics', bio: 'Teaches calculus.' }],
  faqs: [{ id: 9, course_id: null, question: 'Question?', answer: 'Answer.' }, { id: 10, course_id: 1, question: 'Other?', answer: 'Other.' }],
} as unknown as BuildInput;

describe("the school's data in a language (issue 39, 20)", () => {
  it("shows the school's own words where it gave them, and as written where it did not", () => {
    const hi = inLanguage(input, 'hi');
    expect(hi.config.school_config.description).toBe('जेईई और नीट के लिए ऑनलाइन कोर्स।');
    expect(hi.config.school_config.title).toBe('Nova Academy | Online');
    expect(hi.courses[0]).toEqual({ id: 1, title: 'कोर्स 1', short_description: 'Short 1', description: 'कोर्स 1 के बारे में', promo: { headline: 'छूट' } });
    // A promo's words never give a product a promo it does not have.
    expect(hi.courses[1]).toEqual({ id: 2, title: 'कोर्स 2', short_description: 'Short 2', description: 'About 2', promo: null });
    expect(hi.courses[2]).toEqual(course(3, 'Another sale'));
    expect(hi.categories[0]).toEqual({ custom_name: 'physics', name: 'भौतिकी', description: 'Motion and forces' });
    // A teacher's name stays; the headline the school translated changes, the bio it did not stays.
    expect(hi.teachers).toEqual([{ id: 7, name: 'Meera Raghavan', headline: 'भौतिकी', bio: 'Teaches mechanics.' }, input.teachers[1]]);
    expect(hi.faqs).toEqual([{ id: 9, course_id: null, question: 'प्रश्न?', answer: 'उत्तर।' }, input.faqs[1]]);
  });

  it('is the data itself in the default language', () => {
    expect(inLanguage(input, 'en')).toBe(input);
  });
});
