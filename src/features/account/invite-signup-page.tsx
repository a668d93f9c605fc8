import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { SignUpForm } from './signup-form.tsx';

/** `/account/invite-signup`: the sign-up an invitation link opens; the same form, addressed to the invitee. */
export function InviteSignUpPage() {
  const { t } = useTranslation();
  const school = useShell().config.school_config.school_name;
  return <SignUpForm title={t('account.invite.title')} subtitle={t('account.invite.subtitle', { school })} testId="invite-signup-page" />;
}
