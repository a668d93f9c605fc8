import { LESSON_CALLS } from '../../contract/lessons.ts';
import { pathOf } from '../../contract/call.ts';
import { browserOf, browserVerdict, clockVerdict, networkState, PAYLOAD_BYTES, speedVerdict, storageVerdict, SYSTEM_CHECK_CALLS, type NetworkState, type SystemCheckResponse, type Verdict } from '../../contract/system-check.ts';
import { call } from '../../lib/call.ts';

/**
 * The system check's steps in the browser (issue 44; src/contract/system-check.ts has the rules). Each measures one
 * thing and answers its verdict with the figures found; none throws: a step that cannot measure says so as its
 * verdict.
 */

export interface Outcome<T = Record<string, string | number>> {
  verdict: Verdict;
  /** The figures, for the page's words and the ticket's detail. */
  facts: T;
}

export function checkBrowser(userAgent = navigator.userAgent): Outcome<{ name: string; version: string }> {
  const browser = browserOf(userAgent);
  return { verdict: browserVerdict(browser), facts: { name: browser.name, version: browser.version ? browser.version.join('.') : '' } };
}

/** Cookies and local storage: the session and the test engine's saved answers live there. */
export function checkStorageAccess(): Outcome<{ cookies: string; local: string }> {
  let local = false;
  try {
    const key = 'systemCheck:probe';
    localStorage.setItem(key, '1');
    local = localStorage.getItem(key) === '1';
    localStorage.removeItem(key);
  } catch {
    local = false;
  }
  const cookies = navigator.cookieEnabled;
  return { verdict: cookies && local ? 'pass' : 'fail', facts: { cookies: String(cookies), local: String(local) } };
}

/** Downloads the edge's test payload and times it: bits per second, and SPEC.md's network state. */
export async function checkNetwork(signal: AbortSignal): Promise<Outcome<{ state: NetworkState; mbps: number }>> {
  if (!navigator.onLine) return { verdict: 'fail', facts: { state: 'offline', mbps: 0 } };
  try {
    const started = performance.now();
    const response = await fetch(`${pathOf(SYSTEM_CHECK_CALLS.systemCheckPayload)}?t=${Date.now()}`, { cache: 'no-store', signal });
    const bytes = (await response.arrayBuffer()).byteLength;
    const seconds = Math.max((performance.now() - started) / 1000, 0.001);
    if (!response.ok || bytes < PAYLOAD_BYTES) throw new Error(`the payload came back ${response.status} with ${bytes} bytes`);
    const bps = (bytes * 8) / seconds;
    return { verdict: speedVerdict(true, bps), facts: { state: networkState(true, bps), mbps: Math.round(bps / 100_000) / 10 } };
  } catch (error) {
    if (signal.aborted) throw error;
    return { verdict: 'fail', facts: { state: navigator.onLine ? 'poor speed' : 'offline', mbps: 0 } };
  }
}

/**
 * The device's clock against the server's: the server's time plus half the round trip is "now" at the server when
 * the answer arrives. Answers the skew (positive: the device is ahead) and the school's free preview for the video step.
 */
export async function checkClock(): Promise<Outcome<{ skewSeconds: number }> & { preview: SystemCheckResponse['preview'] }> {
  const sent = performance.now();
  const answer = await call(SYSTEM_CHECK_CALLS.systemCheck);
  const trip = performance.now() - sent;
  const skew = Date.now() - (answer.server_time + trip / 2);
  return { verdict: clockVerdict(skew), facts: { skewSeconds: Math.round(skew / 1000) }, preview: answer.preview };
}

