import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { BuildInput, otherLanguages } from '../../src/contract/build-input.ts';
import { CALLS, pathOf } from '../../src/contract/calls.ts';
import {
  CategoriesResponse, CourseDetailResponse, CourseDetailsResponse, CourseDigestsResponse, type CourseDetail, type CourseDigest, FaqsResponse, MediaDigestsResponse, PricingsResponse,
  ReviewsResponse, TeachersResponse,
} from '../../src/contract/catalogue.ts';
import { SchoolConfigResponse } from '../../src/contract/school-config.ts';
import { SubscriptionCatalogueResponse } from '../../src/contract/subscription.ts';
import { expandPages, StaticPathError } from '../../src/platform/build/static-paths.ts';
import { ThemeError, themeToCss } from '../../src/theme/theme-to-css.ts';
import type { ApiClient } from './api-client.ts';
import { SchoolError } from './errors.ts';
import { renditions } from './images.ts';
import type { LastInput } from './last-input.ts';
import { mapLimit } from './map-limit.ts';
import { cachedMedia, keepMedia } from './media-cache.ts';
import { MEDIA_CACHE_DIR } from './paths.ts';

/** Products in full per request of details (the most `CALLS.courseDetails` gives). */
export const DETAILS_PAGE = 500;
/** Requests of details at once per school. */
export const DETAIL_CONCURRENCY = 4;
/** Changed products up to this many are fetched one by one; more, a page of details at a time. */
export const FEW_DETAILS = 40;
/** Media files fetched at once per school. */
const MEDIA_CONCURRENCY = 6;

/** What a build reads, addressed through the registry of calls (docs/decisions/0015-call-registry.md). */
export const PATHS = {
  config: pathOf(CALLS.schoolConfig),
  categories: pathOf(CALLS.categories),
  digests: pathOf(CALLS.courseDigests),
  course: (id: number) => pathOf(CALLS.courseDetail, { courseId: id }),
  details: (offset: number) => `${pathOf(CALLS.courseDetails)}?limit=${DETAILS_PAGE}&offset=${offset}`,
  teachers: pathOf(CALLS.teachers),
  pricings: pathOf(CALLS.pricings),
  faqs: pathOf(CALLS.faqs),
  reviews: pathOf(CALLS.reviews),
  mediaDigests: pathOf(CALLS.mediaDigests),
  subscriptionPlans: pathOf(CALLS.subscriptionPlans),
} as const;

/** Where the API serves a school's media file: `<prefix><name>`. */
const MEDIA_PREFIX = CALLS.media.path.replace(':name', '');

export interface MediaFile {
  /** File name under the bundle's `_media/`. */
  name: string;
  body: Buffer;
}

export interface FetchedSchool {
  input: BuildInput;
  media: MediaFile[];
  /** Pages this school will render, known from its data. */
  pages: number;
  /** Each product's digest, in the order of `input.courses`. */
  digests: CourseDigest[];
  /** What is as it was in the last input (`input`, by its hash): the products at these places in `input.courses`. */
  sameAs?: SameAs;
}

export interface SameAs {
  input: string;
  /**
   * Per list of the input (`courses`, `pricings`, `reviews`, `faqs`), the places whose item is the one the last input
   * had there, and shows as it did (the school's translations, in its config, did not change either).
   */
  items: ReadonlyMap<string, ReadonlySet<number>>;
}

export type FetchProgress = (done: number, total: number) => void;

const SAFE_NAME = /[^A-Za-z0-9._-]/g;

/** The digests of the API's media files, by name (`CALLS.mediaDigests`), and the media cache to look them up in. */
interface MediaSource {
  digests: ReadonlyMap<string, string>;
  cache: string;
}

/** The school media named in its config (logo, favicon, social banner) that the API serves: copied into the bundle. */
interface FetchedMedia {
  files: MediaFile[];
  map: Record<string, string>;
  used: Set<string>;
}

/**
 * Copies the API's media files at `urls` into the bundle's `_media/`, each under a name of its own (given in the
 * order of `urls`, whichever arrives first). A file of the API's media folder whose digest (`digests`, by name) the
 * media cache holds is taken from there; the others are fetched, a few at a time, and kept there.
 */
async function copyMedia(client: ApiClient, urls: readonly string[], into: FetchedMedia, source: MediaSource): Promise<string[]> {
  const wanted = [...new Set(urls)].filter((url) => !into.map[url]);
  const bodies = await mapLimit(wanted, MEDIA_CONCURRENCY, async (url) => {
    const digest = url.startsWith(MEDIA_PREFIX) ? source.digests.get(decodeURIComponent(url.slice(MEDIA_PREFIX.length))) : undefined;
    const kept = digest ? await cachedMedia(digest, source.cache) : null;
    if (kept) return kept;
    const { body } = await client.bytes(url);
    await keepMedia(body, source.cache);
    return body;
  });
  const names: string[] = [];
  wanted.forEach((url, i) => {
    let name = path.posix.basename(url).replace(SAFE_NAME, '_') || 'file';
    for (let n = 2; into.used.has(name); n++) name = `${n}-${name}`;
    into.used.add(name);
    into.files.push({ name, body: bodies[i]! });
    into.map[url] = `/_media/${name}`;
    names.push(name);
  });
  return names;
}

