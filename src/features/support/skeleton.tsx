import { PanelsSkeleton } from '../../ui/page-skeleton.tsx';

/** The support pages' shape while they load: the title, then a ticket's panels or the list. */
export const SupportSkeleton = () => <PanelsSkeleton panels={['sm', 'lg']} />;
