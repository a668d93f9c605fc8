/**
 * The school's search index, one module for both ends: the build turns a school's BuildInput into MiniSearch
 * documents and serialises them (`buildSearchIndex`), and the browser opens that file and queries it
 * (`openSearchIndex`) with the very same term processing. Nothing here touches Node or the DOM.
 */
import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from 'minisearch';
import type { BuildInput } from '../../contract/build-input.ts';
import type { ProductType } from '../../contract/common.ts';
import {
  KIND_OF_TYPE,
  SEARCH_INDEX_VERSION,
  SEARCH_KINDS,
  SearchDocument,
  SearchIndexFile,
  searchKey,
  type LessonDocument,
  type ProductDocument,
  type SearchCounts,
  type SearchIndexOptions,
  type SearchIndexPart,
} from '../../contract/search.ts';

// ---------------------------------------------------------------------------------------------------------------
// Terms: how text becomes index terms and how a query becomes search terms (the same on both ends).

/**
 * Words too common to narrow a search. Dropped from documents and queries alike, so "chemistry for neet" (all
 * terms required) still finds "NEET Chemistry Crash Course".
 */
const STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'to', 'in', 'on', 'with', 'by', 'at', 'from', 'or']);

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
// Latin combining accents only: Devanagari vowel signs are combining marks too, and must stay.
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/** Text -> words, as MiniSearch's default tokenizer does (spaces and punctuation separate). */
export function tokenize(text: string): string[] {
  return text.split(SPACE_OR_PUNCTUATION).filter(Boolean);
}

/** One word -> its index term: lower case, Latin accents folded ("Français" -> "francais"); null for stop words. */
export function processTerm(term: string): string | null {
  const folded = term.toLowerCase().normalize('NFD').replace(LATIN_ACCENTS, '').normalize('NFC');
  return folded && !STOP_WORDS.has(folded) ? folded : null;
}

/** The terms a query searches for: empty when it holds nothing searchable (blank, or only stop words). */
export function queryTerms(query: string): string[] {
  return tokenize(query).flatMap((word) => processTerm(word) ?? []);
}

/**
 * The words one swap of two neighbouring letters away ("phyiscs" -> "physics"), by code point so it holds in any
 * script. Levenshtein distance counts a swap as two edits; people make it as one, so it is searched as one
 * (Damerau).
 */
export function transpositions(term: string): string[] {
  const letters = Array.from(term);
  const found = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    found.add(swapped.join(''));
  }
  found.delete(term);
  return [...found];
}

// ---------------------------------------------------------------------------------------------------------------
// Options, per part. They travel inside each file, so a file is always searched the way it was built.

const PRODUCT_FIELDS = ['kind', 'id', 'title', 'seo_title', 'text', 'tags', 'categories', 'teachers', 'course_type', 'price', 'rating', 'display_status', 'starts_at', 'image_url'] as const satisfies readonly (keyof ProductDocument)[];
const POST_FIELDS = ['post_type', 'published_at'] as const;
const LESSON_FIELDS = ['kind', 'id', 'title', 'course_id', 'section_id', 'section', 'lesson_kind'] as const satisfies readonly (keyof LessonDocument)[];

/**
 * Typo tolerance: `fuzzy: 0.2` allows one edit in words of 5 to 9 letters ("phisics" -> physics, "javscript" ->
 * javascript) and two from 10 letters, capped at 2 so long words do not match everything; shorter words must be
 * exact or a prefix; where one edit is allowed, a swap of two neighbouring letters counts as one (`transpositions`). `prefix` finds words as they are being typed ("phys"). All terms must match (AND); a query
 * that finds nothing that way is tried again with any term matching (`search`).
 */
const TYPO_TOLERANCE = { prefix: true, fuzzy: 0.2, maxFuzzy: 2, combineWith: 'AND', weights: { prefix: 0.375, fuzzy: 0.45 } } as const;

export const SEARCH_INDEX_OPTIONS: Readonly<Record<SearchIndexPart, SearchIndexOptions>> = {
  catalogue: {
    idField: 'key',
    fields: ['title', 'tags', 'categories', 'teachers', 'text'],
    storeFields: [...PRODUCT_FIELDS, ...POST_FIELDS],
    // A title match counts most; a tag or category names the subject; teachers are searched by name.
    searchOptions: { boost: { title: 4, tags: 2, categories: 1.5, teachers: 1.5, text: 1 }, ...TYPO_TOLERANCE },
  },
  lessons: {
    idField: 'key',
    fields: ['title', 'section'],
    storeFields: [...LESSON_FIELDS],
    searchOptions: { boost: { title: 3, section: 1 }, ...TYPO_TOLERANCE },
  },
};

