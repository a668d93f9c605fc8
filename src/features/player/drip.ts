// Content dripping in the browser: the API decides whether a lesson is open by its own clock; the page only says
// when, and warns when the device's clock would make "in 3 days" a lie (SPEC.md section 8's device-time text).
import { CLOCK_SKEW_LIMIT_MS } from '../../contract/lessons.ts';

const DAY_MS = 86_400_000;

/**
 * How far the device's clock is ahead of the server's (ms, negative when behind): the device's time when the
 * answer arrived against the server's time in it. A persisted answer keeps both, so the comparison still holds.
 */
export const clockSkew = (receivedAt: number, serverTime: string): number => receivedAt - Date.parse(serverTime);

export const clockOff = (skew: number): boolean => Math.abs(skew) > CLOCK_SKEW_LIMIT_MS;

/** Whole days until `opensAt`, by the server's clock (the device's corrected by `skew`); at least 1 while shut. */
export function daysUntil(opensAt: string, deviceNow: number, skew: number): number {
  const left = Date.parse(opensAt) - (deviceNow - skew);
  return Math.max(1, Math.ceil(left / DAY_MS));
}
