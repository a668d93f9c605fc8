import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import type { Community } from '../../contract/community.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { communitiesQuery } from './community-api.ts';
import { CommunityFrame } from './frame.tsx';
import { JoinButton } from './join-button.tsx';
import { communityHref } from './links.ts';

const grid = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } });
const counts = css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm', color: 'fg.muted', m: '0' });

function CommunityCard({ community }: { community: Community }) {
  const { t } = useTranslation();
  const { base } = useShell();
  return (
    <article className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '3', h: 'full', alignContent: 'start' }))} data-testid="community-card">
      <p className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', m: '0' })}>
        <span className={badge({ tone: community.visibility === 'public' ? 'neutral' : 'brand' })}>{community.visibility === 'public' ? t('community.public') : t('community.private')}</span>
        {community.product_title && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('community.privateFor', { product: community.product_title })}</span>}
      </p>
      <h2 className={css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'xl', m: '0', '& a': { color: 'inherit', textDecoration: 'none', _hover: { textDecoration: 'underline' } } })}>
        <a href={communityHref(base, community)}>{community.title}</a>
      </h2>
      <p className={css({ color: 'fg.muted', m: '0' })}>{community.description}</p>
      <p className={counts}>
        <span>{t('community.members', { count: community.member_count })}</span>
        <span>{t('community.posts', { count: community.post_count })}</span>
        {community.unresolved_count > 0 && <span>{t('community.unresolved', { count: community.unresolved_count })}</span>}
      </p>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', pt: '1' })}><JoinButton community={community} /></div>
    </article>
  );
}

/** `/communities`: the school's communities, public and private, each with its counts and a way to join. */
export function CommunitiesPage() {
  const { t } = useTranslation();
  const { slug, config } = useShell();
  const query = useQuery(communitiesQuery(slug));
  return (
    <CommunityFrame title={t('community.title')} intro={t('community.intro', { school: config.school_config.school_name })} testId="communities-title">
      {query.isError && !query.data ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
        : !query.data ? <div className={grid}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} width="100%" height="12rem" />)}</div>
          : query.data.communities.length === 0 ? <EmptyState title={t('community.empty')} />
            : <ul className={grid}>{query.data.communities.map((c) => <li key={c.id}><CommunityCard community={c} /></li>)}</ul>}
    </CommunityFrame>
  );
}
