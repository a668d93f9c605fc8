import { defineCall } from './call.ts';
import { isId, isRecord, isString } from './plain.ts';
import { guardSchema } from './standard-schema.ts';

/**
 * A sales page's trailer (issue 47): the course's free-preview lecture, played in place. The page carries no zod
 * (decision 0014), so this is the signed-url call (LESSON_CALLS.signedUrl, SPEC.md section 7) declared with a guard
 * of what the trailer reads of its answer: the playlist and the captions. `expires_at` is not read: the trailer
 * plays once, within the URLs' life. plain-guards.test.ts holds the guard to SignedUrlResponse.
 */

export interface PreviewMedia {
  /** The HLS master playlist. */
  readonly url: string;
  readonly captions: readonly { readonly language: string; readonly url: string }[];
}

const isCaptions = (value: unknown): value is PreviewMedia['captions'][number] =>
  isRecord(value) && isString(value['language']) && /^[a-z]{2,3}$/.test(value['language']) && isString(value['url']);

/** What SignedUrlResponse accepts, as far as the trailer reads it. */
export const isPreviewMedia = (value: unknown): value is PreviewMedia =>
  isRecord(value) && isString(value['url']) && Array.isArray(value['captions']) && value['captions'].every(isCaptions);

export const PREVIEW_MEDIA_CALL = defineCall({
  method: 'GET',
  path: '/learner/v1/signed_url',
  session: false,
  query: guardSchema(
    (value: unknown): value is { course_id: number; lesson_id: number } => isRecord(value) && isId(value['course_id']) && isId(value['lesson_id']),
    'expected { course_id, lesson_id }',
  ),
  response: guardSchema(isPreviewMedia, 'expected { url, captions: [{ language, url }] }'),
});
