/**
 * Schools' search indexes, built on a worker thread while their pages render: on the large school it is a third of
 * a second of work that needs nothing the renderer makes, so on a second core it costs the build nothing. One
 * worker serves a whole build, one school after another.
 */
import { readFile, stat } from 'node:fs/promises';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { inLanguage, type BuildInput } from '../../src/contract/build-input.ts';
import type { LanguageCode } from '../../src/contract/school-config.ts';
import { searchAssets, type SearchAssets } from '../../src/features/search/index-files.ts';

interface Job {
  id: number;
  /** The build input the build just wrote, as fetched and checked. */
  inputFile: string;
  languages: readonly LanguageCode[];
}

type Answer = { id: number; ok: true; assets: [LanguageCode, SearchAssets][] } | { id: number; ok: false };

const assetsOf = (input: BuildInput, languages: readonly LanguageCode[]): Map<LanguageCode, SearchAssets> =>
  new Map(languages.map((language) => [language, searchAssets(inLanguage(input, language))]));

export interface SearchAside {
  /**
   * Each language's index of the school whose input is `input`, written to `inputFile`. Should the worker fail, the
   * same work is done on this thread, where its error shows.
   */
  build(input: BuildInput, inputFile: string, languages: readonly LanguageCode[]): Promise<Map<LanguageCode, SearchAssets>>;
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
    async build(input, inputFile, languages) {
      const w = input.courses.length >= ASIDE_FROM_PRODUCTS ? start() : null;
      const answer = w
        ? await new Promise<Answer | null>((resolve) => {
            const id = next++;
            waiting.set(id, resolve);
            w.postMessage({ id, inputFile, languages } satisfies Job);
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
    readFile(job.inputFile, 'utf8')
      .then((text) => assetsOf(JSON.parse(text) as BuildInput, job.languages))
      .then(
        (assets) => port.postMessage({ id: job.id, ok: true, assets: [...assets] } satisfies Answer),
        () => port.postMessage({ id: job.id, ok: false } satisfies Answer),
      );
  });
}
