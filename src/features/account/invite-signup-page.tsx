import { useQuery } from '@tanstack/react-query';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import { REFERRAL_CALLS, REFERRAL_TEXT, ReferralCode } from '../../contract/referral.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { Callout } from '../../ui/callout.tsx';
import { SignUpForm } from './signup-form.tsx';
import { usePageQuery } from './use-page-query.ts';

/**
 * `/account/invite-signup`: the sign-up an invitation link opens (`?code=`): who invited and what joining through
 * the link pays, then the same form, whose account is made with the code. A code that names nobody here says so;
 * the friend can still sign up, without it.
 */
export function InviteSignUpPage() {
  const { t, i18n } = useTranslation();
  const { slug, config } = useShell();
  const school = config.school_config.school_name;
  const given = new URLSearchParams(usePageQuery()).get('code');
  const code = ReferralCode.safeParse(given ?? '');
  const lookup = useQuery({ ...callQuery(slug, REFERRAL_CALLS.inviteLookup, { query: { code: code.data ?? '' } }), enabled: code.success, retry: false });
  const money = (minor: number) => (lookup.data && isCurrencyCode(lookup.data.currency) ? formatMoney(minor, lookup.data.currency, i18n.language) : String(minor));
  const invited = lookup.data;
  // Only a code the school says names nobody is "not valid"; a failed lookup (offline) leaves the sign-up to check it.
  const refused = lookup.isError && toAppError(lookup.error).message === REFERRAL_TEXT.codeInvalid;
  const invalid = given !== null && (!code.success || refused);
  const intro = invited ? (
    <Callout status="success" title={t('account.invite.from', { inviter: invited.inviter, school })} data-testid="invite-from">
      {invited.programme.friend_signup_reward > 0
        ? t('account.invite.rewardSignup', { signup: money(invited.programme.friend_signup_reward), amount: money(invited.programme.friend_reward) })
        : t('account.invite.reward', { amount: money(invited.programme.friend_reward) })}
    </Callout>
  ) : invalid ? (
    <Callout status="warning" title={localiseMessage(t, REFERRAL_TEXT.codeInvalid)} data-testid="invite-invalid" />
  ) : null;
  return (
    <SignUpForm title={t('account.invite.title')} subtitle={t('account.invite.subtitle', { school })} testId="invite-signup-page"
      intro={intro} referralCode={code.success && !refused ? code.data : undefined} />
  );
}
