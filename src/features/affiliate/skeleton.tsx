import { PanelsSkeleton } from '../../ui/page-skeleton.tsx';

/** The affiliate pages' shape while they load: the title, where the learner stands, and the form or the history. */
export const AffiliateSkeleton = () => <PanelsSkeleton panels={['sm', 'lg']} />;
