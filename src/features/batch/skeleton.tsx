import { PanelsSkeleton } from '../../ui/page-skeleton.tsx';

/** A batch page's shape while it loads: the title, the tabs' panel. */
export const BatchSkeleton = () => <PanelsSkeleton panels={['sm', 'lg']} />;
