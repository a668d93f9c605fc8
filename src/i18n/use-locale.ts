import { useTranslation } from './use-translation.ts';
import { LanguageCode } from '../contract/school-config.ts';
import { INTL_LOCALE } from './locales.ts';

/** The Intl locale of the page's current language (it follows a switch on the language list). */
export function useLocale(): string {
  const { i18n } = useTranslation();
  const parsed = LanguageCode.safeParse(i18n.language);
  return parsed.success ? INTL_LOCALE[parsed.data] : INTL_LOCALE.en;
}
