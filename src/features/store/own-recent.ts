import { PRODUCT_TYPE } from '../../contract/common.ts';
import type { EnrolledCourse } from '../../contract/learning.ts';

/** SPEC.md section 9: at most 5 recent courses. */
export const OWN_RECENT_LIMIT = 5;

/**
 * The signed-in learner's recent courses: the courses they own, last opened first, then those never opened in the
 * order the API gives (most recently enrolled first). Tests, series and bundles have rows of their own.
 */
export function ownRecentCourses(owned: readonly EnrolledCourse[]): EnrolledCourse[] {
  const courses = owned.filter((c) => c.course_type === PRODUCT_TYPE.course);
  const opened = courses.filter((c) => c.enrolment.last_opened_at !== null).sort((a, b) => Date.parse(b.enrolment.last_opened_at!) - Date.parse(a.enrolment.last_opened_at!));
  const never = courses.filter((c) => c.enrolment.last_opened_at === null);
  return [...opened, ...never].slice(0, OWN_RECENT_LIMIT);
}

/** The parts of the store's recent row this changes. */
export interface RecentRow {
  readonly title: HTMLElement;
  readonly row: HTMLElement;
  readonly viewAll: HTMLAnchorElement | null;
}

/**
 * A course's card as its sales page carries it (`<template data-product-card>` holding `<li data-course-id>`), or
 * null when the page holds none for this course.
 */
export function cardFromSalesPage(html: string, courseId: number): Element | null {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const template = page.querySelector<HTMLTemplateElement>('template[data-product-card]');
  const card = template?.content.querySelector(`[data-course-id="${courseId}"]`);
  return card ? document.importNode(card, true) : null;
}

/**
 * Fills the recent row with the learner's own recent courses whose cards were found, in their order; leaves the
 * school's newest courses when none was (a learner who owns none, or whose courses the school has since withdrawn).
 */
export function showOwnRecent(parts: RecentRow, courses: readonly EnrolledCourse[], cards: ReadonlyMap<number, Node>, texts: { title: string; viewAllHref: string; viewAllLabel: string }): boolean {
  const shown = ownRecentCourses(courses).flatMap((course) => cards.get(course.id) ?? []);
  if (shown.length === 0) return false;
  parts.row.replaceChildren(...shown);
  parts.title.textContent = texts.title;
  if (parts.viewAll) {
    parts.viewAll.href = texts.viewAllHref;
    parts.viewAll.setAttribute('aria-label', texts.viewAllLabel);
  }
  return true;
}
