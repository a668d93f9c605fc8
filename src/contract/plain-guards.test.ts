import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SIGN_OUT_CALL } from './auth-shell.ts';
import { AUTH_CALLS, Done, isDone, readUserCookie, UserCookie } from './auth.ts';
import { DEVICE_PLATFORM, DevicePlatform, isDevicePlatform } from './common.ts';
import { CATALOGUE_CALLS } from './catalogue-calls.ts';
import { RatingsResponse, ReviewsResponse } from './catalogue.ts';
import { ErrorPayload, readErrorPayload } from './errors.ts';
import { isRatingsResponse, isShownReviews, RATINGS_CALL, REVIEWS_CALL } from './ratings.ts';
import { LESSON_CALLS, SignedUrlResponse } from './lessons.ts';
import { isPreviewMedia, PREVIEW_MEDIA_CALL } from './preview-media.ts';
import { isAccessData, isAffiliateCode, isClickAnswer, isDeleted, isLikeAnswer, isLikes, SALES_LEARNER_CALLS } from './sales-learner.ts';
import { AFFILIATE_CALLS, AffiliateCode, ClickResponse } from './affiliate.ts';
import { AccessDataResponse as AccessDataSchema } from './catalogue.ts';
import { Deleted, FavouriteResponse, FavouritesResponse, LEARNING_CALLS } from './learning.ts';
import { guardSchema } from './standard-schema.ts';
import type { Done as PlainDone, UserCookie as PlainUserCookie } from './auth-shell.ts';
import type { DevicePlatform as PlainDevicePlatform } from './device.ts';
import type { ErrorPayload as PlainErrorPayload } from './error-codes.ts';

/**
 * The zod-free modules name their own types (so they import nothing from the zod ones, and no import circle forms);
 * each must be the type its schema gives. Checked by the type checker: a difference fails `npm run typecheck`.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const plainTypesAgree: [
  Same<PlainErrorPayload, z.infer<typeof ErrorPayload>>,
  Same<PlainDevicePlatform, z.infer<typeof DevicePlatform>>,
  Same<PlainUserCookie, z.infer<typeof UserCookie>>,
  Same<PlainDone, z.infer<typeof Done>>,
] = [true, true, true, true];

/**
 * The zod-free guards every page's shell script uses (decision 0014) against the schemas they mirror: the schema
 * stays the reference, so each guard must accept exactly what its schema accepts, and give what it gives.
 */

const parity = <T>(schema: z.ZodType<T>, read: (value: unknown) => T | null, samples: readonly unknown[]) => {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    expect({ sample, result: read(sample) }).toEqual({ sample, result: expected.success ? expected.data : null });
  }
};

const NOT_OBJECTS = [undefined, null, 0, 'x', true, [], [1], () => 1];

describe('readErrorPayload', () => {
  it('reads what ErrorPayload reads, and refuses what it refuses', () => {
    parity(ErrorPayload, readErrorPayload, [
      ...NOT_OBJECTS,
      { status: 412, data: { message: 'Provide valid email', field: 'email' } },
      { status: 429, data: { msg: 'Slow down' }, message: 'top', extra: 1 },
      { status: 603, data: { message: 'Try after {retryTime}', variables: { retryTime: 1_800_000_000_000, n: 'x' } } },
      { status: 500, data: {} },
      { status: 500, data: { message: undefined } },
      { status: 401, data: { message: 'x', unknown: true } },
      { status: 4.5, data: {} },
      { status: '412', data: {} },
      { status: Number.NaN, data: {} },
      { status: 2 ** 60, data: {} },
      { status: 412 },
      { status: 412, data: [] },
      { status: 412, data: null },
      { status: 412, data: { message: 5 } },
      { status: 412, data: { msg: null } },
      { status: 412, data: { field: {} } },
      { status: 412, data: {}, message: 3 },
      { status: 412, data: { variables: [] } },
      { status: 412, data: { variables: { a: true } } },
      { status: 412, data: { variables: { a: Number.POSITIVE_INFINITY } } },
      { status: 412, data: { variables: null } },
    ]);
  });
});

