/**
 * Studying a lesson: the player's view of a lesson (its outline, whether the learner may open it, its content),
 * the short-lived signed URLs its media arrive through (SPEC.md section 7's signed-url endpoint), the media
 * themselves, and the learner's progress and resume position.
 *
 * Access (SPEC.md section 6): a free-preview lesson opens for anyone, signed out too; any other lesson needs
 * running access to the product (its own enrolment or a bundle's). Media never leave the API without a signed
 * URL: it names the school, the learner (none for a free preview), the folder of the lesson's media and an
 * expiry, and is refused once it has expired, at another school or in another learner's session
 * (docs/decisions/0025-lesson-media-and-signed-urls.md).
 */
import { z } from 'zod';
import { Id, IsoDate, Slug } from './common.ts';
import { Lesson, Section, Supplement } from './catalogue.ts';
import { defineCall, STALE_TIME } from './call.ts';
import { LEARNING_CALLS } from './learning.ts';
import { CodeLanguage } from './code-lab.ts';
export { LESSON_TEXT } from './lessons-text.ts';

/** Completed lessons over lessons, as a whole percentage (0 for none). */
const percent = (done: number, all: number): number => (all === 0 ? 0 : Math.floor((done * 100) / all));

/**
 * A course's and each section's percentage from the learner's completed lessons of it: the one progress figure,
 * which the enrolment keeps, the dashboard, analytics and player show, and the certificate is earned by.
 */
export function coursePercentages(
  course: { readonly sections: readonly { readonly id: number; readonly lessons: readonly { readonly id: number }[] }[] },
  completed: ReadonlySet<number>,
): { percent: number; sections: { section_id: number; percent: number }[] } {
  let all = 0;
  let done = 0;
  const sections = course.sections.map((section) => {
    const finished = section.lessons.filter((l) => completed.has(l.id)).length;
    all += section.lessons.length;
    done += finished;
    return { section_id: section.id, percent: percent(finished, section.lessons.length) };
  });
  return { percent: percent(done, all), sections };
}

/** A device clock further than this from the server's gets LESSON_TEXT.deviceTime beside a dripped lesson. */
export const CLOCK_SKEW_LIMIT_MS = 5 * 60_000;

/** How long a signed media URL works (seconds): long enough to start and seek a short lesson, short to copy. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/** What the learner may do with the lesson (SPEC.md section 6). */
export const LessonAccess = z.enum(['open', 'sign_in', 'buy', 'renew', 'dripped', 'sign']);
export type LessonAccess = z.infer<typeof LessonAccess>;

/** A kind of lesson the web player shows. Quiz, live and code lessons open elsewhere (other issues). */
export const PlayableKind = z.enum(['video', 'pdf', 'slides', 'text']);
export type PlayableKind = z.infer<typeof PlayableKind>;

/** Kinds whose place is a page (PDF notes, a slide deck) rather than a second of video. */
export const isPaged = (kind: string): kind is 'pdf' | 'slides' => kind === 'pdf' || kind === 'slides';

export const LessonProgress = z.object({
  lesson_id: Id,
  /** Seconds into a video, page of a PDF or slide of a deck (1-based), 0 for an article. */
  position: z.number().int().nonnegative(),
  completed: z.boolean(),
  updated_at: IsoDate,
});
export type LessonProgress = z.infer<typeof LessonProgress>;

/** `GET /learner/v1/player/{productSeo}/lessons/{lessonId}`: the player's view of a lesson. */
export const PlayerParams = z.object({ productSeo: Slug, lessonId: z.coerce.number().pipe(Id) });
export const PlayerResponse = z.object({
  course: z.object({ id: Id, title: z.string(), seo_title: Slug }),
  sections: z.array(Section),
  lesson: Lesson.extend({ section_id: Id }),
  access: LessonAccess,
  /** The lesson's content when `access` is open and the web player shows its kind; media come by signed URL. */
  content: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('video') }),
    z.object({ kind: z.literal('pdf') }),
    z.object({ kind: z.literal('slides') }),
    z.object({ kind: z.literal('text'), markdown: z.string() }),
  ]).nullable(),
  /** The signed-in learner's progress on this lesson; null signed out or never opened. */
  progress: LessonProgress.nullable(),
  /** Whether the learner may keep bookmarks and notes here: running access to the product (SPEC.md section 6). */
  can_bookmark: z.boolean(),
  /** Running access to the product: attachments download (SPEC.md section 6); a free preview alone is not enough. */
  enrolled: z.boolean(),
  /** A dripped lesson (`access` 'dripped'): when it opens, by the server's clock. */
  opens_at: IsoDate.nullable(),
  /** The server's clock when it answered: the player compares the device's with it (CLOCK_SKEW_LIMIT_MS). */
  server_time: IsoDate,
  /**
   * A video that is a live class's recording, for a learner with access: the class, so the player replays its chat
   * beside the video, each message at the moment it was asked. Null for any other lesson.
   */
  recording_of: z.object({ lesson_id: Id, title: z.string(), starts_at: IsoDate }).nullable(),
  /** A lesson waiting for the course's document to be signed (`access` 'sign'): the document's id and title. */
  document: z.object({ id: Slug, title: z.string() }).nullable().default(null),
  /**
   * A code lesson that is a code-lab challenge (`access` 'open'): the challenge to open. Only its accepted submission
   * completes the lesson.
   */
  challenge: z.object({ id: Id, title: z.string(), language: CodeLanguage }).nullable().default(null),
});
export type PlayerResponse = z.infer<typeof PlayerResponse>;

