/**
 * The avatar's initials: the first letters of the first and last words of the name ("Asha Verma" -> "AV"), one
 * letter for a one-word name, the e-mail's first letter when there is no name. Letters are user-perceived
 * characters, so a name starting with a Devanagari conjunct or an accented letter stays whole.
 */
function firstCharacter(word: string): string {
  if (typeof Intl.Segmenter === 'function') return new Intl.Segmenter().segment(word)[Symbol.iterator]().next().value?.segment ?? '';
  return Array.from(word)[0] ?? '';
}

export function initials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return firstCharacter((email ?? '').trim()).toLocaleUpperCase();
  const first = firstCharacter(words[0]!);
  const last = words.length > 1 ? firstCharacter(words.at(-1)!) : '';
  return `${first}${last}`.toLocaleUpperCase();
}
