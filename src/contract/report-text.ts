// The report area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const REPORT_TEXT = {
  reportNotFound: 'Report not found',
  sectionNotFound: 'This section is not part of the product',
} as const;
