// Studying offline's fixed texts, apart from its schemas (as code-lab-text.ts): a page localises what the API says with them.
export const OFFLINE_TEXT = {
  deviceLimit: 'Downloads are on the most devices your school allows: remove one in Downloads first',
  deviceNotFound: 'This device has no downloads',
  tooMany: 'Check at most 100 downloads at a time',
} as const;