describe('readUserCookie', () => {
  it('reads what UserCookie reads', () => {
    parity(UserCookie, readUserCookie, [
      ...NOT_OBJECTS,
      { studentId: 42, studentName: 'Asha' },
      { studentId: 42, studentName: '', more: 'left out' },
      { studentId: 0, studentName: 'Asha' },
      { studentId: -1, studentName: 'Asha' },
      { studentId: 1.5, studentName: 'Asha' },
      { studentId: '42', studentName: 'Asha' },
      { studentId: 2 ** 53, studentName: 'Asha' },
      { studentId: 42 },
      { studentId: 42, studentName: null },
    ]);
  });
});

describe('isDone', () => {
  it('accepts what Done accepts', () => {
    for (const sample of [...NOT_OBJECTS, { ok: true }, { ok: true, more: 1 }, { ok: false }, { ok: 'true' }, {}]) {
      expect({ sample, done: isDone(sample) }).toEqual({ sample, done: Done.safeParse(sample).success });
    }
  });

  it('is the sign-out answer AUTH_CALLS names, at the same address', async () => {
    expect([SIGN_OUT_CALL.method, SIGN_OUT_CALL.path]).toEqual([AUTH_CALLS.signout.method, AUTH_CALLS.signout.path]);
    expect(await SIGN_OUT_CALL.response['~standard'].validate({ ok: true })).toEqual({ value: { ok: true } });
    expect(await SIGN_OUT_CALL.response['~standard'].validate({ ok: false })).toEqual({ issues: [{ message: 'expected { ok: true }' }] });
  });
});

describe('isRatingsResponse', () => {
  it('accepts what RatingsResponse accepts', () => {
    const good = { course_id: 7, average: 4.3, count: 3 };
    for (const sample of [
      ...NOT_OBJECTS, { ratings: [] }, { ratings: [good] }, { ratings: [good, { course_id: 8, average: 0, count: 0 }] }, { ratings: [good], more: 1 },
      { ratings: [{ ...good, course_id: 0 }] }, { ratings: [{ ...good, average: 5.1 }] }, { ratings: [{ ...good, average: -1 }] },
      { ratings: [{ ...good, count: 1.5 }] }, { ratings: [{ ...good, count: -1 }] }, { ratings: [{ course_id: 7, average: 4 }] }, { ratings: {} }, {},
    ]) {
      expect({ sample, ok: isRatingsResponse(sample) }).toEqual({ sample, ok: RatingsResponse.safeParse(sample).success });
    }
  });

  it('is the ratings call CATALOGUE_CALLS names, at the same address and key', () => {
    const { method, path, selectedBy } = CATALOGUE_CALLS.ratings;
    expect({ method: RATINGS_CALL.method, path: RATINGS_CALL.path, selectedBy: RATINGS_CALL.selectedBy }).toEqual({ method, path, selectedBy });
  });
});

describe('isPreviewMedia', () => {
  const good = { url: '/learner/v1/content/a.b/master.m3u8', captions: [{ language: 'en', url: '/learner/v1/content/a.b/captions-en.vtt' }], expires_at: '2026-11-29T10:00:00.000Z' };

  it('accepts every answer SignedUrlResponse accepts, and refuses what the trailer reads when it is wrong', () => {
    const samples = [
      ...NOT_OBJECTS, good, { ...good, captions: [] }, { ...good, captions: [good.captions[0], { language: 'hi', url: 'x.vtt' }] },
      { ...good, url: 1 }, { ...good, captions: {} }, { ...good, captions: [{ language: 'EN', url: 'x' }] }, { ...good, captions: [{ language: 'en' }] },
      { ...good, captions: [{ language: 'english', url: 'x' }] }, { url: 'x' },
    ];
    for (const sample of samples) {
      expect({ sample, ok: isPreviewMedia(sample) }).toEqual({ sample, ok: SignedUrlResponse.safeParse(sample).success });
    }
    // Only the expiry, which the trailer does not read, may be missing or odd.
    const { expires_at: _unread, ...noExpiry } = good;
    expect([isPreviewMedia(noExpiry), SignedUrlResponse.safeParse(noExpiry).success]).toEqual([true, false]);
  });

  it('is the signed-url call LESSON_CALLS names, at the same address', () => {
    const { method, path, session } = LESSON_CALLS.signedUrl;
    expect({ method: PREVIEW_MEDIA_CALL.method, path: PREVIEW_MEDIA_CALL.path, session: PREVIEW_MEDIA_CALL.session }).toEqual({ method, path, session });
  });
});

