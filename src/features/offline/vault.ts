/**
 * The encrypted store of downloads (docs/decisions/0086-offline-study.md), shared by the pages that download and the
 * service worker that serves what was downloaded. IndexedDB holds, per download, its record (what it is, its state,
 * the player's view of the lesson when it was downloaded) and its files as AES-GCM chunks. The key is the API's per
 * learner and device key, imported non-extractable: the bytes on disk are ciphertext, and a chunk is bound by its
 * additional data to its download, file and place, so chunks moved between downloads or files do not decrypt.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DownloadQuality, DownloadState } from '../../contract/offline.ts';
import type { PlayerResponse } from '../../contract/lessons.ts';

/** Bytes of plaintext per encrypted chunk: what a resumed download may have to fetch again at most. */
export const CHUNK_BYTES = 1024 * 1024;

/** Where the service worker serves a download's files: `/_offline/<download id>/<file path>`. */
export const OFFLINE_PATH = '/_offline/';

/** Where a download keeps one of its lesson's attachments, beside its own files. */
export const attachmentPath = (supplementId: number): string => `attachments/${supplementId}.pdf`;

export type DownloadKind = 'video' | 'pdf' | 'slides' | 'text';

/** One file of a download: a relative path beside the lesson's entry file (a PDF; a playlist, its segments). */
export interface DownloadFile {
  path: string;
  /** Plaintext bytes stored, in whole chunks but for the last: where a resumed download asks the range from. */
  done: number;
  /** The file's size once known (the response said it), else null. */
  size: number | null;
  complete: boolean;
  /** The Content-Type the server sent it with, which the worker serves it with. */
  type: string;
}

export interface DownloadRecord {
  /** `<learner>:<course>:<lesson>`. */
  id: string;
  user_id: number;
  course_id: number;
  lesson_id: number;
  kind: DownloadKind;
  state: DownloadState;
  /** The player's answer when the download was asked for: what the lesson shows offline, without the API. */
  player: PlayerResponse;
  /** A video's rendition, by SPEC.md's quality label; null for other kinds. */
  quality: DownloadQuality | null;
  /** The file the player opens (`notes.pdf`, `master.m3u8`); null for an article, which is all in `player`. */
  entry: string | null;
  files: DownloadFile[];
  added_at: number;
  /** When the API last said the download may stay (the daily check). */
  checked_at: number;
  /** Why the last attempt failed (a fixed text of this feature); null otherwise. */
  error: string | null;
  /** Attempts since the last progress: the backoff's exponent. */
  attempts: number;
}

interface Chunk {
  download: string;
  path: string;
  index: number;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

interface LearnerKey {
  user_id: number;
  device_id: string;
  key: CryptoKey;
  /** The school's days a download plays without a check, as the API last said. */
  max_offline_days: number;
}

interface Meta {
  name: 'device' | 'learner';
  value: string;
}

interface VaultDb extends DBSchema {
  downloads: { key: string; value: DownloadRecord; indexes: { by_user: number; by_user_lesson: [number, number] } };
  chunks: { key: [string, string, number]; value: Chunk; indexes: { by_download: string } };
  keys: { key: number; value: LearnerKey };
  meta: { key: string; value: Meta };
}

const DB_NAME = 'schoolfront-offline';

let database: Promise<IDBPDatabase<VaultDb>> | null = null;
export function vault(): Promise<IDBPDatabase<VaultDb>> {
  database ??= openDB<VaultDb>(DB_NAME, 1, {
    upgrade(db) {
      const downloads = db.createObjectStore('downloads', { keyPath: 'id' });
      downloads.createIndex('by_user', 'user_id');
      downloads.createIndex('by_user_lesson', ['user_id', 'lesson_id']);
      db.createObjectStore('chunks', { keyPath: ['download', 'path', 'index'] }).createIndex('by_download', 'download');
      db.createObjectStore('keys', { keyPath: 'user_id' });
      db.createObjectStore('meta', { keyPath: 'name' });
    },
  });
  return database;
}

export const downloadId = (userId: number, courseId: number, lessonId: number): string => `${userId}:${courseId}:${lessonId}`;

/** This browser profile's device id for downloads, made once. */
export async function deviceId(): Promise<string> {
  const db = await vault();
  const kept = await db.get('meta', 'device');
  if (kept) return kept.value;
  const made = crypto.randomUUID();
  // Two tabs making one at once: the first written wins, and both read it back.
  const tx = db.transaction('meta', 'readwrite');
  const again = await tx.store.get('device');
  if (!again) await tx.store.put({ name: 'device', value: made });
  await tx.done;
  return again?.value ?? made;
}

/**
 * Who is signed in on this browser, as the pages last said: the service worker decrypts only their downloads, so a
 * learner signed in after another cannot open the other's (their key is another, and so is their id here).
 */
export async function setLearner(userId: number | null): Promise<void> {
  const db = await vault();
  if (userId === null) await db.delete('meta', 'learner');
  else await db.put('meta', { name: 'learner', value: String(userId) });
}

export async function currentLearner(): Promise<number | null> {
  const kept = await (await vault()).get('meta', 'learner');
  return kept ? Number(kept.value) : null;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Imports the API's raw key (base64url) non-extractable and keeps it for the learner; the text is not kept. */
export async function keepKey(userId: number, device: string, raw: string, maxOfflineDays: number): Promise<CryptoKey> {
  const key = await crypto.subtle.importKey('raw', fromBase64Url(raw), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  await (await vault()).put('keys', { user_id: userId, device_id: device, key, max_offline_days: maxOfflineDays });
  return key;
}

/** The school's days offline, as the API last said: kept with the learner's key, if there is one here. */
export async function keepPolicy(userId: number, maxOfflineDays: number): Promise<void> {
  const tx = (await vault()).transaction('keys', 'readwrite');
  const key = await tx.store.get(userId);
  if (key && key.max_offline_days !== maxOfflineDays) await tx.store.put({ ...key, max_offline_days: maxOfflineDays });
  await tx.done;
}

export async function keyOf(userId: number): Promise<LearnerKey | undefined> {
  return (await vault()).get('keys', userId);
}

const additionalData = (download: string, path: string, index: number) => new TextEncoder().encode(`${download}\n${path}\n${index}`);

/** Encrypts and stores one chunk of a file. */
export async function putChunk(key: CryptoKey, download: string, path: string, index: number, plain: Uint8Array<ArrayBuffer>): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(download, path, index) }, key, plain);
  await (await vault()).put('chunks', { download, path, index, iv, data });
}

