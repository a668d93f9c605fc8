import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PlayerResponse } from '../../contract/lessons.ts';
import { backoffMs, deviceName, download, MAX_ATTEMPTS, removeDownload } from './downloads.ts';
import { LECTURE_MASTER } from './fixtures.ts';
import { offlineCopy } from './offline-copy.ts';
import { CHUNK_BYTES, downloadId, getDownload, keepKey, putDownload, readFile, vault, type DownloadRecord } from './vault.ts';

const DAY = 24 * 60 * 60 * 1000;


const KEY = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
const OTHER_KEY = 'HxAREhMUFRYXGBkaGxwdHh8AAQIDBAUGBwgJCgsMDQ4';
const FILE = Uint8Array.from({ length: 2 * CHUNK_BYTES + 12_345 }, (_, i) => (i * 7) % 251);
const URL_OF = 'https://school.localhost/learner/v1/content/token/notes.pdf';

let next = 1;
async function queued(userId: number): Promise<DownloadRecord> {
  const lesson = next++;
  const record: DownloadRecord = {
    id: downloadId(userId, 9, lesson), user_id: userId, course_id: 9, lesson_id: lesson, kind: 'pdf', state: 'in_queue',
    player: { lesson: { id: lesson } } as unknown as PlayerResponse, entry: null, quality: null, files: [], added_at: Date.now(),
    checked_at: Date.now(), error: null, attempts: 0,
  };
  await putDownload(record);
  return record;
}

/** A file server answering byte ranges, whose connection drops once after `cutAfter` bytes of a response. */
function server(cutAfter: number | null) {
  const ranges: (string | null)[] = [];
  let cut = cutAfter;
  const fetcher = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('range');
    ranges.push(range);
    const from = range ? Number(/bytes=(\d+)-/.exec(range)![1]) : 0;
    const body = FILE.slice(from);
    const limit = cut;
    cut = null;
    const sent = limit === null ? body : body.slice(0, limit);
    let at = 0;
    // Piece by piece as the reader asks, then the end or the dropped line.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at < sent.byteLength) {
          controller.enqueue(sent.slice(at, at + 64 * 1024));
          at += 64 * 1024;
        } else if (limit === null) controller.close();
        else controller.error(new TypeError('network error'));
      },
    });
    const headers = { 'content-type': 'application/pdf', 'content-length': String(body.byteLength), ...(range ? { 'content-range': `bytes ${from}-${FILE.byteLength - 1}/${FILE.byteLength}` } : {}) };
    return new Response(stream, { status: range ? 206 : 200, headers });
  }) as typeof fetch;
  return { fetcher, ranges };
}

const noWait = async () => {};
const signedUrl = async () => ({ url: URL_OF, captions: [] });

