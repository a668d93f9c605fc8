// The system-check area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.

export const SYSTEM_CHECK_TEXT = {
  outdatedBrowser: 'Your browser is out of date. Use Chrome 116 or later, or Safari 16.3 or later.',
  clockOutOfSync: 'Your device time is not in sync. Set the date and time to update automatically: lessons that open on a date and timed tests go by the right time.',
} as const;