async function fetchMedia(client: ApiClient, config: SchoolConfigResponse, digests: Promise<MediaSource>): Promise<FetchedMedia> {
  const sc = config.school_config;
  const urls = [sc.school_logo, sc.favicon_url, sc.social_banner_url].filter((u): u is string => u !== null && u.startsWith('/'));
  const media: FetchedMedia = { files: [], map: {}, used: new Set() };
  await copyMedia(client, urls, media, await digests);
  return media;
}

/**
 * The products' own images and the teachers' portraits, served from the bundle like the logo, with their renditions
 * for the image proxy (cli/lib/images.ts). Images elsewhere (a full URL) are left to their host.
 */
async function fetchImages(client: ApiClient, images: readonly (string | null)[], media: FetchedMedia, digests: MediaSource): Promise<void> {
  const urls = images.flatMap((url) => (url?.startsWith('/') ? [url] : []));
  const names = await copyMedia(client, urls, media, digests);
  const bodies = new Map(media.files.map((f) => [f.name, f.body]));
  const sized = await mapLimit(names, 4, (name) => renditions(name, bodies.get(name)!));
  for (const list of sized) media.files.push(...list);
}

/**
 * The details of the products `ids` (of `total`): one by one when they are few, else a page of details per request,
 * in id order (`first`, asked for with the digests when every product was wanted, says how many there are), and one
 * by one those the pages lack (added after the digests were read).
 */
async function fetchDetails(client: ApiClient, ids: readonly number[], total: number, first: CourseDetailsResponse | null, onProgress: FetchProgress): Promise<Map<number, CourseDetail>> {
  const byId = new Map<number, CourseDetail>();
  const wanted = new Set(ids);
  let done = total - ids.length;
  const got = (courses: readonly CourseDetail[]) => {
    for (const course of courses) if (wanted.has(course.id)) byId.set(course.id, course);
    onProgress((done = Math.min(total, done + courses.length)), total);
  };
  if (first || ids.length > FEW_DETAILS) {
    const firstPage = first ?? (await client.json(PATHS.details(0), CourseDetailsResponse));
    got(firstPage.courses);
    const offsets = Array.from({ length: Math.max(0, Math.ceil(firstPage.total / DETAILS_PAGE) - 1) }, (_, i) => (i + 1) * DETAILS_PAGE);
    await mapLimit(offsets, DETAIL_CONCURRENCY, async (offset) => got((await client.json(PATHS.details(offset), CourseDetailsResponse)).courses));
  }
  await mapLimit(ids.filter((id) => !byId.has(id)), DETAIL_CONCURRENCY, async (id) => got([(await client.json(PATHS.course(id), CourseDetailResponse)).course]));
  return byId;
}

/**
 * The school's products in full, in the order of `digests` (the list's): each whose digest is the one it had in the
 * last input taken from there, the others fetched. `same`: the places where the product is the one the last input
 * had there, and shows as it did (`sameConfig`: the school's translations of it, in its config, did not change either).
 */
async function fetchCourses(
  client: ApiClient, digests: readonly CourseDigest[], last: LastInput | null, sameConfig: boolean, first: CourseDetailsResponse | null, onProgress: FetchProgress,
): Promise<{ courses: CourseDetail[]; same: Set<number> }> {
  const before = new Map(last?.input.courses.map((course) => [course.id, course]));
  const kept = digests.map((d) => (d.digest !== '' && last?.digests.get(d.id) === d.digest ? before.get(d.id) : undefined));
  const fetched = await fetchDetails(client, digests.flatMap((d, i) => (kept[i] ? [] : [d.id])), digests.length, first, onProgress);
  const courses = digests.map((d, i) => kept[i] ?? fetched.get(d.id)!);
  const same = new Set(sameConfig ? digests.flatMap((d, i) => (kept[i] && last!.input.courses[i]?.id === d.id ? [i] : [])) : []);
  return { courses, same };
}

/**
 * The places in `now` whose item equals the one `before` had there. The large school's prices and reviews (4,000
 * items) are compared in some milliseconds; the reads into those that are the same then need no look-up (a price
 * change's fifty thousand read paths become a few thousand).
 */
