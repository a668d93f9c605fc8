/**
 * Pyodide's two large files (its WebAssembly and its standard library, about 12 MB together), served by our own edge
 * from the school's build and kept in the browser's Cache Storage, so that Python runs offline after its first load.
 * Loaded only when a Python challenge runs; their download's progress is reported as it goes.
 */
import wasmUrl from 'pyodide/pyodide.asm.wasm?url';
import stdlibUrl from 'pyodide/python_stdlib.zip?url';

/** The names Pyodide asks for its files under: never fetched from the network (runner.worker.ts answers them). */
export const PYODIDE_INDEX = 'https://pyodide.invalid/';

/** One cache for the runtime; a new version's files have new (hashed) addresses, and the old ones are dropped. */
const CACHE = 'schoolfront-pyodide';

const FILES = [
  { name: 'pyodide.asm.wasm', url: wasmUrl, type: 'application/wasm' },
  { name: 'python_stdlib.zip', url: stdlibUrl, type: 'application/zip' },
] as const;

const openCache = async (): Promise<Cache | null> => ('caches' in self ? caches.open(CACHE).catch(() => null) : null);

async function readAll(response: Response, onBytes: (bytes: number) => void): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks as BlobPart[]);
}

/** Python's runtime could not be fetched (offline before its first load, or the edge refused): the page says so in
 * the learner's language and offers to try again. */
export class PythonUnavailable extends Error {
  constructor(status: number | null) {
    super(`Python could not be loaded${status === null ? '' : ` (${status})`}`);
  }
}

/** Each file by the name Pyodide asks for, from the cache or downloaded (and then cached). */
export async function loadPyodideFiles(progress: (loaded: number, total: number) => void): Promise<Map<string, Response>> {
  const cache = await openCache();
  const files = FILES.map((file) => ({ ...file, href: new URL(file.url, self.location.href).href }));
  const found = await Promise.all(files.map(async (file) => (await cache?.match(file.href)) ?? null));
  const out = new Map<string, Response>();
  const missing = files.filter((file, i) => {
    const cached = found[i];
    if (cached) out.set(file.name, cached);
    return !cached;
  });
  if (missing.length > 0) {
    const responses = await Promise.all(missing.map((file) => fetch(file.href))).catch(() => {
      throw new PythonUnavailable(null);
    });
    const failed = responses.find((r) => !r.ok);
    if (failed) throw new PythonUnavailable(failed.status);
    // Sizes as sent; a compressed response delivers more bytes than it announced, so the total follows what arrived.
    let total = responses.reduce((sum, r) => sum + Number(r.headers.get('content-length') ?? 0), 0);
    let loaded = 0;
    progress(loaded, total);
    await Promise.all(missing.map(async (file, i) => {
      const blob = await readAll(responses[i]!, (bytes) => {
        loaded += bytes;
        total = Math.max(total, loaded);
        progress(loaded, total);
      }).catch(() => {
        throw new PythonUnavailable(null);
      });
      const response = new Response(blob, { headers: { 'content-type': file.type, 'content-length': String(blob.size) } });
      // A full disk only costs the next visit a download.
      await cache?.put(file.href, response.clone()).catch(() => undefined);
      out.set(file.name, response);
    }));
  }
  if (cache) {
    const current = new Set(files.map((file) => file.href));
    for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
  }
  return out;
}
