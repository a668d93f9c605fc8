import { defineCall } from './call.ts';
import { type DevicePlatform, isDevicePlatform } from './device.ts';
import { isId, isRecord } from './plain.ts';
import { guardSchema } from './standard-schema.ts';

/**
 * The calls of a sales page's learner script (src/features/learning/sales-learner.ts): what this learner may do with
 * the product and their favourite heart. The page carries no zod (decision 0014), so they are declared here with
 * guards; the registry's declarations (CATALOGUE_CALLS.accessData, LEARNING_CALLS' favourites) are these with zod,
 * and plain-guards.test.ts holds each guard to its schema. A favourite's answer is checked as far as the heart reads
 * it (its id and product), not the card it carries.
 */

/**
 * The sales page's sign-in link for the heart comes back with `?favourite=1`: the learner who chose the heart before
 * signing in finds the product saved (sales-learner-props.ts writes the link, sales-learner.ts takes the key).
 */
export const FAVOURITE_INTENT = 'favourite';

export const PURCHASE_BLOCKS = ['private_contact_admin', 'not_sold_on_device', 'expired', 'school_locked'] as const;
const ACCESS = ['private_access', 'public_access'] as const;

/** AccessDataResponse (catalogue.ts). */
export interface AccessData {
  readonly course_id: number;
  readonly enrolled: boolean;
  readonly access: (typeof ACCESS)[number];
  readonly purchase_block: (typeof PURCHASE_BLOCKS)[number] | null;
}

export const isAccessData = (value: unknown): value is AccessData =>
  isRecord(value) && isId(value['course_id']) && typeof value['enrolled'] === 'boolean' && ACCESS.includes(value['access'] as AccessData['access'])
  && (value['purchase_block'] === null || PURCHASE_BLOCKS.includes(value['purchase_block'] as (typeof PURCHASE_BLOCKS)[number]));

/** A favourite, as far as the heart reads it. */
export interface Like {
  readonly id: number;
  readonly course_id: number;
}

const isLike = (value: unknown): value is Like => isRecord(value) && isId(value['id']) && isId(value['course_id']);

/** FavouritesResponse (learning.ts), as far as the heart reads it. */
export const isLikes = (value: unknown): value is { readonly likes: readonly Like[] } =>
  isRecord(value) && Array.isArray(value['likes']) && value['likes'].every(isLike);

/** FavouriteResponse (learning.ts), as far as the heart reads it. */
export const isLikeAnswer = (value: unknown): value is { readonly like: Like } => isRecord(value) && isLike(value['like']);

/** Deleted (learning.ts). */
export const isDeleted = (value: unknown): value is { readonly deleted: true } => isRecord(value) && value['deleted'] === true;

/** The key an affiliate's link carries on a sales page: `/courses/<seo>?aff=<code>` (sales-learner.ts takes it). */
export const AFFILIATE_LINK_KEY = 'aff';

/** An affiliate's code on a sales page's address (AffiliateCode in affiliate.ts): eight characters without look-alikes. */
export const isAffiliateCode = (value: unknown): value is string => typeof value === 'string' && /^[A-HJKMNP-Z2-9]{8}$/.test(value);

/** ClickResponse (affiliate.ts). */
export const isClickAnswer = (value: unknown): value is { readonly recorded: boolean } => isRecord(value) && typeof value['recorded'] === 'boolean';

const favourites = defineCall({ method: 'GET', path: '/learner/v9/user_likes', session: true, response: guardSchema(isLikes, 'expected { likes: [{ id, course_id }] }') });

export const SALES_LEARNER_CALLS = {
  accessData: defineCall({
    method: 'GET',
    path: '/learner/v17/courses/access_data/:courseId',
    session: false,
    params: guardSchema((value: unknown): value is { courseId: number } => isRecord(value) && isId(value['courseId']), 'expected { courseId }'),
    query: guardSchema((value: unknown): value is { device_type: DevicePlatform } => isRecord(value) && isDevicePlatform(value['device_type']), 'expected { device_type }'),
    response: guardSchema(isAccessData, 'expected { course_id, enrolled, access, purchase_block }'),
  }),
  favourites,
  /** AFFILIATE_CALLS.affiliateClick: a visit through an affiliate's link (`?aff=`). */
  affiliateClick: defineCall({
    method: 'POST',
    path: '/learner/v1/affiliate/clicks',
    session: false,
    body: guardSchema((value: unknown): value is { code: string; course_id: number } => isRecord(value) && isAffiliateCode(value['code']) && isId(value['course_id']), 'expected { code, course_id }'),
    response: guardSchema(isClickAnswer, 'expected { recorded }'),
  }),
  addFavourite: defineCall({
    method: 'POST',
    path: '/learner/v9/user_likes',
    session: true,
    body: guardSchema((value: unknown): value is { course_id: number } => isRecord(value) && isId(value['course_id']), 'expected { course_id }'),
    response: guardSchema(isLikeAnswer, 'expected { like: { id, course_id } }'),
    invalidates: [favourites],
  }),
  removeFavourite: defineCall({
    method: 'DELETE',
    path: '/learner/v9/user_likes/:likeId',
    session: true,
    params: guardSchema((value: unknown): value is { likeId: number } => isRecord(value) && isId(value['likeId']), 'expected { likeId }'),
    response: guardSchema(isDeleted, 'expected { deleted: true }'),
    invalidates: [favourites],
  }),
} as const;