describe('the sales page learner script\'s guards', () => {
  it('isAccessData accepts what AccessDataResponse accepts', () => {
    const good = { course_id: 7, enrolled: false, access: 'public_access', purchase_block: null };
    for (const sample of [
      ...NOT_OBJECTS, good, { ...good, enrolled: true }, { ...good, access: 'private_access', purchase_block: 'private_contact_admin' }, { ...good, purchase_block: 'not_sold_on_device' },
      { ...good, purchase_block: 'expired' }, { ...good, purchase_block: 'school_locked' }, { ...good, purchase_block: 'sold_out' }, { ...good, purchase_block: undefined },
      { ...good, course_id: 0 }, { ...good, course_id: '7' }, { ...good, enrolled: 'yes' }, { ...good, access: 'open' }, { course_id: 7 },
    ]) {
      expect({ sample, ok: isAccessData(sample) }).toEqual({ sample, ok: AccessDataSchema.safeParse(sample).success });
    }
  });

  it('isDeleted accepts what Deleted accepts', () => {
    for (const sample of [...NOT_OBJECTS, { deleted: true }, { deleted: false }, { deleted: 'true' }, {}]) {
      expect({ sample, ok: isDeleted(sample) }).toEqual({ sample, ok: Deleted.safeParse(sample).success });
    }
  });

  it('isLikes and isLikeAnswer accept every favourite the schemas accept, and refuse what the heart reads when it is wrong', () => {
    const course = {
      id: 7, course_type: 1, seo_title: 'physics', title: 'Physics', short_description: 'Mechanics.', image_url: null, category_ids: [], tags: [], display_status: 'live',
      access: 'public_access', published_at: '2026-01-01', starts_at: null, promo: null, price: null, rating: { average: 0, count: 0 }, teacher: null,
    };
    const like = { id: 3, course_id: 7, created_at: '2026-11-29T10:00:00.000Z', course };
    for (const sample of [...NOT_OBJECTS, { likes: [] }, { likes: [like] }, { likes: [like, { ...like, id: 4 }] }, { likes: [{ ...like, id: 0 }] }, { likes: [{ ...like, course_id: 'x' }] }, { likes: {} }, {}]) {
      expect({ sample, ok: isLikes(sample) }).toEqual({ sample, ok: FavouritesResponse.safeParse(sample).success });
    }
    for (const sample of [...NOT_OBJECTS, { like }, { like: { ...like, id: -1 } }, { like: null }, {}]) {
      expect({ sample, ok: isLikeAnswer(sample) }).toEqual({ sample, ok: FavouriteResponse.safeParse(sample).success });
    }
  });

  it('isAffiliateCode and isClickAnswer accept what AffiliateCode and ClickResponse accept', () => {
    for (const sample of [...NOT_OBJECTS, 'ABCDEFGH', 'ABCDEFG', 'ABCDEFGHJ', 'abcdefgh', 'ABCDEFG1', 'ABCDEFGO', 'ABCDEFGI', 'ABCDEFGL', 'ZZ23456789'.slice(0, 8), 'ABCD EFG']) {
      expect({ sample, ok: isAffiliateCode(sample) }).toEqual({ sample, ok: AffiliateCode.safeParse(sample).success });
    }
    for (const sample of [...NOT_OBJECTS, { recorded: true }, { recorded: false }, { recorded: 'yes' }, {}]) {
      expect({ sample, ok: isClickAnswer(sample) }).toEqual({ sample, ok: ClickResponse.safeParse(sample).success });
    }
  });

  it('are the calls the registry names, at the same addresses, invalidating the same read', () => {
    const shape = (c: { method: string; path: string; session: boolean }) => [c.method, c.path, c.session];
    expect(shape(SALES_LEARNER_CALLS.accessData)).toEqual(shape(CATALOGUE_CALLS.accessData));
    expect(shape(SALES_LEARNER_CALLS.affiliateClick)).toEqual(shape(AFFILIATE_CALLS.affiliateClick));
    for (const name of ['favourites', 'addFavourite', 'removeFavourite'] as const) expect(shape(SALES_LEARNER_CALLS[name])).toEqual(shape(LEARNING_CALLS[name]));
    expect(SALES_LEARNER_CALLS.addFavourite.invalidates.map(shape)).toEqual(LEARNING_CALLS.addFavourite.invalidates.map(shape));
    expect(SALES_LEARNER_CALLS.removeFavourite.invalidates.map(shape)).toEqual(LEARNING_CALLS.removeFavourite.invalidates.map(shape));
  });
});

