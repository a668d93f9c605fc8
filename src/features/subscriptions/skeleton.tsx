import { PanelsSkeleton } from '../../ui/page-skeleton.tsx';

/** A subscription page's shape while the school configuration and the page's code load: its title and two panels. */
export const SubscriptionsSkeleton = () => <PanelsSkeleton panels={['md', 'md']} width="4xl" />;
