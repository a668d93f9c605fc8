/** A caption file of a video, in one of the languages it is voiced in (SignedUrlResponse's `captions`). */
export interface Captions {
  readonly language: string;
  readonly url: string;
}

/** The caption or voice track for the page's language: its own, else the lecture's first. */
export function pickLanguage<T extends { readonly language: string }>(tracks: readonly T[], language: string): T | undefined {
  const primary = language.split('-')[0];
  return tracks.find((track) => track.language === primary) ?? tracks[0];
}

/** The captions with the page language's first, else as the lecture lists them. */
export function shownCaptions<T extends Captions>(captions: readonly T[], language: string): T[] {
  const first = pickLanguage(captions, language);
  return first ? [first, ...captions.filter((c) => c !== first)] : [];
}

/** A language's name in the page's language ("Hindi", "हिन्दी"). */
export const languageName = (tag: string, pageLanguage: string): string => new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(tag) ?? tag;