describe('the download queue', () => {
  it('stores a file encrypted, in chunks, that decrypts only under its key', async () => {
    const key = await keepKey(1, crypto.randomUUID(), KEY, 7);
    const record = await download(await queued(1), { ...server(null), wait: noWait, signedUrl });
    expect(record.state).toBe('downloaded');
    expect(record.entry).toBe('notes.pdf');
    const file = record.files[0]!;
    expect(file).toMatchObject({ path: 'notes.pdf', done: FILE.byteLength, size: FILE.byteLength, complete: true, type: 'application/pdf' });
    expect(await readFile(key, record.id, file)).toEqual(FILE);

    // On disk it is ciphertext, and another learner's key (or this one's, for another download) opens nothing.
    const chunk = await (await vault()).get('chunks', [record.id, 'notes.pdf', 0]);
    expect(new Uint8Array(chunk!.data).slice(0, 64)).not.toEqual(FILE.slice(0, 64));
    const other = await keepKey(2, crypto.randomUUID(), OTHER_KEY, 7);
    expect(await readFile(other, record.id, file)).toBeNull();
    expect(await readFile(key, downloadId(1, 9, 999), file)).toBeNull();
  });

  it('goes on after a dropped connection from its last whole chunk, by a byte range', async () => {
    await keepKey(3, crypto.randomUUID(), KEY, 7);
    const { fetcher, ranges } = server(CHUNK_BYTES + 500_000);
    const waits: number[] = [];
    const record = await download(await queued(3), { fetcher, signedUrl, wait: async (ms) => void waits.push(ms) });
    expect(record.state).toBe('downloaded');
    // The first chunk was whole when the line dropped: the second request starts where it ended.
    expect(ranges).toEqual([null, `bytes=${CHUNK_BYTES}-`]);
    expect(waits).toEqual([backoffMs(1)]);
    expect(await readFile((await vault().then((db) => db.get('keys', 3)))!.key, record.id, record.files[0]!)).toEqual(FILE);
  });

  it('waits longer after each failure and gives up after its attempts, kept as failed', async () => {
    await keepKey(4, crypto.randomUUID(), KEY, 7);
    const waits: number[] = [];
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const record = await download(await queued(4), { fetcher: down, signedUrl, wait: async (ms) => void waits.push(ms) });
    expect(record.state).toBe('failed');
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(waits).toHaveLength(MAX_ATTEMPTS - 1);
    expect((await getDownload(record.id))!.state).toBe('failed');
    expect(backoffMs(20)).toBe(60_000);
  });

  it('fails at once, without waiting, when the API refuses the lesson', async () => {
    await keepKey(5, crypto.randomUUID(), KEY, 7);
    const refused = Object.assign(new Error('refused'), {});
    const { AppError } = await import('../../platform/errors/app-error.ts');
    const waits: number[] = [];
    const record = await download(await queued(5), {
      ...server(null), wait: async (ms) => void waits.push(ms),
      signedUrl: async () => {
        throw new AppError(403, 'Your access to this course has ended. Renew it to continue', { httpStatus: 403, cause: refused });
      },
    });
    expect(record).toMatchObject({ state: 'failed', error: 'Your access to this course has ended. Renew it to continue' });
    expect(waits).toEqual([]);
  });

  it('stops when the learner deletes it midway, and leaves nothing of it behind', async () => {
    await keepKey(6, crypto.randomUUID(), KEY, 7);
    const record = await queued(6);
    const { fetcher } = server(null);
    let deleted = false;
    // The learner deletes it once its first chunk is stored.
    const slow = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetcher(input, init);
      const reader = response.body!.getReader();
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent > CHUNK_BYTES && !deleted) {
            await removeDownload(record.id);
            deleted = true;
          }
          const { done, value } = await reader.read();
          if (done) controller.close();
          else {
            sent += value.byteLength;
            controller.enqueue(value);
          }
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    }) as typeof fetch;
    await download(record, { fetcher: slow, signedUrl, wait: noWait });
    expect(deleted).toBe(true);
    expect(await getDownload(record.id)).toBeUndefined();
    expect(await (await vault()).countFromIndex('chunks', 'by_download', record.id)).toBe(0);
  });

  it('asked for again after it failed, goes on from what it had stored', async () => {
    await keepKey(7, crypto.randomUUID(), KEY, 7);
    const first = server(CHUNK_BYTES + 10);
    // The line drops on every attempt but the first's first megabyte: it fails, with one whole chunk stored.
    let calls = 0;
    const failing = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      if (calls > 1) throw new TypeError('Failed to fetch');
      return first.fetcher(input, init);
    }) as typeof fetch;
    const failed = await download(await queued(7), { fetcher: failing, signedUrl, wait: noWait });
    expect(failed.state).toBe('failed');
    expect(failed.files[0]!.done).toBe(CHUNK_BYTES);
    // Again (as the Try again button does: back in the queue, attempts reset, its files kept).
    const again = server(null);
    const record = await download({ ...failed, state: 'in_queue', attempts: 0, error: null }, { fetcher: again.fetcher, signedUrl, wait: noWait });
    expect(record.state).toBe('downloaded');
    expect(again.ranges).toEqual([`bytes=${CHUNK_BYTES}-`]);
  });

  it("is the player's copy of the lesson, whose right the API's answer renews or ends", async () => {
    await keepKey(8, crypto.randomUUID(), KEY, 7);
    const record = await download(await queued(8), { ...server(null), wait: noWait, signedUrl });
    const now = Date.now();
    const copy = await offlineCopy(8, record.lesson_id, null, now);
    expect(copy).toMatchObject({ src: `/_offline/${encodeURIComponent(record.id)}/notes.pdf`, reconnectAfterDays: null });
    // Eight days without a check: it asks to reconnect; the API saying the lesson is open renews it.
    expect((await offlineCopy(8, record.lesson_id, null, now + 8 * DAY))!.reconnectAfterDays).toBe(7);
    expect((await offlineCopy(8, record.lesson_id, 'open', now + 8 * DAY))!.reconnectAfterDays).toBeNull();
    expect((await getDownload(record.id))!.checked_at).toBe(now + 8 * DAY);
    // A lapsed session ends no right; an ended enrolment deletes the download.
    expect(await offlineCopy(8, record.lesson_id, 'sign_in', now)).not.toBeNull();
    expect(await offlineCopy(8, record.lesson_id, 'renew', now)).toBeNull();
    expect(await getDownload(record.id)).toBeUndefined();
    // Another learner on this browser has no copy of it.
    expect(await offlineCopy(2, record.lesson_id, null, now)).toBeNull();
  });

  it('keeps a video as one rendition, by its quality label, with its voice and captions, that hls.js plays from the copy', async () => {
    const key = await keepKey(10, crypto.randomUUID(), KEY, 7);
    const base = 'https://school.localhost/learner/v1/content/tok/';
    const files: Record<string, string> = {
      'master.m3u8': LECTURE_MASTER,
      'good/index.m3u8': '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:40,\n00.m4s\n#EXT-X-ENDLIST\n',
      'good/init.mp4': 'init-good', 'good/00.m4s': 'segment-good',
      'audio-en/index.m3u8': '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:40,\n00.m4s\n#EXT-X-ENDLIST\n',
      'audio-en/init.mp4': 'init-voice', 'audio-en/00.m4s': 'segment-voice',
      'captions-en.vtt': 'WEBVTT\n',
    };
    const asked: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      const path = String(input).slice(base.length);
      asked.push(path);
      const body = files[path];
      return body === undefined ? new Response('no', { status: 404 }) : new Response(body, { headers: { 'content-type': 'application/octet-stream' } });
    }) as typeof fetch;
    const record = await download({ ...(await queued(10)), kind: 'video', quality: 'Good' }, {
      fetcher, wait: noWait, signedUrl: async () => ({ url: `${base}master.m3u8`, captions: [{ language: 'en', url: `${base}captions-en.vtt` }] }),
    });
    expect(record.state).toBe('downloaded');
    expect(record.entry).toBe('master.m3u8');
    // The other renditions are never fetched.
    expect(asked.filter((p) => /^(best|better|average)\//.test(p))).toEqual([]);
    const kept = Object.fromEntries(await Promise.all(record.files.map(async (f) => [f.path, new TextDecoder().decode((await readFile(key, record.id, f))!)] as const)));
    expect(Object.keys(kept).sort()).toEqual(['audio-en/00.m4s', 'audio-en/index.m3u8', 'audio-en/init.mp4', 'captions-en.vtt', 'good/00.m4s', 'good/index.m3u8', 'good/init.mp4', 'master.m3u8']);
    expect(kept['good/00.m4s']).toBe('segment-good');
    expect(kept['master.m3u8']).toContain('NAME="Good"');
    expect(kept['master.m3u8']).not.toContain('best/index.m3u8');
    expect(kept['master.m3u8']).toContain('URI="audio-en/index.m3u8"');
    const copy = await offlineCopy(10, record.lesson_id, null);
    expect(copy).toMatchObject({
      src: `/_offline/${encodeURIComponent(record.id)}/master.m3u8`,
      captions: [{ language: 'en', url: `/_offline/${encodeURIComponent(record.id)}/captions-en.vtt` }],
    });
  });

  it('names the device by its browser and system', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Linux');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
  });
});

