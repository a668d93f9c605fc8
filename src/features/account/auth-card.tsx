import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { AlertIcon, CheckIcon, LoadingIcon, MailIcon } from '../../ui/icons.ts';
import { authCard, authPage } from './form-skeleton.tsx';
import { iconBadge } from '../../ui/card.tsx';
import { framedTitle } from '../../ui/layout.ts';


const cardSubtitleStyle = css({ mt: '2', color: 'fg.muted', fontSize: 'md' });

export const authForm = css({ display: 'grid', gap: '5', mt: '7' });

const cardFooterStyle = css({
  mt: '7',
  pt: '6',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  textAlign: 'center',
  color: 'fg.muted',
  fontSize: 'sm',
});

/** A success or failure notice inside the card (link sent, address confirmed, link invalid). */
const noticeIconStyle = cx(iconBadge({ size: 'lg' }), css({ mb: '5', color: 'brand.solid' }));

export const authNoticeActions = css({ display: 'grid', gap: '3', mt: '7' });

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under a rule at the bottom of the card ("New here? Create account"). */
  footer?: ReactNode;
  testId?: string;
}

/** The frame of every account page: one centred card with the page's heading. */
export function AuthCard({ title, subtitle, children, footer, testId }: AuthCardProps) {
  return (
    <div className={authPage}>
      <section className={authCard} aria-labelledby="account-title" data-testid={testId}>
        <h1 id="account-title" className={framedTitle}>
          {title}
        </h1>
        {subtitle && <p className={cardSubtitleStyle}>{subtitle}</p>}
        {children}
        {footer && <div className={cardFooterStyle}>{footer}</div>}
      </section>
    </div>
  );
}

export type NoticeKind = 'mail' | 'done' | 'failed' | 'waiting';

const ICONS: Record<NoticeKind, ReactNode> = {
  mail: <MailIcon />,
  done: <CheckIcon strokeWidth={2.4} />,
  failed: <AlertIcon />,
  waiting: <LoadingIcon strokeWidth={2.4} className={css({ animation: 'spin 1s linear infinite', _motionReduce: { animation: 'none' } })} />,
};

export interface NoticeProps {
  kind: NoticeKind;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/**
 * What a page says after (or instead of) its form: the link was sent, the address is confirmed, the link cannot
 * be used. A status region, so the change is announced; the heading takes focus-free emphasis from its icon.
 */
export function Notice({ kind, title, children, actions, testId }: NoticeProps) {
  return (
    <div className={authPage}>
      <section className={cx(authCard, css({ textAlign: 'center' }))} role={kind === 'failed' ? 'alert' : 'status'} aria-labelledby="account-title" data-testid={testId}>
        <span className={noticeIconStyle}>{ICONS[kind]}</span>
        <h1 id="account-title" className={framedTitle}>
          {title}
        </h1>
        {children && <div className={cardSubtitleStyle}>{children}</div>}
        {actions && <div className={authNoticeActions}>{actions}</div>}
      </section>
    </div>
  );
}
