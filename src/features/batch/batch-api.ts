import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BATCH_CALLS, type Batch, type CalendarEntry } from '../../contract/batch.ts';
import { callQuery } from '../../lib/query-client.ts';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

/** The batch a tab is about and its product, from the address (`batchId`, `productSeo`; the schedule's product in its path). */
export function useBatchAddress(): { batchId: number | null; productSeo: string | null } {
  const params = useRouteParams();
  return useMemo(() => {
    const search = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);
    const id = Number(search.get('batchId'));
    const seo = params['productSeo'] ?? search.get('productSeo');
    return { batchId: Number.isInteger(id) && id > 0 ? id : null, productSeo: seo && /^[a-z0-9-]{1,120}$/.test(seo) ? seo : null };
  }, [params]);
}

export function useBatch(batchId: number | null) {
  const { slug } = useShell();
  return useQuery({ ...callQuery(slug, BATCH_CALLS.batch, { params: { batchId: batchId ?? 0 } }), enabled: batchId !== null });
}

export const BATCH_TABS = ['schedule', 'content', 'discussion-circle', 'announcement', 'members', 'leaderboard', 'achievements', 'rating-review', 'about'] as const;
export type BatchTab = (typeof BATCH_TABS)[number];

/** The tabs a reader sees: the leaderboard only while it is shown to learners, or to the school's staff. */
export const tabsFor = (batch: Pick<Batch, 'leaderboard_hidden' | 'staff'>): readonly BatchTab[] =>
  BATCH_TABS.filter((tab) => tab !== 'leaderboard' || !batch.leaderboard_hidden || batch.staff !== null);

/** Whether the reader may open the batch's own pages: a member, or the school's faculty or admin. */
export const insider = (batch: Pick<Batch, 'mine' | 'staff'>): boolean => batch.mine || batch.staff !== null;

/** A tab's address: the schedule under the product, the others with the batch and product in the query. */
export function tabHref(base: string, tab: BatchTab, batchId: number, productSeo: string): string {
  if (tab === 'schedule') return href(base, routeById('batch-schedule'), { productSeo }, { batchId: String(batchId) });
  return href(base, routeById(`batch-${tab}`), {}, { batchId: String(batchId), productSeo });
}

export const batchHomeHref = (base: string, productSeo: string): string => href(base, routeById('batch'), { productSeo });
export const lessonHref = (base: string, productSeo: string, sectionId: number, lessonId: number): string =>
  href(base, routeById('lesson-player'), { productSeo, sectionId, lessonId });

/**
 * Where a calendar entry leads: a release to its lesson in the player; a live class to the batch's own class's page,
 * open before it too (when it is, the countdown, Zoom's details near the start), with the batch named for its staff.
 */
export function entryHref(base: string, batch: Pick<Batch, 'id' | 'product' | 'staff'>, entry: CalendarEntry): string {
  if (entry.class_state === null) return lessonHref(base, batch.product.seo, entry.section_id, entry.lesson_id);
  return href(base, routeById('live-webinar'), { courseId: batch.product.id, lessonId: entry.lesson_id }, batch.staff ? { batchId: String(batch.id) } : undefined);
}

/** Whether a reader of the batch may follow the entry now: a live class's page always, a release once it opened. */
export const entryLinked = (entry: CalendarEntry): boolean => entry.open || entry.class_state !== null;
