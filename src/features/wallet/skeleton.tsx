import { PanelsSkeleton } from '../../ui/page-skeleton.tsx';

/** The wallet page's shape while the school configuration and the page's code load: its title, balance and ledger. */
export const WalletSkeleton = () => <PanelsSkeleton panels={['sm', 'lg']} />;
