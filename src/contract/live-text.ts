// The live area's fixed texts (SPEC.md's where it has them), apart from its schemas: the shell names them in every
// page to localise what the API says, and this module carries no zod, so that costs a page only the words.
import type { LiveState } from './live.ts';

/** SPEC.md's live-class texts, by state, and the page's refusals. */
export const LIVE_TEXT = {
  scheduled: 'Scheduled',
  live: 'Live now',
  completed: 'Completed',
  recording_pending: 'Recording being prepared',
  cancelled: 'Cancelled',
  notLive: 'This lesson is not a live class',
  /** The stream of a class that is not on (before it, after it, or cancelled). */
  notOn: 'This class is not on now',
  /** The chat's replay of a class that has not ended. */
  notOver: 'The chat can be replayed once the class is over',
  /** A room of another batch's class: each batch meets in its own. */
  otherBatch: 'This class is for another batch',
} as const satisfies Record<LiveState | 'notLive' | 'notOn' | 'notOver' | 'otherBatch', string>;
