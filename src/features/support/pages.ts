import type { ShellPage } from '../../platform/feature.ts';
import { SupportSkeleton } from './skeleton.tsx';

/** Support and demand tickets' pages. */
export const SUPPORT_PAGES: Readonly<Record<string, ShellPage>> = {
  'support-list': { titleKey: 'support.title', Skeleton: SupportSkeleton, load: () => import('./support-list-page.tsx').then((m) => m.SupportListPage) },
  'raise-ticket': { titleKey: 'support.form.title', Skeleton: SupportSkeleton, load: () => import('./raise-ticket-page.tsx').then((m) => m.RaiseTicketPage) },
  'support-details': { titleKey: 'support.title', Skeleton: SupportSkeleton, load: () => import('./ticket-page.tsx').then((m) => m.TicketPage) },
  'support-reply': { titleKey: 'support.title', Skeleton: SupportSkeleton, load: () => import('./ticket-reply-page.tsx').then((m) => m.TicketReplyPage) },
  'demands-list': { titleKey: 'support.demand.title', Skeleton: SupportSkeleton, load: () => import('./demands-list-page.tsx').then((m) => m.DemandsListPage) },
  'raise-demand': { titleKey: 'support.demand.form.title', Skeleton: SupportSkeleton, load: () => import('./raise-demand-page.tsx').then((m) => m.RaiseDemandPage) },
  'demand-details': { titleKey: 'support.demand.title', Skeleton: SupportSkeleton, load: () => import('./demand-page.tsx').then((m) => m.DemandPage) },
  'demand-reply': { titleKey: 'support.demand.title', Skeleton: SupportSkeleton, load: () => import('./demand-reply-page.tsx').then((m) => m.DemandReplyPage) },
};