/** A caption or voice language: a BCP 47 primary tag, as the lectures' file names carry it (captions-hi.vtt). */
export const LanguageTag = z.string().regex(/^[a-z]{2,3}$/);

/** A lecture's WebVTT captions in a language, by name beside its master playlist. */
export const captionFile = (language: string): string => `captions-${language}.vtt`;

/** The language of a lecture's caption file, or null for any other file. */
export const captionLanguage = (file: string): string | null => /^captions-([a-z]{2,3})\.vtt$/.exec(file)?.[1] ?? null;

/** `GET /learner/v1/signed_url?course_id&lesson_id`: the lesson's media, by URLs that stop working at `expires_at`. */
export const SignedUrlQuery = z.object({ course_id: z.coerce.number().pipe(Id), lesson_id: z.coerce.number().pipe(Id) });
export const SignedUrlResponse = z.object({
  /** The entry file: the HLS master playlist of a video, the PDF of notes. Relative files resolve beside it. */
  url: z.string(),
  /**
   * A video's WebVTT captions, one file per language its lecture is voiced in (the voice comes as the HLS master
   * playlist's audio renditions, in the same languages); empty for other kinds.
   */
  captions: z.array(z.object({ language: LanguageTag, url: z.string() })),
  expires_at: IsoDate,
});
export type SignedUrlResponse = z.infer<typeof SignedUrlResponse>;

/** `GET /learner/v1/content/{token}/...`: a file of the folder the token grants. */
export const ContentFileParams = z.object({
  token: z.string().min(20).max(1000).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
  dir: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/).max(40).optional(),
  file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*\.(m3u8|ts|m4s|mp4|vtt|pdf)$/).max(80),
});

/** `PUT /learner/v1/progress`: where the learner is in a lesson; completion only ever turns on. */
export const SaveProgressRequest = z.object({
  course_id: Id,
  lesson_id: Id,
  position: z.number().int().nonnegative().max(1_000_000),
  /** Seconds of the video or pages of the PDF: with `position`, whether 90% or the last page is reached. */
  length: z.number().int().nonnegative().max(1_000_000).default(0),
  /** "Mark complete". */
  completed: z.boolean().default(false),
  /**
   * When the learner was at `position` (epoch ms), for a save sent late (made offline, kept in the player's journal):
   * older than the place the API keeps, it does not move that place back; its completion still counts.
   */
  recorded_at: z.number().int().positive().optional(),
});
export type SaveProgressRequest = z.input<typeof SaveProgressRequest>;

export const SectionProgress = z.object({ section_id: Id, percent: z.number().int().min(0).max(100) });

/** `GET /learner/v1/progress?course_id`: the learner's progress in a product, and where they left off. */
export const CourseProgressQuery = z.object({ course_id: z.coerce.number().pipe(Id) });
export const CourseProgressResponse = z.object({
  course_id: Id,
  percent: z.number().int().min(0).max(100),
  sections: z.array(SectionProgress),
  lessons: z.array(LessonProgress),
  /** The lesson opened last: "Continue where you left off". */
  last: z.object({ section_id: Id, lesson_id: Id, position: z.number().int().nonnegative() }).nullable(),
  /** Lessons that have not opened yet for this learner (content dripping), and when each opens. */
  dripped: z.array(z.object({ lesson_id: Id, opens_at: IsoDate })),
});
export type CourseProgressResponse = z.infer<typeof CourseProgressResponse>;
export const SaveProgressResponse = z.object({ progress: LessonProgress, course_percent: z.number().int().min(0).max(100) });

