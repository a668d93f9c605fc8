// The code lab's fixed texts, apart from its schemas (as live-text.ts): a page localises what the API says with them.
import type { Verdict } from './code-lab.ts';

export const CODE_TEXT = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong answer',
  time_limit: 'Time limit exceeded',
  runtime_error: 'Runtime error',
  sourceRequired: 'Write some code first',
  sourceTooLong: 'Code can be 20,000 characters at most',
  notFound: 'Code challenge not found',
} as const satisfies Record<Verdict | 'sourceRequired' | 'sourceTooLong' | 'notFound', string>;