/** A whole file, decrypted; null when a chunk is missing or does not decrypt under the key. */
export async function readFile(key: CryptoKey, download: string, file: DownloadFile): Promise<Uint8Array<ArrayBuffer> | null> {
  const db = await vault();
  const count = Math.ceil(file.done / CHUNK_BYTES);
  const out = new Uint8Array(file.done);
  for (let index = 0; index < count; index++) {
    const chunk = await db.get('chunks', [download, file.path, index]);
    if (!chunk) return null;
    try {
      const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: chunk.iv, additionalData: additionalData(download, file.path, index) }, key, chunk.data);
      out.set(new Uint8Array(plain), index * CHUNK_BYTES);
    } catch {
      return null;
    }
  }
  return out;
}

export async function downloadsOf(userId: number): Promise<DownloadRecord[]> {
  const list = await (await vault()).getAllFromIndex('downloads', 'by_user', userId);
  return list.sort((a, b) => a.added_at - b.added_at);
}

/** The learner's download of a lesson (of whichever course: the player knows the lesson before its course). */
export async function downloadOfLesson(userId: number, lessonId: number): Promise<DownloadRecord | undefined> {
  return (await vault()).getFromIndex('downloads', 'by_user_lesson', [userId, lessonId]);
}

/** Marks a download's right as checked now (the API has just said the learner may open its lesson). */
export async function markChecked(id: string, now: number): Promise<DownloadRecord | undefined> {
  const tx = (await vault()).transaction('downloads', 'readwrite');
  const record = await tx.store.get(id);
  if (record) await tx.store.put({ ...record, checked_at: now });
  await tx.done;
  return record && { ...record, checked_at: now };
}

/** Whether this browser holds any download, of any learner. */
export async function hasDownloads(): Promise<boolean> {
  return (await (await vault()).count('downloads')) > 0;
}

export async function getDownload(id: string): Promise<DownloadRecord | undefined> {
  return (await vault()).get('downloads', id);
}

export async function putDownload(record: DownloadRecord): Promise<void> {
  await (await vault()).put('downloads', record);
}

/** Writes a download's record if it is still there: deleted meanwhile (in any tab), it stays deleted. False if so. */
export async function saveDownload(record: DownloadRecord): Promise<boolean> {
  const tx = (await vault()).transaction('downloads', 'readwrite');
  const there = (await tx.store.getKey(record.id)) !== undefined;
  if (there) await tx.store.put(record);
  await tx.done;
  return there;
}

/** Drops a file's chunks (a download restarted from its first byte). */
export async function dropChunks(download: string, path?: string): Promise<void> {
  const tx = (await vault()).transaction('chunks', 'readwrite');
  const range = path === undefined ? IDBKeyRange.bound([download, '', 0], [download, '\uffff', Infinity]) : IDBKeyRange.bound([download, path, 0], [download, path, Infinity]);
  await tx.store.delete(range);
  await tx.done;
}

/** Deletes a download and its bytes. */
export async function deleteDownload(id: string): Promise<void> {
  await dropChunks(id);
  await (await vault()).delete('downloads', id);
}

/** Bytes a download holds (plaintext; the ciphertext adds 16 bytes a chunk). */
export const storedBytes = (record: DownloadRecord): number => record.files.reduce((sum, f) => sum + f.done, 0);

/** Bytes a download will hold, as far as its files' sizes are known yet; null before any is. */
export const totalBytes = (record: DownloadRecord): number | null => record.files.reduce<number | null>((sum, f) => (f.size === null ? sum : (sum ?? 0) + f.size), null);

/** How far a download has got, in whole percent. */
export const percentOf = (record: DownloadRecord): number => {
  const total = totalBytes(record);
  return total ? Math.min(100, Math.floor((storedBytes(record) / total) * 100)) : 0;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Offline longer than the school's days since the last check: the learner must reconnect before it plays. */
export const mustReconnect = (record: DownloadRecord, maxOfflineDays: number, now: number): boolean => now - record.checked_at > maxOfflineDays * DAY_MS;
