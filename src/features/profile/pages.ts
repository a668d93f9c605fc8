import type { ShellPage } from '../../platform/feature.ts';
import { accountSkeleton } from './account-skeleton.tsx';

const short = accountSkeleton(2);
const long = accountSkeleton(3);

/** The signed-in account pages (and the two public ones beside them). Each page's code is its own chunk. */
export const PROFILE_PAGES: Readonly<Record<string, ShellPage>> = {
  profile: { titleKey: 'profile.profile.title', Skeleton: long, load: () => import('./profile-page.tsx').then((m) => m.ProfilePage) },
  'profile-fields': { titleKey: 'profile.fields.title', Skeleton: short, load: () => import('./profile-fields-page.tsx').then((m) => m.ProfileFieldsPage) },
  onboarding: { titleKey: 'profile.onboarding.title', Skeleton: short, load: () => import('./onboarding-page.tsx').then((m) => m.OnboardingPage) },
  settings: { titleKey: 'profile.settings.title', Skeleton: long, load: () => import('./settings-page.tsx').then((m) => m.SettingsPage) },
  'language-list': { titleKey: 'profile.language.title', Skeleton: short, load: () => import('./language-list-page.tsx').then((m) => m.LanguageListPage) },
  'delete-account': { titleKey: 'profile.delete.title', Skeleton: short, load: () => import('./delete-account-page.tsx').then((m) => m.DeleteAccountPage) },
  'legal-docs': { titleKey: 'profile.legal.title', Skeleton: long, load: () => import('./legal-docs-page.tsx').then((m) => m.LegalDocsPage) },
  'in-app-notifications': {
    titleKey: 'profile.notifications.title',
    Skeleton: long,
    load: () => import('./notifications-page.tsx').then((m) => m.NotificationsPage),
  },
};
