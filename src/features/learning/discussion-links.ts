import type { DiscussionLesson } from '../../contract/discussion.ts';
import { positionHash } from '../../lib/position-hash.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

/** A product a discussion page names: the course, and the bundle it is studied through (SPEC.md's bundleId, bundleSeo). */
export interface ProductRef {
  readonly id: number;
  readonly seo_title: string;
}

/** `/home/discussion` with SPEC.md's keys: the course's questions, only a lesson's with `postId` (the lesson's id). */
export const discussionsHref = (base: string, course: ProductRef, bundle: ProductRef | null, lessonId?: number): string =>
  href(base, routeById('discussion'), {}, {
    courseId: String(course.id),
    courseSeo: course.seo_title,
    ...(bundle ? { bundleId: String(bundle.id), bundleSeo: bundle.seo_title } : {}),
    ...(lessonId ? { postId: String(lessonId) } : {}),
  });

/** `/home/discussion/{discussionId}`. */
export const discussionHref = (base: string, discussionId: number): string => href(base, routeById('discussion-thread'), { discussionId: String(discussionId) });

/** The course's dashboard, through its bundle when studied so. */
export const courseDashboardHref = (base: string, courseSeo: string, bundle: ProductRef | null): string =>
  bundle ? href(base, routeById('dashboard-sub'), { productSeo: bundle.seo_title, subProductSeo: courseSeo }) : href(base, routeById('dashboard'), { productSeo: courseSeo });

/** The lesson in the player, at the question's moment (a video's second, a PDF's page). */
export function lessonMomentHref(base: string, courseSeo: string, bundle: ProductRef | null, lesson: DiscussionLesson): string {
  const ids = { sectionId: lesson.section_id, lessonId: lesson.id };
  const player = bundle
    ? href(base, routeById('lesson-player-sub'), { productSeo: bundle.seo_title, subProductSeo: courseSeo, ...ids })
    : href(base, routeById('lesson-player'), { productSeo: courseSeo, ...ids });
  return `${player}${lesson.at === null ? '' : positionHash(lesson.kind, lesson.at)}`;
}
