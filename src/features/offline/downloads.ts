/**
 * The download queue (docs/decisions/0086-offline-study.md). A download asked for is written to the vault as `in_queue`
 * at once, so a reload or a closed tab loses nothing; one tab at a time (a Web Lock) works through the queue, one
 * download at a time. Each file is fetched as a stream and stored in encrypted chunks as they fill; after a dropped
 * connection the file goes on from its last whole chunk with a byte range, after a wait that doubles each time it
 * fails again (up to a minute, or until the browser says it is back online).
 */
import { atom } from 'nanostores';
import { LESSON_CALLS, type PlayerResponse } from '../../contract/lessons.ts';
import { OFFLINE_CALLS } from '../../contract/offline.ts';
import type { PrepareMessage, PrepareReply } from '../../contract/service-worker.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { CHUNK_BYTES, deleteDownload, deviceId, downloadId, downloadsOf, dropChunks, getDownload, keepKey, keyOf, putChunk, putDownload, saveDownload, type DownloadFile, type DownloadKind, type DownloadRecord } from './vault.ts';

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
export const downloadable = (kind: string): kind is DownloadKind => kind === 'pdf' || kind === 'slides' || kind === 'text';

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
export async function requestDownload(view: PlayerResponse, userId: number): Promise<DownloadRecord> {
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
    ...kept, player: view, state: 'in_queue', checked_at: Date.now(), error: null, attempts: 0,
  };
  await putDownload(record);
  publish(record);
  void runQueue(userId);
  return record;
}

export async function removeDownload(id: string): Promise<void> {
  await deleteDownload(id);
  const { [id]: _gone, ...rest } = $downloads.get();
  $downloads.set(rest);
}

/** The last path segment of a signed URL: the file's name beside its folder's other files. */
const fileName = (url: string): string => decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? 'file');

/** The files of a lesson to fetch, by a fresh signed URL each time the download (re)starts. */
async function plan(record: DownloadRecord, signedUrl: (record: DownloadRecord) => Promise<string>): Promise<{ entry: string | null; sources: Map<string, string> }> {
  if (record.kind === 'text') return { entry: null, sources: new Map() };
  const url = await signedUrl(record);
  const entry = fileName(url);
  return { entry, sources: new Map([[entry, url]]) };
}

const lessonUrl = async (record: DownloadRecord): Promise<string> =>
  new URL((await call(LESSON_CALLS.signedUrl, { query: { course_id: record.course_id, lesson_id: record.lesson_id } })).url, location.href).href;

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
  /** A fresh signed URL of the lesson's entry file (the API's, by default). */
  signedUrl?: (record: DownloadRecord) => Promise<string>;
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
      const { entry, sources } = await plan(record, options.signedUrl ?? lessonUrl);
      record.entry = entry;
      for (const path of sources.keys()) {
        if (!record.files.some((f) => f.path === path)) record.files.push({ path, done: 0, size: null, complete: false, type: '' });
      }
      for (const file of record.files) {
        if (file.complete) continue;
        await fetchFile(record, file, sources.get(file.path)!, key, fetcher);
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
