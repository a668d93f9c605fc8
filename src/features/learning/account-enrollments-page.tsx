import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { CHECKOUT_CALLS } from '../../contract/checkout.ts';
import { formatMoney, isCurrencyCode } from '../../contract/money.ts';
import { callQuery } from '../../lib/query-client.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { formatDate } from '../product/index.ts';
import { PRODUCT_TYPES } from '../store/index.ts';
import { accessRows, type AccessRow } from './enrolment.ts';
import { LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { enrolledQuery } from './learning-api.ts';
import { NothingOwned } from './my-enrollments-page.tsx';
import { dashboardPath, useNow } from './owned-product.tsx';
import { badge, button } from '../../ui/button.tsx';
import { skeleton } from '../../ui/skeleton.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1.4fr) minmax(0, 1fr) auto' },
  gap: { base: '3', md: '6' },
  alignItems: 'center',
  p: { base: '4', md: '5' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  '&[data-status=ended]': { bg: 'canvas' },
});
const kind = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'fg.muted' });
const name = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', lineHeight: '1.3', color: 'fg.default', m: '0' });
const facts = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm', m: '0', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', color: 'fg.default' } });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: { base: 'flex-start', md: 'flex-end' } });
const statusPlace = css({ justifySelf: 'start', mt: '2' });
const ending = css({ bg: 'brand.subtle', borderColor: 'brand.border', color: 'fg.default' });
const ended = css({ bg: 'ink.emphasized', borderColor: 'border.default' });
const summary = css({ color: 'fg.muted', mb: '5' });
const link = css({ color: 'brand.solid', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '3px' });

function StatusBadge({ row: { status, daysLeft, course } }: { row: AccessRow }) {
  const { t } = useTranslation();
  const { locale } = useCardEnv();
  const text =
    status === 'unlimited'
      ? t('learning.access.status.unlimited')
      : status === 'ended'
        ? t('learning.access.status.ended', { date: formatDate(course.enrolment.expires_at!, locale) })
        : status === 'ending'
          ? t('learning.access.status.ending', { count: daysLeft! })
          : t('learning.access.status.active');
  return (
    <span className={cx(badge(), statusPlace, status === 'ending' && ending, status === 'ended' && ended)} data-testid="access-status" data-status={status}>
      {text}
    </span>
  );
}

function AccessItem({ row: item }: { row: AccessRow }) {
  const { t, i18n } = useTranslation();
  const { base, locale } = useCardEnv();
  const { course, invoice } = item;
  const paid = invoice?.order.price.total;
  const currency = invoice?.order.currency;
  const renewable = item.status === 'ending' || item.status === 'ended';
  const renew = `${href(base, routeById('course-payment'), { courseId: String(course.id) })}${invoice?.order.plan ? `?pricingId=${invoice.order.plan.id}` : ''}`;
  return (
    <li className={row} data-testid="access-row" data-product-id={course.id} data-status={item.status}>
      <div>
        <p className={kind}>{t(`store.type.${PRODUCT_TYPES[course.course_type].key}`)}</p>
        <h2 className={name}>{course.title}</h2>
        <StatusBadge row={item} />
      </div>
      <dl className={facts}>
        <dt>{t('learning.access.since')}</dt>
        <dd>{formatDate(course.enrolment.enrolled_at, locale)}</dd>
        <dt>{t('learning.access.until')}</dt>
        <dd data-testid="access-until">{course.enrolment.expires_at ? formatDate(course.enrolment.expires_at, locale) : t('learning.access.noEnd')}</dd>
        <dt>{t('learning.access.how')}</dt>
        <dd data-testid="access-how">
          {invoice && paid !== undefined && currency !== undefined ? (
            <>
              {invoice.order.plan ? `${invoice.order.plan.plan_name}, ` : ''}
              {isCurrencyCode(currency) ? formatMoney(paid, currency, i18n.language) : paid}{' '}
              (<a className={link} href={`${href(base, routeById('invoices'))}#invoice-${invoice.number}`} data-testid="access-invoice">{t('learning.access.invoice', { label: invoice.label })}</a>)
            </>
          ) : (
            t('learning.access.free')
          )}
        </dd>
      </dl>
      <div className={actions}>
        {item.status !== 'ended' && (
          <a className={button({ variant: renewable ? 'secondary' : 'primary', size: 'sm' })} href={dashboardPath(base, course.seo_title)} aria-label={t('learning.enrolments.openLabel', { title: course.title })} data-testid="access-open">
            {t('learning.enrolments.open')}
          </a>
        )}
        {renewable && (
          <a className={button({ size: 'sm' })} href={renew} aria-label={t('learning.access.renewLabel', { title: course.title })} data-testid="access-renew">
            {t('learning.access.renew')}
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * `/account/enrollments`: the account's view of what the learner owns: since when, until when, how they got it
 * (the plan, the amount and its invoice, or free), and a way to renew access that has ended or ends within 30 days.
 * /my-enrollments is where they study; this is where they look after their purchases.
 */
export function AccountEnrollmentsPage() {
  const { t } = useTranslation();
  const { slug, config, base } = useShell();
  const now = useNow();
  const enrolled = useQuery(enrolledQuery(slug));
  const invoices = useQuery(callQuery(slug, CHECKOUT_CALLS.invoices));
  const failed = (enrolled.isError && !enrolled.data) || (invoices.isError && !invoices.data);
  const rows = enrolled.data && invoices.data ? accessRows(enrolled.data.courses, invoices.data.invoices, now) : null;
  const count = (status: AccessRow['status'][]) => rows?.filter((r) => status.includes(r.status)).length ?? 0;
  return (
    <LearningFrame title={t('learning.access.title')} intro={t('learning.access.intro', { school: config.school_config.school_name })} testId="account-enrollments-page">
      {failed ? (
        <ReadError error={enrolled.error ?? invoices.error} onRetry={() => void Promise.all([enrolled.refetch(), invoices.refetch()])} />
      ) : !rows ? (
        <div aria-busy="true" className={list} data-testid="list-skeleton">
          {[0, 1, 2].map((i) => <div key={i} className={cx(skeleton(), css({ h: '28' }))} />)}
        </div>
      ) : rows.length === 0 ? (
        <NothingOwned title={t('learning.enrolments.emptyTitle')} text={t('learning.enrolments.emptyText')} testId="access-empty" />
      ) : (
        <>
          <p className={summary} data-testid="access-summary">
            {t('learning.access.summary', { active: count(['active', 'unlimited', 'ending']), ended: count(['ended']) })}{' '}
            <a className={link} href={href(base, routeById('my-enrollments'))}>{t('learning.access.toStudy')}</a>
          </p>
          <ul className={list} data-testid="access-list">
            {rows.map((item) => <AccessItem key={item.course.id} row={item} />)}
          </ul>
        </>
      )}
    </LearningFrame>
  );
}
