/**
 * A video's caption files as `lesson_content.captions` lists them: space-separated names, one per language, each
 * `captions-<language>.vtt` (scripts/lesson-media/make-lectures.ts writes them so). Shared by the seed, which
 * writes the column, and the API, which reads it; no Node here, as the API runs in workerd.
 */
export interface CaptionFile {
  language: string;
  file: string;
}

const NAME = /^captions-([a-z]{2,3})\.vtt$/;

export function captionFiles(column: string | null): CaptionFile[] {
  return (column ?? '').split(' ').filter(Boolean).flatMap((file) => {
    const match = NAME.exec(file);
    return match ? [{ language: match[1]!, file }] : [];
  });
}

export const captionsColumn = (languages: readonly string[]): string | null =>
  languages.length ? languages.map((language) => `captions-${language}.vtt`).join(' ') : null;
