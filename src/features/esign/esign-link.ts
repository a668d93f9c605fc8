import type { ProductType } from '../../contract/common.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

export interface EsignLink {
  userId: number;
  course: { id: number; title: string; seo_title: string; course_type?: ProductType };
  consentId: string;
  redirectSource: 'player' | 'course' | 'account';
}

/** `/esign/{userId}` with SPEC.md's query keys, for a course's document (docs/decisions/0080-e-signed-documents.md). */
export function esignHref(base: string, { userId, course, consentId, redirectSource }: EsignLink): string {
  return href(base, routeById('esign'), { userId }, {
    userCourseId: String(course.id),
    consentId,
    courseName: course.title,
    courseSeoTitle: course.seo_title,
    courseType: String(course.course_type ?? 1),
    redirectSource,
  });
}
