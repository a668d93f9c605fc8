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
import { searchAssets, type SearchAssets } from '../../src/features/search/index-files.ts';
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

type Answer = { id: number; ok: true; assets: [LanguageCode, SearchAssets][] } | { id: number; ok: false };

type LastFiles = Partial<Record<SearchIndexPart, SearchIndexFile>>;

const assetsOf = (input: BuildInput, languages: readonly LanguageCode[], last: ReadonlyMap<LanguageCode, LastFiles> = new Map()): Map<LanguageCode, SearchAssets> =>
  new Map(languages.map((language) => [language, searchAssets(inLanguage(input, language), last.get(language))]));

/**
 * Each language's index files in the school's last build (`languages[0]` the default); none for a language whose
 * files cannot be read. Patched, they save building the index anew (patchSearchIndex).
 */
async function lastFiles(last: LastBuild | null, languages: readonly LanguageCode[]): Promise<Map<LanguageCode, LastFiles>> {
  const out = new Map<LanguageCode, LastFiles>();
  if (!last) return out;
  const scripts = await readFile(path.join(last.dir, SCHOOL_SCRIPTS_FILE), 'utf8').then((text) => SchoolScripts.parse(JSON.parse(text)).search_manifests, () => undefined);
  if (!scripts) return out;
  const files = new Map<string, Promise<SearchIndexFile | undefined>>();
  const file = (url: string) => {
    const name = url.split('/').pop()!;
    if (!files.has(name)) files.set(name, readFile(path.join(last.dir, SEARCH_DIR, name), 'utf8').then((text) => SearchIndexFile.parse(JSON.parse(text)), () => undefined));
    return files.get(name)!;
  };
  for (const [i, language] of languages.entries()) {
    const text = i === 0 ? scripts.default : scripts.languages[language];
    const manifest = text === undefined ? null : SearchManifest.safeParse(JSON.parse(text));
    if (!manifest?.success) continue;
    const { catalogue, lessons } = manifest.data.parts;
    out.set(language, { catalogue: await file(catalogue), ...(lessons ? { lessons: await file(lessons) } : {}) });
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
   */
  prepare(lastInputFile: string): Promise<void>;
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
            w.postMessage({ id, inputFile, languages, last: from } satisfies Job);
          })
        : null;
      return answer?.ok ? new Map(answer.assets) : assetsOf(input, languages);
    },
    async prepare(lastInputFile) {
      const size = await stat(lastInputFile).then((s) => s.size, () => 0);
      if (size >= ASIDE_FROM_INPUT_BYTES) start();
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
  port.on('message', (job: Job) => {
    Promise.all([readFile(job.inputFile, 'utf8'), lastFiles(job.last, job.languages).catch(() => new Map<LanguageCode, LastFiles>())])
      .then(([text, last]) => assetsOf(JSON.parse(text) as BuildInput, job.languages, last))
      .then(
        (assets) => port.postMessage({ id: job.id, ok: true, assets: [...assets] } satisfies Answer),
        () => port.postMessage({ id: job.id, ok: false } satisfies Answer),
      );
  });
}
