// The rich-doc area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const RICH_DOC_TEXT = {
  tooDeep: 'This text is nested too deeply',
  tooLong: 'This text is too long',
  empty: 'Write something first',
  badLink: 'A link must start with https://, http://, mailto: or /',
  badImage: 'Images must be uploaded to this school',
} as const;