function samePlaces(now: readonly unknown[], before: readonly unknown[]): Set<number> {
  const same = new Set<number>();
  for (let i = 0; i < now.length && i < before.length; i++) if (isDeepStrictEqual(now[i], before[i])) same.add(i);
  return same;
}

/**
 * Fetches everything one school's pages need through its learner API, each response parsed with the contract,
 * and checks what only the whole school can show (theme fonts, page paths). Throws SchoolError.
 */
export async function fetchSchool(
  client: ApiClient, onProgress: FetchProgress = () => {}, last: Promise<LastInput | null> = Promise.resolve(null), mediaCache = MEDIA_CACHE_DIR,
): Promise<FetchedSchool> {
  const unknown = `unknown school: the learner API at ${client.shownOrigin} has no school for host ${client.host}`;
  // Every call that needs neither the config nor the last input is asked for at once: the API answers them while
  // this thread reads the last input (a large school's 5 MB), instead of after it. Their failures wait until the
  // config is known good, so an unknown school still fails with the one line that says so.
  const configCall = client.json(PATHS.config, SchoolConfigResponse, 'config', unknown);
  const calls = Promise.all([
    client.json(PATHS.categories, CategoriesResponse),
    client.json(PATHS.digests, CourseDigestsResponse),
    client.json(PATHS.teachers, TeachersResponse),
    client.json(PATHS.pricings, PricingsResponse),
    client.json(PATHS.faqs, FaqsResponse),
    client.json(PATHS.reviews, ReviewsResponse),
  ]);
  calls.catch(() => {});
  // Which media files the media cache may already hold: a map by name to the digest of the file's bytes.
  const mediaDigests = client.json(PATHS.mediaDigests, MediaDigestsResponse).then((r): MediaSource => ({
    digests: new Map(r.media.flatMap((m) => (m.digest ? [[m.name, m.digest] as const] : []))),
    cache: mediaCache,
  }));
  mediaDigests.catch(() => {});
  const config = await configCall;
  if (config.school_config.slug !== client.slug) {
    throw new SchoolError(`invalid config from GET ${PATHS.config}: school_config.slug: is "${config.school_config.slug}", expected "${client.slug}"`);
  }
  try {
    themeToCss(config.theme_config.base_ui_data);
  } catch (error) {
    if (error instanceof ThemeError) throw new SchoolError(`invalid config from GET ${PATHS.config}: ${error.message}`);
    throw error;
  }

  // A school selling by subscription: its plans, which its sales pages offer beside the one-time plans.
  const subscriptions = config.school_config.payment_type === 'one_time_payment' ? null : client.json(PATHS.subscriptionPlans, SubscriptionCatalogueResponse);
  subscriptions?.catch(() => {});

  // Without a last input every product is fetched: the first page of details with the digests, not after them.
  const previous = await last;
  const [[categories, digests, teachers, pricings, faqs, reviews], firstDetails, media] = await Promise.all([
    calls,
    previous ? null : client.json(PATHS.details(0), CourseDetailsResponse),
    fetchMedia(client, config, mediaDigests),
  ]);

  // The school's translations live in its config: with it changed, no product or price shows as it did.
  const sameConfig = previous !== null && JSON.stringify(previous.input.config) === JSON.stringify(config);
  const { courses, same } = await fetchCourses(client, digests.courses, previous, sameConfig, firstDetails, onProgress);

  await fetchImages(client, [...courses.map((c) => c.image_url), ...teachers.teachers.map((t) => t.avatar_url)], media, await mediaDigests);

  // Each part was parsed with its contract as it arrived, and the whole is just their sum: parsing it again would
  // check a large school's 10 MB a second time for nothing.
  const input: BuildInput = {
    slug: client.slug,
    fetched_at: new Date().toISOString(),
    config,
    categories: categories.categories,
    courses,
    teachers: teachers.teachers,
    pricings: pricings.pricings,
    faqs: faqs.faqs,
    reviews: reviews.reviews,
    subscriptions: subscriptions ? (await subscriptions).products : [],
    media: media.map,
  };

  let pages: number;
  try {
    pages = (expandPages(input).length + 1) * (1 + otherLanguages(input).length); // + 404, in every language
  } catch (error) {
    if (error instanceof StaticPathError) throw new SchoolError(`invalid data: ${error.message}`);
    throw error;
  }
  const sameAs = (): SameAs => {
    const places = (list: 'pricings' | 'reviews' | 'faqs') => (sameConfig ? samePlaces(input[list], previous!.input[list]) : new Set<number>());
    return { input: previous!.hash, items: new Map([['courses', same], ['pricings', places('pricings')], ['reviews', places('reviews')], ['faqs', places('faqs')]]) };
  };
  return { input, media: media.files, pages, digests: digests.courses, ...(previous ? { sameAs: sameAs() } : {}) };
}
