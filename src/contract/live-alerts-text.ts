// The live-alerts area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const ALERT_LIMITS = {
  titleMax: 120,
  bodyMax: 1000,
  pageDefault: 20,
  pageMax: 50,
} as const;

export const ALERT_TEXT = {
  titleRequired: 'Give the alert a title',
  titleTooLong: `A title can be ${ALERT_LIMITS.titleMax} characters at most`,
  bodyRequired: 'Write what the alert says',
  bodyTooLong: `maximum ${ALERT_LIMITS.bodyMax} characters allowed`,
  staffOnly: "Only the school's faculty and admins can send alerts",
  notFound: 'Alert not found',
} as const;
