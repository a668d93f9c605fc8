/**
 * A school's search index as files for its bundle (build time only: Node's crypto). The CLI writes the files into
 * the build (`_search/<part>.<hash>.json`) and the manifest naming them into the build's `_sf-school.json`, from
 * which the edge gives every page of the build its manifest.
 */
import { createHash } from 'node:crypto';
import { searchIndexUrl } from '../../contract/bundle.ts';
import type { BuildInput } from '../../contract/build-input.ts';
import { SEARCH_INDEX_VERSION, SearchManifest, type SearchIndexFile, type SearchIndexPart } from '../../contract/search.ts';
import { buildSearchIndex, countDocuments, lessonDocuments, patchSearchIndex, productDocuments } from './search-index.ts';

export interface SearchIndexAsset {
  readonly part: SearchIndexPart;
  /** `catalogue.<16 hex of SHA-256>.json` */
  readonly name: string;
  /** `/_search/<name>` */
  readonly url: string;
  readonly body: string;
}

export interface SearchAssets {
  readonly manifest: SearchManifest;
  readonly files: readonly SearchIndexAsset[];
}

function asset(part: SearchIndexPart, body: string): SearchIndexAsset {
  const name = `${part}.${createHash('sha256').update(body).digest('hex').slice(0, 16)}.json`;
  return { part, name, url: searchIndexUrl(name), body };
}

// Built once per BuildInput object.
const built = new WeakMap<BuildInput, SearchAssets>();

/** A part's index file in an earlier build: as parsed, and its text. */
export interface LastIndexFile {
  readonly file: SearchIndexFile;
  readonly text: string;
}

/**
 * The school's index files and the manifest its pages carry. A school without lessons has no lessons file. With
 * `last` (an earlier build's files of this language, by part, made by this code), a part whose searched fields did
 * not change is that file with its stored fields brought up to date (patchSearchIndex), or that file's text when
 * none changed.
 */
export function searchAssets(input: BuildInput, last: Partial<Record<SearchIndexPart, LastIndexFile>> = {}): SearchAssets {
  const cached = built.get(input);
  if (cached) return cached;
  const products = productDocuments(input);
  const lessons = lessonDocuments(input);
  const indexOf = (part: SearchIndexPart, documents: Parameters<typeof buildSearchIndex>[2]) => {
    const was = last[part];
    const patched = patchSearchIndex(was?.file, input, part, documents);
    // Nothing in it changed: the file's own text, not the same text made again (the large school's lessons are 3 MB
    // of it, and a price changes only the catalogue).
    return was && patched === was.file ? was.text : JSON.stringify(patched ?? buildSearchIndex(input, part, documents));
  };
  const catalogue = asset('catalogue', indexOf('catalogue', products));
  const lessonsFile = lessons.length > 0 ? asset('lessons', indexOf('lessons', lessons)) : null;
  const result: SearchAssets = {
    manifest: SearchManifest.parse({
      version: SEARCH_INDEX_VERSION,
      parts: { catalogue: catalogue.url, lessons: lessonsFile?.url ?? null },
      counts: countDocuments([...products, ...lessons]),
    }),
    files: lessonsFile ? [catalogue, lessonsFile] : [catalogue],
  };
  built.set(input, result);
  return result;
}

