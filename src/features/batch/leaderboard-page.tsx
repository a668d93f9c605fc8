import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { BATCH_CALLS, BATCH_TEXT, type Batch, type LeaderboardSetting, type Standing } from '../../contract/batch.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { badge, button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { mutedText } from '../../ui/layout.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { insider } from './batch-api.ts';
import { BatchFrame, JoinFirst } from './batch-frame.tsx';

const table = css({
  w: 'full', borderCollapse: 'collapse', fontSize: 'sm', fontVariantNumeric: 'tabular-nums',
  '& th, & td': { textAlign: 'start', py: '2.5', px: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& th': { color: 'fg.muted', fontWeight: 'semibold' },
  '& td.num, & th.num': { textAlign: 'end' },
  '& tr[data-me=true] td': { bg: 'brand.subtle', fontWeight: 'semibold' },
});
const scroller = cx(card({ padding: 'sm' }), css({ overflowX: 'auto' }));

/** An admin's switch: hide the leaderboard from the batch's learners, or show it again (SPEC.md section 6). */
function HideSwitch({ batchId, hidden }: { batchId: number; hidden: boolean }) {
  const { t } = useTranslation();
  const save = useWrite(BATCH_CALLS.setLeaderboard, (body: LeaderboardSetting) => call(BATCH_CALLS.setLeaderboard, { params: { batchId }, body }),
    (out) => showSuccess(t(out.hidden ? 'batch.leaderboardNowHidden' : 'batch.leaderboardNowShown')));
  return (
    <div className={cx(card({ padding: 'sm' }), css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' }))} data-testid="leaderboard-admin">
      <p className={css({ m: '0' })} data-testid="leaderboard-visibility">{t(hidden ? 'batch.leaderboardHiddenStaff' : 'batch.leaderboardShownStaff')}</p>
      <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={save.isPending} onClick={() => save.mutate({ hidden: !hidden })} data-testid="leaderboard-toggle">
        {t(hidden ? 'batch.showLeaderboard' : 'batch.hideLeaderboard')}
      </button>
    </div>
  );
}

function Row({ row }: { row: Standing }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <tr data-me={row.me} data-testid="standing">
      <td data-testid="standing-rank">{number.format(row.rank)}</td>
      <td className={css({ overflowWrap: 'anywhere' })}>{row.me ? t('batch.you', { name: row.name }) : row.name}</td>
      <td className="num">{row.tests_percent === null ? '—' : `${number.format(row.tests_percent)}%`}</td>
      <td className="num">{number.format(row.progress_percent)}%</td>
      <td className="num" data-testid="standing-points">{number.format(row.points)}</td>
    </tr>
  );
}

function Leaderboard({ batch }: { batch: Batch }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const query = useQuery(callQuery(slug, BATCH_CALLS.batchLeaderboard, { params: { batchId: batch.id } }));
  // Hidden since the board was last read: the API's word wins over the copy kept from before.
  if (query.isError && toAppError(query.error).code === ERROR_CODE.notFound) {
    return <EmptyState title={t('batch.leaderboardHiddenTitle')} text={localiseMessage(t, BATCH_TEXT.leaderboardHidden)} role="status" data-testid="leaderboard-hidden" />;
  }
  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton width="100%" height="14rem" />;
  const board = query.data;
  const below = board.mine && !board.standings.some((s) => s.me) ? board.mine : null;
  return (
    <>
      {board.can_hide && <HideSwitch batchId={batch.id} hidden={board.hidden} />}
      {!board.can_hide && board.hidden && <p className={css({ m: '0' })}><span className={badge({ tone: 'neutral' })} data-testid="leaderboard-visibility">{t('batch.leaderboardHiddenStaff')}</span></p>}
      <p className={mutedText}>{t('batch.leaderboardHow')}</p>
      {board.standings.length === 0 ? <EmptyState title={t('batch.leaderboardEmpty')} text={t('batch.leaderboardEmptyText')} data-testid="leaderboard-empty" /> : (
        <div className={scroller}>
          <table className={table} data-testid="leaderboard">
            <caption className={css({ srOnly: true })}>{t('batch.leaderboardCaption', { count: board.members })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('batch.rank')}</th>
                <th scope="col">{t('batch.learner')}</th>
                <th scope="col" className="num">{t('batch.tests')}</th>
                <th scope="col" className="num">{t('batch.progress')}</th>
                <th scope="col" className="num">{t('batch.points')}</th>
              </tr>
            </thead>
            <tbody>
              {board.standings.map((row, i) => <Row key={i} row={row} />)}
              {below && <Row row={below} />}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/**
 * `/batch/leaderboard` (batchId, productSeo): the batch ranked by its course's tests and progress, equal points
 * sharing a rank; the school's admins hide it from learners here, or show it again.
 */
export function BatchLeaderboardPage() {
  return <BatchFrame tab="leaderboard">{(batch) => (insider(batch) ? <Leaderboard batch={batch} /> : <JoinFirst batch={batch} />)}</BatchFrame>;
}
