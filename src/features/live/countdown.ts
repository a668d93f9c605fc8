/**
 * The class page's clock (issue 42): it counts by the API's time, never the device's, so a device set hours wrong
 * still shows the right wait. `server_time` came with the answer; the device's clock only measures how long ago.
 */
import type { LiveClassResponse } from '../../contract/live.ts';

/** The API's time now, from its answer and how long the device says has passed since it arrived. */
export const serverNow = (view: Pick<LiveClassResponse, 'server_time'>, receivedAt: number, deviceNow: number): number =>
  view.server_time + Math.max(0, deviceNow - receivedAt);

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `target` (ms), in whole parts; all zero once it has come. */
export function remaining(target: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}

/**
 * The next moment the page must ask the API again, as the class opens Zoom's details, starts or ends: the answer
 * changes then. Null when nothing more will change by itself.
 */
export function nextChange(view: Pick<LiveClassResponse, 'state' | 'starts_at' | 'ends_at' | 'zoom_opens_at' | 'zoom'>, now: number): number | null {
  if (view.state === 'scheduled') {
    const opens = view.zoom_opens_at && !view.zoom ? Date.parse(view.zoom_opens_at) : null;
    return opens !== null && opens > now ? opens : Date.parse(view.starts_at);
  }
  if (view.state === 'live') return Date.parse(view.ends_at);
  return null;
}
