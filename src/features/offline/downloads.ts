/**
 * The download queue (docs/decisions/0086-offline-study.md). A download asked for is written to the vault as `in_queue`
 * at once, so a reload or a closed tab loses nothing; one tab at a time (a Web Lock) works through the queue, one
 * download at a time. Each file is fetched as a stream and stored in encrypted chunks as they fill; after a dropped
 * connection the file goes on from its last whole chunk with a byte range, after a wait that doubles each time it
 * fails again (up to a minute, or until the browser says it is back online).
 */
import { atom } from 'nanostores';
import { captionFile, LESSON_CALLS, type PlayerResponse, type SignedUrlResponse } from '../../contract/lessons.ts';
import { DownloadQuality, OFFLINE_CALLS } from '../../contract/offline.ts';
import type { PrepareMessage, PrepareReply } from '../../contract/service-worker.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { besides, chooseRendition, keptMaster, mediaFiles, parseMaster, voicesOf } from './hls-copy.ts';
import { attachmentPath, CHUNK_BYTES, deleteDownload, deviceId, downloadId, downloadsOf, dropChunks, getDownload, keepKey, keyOf, putChunk, putDownload, saveDownload, type DownloadFile, type DownloadKind, type DownloadRecord } from './vault.ts';

/** Attempts in a row without a byte of progress before a download is marked failed. */
export const MAX_ATTEMPTS = 6;
const MAX_WAIT_MS = 60_000;

/** The wait before attempt `n` (1-based) after a failure: 1 s, 2 s, 4 s... at most a minute. */
export const backoffMs = (attempt: number): number => Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.max(0, attempt - 1));

/** What the tab downloading says of each download as it goes (the vault holds the same, written less often). */
export const $downloads = atom<Readonly<Record<string, DownloadRecord>>>({});

/** Says where a download has got: a copy, since the queue goes on changing its record. */
function publish(record: DownloadRecord): void {
  $downloads.set({ ...$downloads.get(), [record.id]: { ...record, files: record.files.map((file) => ({ ...file })) } });
}

/** The kinds a learner can download today. */
export const downloadable = (kind: string): kind is DownloadKind => kind === 'video' || kind === 'pdf' || kind === 'slides' || kind === 'text';

/** The quality a video download keeps when none is chosen: small enough for a phone, sharp enough for slides. */
export const DEFAULT_QUALITY: DownloadQuality = 'Good';

/** How this browser names itself in Downloads' list of devices. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : '';
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Asks for a lesson's download: the API must give this device its key for the course (the learner is enrolled, the
 * device within the school's number), else it throws the API's reason and nothing is queued.
 */
export async function requestDownload(view: PlayerResponse, userId: number, quality: DownloadQuality = DEFAULT_QUALITY): Promise<DownloadRecord> {
  const kind = view.lesson.kind;
  if (!downloadable(kind)) throw new Error(`A ${kind} lesson cannot be downloaded`);
  const device = await deviceId();
  const granted = await call(OFFLINE_CALLS.deviceKey, { params: { deviceId: device }, body: { course_id: view.course.id, name: deviceName(navigator.userAgent) } });
  await keepKey(userId, device, granted.key, granted.policy.max_offline_days);
  const id = downloadId(userId, view.course.id, view.lesson.id);
  const kept = await getDownload(id);
  if (kept && kept.state !== 'failed') return kept;
  // A failed download asked for again goes on from what it had stored.
  const record: DownloadRecord = {
    id, user_id: userId, course_id: view.course.id, lesson_id: view.lesson.id, kind, entry: null, files: [], added_at: Date.now(),
    quality: kind === 'video' ? quality : null,
    ...kept, player: view, state: 'in_queue', checked_at: Date.now(), error: null, attempts: 0,
  };
  await putDownload(record);
  publish(record);
  void runQueue(userId);
  return record;
}

/** Bumped when downloads are deleted, so lists read the vault again. */
export const $removals = atom(0);

export async function removeDownload(id: string): Promise<void> {
  await deleteDownload(id);
  const { [id]: _gone, ...rest } = $downloads.get();
  $downloads.set(rest);
  $removals.set($removals.get() + 1);
}

/** The last path segment of a signed URL: the file's name beside its folder's other files. */
const fileName = (url: string): string => decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? 'file');

/** What the media server granted for the lesson: its entry file's signed URL and, for a video, its captions'. */
export type Grant = Pick<SignedUrlResponse, 'url' | 'captions'>;

/** A file a download writes itself rather than fetches: a video's kept master playlist. */
interface Written {
  text: string;
  type: string;
}

interface Plan {
  entry: string | null;
  /** Files to fetch, by their path beside the entry, from fresh signed URLs. */
  sources: Map<string, string>;
  written: Map<string, Written>;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

async function fetchText(fetcher: typeof fetch, url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetcher(url, { credentials: 'same-origin', cache: 'no-store' });
  } catch (error) {
    throw new Interrupted(String(error));
  }
  if (!response.ok) throw new Interrupted(`the playlist answered ${response.status}`);
  return response.text();
}