function miniSearchOptions(options: SearchIndexOptions): Options<SearchDocument> {
  return {
    idField: options.idField,
    fields: options.fields,
    storeFields: options.storeFields,
    tokenize,
    processTerm,
    // The id is derived (`p5011001`, `l42`): product, lesson and post ids come from different sequences.
    extractField: (doc, field) => (field === options.idField ? searchKey(doc.kind, doc.id) : (doc as Record<string, unknown>)[field]),
    // Arrays (tags, teachers, categories) are searched as their words.
    stringifyField: (value) => (Array.isArray(value) ? value.join(' ') : String(value)),
    searchOptions: { ...options.searchOptions, tokenize, processTerm },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Build side: BuildInput -> documents -> index file.

/** Every product of the school as a search document, in the school's catalogue order. */
export function productDocuments(input: BuildInput): ProductDocument[] {
  const categories = new Map(input.categories.map((c) => [c.id, c.name]));
  const teachers = new Map(input.teachers.map((t) => [t.id, t.name]));
  return input.courses.map((course) => ({
    kind: KIND_OF_TYPE[course.course_type],
    id: course.id,
    title: course.title,
    seo_title: course.seo_title,
    text: course.short_description,
    tags: course.tags,
    categories: course.category_ids.flatMap((id) => categories.get(id) ?? []),
    teachers: course.teacher_ids.flatMap((id) => teachers.get(id) ?? []),
    course_type: course.course_type,
    price: course.price,
    rating: course.rating,
    display_status: course.display_status,
    starts_at: course.starts_at,
    image_url: course.image_url,
  }));
}

/** Every lesson of every product's curriculum, in curriculum order. */
export function lessonDocuments(input: BuildInput): LessonDocument[] {
  return input.courses.flatMap((course) =>
    course.sections.flatMap((section) =>
      section.lessons.map((lesson) => ({
        kind: 'lesson' as const,
        id: lesson.id,
        title: lesson.title,
        course_id: course.id,
        section_id: section.id,
        section: section.title,
        lesson_kind: lesson.kind,
      })),
    ),
  );
}

/** One part of a school's index, ready to serialise (JSON.stringify) into its file. */
export function buildSearchIndex(input: BuildInput, part: SearchIndexPart, documents: readonly SearchDocument[]): SearchIndexFile {
  const options = SEARCH_INDEX_OPTIONS[part];
  const index = new MiniSearch<SearchDocument>(miniSearchOptions(options));
  index.addAll(documents);
  // Through the schema: a MiniSearch that serialised differently (another serialisation version) fails the build.
  return SearchIndexFile.parse({
    version: SEARCH_INDEX_VERSION,
    part,
    slug: input.slug,
    options,
    index: index.toJSON(),
  });
}

/**
 * `last` (this part's index file from an earlier build of the school by this code) with the stored fields of
 * `documents`, when they are its documents in the same order with the same searched fields. Then the terms, field
 * lengths and ids are what a new index would hold, and only what results show changed (a price, a rating, a start
 * date): the same file as buildSearchIndex makes, at a small part of its cost (the large school's index took a
 * third of a second to build, the build's longest wait after its pages). `last` itself when no stored field
 * changed either; null when anything searched differs.
 */
export function patchSearchIndex(last: SearchIndexFile | undefined, input: BuildInput, part: SearchIndexPart, documents: readonly SearchDocument[]): SearchIndexFile | null {
  const options = SEARCH_INDEX_OPTIONS[part];
  if (!last || last.part !== part || last.slug !== input.slug || JSON.stringify(last.options) !== JSON.stringify(options)) return null;
  // A searched field must be stored, or a change to it could not be seen here.
  if (!options.fields.every((field) => options.storeFields.includes(field))) return null;
  const { index } = last;
  if (index.documentCount !== documents.length || index.nextId !== documents.length) return null;
  const search = miniSearchOptions(options);
  const stored: Record<string, Record<string, unknown>> = {};
  let changed = false;
  for (const [id, doc] of documents.entries()) {
    const was = index.storedFields[id] as Record<string, unknown> | undefined;
    if (!was || index.documentIds[id] !== searchKey(doc.kind, doc.id)) return null;
    // As MiniSearch stores a document's fields (saveStoredFields): in the option's order, undefined left out.
    const now: Record<string, unknown> = {};
    for (const field of options.storeFields) {
      const value = search.extractField!(doc, field);
      if (value !== undefined) now[field] = value;
    }
    if (options.fields.some((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))) return null;
    // Fields in another order count as a change: the file is then made again, never wrongly kept.
    changed ||= JSON.stringify(was) !== JSON.stringify(now);
    stored[id] = now;
  }
  return changed ? SearchIndexFile.parse({ ...last, index: { ...index, storedFields: stored } }) : last;
}

export function countDocuments(documents: readonly SearchDocument[]): SearchCounts {
  const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as SearchCounts;
  for (const doc of documents) counts[doc.kind] += 1;
  return counts;
}

// ---------------------------------------------------------------------------------------------------------------
// Browser side: an opened index.

export interface SearchHit<D extends SearchDocument = SearchDocument> {
  readonly doc: D;
  readonly score: number;
  /** The index terms the query matched in this document (after typo correction): what to highlight. */
  readonly terms: readonly string[];
}

export interface OpenedSearchIndex {
  readonly part: SearchIndexPart;
  /** Documents in the index. */
  readonly size: number;
  /**
   * Documents matching `query`, best first, optionally narrowed by `filter`. All terms must match; when that finds
   * nothing, any term may. Empty for a query with no searchable terms.
   */
  search(query: string, filter?: (doc: SearchDocument) => boolean): SearchHit[];
  /** A document by kind and id (a product, lesson or post), if this part holds it. */
  get(kind: SearchDocument['kind'], id: number): SearchDocument | null;
}

/** Opens a parsed index file. Stored documents are checked against the contract as they are first read. */
export function openSearchIndex(file: SearchIndexFile): OpenedSearchIndex {
  const options = miniSearchOptions(file.options);
  const index = MiniSearch.loadJS<SearchDocument>(file.index as Parameters<typeof MiniSearch.loadJS>[0], options);
  // Parsed documents by `<kind>:<id>` (a result carries its stored fields, whose `id` replaces MiniSearch's own).
  const documents = new Map<string, SearchDocument | null>();

  const read = (stored: Record<string, unknown> | undefined): SearchDocument | null => {
    const key = `${String(stored?.['kind'])}:${String(stored?.['id'])}`;
    let doc = documents.get(key);
    if (doc === undefined) {
      const parsed = SearchDocument.safeParse(stored);
      doc = parsed.success ? parsed.data : null;
      // One unreadable document is left out, not the whole search: the rest of the index is still good.
      if (!parsed.success) console.warn(`search: document ${key} of the ${file.part} index does not match the contract`);
      documents.set(key, doc);
    }
    return doc;
  };

  const { fuzzy, maxFuzzy = Infinity } = file.options.searchOptions;
  // Each term as typed (with the part's fuzziness), or, where that allows an edit, one swap of neighbouring letters.
  const termQuery = (term: string): Query => {
    const edits = Math.min(maxFuzzy, Math.round(Array.from(term).length * fuzzy));
    const swaps = edits >= 1 ? transpositions(term) : [];
    return swaps.length === 0 ? term : { combineWith: 'OR', queries: [term, { combineWith: 'OR', queries: swaps, fuzzy: false }] };
  };
  const run = (terms: readonly string[], combineWith: 'AND' | 'OR', filter?: (doc: SearchDocument) => boolean): SearchHit[] => {
    const results: SearchResult[] = index.search({ combineWith, queries: terms.map(termQuery) }, { combineWith } satisfies SearchOptions);
    const hits: SearchHit[] = [];
    for (const result of results) {
      const doc = read(result);
      if (doc && (!filter || filter(doc))) hits.push({ doc, score: result.score, terms: result.terms });
    }
    return hits;
  };

  return {
    part: file.part,
    size: index.documentCount,
    search(query, filter) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const all = run(terms, 'AND', filter);
      return all.length > 0 || terms.length === 1 ? all : run(terms, 'OR', filter);
    },
    get(kind, id) {
      const key = searchKey(kind, id);
      return index.has(key) ? read(index.getStoredFields(key)) : null;
    },
  };
}

/** Whether a product document is of the given course type (the `type` filter of /search). */
export const isOfType = (type: ProductType | undefined) => (doc: SearchDocument): boolean => doc.kind !== 'lesson' && doc.kind !== 'post' && (type === undefined || doc.course_type === type);
