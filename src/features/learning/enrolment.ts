import type { TFunction } from 'i18next';
import type { ProductType } from '../../contract/common.ts';
import type { Enrolment, EnrolledCourse } from '../../contract/learning.ts';
import { formatDate } from '../product/index.ts';

/** Where the learner stands with a product they own. */
export type ProgressState = 'not_started' | 'in_progress' | 'completed';

export function progressState(enrolment: Pick<Enrolment, 'progress_percent'>): ProgressState {
  if (enrolment.progress_percent >= 100) return 'completed';
  return enrolment.progress_percent <= 0 ? 'not_started' : 'in_progress';
}

/** "Not started", "40% complete", "Completed". */
export function progressText(enrolment: Pick<Enrolment, 'progress_percent'>, t: TFunction): string {
  const state = progressState(enrolment);
  return state === 'in_progress' ? t('learning.progress.percent', { percent: enrolment.progress_percent }) : t(`learning.progress.${state}`);
}

/** Whether the access has ended at `now`; access without an end never does. */
export function isExpired(enrolment: Pick<Enrolment, 'expires_at'>, now: number): boolean {
  return enrolment.expires_at !== null && Date.parse(enrolment.expires_at) <= now;
}

/** How long the learner keeps access: "Expired", "Valid till 31 Mar 2027", "No expiry". */
export function expiryText(enrolment: Pick<Enrolment, 'expires_at'>, now: number, locale: string, t: TFunction): string {
  if (enrolment.expires_at === null) return t('learning.expiry.none');
  if (isExpired(enrolment, now)) return t('learning.expiry.expired');
  return t('learning.expiry.validTill', { date: formatDate(enrolment.expires_at, locale) });
}

/**
 * The tabs of /courses-library (`tabId`): everything, then one tab per product type in the school's order.
 * SPEC.md names the key only; the ids are ours (docs/decisions/0012-learner-store-pages.md).
 */
export const LIBRARY_TAB_BY_TYPE: Readonly<Record<ProductType, LibraryTabId>> = { 1: 'courses', 2: 'tests', 3: 'bundles', 4: 'testSeries' };
export type LibraryTabId = 'all' | 'courses' | 'tests' | 'bundles' | 'testSeries';
export const LIBRARY_TAB_IDS: readonly LibraryTabId[] = ['all', 'courses', 'tests', 'bundles', 'testSeries'];

/** The tabs in the order the school shows its product types. */
export function libraryTabs(productsOrder: readonly ProductType[]): LibraryTabId[] {
  return ['all', ...[...new Set(productsOrder)].map((type) => LIBRARY_TAB_BY_TYPE[type])];
}

/** The `tabId` of the address, when it names one of the tabs; else the first tab. */
export function libraryTab(search: string, tabs: readonly LibraryTabId[]): LibraryTabId {
  const value = new URLSearchParams(search).get('tabId');
  return tabs.find((tab) => tab === value) ?? tabs[0] ?? 'all';
}

export function inLibraryTab(product: Pick<EnrolledCourse, 'course_type'>, tab: LibraryTabId): boolean {
  return tab === 'all' || LIBRARY_TAB_BY_TYPE[product.course_type] === tab;
}