/**
 * A video's files: its master playlist kept with the chosen rendition alone (hls-copy.ts), that rendition's playlist
 * and segments, the voices it plays with and their segments, and its caption files. Resolved afresh each time the
 * download (re)starts, so every URL carries a token signed moments ago.
 */
async function planVideo(record: DownloadRecord, grant: Grant, fetcher: typeof fetch): Promise<Plan> {
  const entry = fileName(grant.url);
  const master = parseMaster(await fetchText(fetcher, grant.url));
  const rendition = chooseRendition(master.renditions, record.quality ?? DEFAULT_QUALITY, DownloadQuality.options);
  const sources = new Map<string, string>();
  const beside = (path: string) => new URL(path, grant.url).href;
  for (const uri of [rendition.uri, ...voicesOf(master, rendition).map((v) => v.uri)]) {
    const path = besides(entry, uri);
    if (path === null) throw new Error(`a playlist the copy cannot serve: ${uri}`);
    sources.set(path, beside(path));
    for (const file of mediaFiles(path, await fetchText(fetcher, beside(path)))) sources.set(file, beside(file));
  }
  for (const caption of grant.captions) sources.set(captionFile(caption.language), new URL(caption.url, grant.url).href);
  return { entry, sources, written: new Map([[entry, { text: keptMaster(master, rendition), type: HLS_TYPE }]]) };
}

/** The files of a lesson to fetch or write, from a fresh grant each time the download (re)starts. */
async function plan(record: DownloadRecord, options: Required<Pick<QueueOptions, 'signedUrl' | 'attachmentUrl'>>, fetcher: typeof fetch): Promise<Plan> {
  let planned: Plan;
  if (record.kind === 'text') planned = { entry: null, sources: new Map(), written: new Map() };
  else {
    const grant = await options.signedUrl(record);
    const entry = fileName(grant.url);
    planned = record.kind === 'video' ? await planVideo(record, grant, fetcher) : { entry, sources: new Map([[entry, grant.url]]), written: new Map() };
  }
  // The lesson's attachments come with it (SPEC.md section 6: for a learner with running access, as the player offers them).
  if (record.player.enrolled) {
    for (const supplement of record.player.lesson.supplements ?? []) {
      const path = attachmentPath(supplement.id);
      // One kept already is not signed again.
      if (!record.files.some((f) => f.path === path && f.complete)) planned.sources.set(path, await options.attachmentUrl(supplement.id));
    }
  }
  return planned;
}

const attachmentGrant = async (supplementId: number): Promise<string> =>
  new URL((await call(LESSON_CALLS.supplement, { params: { supplementId } })).url, location.href).href;

const lessonGrant = async (record: DownloadRecord): Promise<Grant> => {
  const grant = await call(LESSON_CALLS.signedUrl, { query: { course_id: record.course_id, lesson_id: record.lesson_id } });
  return { url: new URL(grant.url, location.href).href, captions: grant.captions.map((c) => ({ ...c, url: new URL(c.url, location.href).href })) };
};

class Interrupted extends Error {}
/** The learner deleted the download while it ran. */
class Removed extends Error {}

/** Writes and tells how far a download has got; stops it if the learner deleted it meanwhile. */
async function save(record: DownloadRecord): Promise<void> {
  if (!(await saveDownload(record))) throw new Removed();
  publish(record);
}

/**
 * Fetches one file into the vault from where it stopped: a byte range from its last whole chunk. A server that
 * answers the whole file instead starts it again.
 */
async function fetchFile(record: DownloadRecord, file: DownloadFile, url: string, key: CryptoKey, fetcher: typeof fetch): Promise<void> {
  const headers: HeadersInit = file.done > 0 ? { range: `bytes=${file.done}-` } : {};
  let response: Response;
  try {
    response = await fetcher(url, { headers, credentials: 'same-origin', cache: 'no-store' });
  } catch (error) {
    throw new Interrupted(String(error));
  }
  if (response.status === 416 && file.size !== null && file.done >= file.size) {
    file.complete = true;
    return;
  }
  // A refused file (its signed URL expired mid-download) is tried again with a fresh URL: the API decides access.
  if (!response.ok || !response.body) throw new Interrupted(`the file answered ${response.status}`);
  if (file.done > 0 && response.status !== 206) {
    await dropChunks(record.id, file.path);
    file.done = 0;
  }
  const length = Number(response.headers.get('content-length'));
  const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  file.size = range ? Number(range[1]) : Number.isFinite(length) && length > 0 ? file.done + length : file.size;
  file.type = response.headers.get('content-type') ?? file.type;

  const reader = response.body.getReader();
  let pending = new Uint8Array(0);
  const flush = async (bytes: Uint8Array<ArrayBuffer>) => {
    await putChunk(key, record.id, file.path, Math.floor(file.done / CHUNK_BYTES), bytes);
    file.done += bytes.byteLength;
    record.attempts = 0;
    await save(record);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const joined = new Uint8Array(pending.byteLength + value.byteLength);
      joined.set(pending);
      joined.set(value, pending.byteLength);
      pending = joined;
      while (pending.byteLength >= CHUNK_BYTES) {
        await flush(pending.slice(0, CHUNK_BYTES));
        pending = pending.slice(CHUNK_BYTES);
      }
    }
  } catch (error) {
    // What arrived past the last whole chunk is fetched again: a chunk is stored whole or not at all.
    throw new Interrupted(String(error));
  }
  // Cut short without an error: the tail is not stored, so the file goes on from a chunk's start.
  if (file.size !== null && file.done + pending.byteLength < file.size) throw new Interrupted('the response ended early');
  if (pending.byteLength > 0) await flush(pending);
  file.size = file.done;
  file.complete = true;
  await save(record);
}

