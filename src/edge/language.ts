import { LANGUAGE_COOKIE, LANGUAGE_DIR } from '#contract/bundle.ts';
import { LanguageCode } from '#contract/school-config.ts';

/**
 * The language the learner chose (the `sf_lang` cookie the browser sets on the language list), when it names one
 * the platform knows; null otherwise. Whether the school offers it is answered by its bundle: a language it does
 * not offer has no tree there, and the page comes in the school's default.
 */
export function chosenLanguage(cookieHeader: string | null): LanguageCode | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const parsed = LanguageCode.safeParse(part.slice(eq + 1).trim());
    return parsed.success ? parsed.data : null;
  }
  return null;
}

/** Where a page of the build at `root` is in another language's tree: `<root>/_lang/<language>/<rest>`. */
export function inLanguage(root: string, file: string, language: LanguageCode): string | null {
  return file.startsWith(`${root}/`) ? `${root}/${LANGUAGE_DIR}/${language}${file.slice(root.length)}` : null;
}
