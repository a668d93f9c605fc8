import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { SignUpForm } from './signup-form.tsx';

/** `/account/signup`: a new learner creates their account. */
export function SignUpPage() {
  const { t } = useTranslation();
  const school = useShell().config.school_config.school_name;
  return <SignUpForm title={t('account.signup.title')} subtitle={t('account.signup.subtitle', { school })} testId="signup-page" />;
}
