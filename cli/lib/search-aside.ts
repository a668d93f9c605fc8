/**
 * Schools' search indexes, built on a worker thread while their pages render: on the large school it is a third of
 * a second of work that needs nothing the renderer makes, so on a second core it costs the build nothing. One
 * worker serves a whole build, one school after another.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { inLanguage, type BuildInput } from '../../src/contract/build-input.ts';
import { buildRoot, SCHOOL_SCRIPTS_FILE, SchoolScripts, SEARCH_DIR } from '../../src/contract/bundle.ts';
import type { LanguageCode } from '../../src/contract/school-config.ts';
import { SearchIndexFile, SearchManifest, type SearchIndexPart } from '../../src/contract/search.ts';
import { searchAssets, type LastIndexFile, type SearchAssets } from '../../src/features/search/index-files.ts';
import type { PageRecord } from './page-record.ts';

/** The school's last build, made by the code as it is now (its record says so): its folder. */
export interface LastBuild {
  dir: string;
}

interface Job {
  id: number;
  /** The build input the build just wrote, as fetched and checked. */
  inputFile: string;
  languages: readonly LanguageCode[];
  last: LastBuild | null;
}

/** A job, or word of the last build whose index files a job will patch (read meanwhile). */
type Message = Job | { read: LastBuild };

type Answer = { id: number; ok: true; assets: [LanguageCode, SearchAssets][] } | { id: number; ok: false };

type LastFiles = Partial<Record<SearchIndexPart, LastIndexFile>>;

const assetsOf = (input: BuildInput, languages: readonly LanguageCode[], last: ReadonlyMap<LanguageCode, LastFiles> = new Map()): Map<LanguageCode, SearchAssets> =>
  new Map(languages.map((language) => [language, searchAssets(inLanguage(input, language), last.get(language))]));

/** A last build's index files: its default language's, and each other language's by code. */
interface LastBuildFiles {
  default?: LastFiles;
  languages: Map<LanguageCode, LastFiles>;
}

/**
 * Every language's index files in the school's last build; none for a language whose files cannot be read. Patched,
 * they save building the index anew (patchSearchIndex).
 */
async function lastBuildFiles(last: LastBuild | null): Promise<LastBuildFiles> {
  const out: LastBuildFiles = { languages: new Map() };
  if (!last) return out;
  const scripts = await readFile(path.join(last.dir, SCHOOL_SCRIPTS_FILE), 'utf8').then((text) => SchoolScripts.parse(JSON.parse(text)).search_manifests, () => undefined);
  if (!scripts) return out;
  const files = new Map<string, Promise<LastIndexFile | undefined>>();
  const file = (url: string) => {
    const name = url.split('/').pop()!;
    if (!files.has(name)) files.set(name, readFile(path.join(last.dir, SEARCH_DIR, name), 'utf8').then((text) => ({ file: SearchIndexFile.parse(JSON.parse(text)), text }), () => undefined));
    return files.get(name)!;
  };
  const filesOf = async (text: string): Promise<LastFiles | undefined> => {
    const manifest = SearchManifest.safeParse(JSON.parse(text));
    if (!manifest.success) return undefined;
    const { catalogue, lessons } = manifest.data.parts;
    return { catalogue: await file(catalogue), ...(lessons ? { lessons: await file(lessons) } : {}) };
  };
  const found = await filesOf(scripts.default);
  if (found) out.default = found;
  for (const [language, text] of Object.entries(scripts.languages) as [LanguageCode, string][]) {
    const of = await filesOf(text);
    if (of) out.languages.set(language, of);
  }
  return out;
}

/** `languages`' files (`languages[0]` the default) among a last build's. */
function lastFiles(all: LastBuildFiles, languages: readonly LanguageCode[]): Map<LanguageCode, LastFiles> {
  const out = new Map<LanguageCode, LastFiles>();
  for (const [i, language] of languages.entries()) {
    const files = i === 0 ? all.default : all.languages.get(language);
    if (files) out.set(language, files);
  }
  return out;
}

/**
 * The last build whose index files a build may patch: the one the school's record names, if the code as it is now
 * (`code`) made it. Other code may index differently.
 */
