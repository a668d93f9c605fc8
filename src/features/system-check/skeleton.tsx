import { PanelsSkeleton } from '../../ui/page-skeleton.tsx';

/** The system check's shape while it loads: the title and the list of steps. */
export const SystemCheckSkeleton = () => <PanelsSkeleton panels={['lg']} />;
