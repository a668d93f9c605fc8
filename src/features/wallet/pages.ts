import type { ShellPage } from '../../platform/feature.ts';
import { WalletSkeleton } from './skeleton.tsx';

/** The wallet's one page: its balance and its ledger. */
export const WALLET_PAGES: Readonly<Record<string, ShellPage>> = {
  wallet: { titleKey: 'wallet.title', Skeleton: WalletSkeleton, load: () => import('./wallet-page.tsx').then((m) => m.WalletPage) },
};
