/**
 * The school's search (SPEC.md section 2: /search, /global-search, /search-redirect): what one result is, the
 * prerendered index files the CLI writes into each build, the manifest pages carry to find them, and the query
 * keys of the three routes. docs/decisions/0011-search.md says why it is shaped this way.
 */
import { z } from 'zod';
import { AssetUrl, Id, IsoDate, ProductType, Slug } from './common.ts';
import { SEARCH_DIR, SEARCH_INDEX_FILE_NAME } from './bundle.ts';
import { DisplayStatus, Lesson, PriceSummary, RatingSummary } from './catalogue.ts';

// ---------------------------------------------------------------------------------------------------------------
// Documents: one per thing a learner can find. Each is stored whole in the index, so a result row renders from it
// without another request.

/** What a result is. `post` is the news feed's (reserved: no build indexes posts yet). */
export const SEARCH_KINDS = ['course', 'test', 'bundle', 'testSeries', 'lesson', 'post'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

export const PRODUCT_KINDS = ['course', 'test', 'bundle', 'testSeries'] as const;
export const ProductKind = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof ProductKind>;

/** Course type number (SPEC.md section 3) -> product kind, and back. */
export const KIND_OF_TYPE: Readonly<Record<ProductType, ProductKind>> = { 1: 'course', 2: 'test', 3: 'bundle', 4: 'testSeries' };
export const TYPE_OF_KIND: Readonly<Record<ProductKind, ProductType>> = { course: 1, test: 2, bundle: 3, testSeries: 4 };

/** A course, test, bundle or test series: enough for a result row (title, type, price, rating, status, art). */
export const ProductDocument = z.object({
  kind: ProductKind,
  id: Id,
  title: z.string().min(1),
  /** The `{productSeo}` of its sales page. */
  seo_title: Slug,
  /** The product's short description. */
  text: z.string(),
  tags: z.array(z.string()),
  /** Names of its categories (searchable, shown as context). */
  categories: z.array(z.string()),
  /** Names of its teachers (searchable, shown as "by ..."). */
  teachers: z.array(z.string()),
  course_type: ProductType,
  price: PriceSummary.nullable(),
  rating: RatingSummary,
  display_status: DisplayStatus,
  /** When a scheduled product starts (its status badge shows the date). */
  starts_at: IsoDate.nullable(),
  image_url: AssetUrl.nullable(),
});
export type ProductDocument = z.infer<typeof ProductDocument>;

/**
 * A lesson of a course. Its course's title and `{productSeo}` come from the course's own document in the same
 * build (`course_id`), which keeps the many lesson documents small.
 */
export const LessonDocument = z.object({
  kind: z.literal('lesson'),
  id: Id,
  title: z.string().min(1),
  course_id: Id,
  section_id: Id,
  /** The title of its section (searchable, shown as context). */
  section: z.string(),
  lesson_kind: Lesson.shape.kind,
});
export type LessonDocument = z.infer<typeof LessonDocument>;

/** A news-feed post (SPEC.md section 2, /newsfeed/{postId}). Reserved for the news-feed issue. */
export const PostDocument = z.object({
  kind: z.literal('post'),
  id: Id,
  title: z.string().min(1),
  text: z.string(),
  /** Feed post type number (SPEC.md section 3: 2 article, 4 video, ...). */
  post_type: z.number().int().positive(),
  image_url: AssetUrl.nullable(),
  published_at: IsoDate,
});
export type PostDocument = z.infer<typeof PostDocument>;

export const SearchDocument = z.discriminatedUnion('kind', [ProductDocument, LessonDocument, PostDocument]);
export type SearchDocument = z.infer<typeof SearchDocument>;

/** The index's own id of a document: one letter for its family and the id (`p5011001`, `l42`, `n7`). */
export function searchKey(kind: SearchKind, id: number): string {
  return `${kind === 'lesson' ? 'l' : kind === 'post' ? 'n' : 'p'}${id}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Index files

/** The format of the files below; a page refuses a file of another version (its code would read it wrongly). */
export const SEARCH_INDEX_VERSION = 1;

/**
 * A school's search index is cut into parts, each its own file, so a page loads only what it shows: `catalogue`
 * (products, and posts once the news feed is indexed) for /search, and `lessons` (usually the larger: a course
 * has many lessons) only when lessons are asked for.
 */
export const SearchIndexPart = z.enum(['catalogue', 'lessons']);
export type SearchIndexPart = z.infer<typeof SearchIndexPart>;

/** Where a part is served from: `/_search/<part>.<first 16 hex of its SHA-256>.json` (bundle.ts). */
export const SearchIndexUrl = z
  .string()
  .refine((url) => url.startsWith(`/${SEARCH_DIR}/`) && SEARCH_INDEX_FILE_NAME.test(url.slice(SEARCH_DIR.length + 2)), 'must be a /_search/<part>.<hash>.json path');

const Boosts = z.record(z.string(), z.number().positive());

/** The MiniSearch options an index was built with, and the search options it is meant to be queried with. */
export const SearchIndexOptions = z.object({
  idField: z.string(),
  fields: z.array(z.string()).min(1),
  storeFields: z.array(z.string()),
  searchOptions: z.object({
    boost: Boosts,
    prefix: z.boolean(),
    /** A fraction of the term's length (MiniSearch: 0.2 allows one edit in 5 to 9 letters, two from 10). */
    fuzzy: z.number().min(0).max(1),
    maxFuzzy: z.number().int().min(0),
    combineWith: z.enum(['AND', 'OR']),
    weights: z.object({ prefix: z.number().positive(), fuzzy: z.number().positive() }),
  }),
});
export type SearchIndexOptions = z.infer<typeof SearchIndexOptions>;

/** An object or array checked by kind only: large parts of the index are handed to MiniSearch uncopied. */
const opaqueRecord = z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'must be an object');
const opaqueArray = z.custom<unknown[]>((v) => Array.isArray(v), 'must be an array');

/**
 * MiniSearch's serialised index (`MiniSearch#toJSON()`, serialisation version 2). Only its outline is checked here,
 * cheaply (a 2,000-product index has tens of thousands of terms); MiniSearch reads the rest, and every stored
 * document is parsed with SearchDocument before it is shown.
 */
export const SerializedMiniSearch = z.looseObject({
  serializationVersion: z.literal(2),
  documentCount: z.number().int().nonnegative(),
  nextId: z.number().int().nonnegative(),
  documentIds: opaqueRecord,
  fieldIds: z.record(z.string(), z.number()),
  fieldLength: opaqueRecord,
  averageFieldLength: z.array(z.number()),
  storedFields: opaqueRecord,
  index: opaqueArray,
});

/** One index file: `/_search/<part>.<hash>.json`. */
export const SearchIndexFile = z.object({
  version: z.literal(SEARCH_INDEX_VERSION),
  part: SearchIndexPart,
  // No build or fetch time: the same data gives the same bytes, so the same name, and a rebuild that changed
  // nothing searchable uploads no index and sends no learner to download it again.
  slug: Slug,
  options: SearchIndexOptions,
  index: SerializedMiniSearch,
});
export type SearchIndexFile = z.infer<typeof SearchIndexFile>;

/** Documents per kind in a build: the global search shows a tab only for kinds the school has (posts). */
export const SearchCounts = z.object(Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, z.number().int().nonnegative()])) as Record<SearchKind, z.ZodNumber>);
export type SearchCounts = z.infer<typeof SearchCounts>;

