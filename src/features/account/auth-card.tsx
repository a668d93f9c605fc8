import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { cardFooter, cardSubtitle, cardTitle, formCard, formPage, noticeActions, noticeIcon } from './ui.ts';
import { AlertIcon, CheckIcon, LoadingIcon, MailIcon } from '../../ui/icons.ts';

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
    <div className={formPage}>
      <section className={formCard} aria-labelledby="account-title" data-testid={testId}>
        <h1 id="account-title" className={cardTitle}>
          {title}
        </h1>
        {subtitle && <p className={cardSubtitle}>{subtitle}</p>}
        {children}
        {footer && <div className={cardFooter}>{footer}</div>}
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
    <div className={formPage}>
      <section className={cx(formCard, css({ textAlign: 'center' }))} role={kind === 'failed' ? 'alert' : 'status'} aria-labelledby="account-title" data-testid={testId}>
        <span className={noticeIcon}>{ICONS[kind]}</span>
        <h1 id="account-title" className={cardTitle}>
          {title}
        </h1>
        {children && <div className={cardSubtitle}>{children}</div>}
        {actions && <div className={noticeActions}>{actions}</div>}
      </section>
    </div>
  );
}