/** The space the browser gives this site (SPEC.md section 9 advises 100 to 500 MB), and whether it is kept. */
export async function checkStorage(): Promise<Outcome<{ freeMb: number; persisted: string }>> {
  if (!navigator.storage?.estimate) return { verdict: 'warn', facts: { freeMb: -1, persisted: 'unknown' } };
  const { quota = 0, usage = 0 } = await navigator.storage.estimate();
  const persisted = navigator.storage.persisted ? await navigator.storage.persisted() : false;
  const free = Math.max(0, quota - usage);
  return { verdict: storageVerdict(free), facts: { freeMb: Math.floor(free / (1024 * 1024)), persisted: String(persisted) } };
}

/** Asks the browser to keep this site's storage (downloads for offline study) when space runs low. */
export async function persistStorage(): Promise<boolean> {
  return navigator.storage?.persist ? navigator.storage.persist() : false;
}

/** Plays a few seconds of the school's free-preview lecture in `video`, muted; fails on an error or after 30 s. */
export async function checkVideo(video: HTMLVideoElement, preview: SystemCheckResponse['preview'], signal: AbortSignal): Promise<Outcome<{ seconds: number }>> {
  if (!preview) return { verdict: 'warn', facts: { seconds: 0 } };
  const [media, { playHls }] = await Promise.all([call(LESSON_CALLS.signedUrl, { query: preview }), import('../../lib/play-hls.ts')]);
  video.muted = true;
  video.playsInline = true;
  video.controls = false;
  return new Promise((resolve) => {
    let stop = () => {};
    let settled = false;
    // Played: paused where it got to, with its controls, for the learner to watch on (stopped when the page goes or
    // the check runs again). Not played: stopped at once.
    const done = (outcome: Outcome<{ seconds: number }>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeEventListener('timeupdate', onTime);
      signal.removeEventListener('abort', onAbort);
      video.pause();
      if (outcome.verdict === 'pass') {
        video.controls = true;
        signal.addEventListener('abort', () => stop(), { once: true });
      } else {
        stop();
      }
      resolve(outcome);
    };
    const onTime = () => {
      if (video.currentTime >= 1.5) done({ verdict: 'pass', facts: { seconds: Math.round(video.currentTime * 10) / 10 } });
    };
    const onAbort = () => done({ verdict: 'fail', facts: { seconds: video.currentTime } });
    const timer = setTimeout(() => done({ verdict: 'fail', facts: { seconds: video.currentTime } }), 30_000);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('error', () => done({ verdict: 'fail', facts: { seconds: 0 } }), { once: true });
    signal.addEventListener('abort', onAbort, { once: true });
    const begin = () => void video.play().catch(() => done({ verdict: 'fail', facts: { seconds: 0 } }));
    stop = playHls(video, media.url, {
      setUp: (player, events) => {
        player.on(events.MANIFEST_PARSED, begin);
        player.on(events.ERROR, (_event, data) => data.fatal && done({ verdict: 'fail', facts: { seconds: 0 } }));
      },
      onNative: begin,
      onUnplayable: () => done({ verdict: 'fail', facts: { seconds: 0 } }),
    });
  });
}

type Permission = 'granted' | 'prompt' | 'denied' | 'unknown';

async function permission(name: 'camera' | 'microphone'): Promise<Permission> {
  try {
    return (await navigator.permissions.query({ name: name as PermissionName })).state;
  } catch {
    // Firefox and older Safari do not answer for these names: only asking tells.
    return 'unknown';
  }
}

/** The camera and microphone permission, for live classes: granted passes, not asked yet warns, refused fails. */
export async function checkMedia(): Promise<Outcome<{ camera: Permission; microphone: Permission }>> {
  const [camera, microphone] = await Promise.all([permission('camera'), permission('microphone')]);
  const verdict: Verdict = camera === 'denied' || microphone === 'denied' ? 'fail' : camera === 'granted' && microphone === 'granted' ? 'pass' : 'warn';
  return { verdict, facts: { camera, microphone } };
}

/** Asks for the camera and microphone (the browser's own prompt), then lets them go at once. */
export async function askForMedia(): Promise<boolean> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    for (const track of stream.getTracks()) track.stop();
    return true;
  } catch {
    return false;
  }
}