/**
 * What every page of a build carries (`<html data-search-index="...">`, JSON, set by the edge from the build's
 * `_sf-school.json`) to find its index files: their content-hashed URLs, so the files can be cached for good, and the
 * counts.
 */
export const SearchManifest = z.object({
  version: z.literal(SEARCH_INDEX_VERSION),
  parts: z.object({ catalogue: SearchIndexUrl, lessons: SearchIndexUrl.nullable() }),
  counts: SearchCounts,
});
export type SearchManifest = z.infer<typeof SearchManifest>;

/** The `<html>` attribute holding the manifest, as `dataset` names it, and as HTML does. */
export const SEARCH_MANIFEST_DATASET_KEY = 'searchIndex';
export const SEARCH_MANIFEST_ATTRIBUTE = 'data-search-index';

// ---------------------------------------------------------------------------------------------------------------
// Query keys of the routes (SPEC.md section 2). A bad value falls back to the default: a URL someone typed or
// shortened must still open the page.

/** Longest query searched; longer input is cut (a pasted paragraph must not stall typing). */
export const SEARCH_QUERY_MAX = 100;

const QueryText = z.string().transform((s) => s.slice(0, SEARCH_QUERY_MAX)).catch('');

/**
 * `show` of /search: what is listed. `products` (default): courses, tests, bundles and test series; `lessons`:
 * lessons of courses; `all`: both, products first.
 */
export const SearchShow = z.enum(['products', 'lessons', 'all']);
export type SearchShow = z.infer<typeof SearchShow>;

/** /search?search=&show=&type=: `type` is a course type number (1 course, 2 test, 3 bundle, 4 test series). */
export const SearchPageQuery = z.object({
  search: QueryText.default(''),
  show: SearchShow.catch('products').default('products'),
  type: z.coerce.number().pipe(ProductType).optional().catch(undefined),
});
export type SearchPageQuery = z.infer<typeof SearchPageQuery>;

/** /global-search?kw= */
export const GlobalSearchQuery = z.object({ kw: QueryText.default('') });

/**
 * `searchType` of /search-redirect: a product kind, `lesson`, or a course type number; any case. Unknown values
 * count as absent (the ids alone then decide).
 */
export const SearchRedirectType = z
  .string()
  .transform((s, ctx) => {
    const value = s.trim().toLowerCase();
    const byName: Record<string, ProductKind | 'lesson'> = { course: 'course', test: 'test', bundle: 'bundle', testseries: 'testSeries', 'test-series': 'testSeries', lesson: 'lesson' };
    const byNumber: Record<string, ProductKind> = { '1': 'course', '2': 'test', '3': 'bundle', '4': 'testSeries' };
    const kind = byName[value] ?? byNumber[value];
    if (!kind) {
      ctx.addIssue({ code: 'custom', message: 'unknown search type' });
      return z.NEVER;
    }
    return kind;
  });

const OptionalId = z.coerce.number().pipe(Id).optional().catch(undefined);

/** /search-redirect?searchType=&courseId=&bundleId=&lessonId=&search= */
export const SearchRedirectQuery = z.object({
  searchType: SearchRedirectType.optional().catch(undefined),
  courseId: OptionalId,
  bundleId: OptionalId,
  lessonId: OptionalId,
  search: QueryText.default(''),
});
export type SearchRedirectQuery = z.infer<typeof SearchRedirectQuery>;

/** A URL query string (`?a=1&b=2`) as a plain object for the schemas above; a repeated key keeps its first value. */
export function queryObject(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in out)) out[key] = value;
  return out;
}
