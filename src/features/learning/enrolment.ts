import type { TFunction } from 'i18next';
import type { ProductType } from '../../contract/common.ts';
import type { Enrolment, EnrolledCourse } from '../../contract/learning.ts';
import type { Invoice } from '../../contract/checkout.ts';
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
export type LibraryTabId = 'all' | 'courses' | 'tests' | 'bundles' | 'testSeries' | 'downloads';
export const LIBRARY_TAB_IDS: readonly LibraryTabId[] = ['all', 'courses', 'tests', 'bundles', 'testSeries', 'downloads'];

/** The tabs in the order the school shows its product types, then the lessons downloaded to this device. */
export function libraryTabs(productsOrder: readonly ProductType[]): LibraryTabId[] {
  return ['all', ...[...new Set(productsOrder)].map((type) => LIBRARY_TAB_BY_TYPE[type]), 'downloads'];
}

/** The `tabId` of the address, when it names one of the tabs; else the first tab. */
export function libraryTab(search: string, tabs: readonly LibraryTabId[]): LibraryTabId {
  const value = new URLSearchParams(search).get('tabId');
  return tabs.find((tab) => tab === value) ?? tabs[0] ?? 'all';
}

export function inLibraryTab(product: Pick<EnrolledCourse, 'course_type'>, tab: LibraryTabId): boolean {
  return tab === 'all' || (tab !== 'downloads' && LIBRARY_TAB_BY_TYPE[product.course_type] === tab);
}

/** Access that ends within this many days is "ending soon", with a way to renew. */
export const ENDING_SOON_DAYS = 30;
const DAY_MS = 86_400_000;

export type AccessStatus = 'unlimited' | 'active' | 'ending' | 'ended';

export interface AccessRow {
  readonly course: EnrolledCourse;
  readonly status: AccessStatus;
  /** Whole days of access left (rounded up); null without an end. */
  readonly daysLeft: number | null;
  /** The invoice of the latest purchase of this product; null for a free enrolment or one the school gave. */
  readonly invoice: Invoice | null;
}

export function accessStatus(enrolment: Pick<Enrolment, 'expires_at'>, now: number): { status: AccessStatus; daysLeft: number | null } {
  if (enrolment.expires_at === null) return { status: 'unlimited', daysLeft: null };
  const left = Date.parse(enrolment.expires_at) - now;
  if (left <= 0) return { status: 'ended', daysLeft: 0 };
  const daysLeft = Math.ceil(left / DAY_MS);
  return { status: daysLeft <= ENDING_SOON_DAYS ? 'ending' : 'active', daysLeft };
}

const STATUS_ORDER: Readonly<Record<AccessStatus, number>> = { ending: 0, active: 1, unlimited: 1, ended: 2 };

/**
 * The learner's access, product by product, with what they paid for it: access that ends soon first (it may need
 * renewing), then the rest in the order enrolled, ended access last.
 */
export function accessRows(courses: readonly EnrolledCourse[], invoices: readonly Invoice[], now: number): AccessRow[] {
  const latest = new Map<number, Invoice>();
  for (const invoice of invoices) {
    const known = latest.get(invoice.order.product.id);
    if (!known || invoice.issued_at > known.issued_at) latest.set(invoice.order.product.id, invoice);
  }
  return courses
    .map((course) => ({ course, ...accessStatus(course.enrolment, now), invoice: latest.get(course.id) ?? null }))
    .map((row, index) => ({ row, index }))
    .sort((a, b) => STATUS_ORDER[a.row.status] - STATUS_ORDER[b.row.status] || a.index - b.index)
    .map(({ row }) => row);
}
