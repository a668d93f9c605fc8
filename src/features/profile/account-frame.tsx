import { usePageTitle } from '../../platform/shell/page-title.ts';
import { useStore } from '@nanostores/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { accountFrame, accountPage, PanelSkeleton } from './account-skeleton.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { framedTitle } from '../../ui/layout.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { BellIcon, DocumentIcon, GearIcon, GlobeIcon, ListIcon, UserIcon } from '../../ui/icons.ts';
import { unreadCount } from './notification-list.ts';
import { notificationsQuery } from './profile-api.ts';

const navStyle = css({
  position: { md: 'sticky' },
  top: { md: '24' },
  mx: { base: '-4', md: '0' },
  px: { base: '4', md: '0' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
});

const navList = css({
  display: 'flex',
  flexDirection: { base: 'row', md: 'column' },
  gap: { base: '2', md: '1' },
  listStyle: 'none',
  m: '0',
  p: '0',
  pb: { base: '1', md: '0' },
});

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  whiteSpace: 'nowrap',
  minH: { base: '10', md: '11' },
  px: { base: '3.5', md: '3' },
  borderRadius: { base: 'full', md: 'card' },
  borderWidth: { base: '1px', md: '0' },
  borderColor: 'border.default',
  bg: { base: 'surface', md: 'transparent' },
  color: 'fg.muted',
  fontWeight: 'medium',
  fontSize: 'sm',
  textDecoration: 'none',
  transition: 'background 0.15s, color 0.15s',
  '& svg': { w: '4.5', h: '4.5', flexShrink: 0, display: { base: 'none', md: 'block' } },
  _hover: { color: 'fg.default', bg: 'ink.subtle' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
  '&[aria-current=page]': {
    color: 'fg.default',
    fontWeight: 'semibold',
    bg: 'brand.muted',
    borderColor: 'brand.emphasized',
  },
});

const navBadge = css({
  ml: 'auto',
  minW: '5',
  h: '5',
  px: '1.5',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontSize: 'xs',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
});

const headerStyle = css({ mb: { base: '5', md: '7' } });

const titleStyle = cx(framedTitle, css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '3',
}));

const subtitleStyle = css({ mt: '1.5', color: 'fg.muted', fontSize: 'md', maxW: '2xl' });

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
    <nav className={navStyle} aria-label={t('profile.nav.label')}>
      <ul className={navList}>
        {items.map(({ routeId: id, labelKey, Icon }) => (
          <li key={id}>
            <a className={navLink} href={href(base, routeById(id))} aria-current={current === id ? 'page' : undefined} ref={current === id ? active : undefined}>
              <Icon />
              {t(labelKey)}
              {id === 'in-app-notifications' && unread > 0 && (
                <span className={navBadge} data-testid="nav-unread-badge">
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

export { usePageTitle };

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
    <div className={accountPage}>
      <div className={signedIn ? accountFrame : css({ maxW: '3xl', mx: 'auto' })}>
        {signedIn && <AccountNav />}
        <section aria-labelledby="account-page-title" data-testid={testId} className={css({ minW: '0' })}>
          <header className={headerStyle}>
            <h1 id="account-page-title" className={titleStyle} tabIndex={-1}>
              {title}
              {titleExtra}
            </h1>
            {subtitle && <p className={subtitleStyle}>{subtitle}</p>}
          </header>
          {children}
        </section>
      </div>
    </div>
  );
}


export { PanelSkeleton };
