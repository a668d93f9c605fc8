import { z } from 'zod';
import type { CourseSort, CourseSummary } from '../../contract/catalogue.ts';
import { ProductType } from '../../contract/common.ts';

/**
 * The query of `/view-all` (SPEC.md section 2: show, type, search, tags), parsed with zod. SPEC.md names the keys,
 * not their values; ours (docs/decisions/0012-learner-store-pages.md):
 *
 * - `show`: which collection. `all` (default: the school's product order), `recent` (newest first), `popular`
 *   (most reviewed, then best rated), `promos` (products with a promo headline, in the school's order).
 * - `type`: a course type number (1 course, 2 test, 3 bundle, 4 test series).
 * - `search`: words the title, short description or tags contain (the API's `search`).
 * - `tags`: comma-separated; a product must carry every one (AND), so each chip narrows the list.
 */

export const VIEW_ALL_SHOWS = ['all', 'recent', 'popular', 'promos'] as const;
export const ViewAllShow = z.enum(VIEW_ALL_SHOWS);
export type ViewAllShow = z.infer<typeof ViewAllShow>;

/** At most this many tags in one filter; more would only ever match nothing. */
export const MAX_TAGS = 10;
const Tag = z.string().trim().min(1).max(30);

export interface ViewAllState {
  readonly show: ViewAllShow;
  readonly type: ProductType | undefined;
  /** Trimmed; '' for none. */
  readonly search: string;
  /** Distinct, in the order chosen. */
  readonly tags: readonly string[];
}

export const DEFAULT_VIEW_ALL: ViewAllState = { show: 'all', type: undefined, search: '', tags: [] };

export interface ParsedViewAll {
  readonly state: ViewAllState;
  /** Keys whose value was not understood and was left out (the page says so). */
  readonly ignored: readonly string[];
}

const ShowParam = ViewAllShow;
const TypeParam = z.coerce.number().pipe(ProductType);
const SearchParam = z.string().trim().max(100);
const TagsParam = z
  .string()
  .transform((value) => [...new Set(value.split(',').map((tag) => tag.trim()).filter(Boolean))])
  .pipe(z.array(Tag).max(MAX_TAGS));

/**
 * Reads the page's query string. A key with a value we cannot use is left out and named in `ignored`, never
 * guessed at: the list then shows what the rest of the address asks for.
 */
export function parseViewAllQuery(search: string | URLSearchParams): ParsedViewAll {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ignored: string[] = [];
  function read<T>(key: string, schema: z.ZodType<T>, fallback: T): T {
    const raw = params.get(key);
    if (raw === null || raw === '') return fallback;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    ignored.push(key);
    return fallback;
  }
  const state: ViewAllState = {
    show: read('show', ShowParam, DEFAULT_VIEW_ALL.show),
    type: read<ProductType | undefined>('type', TypeParam, undefined),
    search: read('search', SearchParam, ''),
    tags: read<string[]>('tags', TagsParam, []),
  };
  return { state, ignored };
}

/** The canonical query string of a state ('' or `?type=1&tags=jee,mock`): defaults are left out, keys in SPEC.md's order. */
export function viewAllSearch(state: ViewAllState): string {
  const params = new URLSearchParams();
  if (state.show !== 'all') params.set('show', state.show);
  if (state.type !== undefined) params.set('type', String(state.type));
  if (state.search) params.set('search', state.search);
  if (state.tags.length) params.set('tags', state.tags.join(','));
  const qs = params.toString().replace(/%2C/g, ',');
  return qs ? `?${qs}` : '';
}

/** Adds the tag, or takes it away when it is already chosen. */
export function toggleTag(state: ViewAllState, tag: string): ViewAllState {
  const tags = state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag].slice(0, MAX_TAGS);
  return { ...state, tags };
}

/** A `GET v17/courses/` query (CourseListQuery) without its page offset. */
// A type alias, not an interface, so it fits the query client's params record.
export type CourseListParams = {
  readonly sort: z.infer<typeof CourseSort>;
  readonly limit: number;
  readonly type?: ProductType;
  /** A category's custom name: `/categories/{name}` asked for a list. */
  readonly category?: string;
  readonly search?: string;
  readonly tag?: string;
  readonly promo?: '1';
};

/** Products fetched per page of the list. Divisible by 2, 3 and 4 so full rows stay full. */
export const VIEW_ALL_PAGE_SIZE = 24;

/**
 * The `GET v17/courses/` query for a state, without the page offset. The API filters by one tag: it gets the
 * first, and `matchesTags` applies the others to what comes back.
 */
export function courseListParams(state: ViewAllState, { limit = VIEW_ALL_PAGE_SIZE, category }: { limit?: number; category?: string } = {}): CourseListParams {
  const sort = state.show === 'recent' ? 'recent' : state.show === 'popular' ? 'popular' : 'default';
  return {
    sort,
    limit,
    ...(state.type !== undefined ? { type: state.type } : {}),
    ...(category !== undefined ? { category } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...(state.tags[0] ? { tag: state.tags[0] } : {}),
    ...(state.show === 'promos' ? { promo: '1' as const } : {}),
  };
}

/** Whether the product carries every chosen tag (AND). */
export function matchesTags(product: Pick<CourseSummary, 'tags'>, tags: readonly string[]): boolean {
  return tags.every((tag) => product.tags.includes(tag));
}

/**
 * The tag chips to offer: the chosen tags first (so they can be taken away), then the tags of the products shown,
 * most common first, at most `limit` in all.
 */
export function tagChoices(products: readonly Pick<CourseSummary, 'tags'>[], chosen: readonly string[], limit = 12): string[] {
  const counts = new Map<string, number>();
  for (const product of products) for (const tag of product.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const others = [...counts.entries()]
    .filter(([tag]) => !chosen.includes(tag))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([tag]) => tag);
  return [...chosen, ...others].slice(0, Math.max(limit, chosen.length));
}
