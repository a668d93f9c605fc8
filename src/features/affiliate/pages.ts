import type { ShellPage } from '../../platform/feature.ts';
import { AffiliateSkeleton } from './skeleton.tsx';

/** The affiliate programme's pages. */
export const AFFILIATE_PAGES: Readonly<Record<string, ShellPage>> = {
  'become-affiliate': { titleKey: 'affiliate.title', Skeleton: AffiliateSkeleton, load: () => import('./become-affiliate-page.tsx').then((m) => m.BecomeAffiliatePage) },
  'product-links': { titleKey: 'affiliate.links.title', Skeleton: AffiliateSkeleton, load: () => import('./product-links-page.tsx').then((m) => m.ProductLinksPage) },
  'affiliate-bank': { titleKey: 'affiliate.bank.title', Skeleton: AffiliateSkeleton, load: () => import('./affiliate-bank-page.tsx').then((m) => m.AffiliateBankPage) },
};