describe('the daily check of downloads', () => {
  it("deletes what may not stay, stamps the rest checked, takes the school's days, and checks only what is due", async () => {
    const { checkRights, CHECK_EVERY_MS } = await import('./rights.ts');
    await keepKey(20, crypto.randomUUID(), KEY, 7);
    const [open, ended, fresh] = [await queued(20), await queued(20), await queued(20)];
    const now = Date.now() + CHECK_EVERY_MS;
    await putDownload({ ...fresh, checked_at: now - 1000 });
    const asked: number[][] = [];
    const result = await checkRights(20, {
      now,
      ask: async ({ items }) => {
        asked.push(items.map((i) => i.lesson_id).sort((a, b) => a - b));
        return {
          checked_at: new Date(now).toISOString(), policy: { max_offline_days: 3, max_devices: 2 },
          items: items.map((i) => ({ ...i, ended: i.lesson_id === ended.lesson_id ? ('expired' as const) : null, expires_at: null })),
        };
      },
    });
    expect(asked).toEqual([[open.lesson_id, ended.lesson_id]]);
    expect(result).toEqual({ kept: 1, deleted: 1 });
    expect(await getDownload(ended.id)).toBeUndefined();
    expect((await getDownload(open.id))!.checked_at).toBe(now);
    const { keyOf } = await import('./vault.ts');
    expect((await keyOf(20))!.max_offline_days).toBe(3);
  });

  it('deletes nothing when the check fails', async () => {
    const { checkRights } = await import('./rights.ts');
    await keepKey(21, crypto.randomUUID(), KEY, 7);
    const record = await queued(21);
    await expect(checkRights(21, { force: true, ask: async () => { throw new TypeError('Failed to fetch'); } })).rejects.toThrow();
    expect(await getDownload(record.id)).toBeDefined();
  });
});
