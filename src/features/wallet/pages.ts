import type { ShellPage } from '../../platform/feature.ts';
import { WalletSkeleton } from './skeleton.tsx';

/** The wallet (its balance and its ledger) and invite and earn, which pays into it. */
export const WALLET_PAGES: Readonly<Record<string, ShellPage>> = {
  wallet: { titleKey: 'wallet.title', Skeleton: WalletSkeleton, load: () => import('./wallet-page.tsx').then((m) => m.WalletPage) },
  invite: { titleKey: 'wallet.invite.title', Skeleton: WalletSkeleton, load: () => import('./invite-page.tsx').then((m) => m.InvitePage) },
};