describe('isShownReviews', () => {
  it('accepts every answer ReviewsResponse accepts, and refuses what a sales page\'s live reviews read when it is wrong', () => {
    const review = { id: 4, course_id: 7, author_name: 'Riya S.', rating: 5, text: 'Clear.', created_at: '2026-11-20T10:00:00.000Z' };
    const good = { reviews: [review], summary: { average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] } };
    for (const sample of [
      ...NOT_OBJECTS, good, { ...good, reviews: [] }, { ...good, reviews: [review, { ...review, id: 5, text: '', created_at: '2026-11-21' }] },
      { ...good, reviews: [{ ...review, rating: 6 }] }, { ...good, reviews: [{ ...review, rating: 4.5 }] }, { ...good, reviews: [{ ...review, id: 0 }] },
      { ...good, reviews: [{ ...review, author_name: 3 }] }, { ...good, reviews: [{ ...review, created_at: 'yesterday' }] }, { ...good, reviews: [{ ...review, text: null }] },
      { ...good, summary: { ...good.summary, average: 5.5 } }, { ...good, summary: { ...good.summary, count: -1 } }, { reviews: [] }, { summary: good.summary },
    ]) {
      expect({ sample, ok: isShownReviews(sample) }).toEqual({ sample, ok: ReviewsResponse.safeParse(sample).success });
    }
  });

  it('is the reviews call CATALOGUE_CALLS names, at the same address', () => {
    const { method, path, session } = CATALOGUE_CALLS.reviews;
    expect([REVIEWS_CALL.method, REVIEWS_CALL.path, REVIEWS_CALL.session]).toEqual([method, path, session]);
  });
});

describe('isDevicePlatform', () => {
  it('accepts what DevicePlatform accepts', () => {
    for (const sample of [...NOT_OBJECTS, ...Object.values(DEVICE_PLATFORM), 3, 7, 1.5, '1', -1]) {
      expect({ sample, ok: isDevicePlatform(sample) }).toEqual({ sample, ok: DevicePlatform.safeParse(sample).success });
    }
  });
});

describe('guardSchema', () => {
  it('is a Standard Schema: the value when the guard holds, one issue when not', () => {
    const isEven = (value: unknown): value is number => typeof value === 'number' && value % 2 === 0;
    const schema = guardSchema(isEven, 'expected an even number');
    expect(schema['~standard']).toMatchObject({ version: 1, vendor: 'schoolfront' });
    expect(schema['~standard'].validate(4)).toEqual({ value: 4 });
    expect(schema['~standard'].validate(3)).toEqual({ issues: [{ message: 'expected an even number' }] });
  });
});
