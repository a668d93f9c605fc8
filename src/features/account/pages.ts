import type { ShellPage } from '../../platform/feature.ts';
import { formSkeleton } from './form-skeleton.tsx';

const oneField = formSkeleton(1);
const twoFields = formSkeleton(2);
const fourFields = formSkeleton(4);

/** The account feature's shell pages (signed-out group). Each page's code is its own chunk. */
export const ACCOUNT_PAGES: Readonly<Record<string, ShellPage>> = {
  signin: { titleKey: 'account.signin.title', Skeleton: twoFields, load: () => import('./signin-page.tsx').then((m) => m.SignInPage) },
  signup: { titleKey: 'account.signup.title', Skeleton: fourFields, load: () => import('./signup-page.tsx').then((m) => m.SignUpPage) },
  'invite-signup': { titleKey: 'account.invite.title', Skeleton: fourFields, load: () => import('./invite-signup-page.tsx').then((m) => m.InviteSignUpPage) },
  otp: { titleKey: 'account.otp.title', Skeleton: oneField, load: () => import('./otp-page.tsx').then((m) => m.OtpPage) },
  'forgot-password': { titleKey: 'account.forgot.title', Skeleton: oneField, load: () => import('./forgot-password-page.tsx').then((m) => m.ForgotPasswordPage) },
  'reset-password': { titleKey: 'account.reset.title', Skeleton: twoFields, load: () => import('./reset-password-page.tsx').then((m) => m.ResetPasswordPage) },
  welcome: { titleKey: 'account.welcome.pageTitle', Skeleton: twoFields, load: () => import('./welcome-page.tsx').then((m) => m.WelcomePage) },
  'email-verification': {
    titleKey: 'account.verify.title',
    Skeleton: oneField,
    load: () => import('./email-verification-page.tsx').then((m) => m.EmailVerificationPage),
  },
};
