/**
 * The system check (`/troubleShootWizard/system-configuration-check`; issue 44; docs/decisions/0082-system-check.md):
 * whether this browser, network, clock, storage, video and camera will hold for a live class or a mock test. Each
 * step's verdict is a pure rule here, so the page and its tests read the same thresholds.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id } from './common.ts';
export { SYSTEM_CHECK_TEXT } from './system-check-text.ts';

export type Verdict = 'pass' | 'warn' | 'fail';

/** SPEC.md section 8's browser floor. */
export const BROWSER_FLOOR = { chrome: 116, safari: [16, 3] } as const;

export interface Browser {
  name: 'Chrome' | 'Edge' | 'Safari' | 'Firefox' | 'Opera' | 'Samsung Internet' | 'other';
  /** The major and minor version, or null when the browser does not say. */
  version: [number, number] | null;
  /** The Chromium engine's major version (Chrome, Edge, Opera, Samsung Internet, an Android web view). */
  chromium: number | null;
}

/** Reads a user agent: the browser, its version, and the Chromium engine's version under it. */
export function browserOf(userAgent: string): Browser {
  const version = (match: RegExpMatchArray | null): [number, number] | null => (match ? [Number(match[1]), Number(match[2] ?? 0)] : null);
  const chromium = /(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent);
  const engine = chromium && !/CriOS/.test(chromium[0]) ? Number(chromium[1]) : null;
  const found: [Browser['name'], RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)\.(\d+)/], ['Opera', /OPR\/(\d+)\.(\d+)/], ['Samsung Internet', /SamsungBrowser\/(\d+)\.(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)\.(\d+)/], ['Chrome', /(?:Chrome|CriOS)\/(\d+)\.(\d+)/],
  ];
  for (const [name, pattern] of found) {
    const match = userAgent.match(pattern);
    if (match) return { name, version: version(match), chromium: engine };
  }
  // Safari says its version in Version/x.y (every browser on iOS is Safari's engine underneath).
  if (/Safari\//.test(userAgent) && /AppleWebKit\//.test(userAgent)) return { name: 'Safari', version: version(userAgent.match(/Version\/(\d+)(?:\.(\d+))?/)), chromium: null };
  return { name: 'other', version: null, chromium: engine };
}

/**
 * SPEC.md's floor: Chromium 116+ (Chrome, Edge, Opera and the rest on it), Safari 16.3+. Firefox and browsers the
 * rule does not name: a warning (they may work; the school supports the two). Below the floor: a failure.
 */
export function browserVerdict(browser: Browser): Verdict {
  if (browser.chromium !== null) return browser.chromium >= BROWSER_FLOOR.chrome ? 'pass' : 'fail';
  if (browser.name === 'Safari' && browser.version) {
    const [major, minor] = browser.version;
    const [floorMajor, floorMinor] = BROWSER_FLOOR.safari;
    return major > floorMajor || (major === floorMajor && minor >= floorMinor) ? 'pass' : 'fail';
  }
  return 'warn';
}

/** Download speeds (bits per second) for SPEC.md section 4's network states: a lecture's 720p rendition wants 2.5 Mbps. */
export const SPEED = { good: 2_500_000, poor: 500_000 } as const;
export type NetworkState = 'offline' | 'poor speed' | 'good speed' | 'checking speed';

export const networkState = (online: boolean, bitsPerSecond: number | null): NetworkState =>
  !online ? 'offline' : bitsPerSecond === null ? 'checking speed' : bitsPerSecond >= SPEED.good ? 'good speed' : 'poor speed';

/** Good speed passes; poor speed above SPEED.poor warns (the lowest rendition plays); slower, or offline, fails. */
export const speedVerdict = (online: boolean, bitsPerSecond: number): Verdict =>
  !online ? 'fail' : bitsPerSecond >= SPEED.good ? 'pass' : bitsPerSecond >= SPEED.poor ? 'warn' : 'fail';

/** How far the device's clock may be from the server's: a minute passes, five warn, more fails (drip and timers). */
export const CLOCK = { passMs: 60_000, warnMs: 5 * 60_000 } as const;
export const clockVerdict = (skewMs: number): Verdict => (Math.abs(skewMs) <= CLOCK.passMs ? 'pass' : Math.abs(skewMs) <= CLOCK.warnMs ? 'warn' : 'fail');

/** SPEC.md section 9: 100 to 500 MB of free space advised for downloads. */
export const STORAGE = { fail: 100 * 1024 * 1024, pass: 500 * 1024 * 1024 } as const;
export const storageVerdict = (freeBytes: number): Verdict => (freeBytes >= STORAGE.pass ? 'pass' : freeBytes >= STORAGE.fail ? 'warn' : 'fail');

/** The bytes the speed test downloads from the edge. */
export const PAYLOAD_BYTES = 1024 * 1024;

export const SYSTEM_CHECK_STEPS = ['browser', 'storage-access', 'network', 'clock', 'storage', 'video', 'media'] as const;
export type SystemCheckStep = (typeof SYSTEM_CHECK_STEPS)[number];

/** One step's outcome, as the page shows it and a support ticket carries it. */
export const StepResult = z.object({
  step: z.enum(SYSTEM_CHECK_STEPS),
  verdict: z.enum(['pass', 'warn', 'fail']),
  /** What was found, in figures (a version, a speed, a skew), for the ticket's reader. */
  detail: z.string().max(300),
});
export type StepResult = z.infer<typeof StepResult>;

/** The last check, kept in the browser for a support ticket to attach in one click. */
export const SystemCheckResult = z.object({ checked_at: z.string(), user_agent: z.string().max(500), steps: z.array(StepResult).max(SYSTEM_CHECK_STEPS.length) });
export type SystemCheckResult = z.infer<typeof SystemCheckResult>;

/** `GET v1/system_check`: the server's time, and a free-preview lecture the check may play. */
export const SystemCheckResponse = z.object({
  server_time: z.number().int(),
  preview: z.object({ course_id: Id, lesson_id: Id }).nullable(),
});
export type SystemCheckResponse = z.infer<typeof SystemCheckResponse>;

export const SYSTEM_CHECK_CALLS = {
  systemCheck: defineCall({ method: 'GET', path: '/learner/v1/system_check', session: false, response: SystemCheckResponse, staleTime: STALE_TIME.always }),
  /** PAYLOAD_BYTES the speed test downloads (never cached). */
  systemCheckPayload: defineCall({ method: 'GET', path: '/learner/v1/system_check/payload', session: false, response: null }),
} as const;
