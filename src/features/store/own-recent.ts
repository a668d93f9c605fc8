import type { EnrolledCourse } from '../../contract/learning.ts';

/** SPEC.md section 9: at most 5 recent courses. */
export const OWN_RECENT_LIMIT = 5;

/**
 * The signed-in learner's recent courses: the courses they own, last opened first, then those never opened in the
 * order the API gives (most recently enrolled first). Tests, series and bundles have rows of their own.
 */
export function ownRecentCourses(owned: readonly EnrolledCourse[]): EnrolledCourse[] {
  const courses = owned.filter((c) => c.course_type === 1);
  const opened = courses.filter((c) => c.enrolment.last_opened_at !== null).sort((a, b) => Date.parse(b.enrolment.last_opened_at!) - Date.parse(a.enrolment.last_opened_at!));
  const never = courses.filter((c) => c.enrolment.last_opened_at === null);
  return [...opened, ...never].slice(0, OWN_RECENT_LIMIT);
}

/** The parts of the store's recent row this changes. */
export interface RecentRow {
  readonly title: HTMLElement;
  readonly row: HTMLElement;
  /** Every course's card, prerendered once each (`<li data-course-id>`), to pick from. */
  readonly cards: DocumentFragment;
  readonly viewAll: HTMLAnchorElement | null;
}

/**
 * Fills the recent row with the learner's own courses; leaves the school's newest courses when they own none (or
 * none of theirs has a card here, such as a course the school has since withdrawn).
 */
export function showOwnRecent(parts: RecentRow, courses: readonly EnrolledCourse[], texts: { title: string; viewAllHref: string; viewAllLabel: string }): boolean {
  const cards = ownRecentCourses(courses)
    .map((course) => parts.cards.querySelector(`[data-course-id="${course.id}"]`)?.cloneNode(true))
    .filter((card): card is Node => card !== undefined);
  if (cards.length === 0) return false;
  parts.row.replaceChildren(...cards);
  parts.title.textContent = texts.title;
  if (parts.viewAll) {
    parts.viewAll.href = texts.viewAllHref;
    parts.viewAll.setAttribute('aria-label', texts.viewAllLabel);
  }
  return true;
}
