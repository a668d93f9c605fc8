import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { circleRoom } from '../../contract/rooms.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { loadClassroom } from '../live/index.ts';
import { insider } from './batch-api.ts';
import { BatchFrame, JoinFirst } from './batch-frame.tsx';

const Classroom = lazy(() => loadClassroom().then((Classroom) => ({ default: Classroom })));

/**
 * `/batch/discussion-circle` (batchId, productSeo): the batch's room (decision 0070), where its members and faculty
 * talk in real time; what was said stays for whoever comes later, and a dropped connection loses nothing.
 */
export function BatchCirclePage() {
  const { t } = useTranslation();
  return (
    <BatchFrame tab="discussion-circle">
      {(batch) => (insider(batch) ? (
        <>
          <p className={css({ m: '0', color: 'fg.muted' })}>{t('batch.circleIntro')}</p>
          <Suspense fallback={<Skeleton width="100%" height="20rem" />}>
            <Classroom room={circleRoom(batch.id)} readOnly={batch.state === 'ended'} kind="circle" />
          </Suspense>
        </>
      ) : <JoinFirst batch={batch} />)}
    </BatchFrame>
  );
}
