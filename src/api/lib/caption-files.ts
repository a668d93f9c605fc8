import { captionFile, captionLanguage } from '../../contract/lessons.ts';

/**
 * A video's caption files as `lesson_content.captions` lists them: space-separated file names, one per language
 * (contract/lessons.ts names them). The seed writes the column; the signed-URL call reads it.
 */
export function captionFiles(column: string | null): { language: string; file: string }[] {
  return (column ?? '').split(' ').flatMap((file) => {
    const language = captionLanguage(file);
    return language ? [{ language, file }] : [];
  });
}

export const captionsColumn = (languages: readonly string[]): string | null => (languages.length ? languages.map(captionFile).join(' ') : null);
