/**
 * What a school promises its learners about support tickets (issue 44; docs/decisions/0083-support-tickets.md): how
 * soon a first answer and a fix come, counted in its business hours, and how long a fixed ticket may be reopened. In
 * its own module so that the school's configuration, which every page reads, carries only this small schema.
 */
import { z } from 'zod';

const Clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 09:30');

/** When the school's support desk works: a timezone, the days (0 Sunday to 6 Saturday) and the hours. */
export const BusinessHours = z.object({
  timezone: z.string().refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA timezone such as Asia/Kolkata'),
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  open: Clock,
  close: Clock,
}).refine((hours) => hours.open < hours.close, { message: 'must close after it opens', path: ['close'] });
export type BusinessHours = z.infer<typeof BusinessHours>;

export const SupportSettings = z.object({
  /** Business hours until a first answer from support is due. */
  first_response_hours: z.number().min(0.25).max(200).default(8),
  /** Business hours until the problem is fixed (or closed), not counting the time support waits on the learner. */
  resolution_hours: z.number().min(1).max(2000).default(40),
  /** Days after "Fixed" the learner may still reopen the ticket; then it stays fixed. */
  reopen_days: z.number().int().min(1).max(60).default(7),
  business_hours: BusinessHours.default({ timezone: 'Asia/Kolkata', days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }),
});
export type SupportSettings = z.infer<typeof SupportSettings>;
