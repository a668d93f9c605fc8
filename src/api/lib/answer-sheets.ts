/**
 * Answer sheets (SPEC.md upload kind 22): PDFs a learner uploads for a subjective question, kept in R2 beside the
 * lesson media (the LESSONS bucket) under `answers/{school}/{attempt}/`, reached only through signed URLs
 * (lib/signed-url.ts) for the learner who took the attempt.
 */
export const answerSheetFolder = (schoolId: number, attemptId: number): string => `answers/${schoolId}/${attemptId}/`;
/** The attempt whose answer sheets a grant's folder holds, or null for any other folder. */
export function answerSheetAttempt(schoolId: number, folder: string): number | null {
  const match = new RegExp(`^answers/${schoolId}/([1-9]\\d{0,14})/$`).exec(folder);
  return match ? Number(match[1]) : null;
}
export const answerSheetKey = (schoolId: number, attemptId: number, file: string): string => `${answerSheetFolder(schoolId, attemptId)}${file}`;

/** A PDF starts with `%PDF-` (ISO 32000-1, 7.5.2); anything else is refused whatever its name says. */
export const looksLikePdf = (bytes: Uint8Array): boolean =>
  bytes.length >= 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d;
