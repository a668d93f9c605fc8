import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import { REFERRAL_CALLS } from '../../contract/referral.ts';
import type { InviteFriend, InviteResponse } from '../../contract/referral.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, button, link } from '../../ui/button.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { mutedText, pageContainer } from '../../ui/layout.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ShareLink } from '../../ui/share-link.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { summaryName, summaryPanel, summaryTitle } from '../../ui/summary.ts';

const page = css({ display: 'grid', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const steps = css({ m: '0', pl: '5', display: 'grid', gap: '2', listStyle: 'decimal' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid' });
const friendRow = css({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '1 4', py: '3', borderTopWidth: '1px', borderColor: 'border.default',
  _first: { borderTopWidth: '0' },
});
const amount = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
const headRow = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' });

function Friend({ friend, currency }: { friend: InviteFriend; currency: number }) {
  const { t, i18n } = useTranslation();
  const money = useMoney(currency);
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(friend.joined_at));
  return (
    <li className={friendRow} data-testid="invite-friend" data-state={friend.state}>
      <span className={summaryName}>{friend.name || t('wallet.invite.formerFriend')}</span>
      <span className={amount} data-testid="invite-friend-earned">{friend.earned === 0 ? '' : `${friend.earned > 0 ? '+' : '−'}${money(Math.abs(friend.earned))}`}</span>
      <span className={mutedText}>{t('wallet.invite.joinedOn', { date: joined })}</span>
      <span className={cx(badge({ tone: friend.state === 'rewarded' ? 'brand' : 'neutral' }), css({ justifySelf: 'end' }))} data-testid="invite-friend-state">
        {t(`wallet.invite.state.${friend.state}`)}
      </span>
    </li>
  );
}

function Invite({ data }: { data: InviteResponse }) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const money = useMoney(data.currency);
  const url = new URL(data.path, window.location.origin).href;
  const school = config.school_config.school_name;
  const { programme } = data;

  return (
    <div className={page}>
      <section className={summaryPanel} aria-labelledby="invite-link-title">
        <h2 id="invite-link-title" className={summaryTitle}>{t('wallet.invite.linkTitle')}</h2>
        <p className={mutedText}>{t('wallet.invite.intro')}</p>
        <ShareLink url={url} shareTitle={school} shareText={t('wallet.invite.shareText', { school })} testId="invite"
          texts={{ label: t('wallet.invite.linkLabel'), copy: t('wallet.invite.copy'), copied: t('wallet.invite.copied'), copyFailed: t('wallet.invite.copyFailed'), share: t('wallet.invite.share') }} />
        <p className={mutedText} data-testid="invite-code">{t('wallet.invite.code', { code: data.code })}</p>
      </section>
      <section className={summaryPanel} aria-labelledby="invite-how-title">
        <h2 id="invite-how-title" className={summaryTitle}>{t('wallet.invite.howTitle')}</h2>
        <ol className={steps} data-testid="invite-how">
          <li>{t('wallet.invite.stepShare')}</li>
          <li>{programme.friend_signup_reward > 0 ? t('wallet.invite.stepJoinBonus', { amount: money(programme.friend_signup_reward) }) : t('wallet.invite.stepJoin')}</li>
          <li>{t('wallet.invite.stepOrder', { inviter: money(programme.inviter_reward), friend: money(programme.friend_reward) })}</li>
        </ol>
        {programme.inviter_signup_reward > 0 && <p className={mutedText}>{t('wallet.invite.inviterSignup', { amount: money(programme.inviter_signup_reward) })}</p>}
        <p className={mutedText}>{t('wallet.invite.rules', { count: programme.max_rewarded_friends, days: programme.refund_window_days })}</p>
      </section>
      <section className={summaryPanel} aria-labelledby="invite-friends-title">
        <div className={headRow}>
          <h2 id="invite-friends-title" className={summaryTitle}>{t('wallet.invite.friendsTitle')}</h2>
          <span className={summaryName} data-testid="invite-earned">{t('wallet.invite.earned', { amount: money(data.earned) })}</span>
        </div>
        {data.friends.length === 0 ? (
          <div className={emptyState().root} data-testid="invite-empty">
            <p className={emptyState().text}>{t('wallet.invite.none')}</p>
          </div>
        ) : (
          <ul className={list} data-testid="invite-friends">
            {data.friends.map((friend, index) => <Friend key={`${friend.joined_at}-${index}`} friend={friend} currency={data.currency} />)}
          </ul>
        )}
        <p><a className={link()} href={href(base, routeById('wallet'))} data-testid="invite-wallet">{t('wallet.invite.toWallet')}</a></p>
      </section>
    </div>
  );
}

/** `/invite`: the learner's link and code to share, how the school's rewards work, and the friends who joined. */
export function InvitePage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const invite = useQuery(callQuery(slug, REFERRAL_CALLS.invite));
  const title = t('wallet.invite.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
  return (
    <div data-testid="invite-page">
      <PageHeader heading={title} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]} testId="page-title" />
      <div className={pageContainer}>
        {invite.isError && !invite.data ? (
          <div className={css({ py: '8' })}>
            <LoadError title={t('wallet.invite.loadFailed')} message={localiseMessage(t, toAppError(invite.error).message)}
              action={<button type="button" className={button({ variant: 'secondary' })} onClick={() => void invite.refetch()}>{t('shell.readError.retry')}</button>} />
          </div>
        ) : !invite.data ? (
          <div className={page} aria-busy="true">
            <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
            <div className={cx(skeleton(), css({ h: '28' }))} />
            <div className={cx(skeleton(), css({ h: '48' }))} />
          </div>
        ) : (
          <Invite data={invite.data} />
        )}
      </div>
    </div>
  );
}
