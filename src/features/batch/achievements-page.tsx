import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { BATCH_CALLS, type Achievement } from '../../contract/batch.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { AwardIcon } from '../../ui/icons.ts';
import { mutedText } from '../../ui/layout.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { insider } from './batch-api.ts';
import { BatchFrame, JoinFirst, useWhen } from './batch-frame.tsx';

const grid = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } });
const medal = (earned: boolean) => css({
  w: '11', h: '11', borderRadius: 'full', display: 'grid', placeItems: 'center', flexShrink: '0',
  bg: earned ? 'brand.solid' : 'bg.muted', color: earned ? 'brand.contrast' : 'fg.muted', '& svg': { w: '6', h: '6' },
});

/** Where the reader stands against a badge they have not earned yet, in the badge's own terms. */
function standingText(t: ReturnType<typeof useTranslation>['t'], a: Achievement): string | null {
  if (a.rule === 'rank' && a.standing === null) return t('batch.unranked');
  if (a.standing === null) return null;
  switch (a.rule) {
    case 'streak': return t('batch.streakStanding', { count: a.standing, need: a.amount });
    case 'rank': return t('batch.rankStanding', { rank: a.standing, top: a.amount });
    case 'progress': return t('batch.progressStanding', { percent: a.standing, need: a.amount });
    default: return null;
  }
}

function Badge({ item }: { item: Achievement }) {
  const { t } = useTranslation();
  const when = useWhen();
  const earned = item.earned_at !== null;
  const standing = earned ? null : standingText(t, item);
  return (
    <li className={cx(card({ padding: 'sm' }), css({ display: 'flex', gap: '3', alignItems: 'start' }))} data-testid="achievement" data-earned={earned}>
      <span className={medal(earned)} aria-hidden="true"><AwardIcon /></span>
      <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
        <h2 className={css({ m: '0', fontSize: 'md', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{item.title}</h2>
        <p className={css({ m: '0', fontSize: 'sm' })}>{item.description}</p>
        <p className={css({ m: '0', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          {earned
            ? <span className={badge({ tone: 'brand' })} data-testid="achievement-earned">{t('batch.earnedOn', { date: when.day(item.earned_at!) })}</span>
            : <span className={badge({ tone: 'neutral' })}>{t('batch.notEarned')}</span>}
          <span className={mutedText}>{t('batch.earnedBy', { count: item.earned_by })}</span>
        </p>
        {standing && <p className={mutedText} data-testid="achievement-standing">{standing}</p>}
      </div>
    </li>
  );
}

function Achievements({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const query = useQuery(callQuery(slug, BATCH_CALLS.batchAchievements, { params: { batchId } }));
  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton width="100%" height="12rem" />;
  const list = query.data.achievements;
  if (list.length === 0) return <EmptyState title={t('batch.noAchievements')} text={t('batch.noAchievementsText')} data-testid="achievements-empty" />;
  const earned = list.filter((a) => a.earned_at !== null).length;
  return (
    <>
      <p className={css({ m: '0' })} data-testid="achievements-count">{t('batch.achievementsCount', { earned, count: list.length })}</p>
      <ul className={grid} data-testid="achievements">{list.map((a) => <Badge key={a.id} item={a} />)}</ul>
    </>
  );
}

/** `/batch/achievements` (batchId, productSeo): the school's milestones, those the reader reached in this batch and when. */
export function BatchAchievementsPage() {
  return <BatchFrame tab="achievements">{(batch) => (insider(batch) ? <Achievements batchId={batch.id} /> : <JoinFirst batch={batch} />)}</BatchFrame>;
}