export const lastBuildFor = (outDir: string, slug: string, record: Pick<PageRecord, 'build' | 'code'> | null, code: string): LastBuild | null =>
  record && record.code === code ? { dir: path.join(outDir, ...buildRoot(slug, record.build).split('/').filter(Boolean)) } : null;

export interface SearchAside {
  /**
   * Each language's index of the school whose input is `input`, written to `inputFile`. Should the worker fail, the
   * same work is done on this thread, where its error shows.
   */
  build(input: BuildInput, inputFile: string, languages: readonly LanguageCode[], last?: Promise<LastBuild | null>): Promise<Map<LanguageCode, SearchAssets>>;
  /**
   * Starts the worker now if the school's last input (`lastInputFile`) shows it large enough to build aside: its
   * modules then load while the school is fetched, not after (a quarter of a second of the large school's build).
   * With the school's `last` build, the worker reads that build's index files meanwhile too (the large school's are
   * 4.6 MB of JSON: a tenth of a second or more read after the fetch).
   */
  prepare(lastInputFile: string, last?: Promise<LastBuild | null>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Schools with fewer products build their index here: it takes them milliseconds, less than a worker takes to start
 * (its modules loaded again, a few hundred milliseconds of a core the API and renderer are using).
 */
export const ASIDE_FROM_PRODUCTS = 250;
/** A last input this large (in bytes) is a school of about ASIDE_FROM_PRODUCTS products or more. */
const ASIDE_FROM_INPUT_BYTES = 1024 * 1024;

export function searchAside(): SearchAside {
  let worker: Worker | null = null;
  let broken = false;
  let next = 0;
  const waiting = new Map<number, (answer: Answer | null) => void>();
  const fail = () => {
    broken = true;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };
  const start = (): Worker | null => {
    if (broken) return null;
    if (worker) return worker;
    try {
      worker = new Worker(new URL(import.meta.url));
    } catch {
      broken = true;
      return null;
    }
    worker.on('message', (answer: Answer) => {
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    worker.on('error', fail);
    worker.on('exit', fail);
    return worker;
  };
  return {
    async build(input, inputFile, languages, last) {
      const w = input.courses.length >= ASIDE_FROM_PRODUCTS ? start() : null;
      const from = w ? await (last ?? Promise.resolve(null)).catch(() => null) : null;
      const answer = w
        ? await new Promise<Answer | null>((resolve) => {
            const id = next++;
            waiting.set(id, resolve);
            w.postMessage({ id, inputFile, languages, last: from } satisfies Message);
          })
        : null;
      return answer?.ok ? new Map(answer.assets) : assetsOf(input, languages);
    },
    async prepare(lastInputFile, last) {
      const size = await stat(lastInputFile).then((s) => s.size, () => 0);
      if (size < ASIDE_FROM_INPUT_BYTES) return;
      const w = start();
      const from = await (last ?? Promise.resolve(null)).catch(() => null);
      if (w && from) w.postMessage({ read: from } satisfies Message);
    },
    async close() {
      const w = worker;
      worker = null;
      broken = true;
      if (w) await w.terminate();
    },
  };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  // Each last build's files, read once: as soon as the build names it (`{ read }`, from `prepare`), while the school
  // is fetched, not after.
  const reads = new Map<string, Promise<LastBuildFiles>>();
  const readLast = (last: LastBuild | null): Promise<LastBuildFiles> => {
    if (!last) return Promise.resolve({ languages: new Map() });
    let read = reads.get(last.dir);
    if (!read) reads.set(last.dir, (read = lastBuildFiles(last).catch(() => ({ languages: new Map() }))));
    return read;
  };
  port.on('message', (message: Message) => {
    if ('read' in message) {
      void readLast(message.read);
      return;
    }
    const job = message;
    Promise.all([readFile(job.inputFile, 'utf8'), readLast(job.last)])
      .then(([text, last]) => assetsOf(JSON.parse(text) as BuildInput, job.languages, lastFiles(last, job.languages)))
      .then(
        (assets) => port.postMessage({ id: job.id, ok: true, assets: [...assets] } satisfies Answer),
        () => port.postMessage({ id: job.id, ok: false } satisfies Answer),
      );
  });
}
