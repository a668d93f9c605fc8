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
