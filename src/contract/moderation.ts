/**
 * Moderation shared by community posts and replies and by course reviews (decision 0069): the school's blocked
 * words, links and images from accounts younger than a day, and the texts of their refusals.
 */
import { z } from 'zod';
export { MODERATION_TEXT } from './moderation-text.ts';

export const MODERATION_LIMITS = {
  /** An account this young may not post links nor images. */
  youngAccountMs: 24 * 60 * 60 * 1000,
  blockedWordsMax: 1_000,
  blockedWordMax: 60,
} as const;

/** Why a learner reports a post or a review. */
export const REPORT_REASON = ['spam', 'abuse', 'off_topic', 'other'] as const;
export const ReportReason = z.enum(REPORT_REASON);
export type ReportReason = z.infer<typeof ReportReason>;
export const ReportRequest = z.object({ reason: ReportReason }).strict();