/** Stores a file the download made itself (one chunk: a playlist is a few hundred bytes). */
async function writeFile(record: DownloadRecord, file: DownloadFile, written: Written, key: CryptoKey): Promise<void> {
  const bytes = new TextEncoder().encode(written.text);
  await putChunk(key, record.id, file.path, 0, bytes);
  Object.assign(file, { done: bytes.byteLength, size: bytes.byteLength, complete: true, type: written.type });
  await save(record);
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });

/** How long a download waits for the worker to keep what offline study needs before it tries again. */
const PREPARE_MS = 120_000;

/**
 * Asks the school's service worker to keep what studying offline needs (the offline page, the player's code) and
 * waits for its answer: a download is not ready offline before, and is tried again (as a dropped line would be) if
 * the worker could not keep it all. Without a worker (none controls the page, or the browser has none) there is
 * nothing to wait for.
 */
export function prepareOffline(): Promise<void> {
  const worker = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => reject(new Interrupted('the service worker did not answer')), PREPARE_MS);
    channel.port1.onmessage = (event: MessageEvent<Partial<PrepareReply> | null>) => {
      clearTimeout(timer);
      if (event.data?.ready === true) resolve();
      else reject(new Interrupted('the service worker could not keep what offline study needs'));
    };
    const message: PrepareMessage = { kind: 'prepare' };
    worker.postMessage(message, [channel.port2]);
  });
}

export interface QueueOptions {
  fetcher?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  /** A fresh signed URL of the lesson's entry file, with a video's captions (the API's, by default). */
  signedUrl?: (record: DownloadRecord) => Promise<Grant>;
  /** A fresh signed URL of one of the lesson's attachments (the API's, by default). */
  attachmentUrl?: (supplementId: number) => Promise<string>;
}

/** Downloads one record to its end: downloaded, failed, or deleted by the learner meanwhile. */
export async function download(record: DownloadRecord, options: QueueOptions = {}): Promise<DownloadRecord> {
  const key = (await keyOf(record.user_id))?.key;
  try {
    if (!key) {
      Object.assign(record, { state: 'failed', error: 'noKey' });
      await save(record);
      return record;
    }
    record.state = 'in_progress';
    record.error = null;
    await save(record);
    return await fetchAll(record, key, options);
  } catch (error) {
    if (!(error instanceof Removed)) throw error;
    // Chunks a step wrote as it was deleted go with it.
    await dropChunks(record.id);
    return record;
  }
}

async function fetchAll(record: DownloadRecord, key: CryptoKey, options: QueueOptions): Promise<DownloadRecord> {
  const fetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  const wait = options.wait ?? sleep;
  for (;;) {
    try {
      const { entry, sources, written } = await plan(record, { signedUrl: options.signedUrl ?? lessonGrant, attachmentUrl: options.attachmentUrl ?? attachmentGrant }, fetcher);
      record.entry = entry;
      for (const path of [...written.keys(), ...sources.keys()]) {
        if (!record.files.some((f) => f.path === path)) record.files.push({ path, done: 0, size: null, complete: false, type: '' });
      }
      for (const file of record.files) {
        if (file.complete) continue;
        const text = written.get(file.path);
        if (text) await writeFile(record, file, text, key);
        else await fetchFile(record, file, sources.get(file.path)!, key, fetcher);
      }
      await prepareOffline();
      Object.assign(record, { state: 'downloaded', attempts: 0, error: null });
      await save(record);
      return record;
    } catch (error) {
      if (error instanceof Removed) throw error;
      // The API refused (access ended, the lesson is gone): no waiting changes that.
      const failure = error instanceof Interrupted ? null : toAppError(error);
      const refused = failure !== null && failure.httpStatus !== null && failure.httpStatus < 500;
      record.attempts += 1;
      if (refused || record.attempts >= MAX_ATTEMPTS) {
        Object.assign(record, { state: 'failed', error: refused ? failure.message : 'interrupted' });
        await save(record);
        return record;
      }
      await save(record);
      await wait(backoffMs(record.attempts));
    }
  }
}

/**
 * Works through the learner's queue, oldest first, one download at a time; in one tab only (the others find the lock
 * taken and leave it). Started when a download is asked for and when a page of the app opens.
 */
export async function runQueue(userId: number, options: QueueOptions = {}): Promise<void> {
  const work = async () => {
    for (;;) {
      const next = (await downloadsOf(userId)).find((r) => r.state === 'in_queue' || r.state === 'in_progress');
      if (!next) return;
      await download(next, options);
    }
  };
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request('schoolfront-downloads', { ifAvailable: true }, (lock) => (lock ? work() : undefined));
  else await work();
}