/** At this share of a video watched, the lesson is complete. */
export const VIDEO_COMPLETE_RATIO = 0.9;

// The learner's own data (access, position, progress): a persisted copy only paints while the fresh one arrives.
const player = defineCall({
  method: 'GET', path: '/learner/v1/player/:productSeo/lessons/:lessonId', session: false, params: PlayerParams, response: PlayerResponse, staleTime: STALE_TIME.always,
});
const courseProgress = defineCall({
  method: 'GET', path: '/learner/v1/progress', session: true, query: CourseProgressQuery, response: CourseProgressResponse, staleTime: STALE_TIME.always,
});

/** `GET /learner/v1/supplements/{supplementId}`: a lesson attachment and a short-lived URL of its file. */
export const SupplementParams = z.object({ supplementId: z.coerce.number().pipe(Id) });
export const SupplementResponse = z.object({
  course: z.object({ id: Id, title: z.string(), seo_title: Slug }),
  lesson: z.object({ id: Id, title: z.string(), section_id: Id }),
  supplement: Supplement,
  /** The file (a PDF), by a signed URL that stops working at `expires_at`. */
  url: z.string(),
  expires_at: IsoDate,
});
export type SupplementResponse = z.infer<typeof SupplementResponse>;

/** `GET /learner/v1/progress/last`: the lesson the learner opened last in any product they may still study. */
export const LastLessonResponse = z.object({
  last: z.object({
    course: z.object({ id: Id, title: z.string(), seo_title: Slug }),
    lesson: z.object({ id: Id, title: z.string(), section_id: Id }),
    position: z.number().int().nonnegative(),
  }).nullable(),
});
export type LastLessonResponse = z.infer<typeof LastLessonResponse>;

export const LESSON_CALLS = {
  /** The lesson player's lesson: outline, access and content, the learner's position. Signed out too. */
  player,
  /** SPEC.md section 7's signed-url endpoint: short-lived URLs of the lesson's media. */
  signedUrl: defineCall({ method: 'GET', path: '/learner/v1/signed_url', session: false, query: SignedUrlQuery, response: SignedUrlResponse, staleTime: STALE_TIME.always }),
  /** A media file, by the signed URL's token: not JSON. */
  contentFile: defineCall({ method: 'GET', path: '/learner/v1/content/:token/:file', session: false, params: ContentFileParams, response: null }),
  /** A media file in a sub-folder (an HLS rendition), by the signed URL's token: not JSON. */
  contentNestedFile: defineCall({ method: 'GET', path: '/learner/v1/content/:token/:dir/:file', session: false, params: ContentFileParams, response: null }),
  courseProgress,
  /** `/player`: where the learner left off, across their products. */
  lastLesson: defineCall({ method: 'GET', path: '/learner/v1/progress/last', session: true, response: LastLessonResponse, staleTime: STALE_TIME.always }),
  /** An attachment of a lesson, for a learner with running access to its product. */
  supplement: defineCall({ method: 'GET', path: '/learner/v1/supplements/:supplementId', session: true, params: SupplementParams, response: SupplementResponse, staleTime: STALE_TIME.always }),
  saveProgress: defineCall({
    method: 'PUT', path: '/learner/v1/progress', session: true, body: SaveProgressRequest, response: SaveProgressResponse,
    // Not the player's own read: the page keeps its place itself; a refetch every save would only cost.
    invalidates: [courseProgress, LEARNING_CALLS.enrolled],
  }),
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Course analytics (/home/course-analytics)

/** Days the course analytics chart: the last 30, today's included. */
export const STUDY_DAYS = 30;

export const StudyDay = z.object({
  /** YYYY-MM-DD, UTC. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Seconds studied that day. */
  seconds: z.number().int().nonnegative(),
  /** Lessons completed that day. */
  completed: z.number().int().nonnegative(),
});
/** `GET /learner/v1/progress/study?course_id`: the learner's study of a product they own, day by day. */
export const CourseStudyResponse = z.object({
  course_id: Id,
  days: z.array(StudyDay).length(STUDY_DAYS),
  /** Every second studied, the last 30 days or not. */
  total_seconds: z.number().int().nonnegative(),
});
export type CourseStudyResponse = z.infer<typeof CourseStudyResponse>;

export const STUDY_CALLS = {
  courseStudy: defineCall({ method: 'GET', path: '/learner/v1/progress/study', session: true, query: CourseProgressQuery, response: CourseStudyResponse, staleTime: STALE_TIME.always }),
} as const;
