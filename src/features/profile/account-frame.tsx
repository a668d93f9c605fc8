import { useStore } from '@nanostores/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { PanelSkeleton } from './account-skeleton.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { BellIcon, DocumentIcon, GearIcon, GlobeIcon, ListIcon, UserIcon } from '../../ui/icons.ts';
import { unreadCount } from './notification-list.ts';
import { notificationsQuery } from './profile-api.ts';
import * as ui from './ui.ts';

interface NavItem {
  readonly routeId: string;
  readonly labelKey: string;
  readonly Icon: ComponentType;
}

const NAV: readonly NavItem[] = [
  { routeId: 'profile', labelKey: 'profile.nav.profile', Icon: UserIcon },
  { routeId: 'profile-fields', labelKey: 'profile.nav.details', Icon: ListIcon },
  { routeId: 'in-app-notifications', labelKey: 'profile.nav.notifications', Icon: BellIcon },
  { routeId: 'settings', labelKey: 'profile.nav.settings', Icon: GearIcon },
  { routeId: 'language-list', labelKey: 'profile.nav.language', Icon: GlobeIcon },
  { routeId: 'legal-docs', labelKey: 'profile.nav.legal', Icon: DocumentIcon },
];

/** Pages reached from another one show it as theirs in the navigation. */
const NAV_PARENT: Readonly<Record<string, string>> = { 'delete-account': 'settings' };

function AccountNav() {
  const { t } = useTranslation();
  const { base, slug, routeId, config } = useShell();
  // No profile details where the school asks for none, no language choice where it offers one language.
  const hidden = new Set([
    ...(config.school_feature.profile_fields.length === 0 ? ['profile-fields'] : []),
    ...(config.school_config.Languages.length < 2 ? ['language-list'] : []),
  ]);
  const items = NAV.filter((item) => !hidden.has(item.routeId));
  const notifications = useInfiniteQuery(notificationsQuery(slug));
  const unread = notifications.data ? unreadCount(notifications.data.pages) : 0;
  const current = NAV_PARENT[routeId] ?? routeId;
  const active = useRef<HTMLAnchorElement>(null);
  // On phones the navigation is a scrolling row: bring the current page's pill into view.
  // A block, not an expression: newer Chromium returns a promise from scrollIntoView, which React would call as
  // the effect's cleanup.
  useEffect(() => {
    active.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <nav className={ui.nav} aria-label={t('profile.nav.label')}>
      <ul className={ui.navList}>
        {items.map(({ routeId: id, labelKey, Icon }) => (
          <li key={id}>
            <a className={ui.navLink} href={href(base, routeById(id))} aria-current={current === id ? 'page' : undefined} ref={current === id ? active : undefined}>
              <Icon />
              {t(labelKey)}
              {id === 'in-app-notifications' && unread > 0 && (
                <span className={ui.navBadge} data-testid="nav-unread-badge">
                  {unread}
                  <span className={css({ srOnly: true })}> {t('profile.notifications.unreadLabel')}</span>
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The document's title in the page's current language (the built one is the school default's). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const { config } = useShell();
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);
}

export interface AccountFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Beside the title (the unread count). */
  titleExtra?: ReactNode;
  children: ReactNode;
  testId: string;
}

/**
 * The frame of the signed-in account pages: the account navigation (for a signed-in learner; the public pages,
 * language list and legal documents, show none to a visitor) and the page's heading above its panels.
 */
export function AccountFrame({ title, subtitle, titleExtra, children, testId }: AccountFrameProps) {
  const signedIn = isSignedIn(useStore($session));
  usePageTitle(title);
  return (
    <div className={ui.page}>
      <div className={signedIn ? ui.frame : css({ maxW: '3xl', mx: 'auto' })}>
        {signedIn && <AccountNav />}
        <section aria-labelledby="account-page-title" data-testid={testId} className={css({ minW: '0' })}>
          <header className={ui.header}>
            <h1 id="account-page-title" className={ui.title} tabIndex={-1}>
              {title}
              {titleExtra}
            </h1>
            {subtitle && <p className={ui.subtitle}>{subtitle}</p>}
          </header>
          {children}
        </section>
      </div>
    </div>
  );
}


export { PanelSkeleton };
