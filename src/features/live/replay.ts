/**
 * The class's chat beside its recording (issue 42, "beyond the anchors"): each message belongs at the second of the
 * class it was sent in, so a learner who watches later sees the questions arrive as they were asked.
 */
import type { ChatMessage } from '../../contract/rooms.ts';

export interface ReplayMessage extends ChatMessage {
  /** Seconds into the class (and its recording) when it was sent; 0 for one sent before the start. */
  at: number;
}

export const placeInClass = (messages: readonly ChatMessage[], startsAt: string): ReplayMessage[] => {
  const start = Date.parse(startsAt);
  return messages.map((m) => ({ ...m, at: Math.max(0, Math.floor((m.sent_at - start) / 1000)) })).sort((a, b) => a.at - b.at || a.seq - b.seq);
};

/** The messages asked by `position` seconds into the recording. */
export const askedBy = (messages: readonly ReplayMessage[], position: number): ReplayMessage[] => messages.filter((m) => m.at <= position);

/** `12:05`, `1:02:03`: a moment of the class. */
export function moment(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
