import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { BATCH_CALLS } from '../../contract/batch.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { insider } from './batch-api.ts';
import { BatchFrame, JoinFirst, useWhen } from './batch-frame.tsx';

const list = cx(card({ padding: 'sm' }), css({ listStyle: 'none', m: '0', display: 'grid', '& > li': { display: 'flex', alignItems: 'center', gap: '3', py: '3', px: '2', flexWrap: 'wrap' }, '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } }));

function Members({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const when = useWhen();
  const query = useQuery(callQuery(slug, BATCH_CALLS.batchMembers, { params: { batchId } }));
  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton width="100%" height="10rem" />;
  return (
    <>
      <p className={css({ m: '0', color: 'fg.muted' })}>{t('batch.members', { count: query.data.count })}</p>
      <ul className={list} data-testid="batch-members">
        {query.data.members.map((m, i) => (
          <li key={i} data-testid="batch-member">
            <span className={css({ fontWeight: 'semibold', flex: '1', minW: '0', overflowWrap: 'anywhere' })}>{m.me ? t('batch.you', { name: m.name }) : m.name}</span>
            <span className={badge({ tone: m.role === 'faculty' ? 'brand' : 'neutral' })} data-testid="batch-member-role">{t(`batch.role.${m.role}`)}</span>
            {m.joined_at && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('batch.joinedOn', { date: when.day(m.joined_at) })}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** `/batch/members` (batchId, productSeo): the batch's faculty, then its learners as they joined. */
export function BatchMembersPage() {
  return <BatchFrame tab="members">{(batch) => (insider(batch) ? <Members batchId={batch.id} /> : <JoinFirst batch={batch} />)}</BatchFrame>;
}
