import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';
import { useTranslation } from './use-translation.ts';

function SkipLink() {
  const { t, i18n } = useTranslation();
  return createElement('a', { lang: i18n.language }, t('shell.skipToContent'));
}

const page = (i18n: ReturnType<typeof createI18n>) => renderToString(createElement(I18nextProvider, { i18n }, createElement(SkipLink)));

describe('useTranslation on the server', () => {
  it("gives each page its instance's words in the language it renders, as the build renders one language after another", async () => {
    const school = createI18n({ language: 'en', languages: ['hi'], overrides: { en: { 'shell.skipToContent': 'Jump to lessons' } } });
    const other = createI18n({ language: 'en', languages: ['hi'] });
    expect(page(school)).toBe('<a lang="en">Jump to lessons</a>');
    expect(page(other)).toBe('<a lang="en">Skip to content</a>');
    await school.changeLanguage('hi');
    expect(page(school)).toBe('<a lang="hi">मुख्य सामग्री पर जाएँ</a>');
    await school.changeLanguage('en');
    expect(page(school)).toBe('<a lang="en">Jump to lessons</a>');
  });
});

describe('useTranslation on the server, asked the same again', () => {
  function Counts({ counts }: { counts: number[] }) {
    const { t } = useTranslation();
    return createElement('p', null, counts.map((count) => t('store.hero.statProducts', { count })).join(' | '));
  }
  const counts = (i18n: ReturnType<typeof createI18n>, list: number[]) => renderToString(createElement(I18nextProvider, { i18n }, createElement(Counts, { counts: list })));

  it('answers each call as i18next would, whatever it answered before', async () => {
    const i18n = createI18n({ language: 'en', languages: ['hi'] });
    expect(counts(i18n, [1, 2, 1, 2000])).toBe('<p>1 product | 2 products | 1 product | 2000 products</p>');
    expect(counts(i18n, [2, 1])).toBe('<p>2 products | 1 product</p>');
    await i18n.changeLanguage('hi');
    expect(counts(i18n, [1, 2])).toBe('<p>1 उत्पाद | 2 उत्पाद</p>');
    await i18n.changeLanguage('en');
    expect(counts(i18n, [2])).toBe('<p>2 products</p>');
  });
});
