import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { EnrolledCourse } from '../../contract/learning.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { formatDate } from '../product/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { PRODUCT_TYPES } from '../store/index.ts';
import { LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { BookIcon } from '../../ui/icons.ts';
import { enrolledQuery } from './learning-api.ts';
import { isExpired } from './enrolment.ts';
import { dashboardPath, Expiry, Progress, ProductArt, useNow } from './owned-product.tsx';
import { button } from '../../ui/button.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { skeleton } from '../../ui/skeleton.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4' });
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '88px minmax(0, 1fr)', sm: '168px minmax(0, 1fr)', lg: '200px minmax(0, 1fr) 220px' },
  gap: { base: '4', md: '5' },
  alignItems: 'center',
  p: { base: '3', md: '4' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'calc({radii.card} + 2px)',
});
const artBox = css({ borderRadius: 'card', overflow: 'hidden', alignSelf: 'start', '& svg.sf-icon': { w: { base: '8', sm: '14' }, h: { base: '8', sm: '14' } } });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'fg.muted' });
const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3', color: 'fg.default', mt: '1' });
const side = css({ display: 'grid', gap: '3', gridColumn: { base: '1 / -1', lg: 'auto' } });

function EnrolmentRow({ product, now }: { product: EnrolledCourse; now: number }) {
  const { t } = useTranslation();
  const { base, locale } = useCardEnv();
  const expired = isExpired(product.enrolment, now);
  const to = dashboardPath(base, product.seo_title);
  return (
    <li className={row} data-testid="enrolment" data-product-id={product.id} data-expired={expired || undefined}>
      <ProductArt product={product} className={artBox} />
      <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
        <div>
          <p className={meta}>
            <span>{t(`store.type.${PRODUCT_TYPES[product.course_type].key}`)}</span>
            <span aria-hidden="true">·</span>
            <span className={css({ textTransform: 'none', letterSpacing: 'normal', fontWeight: 'medium' })}>
              {t('learning.enrolments.enrolledOn', { date: formatDate(product.enrolment.enrolled_at, locale) })}
            </span>
          </p>
          <h2 className={title}>{product.title}</h2>
        </div>
        <Progress enrolment={product.enrolment} />
      </div>
      <div className={side}>
        <Expiry enrolment={product.enrolment} now={now} />
        <a
          className={cx(expired ? button({ variant: 'secondary' }) : button(), css({ w: { base: 'full', lg: 'full' } }))}
          href={to}
          aria-label={t('learning.enrolments.openLabel', { title: product.title })}
          data-testid="open-dashboard"
        >
          {t('learning.enrolments.open')}
        </a>
      </div>
    </li>
  );
}

/** The "nothing here yet" of the learner's lists: what is missing and the way to the store. */
export function NothingOwned({ title, text, testId }: { title: string; text: string; testId: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  return (
    <div className={emptyState().root} data-testid={testId}>
      <span className={emptyState().icon} aria-hidden="true"><BookIcon /></span>
      <h2 className={emptyState().title}>{title}</h2>
      <p className={emptyState().text}>{text}</p>
      <a className={button()} href={href(base, routeById('store'))}>{t('learning.common.backToStore')}</a>
    </div>
  );
}

/** `/my-enrollments`: the learner's products, most recently enrolled first, each with progress, expiry and its dashboard. */
export function MyEnrollmentsPage() {
  const { t } = useTranslation();
  const { slug, config, base } = useShell();
  const now = useNow();
  const enrolled = useQuery(enrolledQuery(slug));
  const products = enrolled.data?.courses ?? [];
  return (
    <LearningFrame
      title={t('learning.enrolments.title')}
      intro={enrolled.data ? t('learning.enrolments.count', { count: enrolled.data.total, school: config.school_config.school_name }) : ''}
      testId="my-enrollments-page"
      headerExtra={
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
          {enrolled.data && enrolled.data.total > 0 && (
            <a className={button({ size: 'sm' })} href={href(base, routeById('player'))} data-testid="continue-studying">
              {t('learning.enrolments.continueStudying')}
            </a>
          )}
          <a className={css({ color: 'brand.solid', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '3px' })} href={href(base, routeById('enrollments'))} data-testid="to-access">
            {t('learning.enrolments.toAccess')}
          </a>
        </div>
      }
    >
      {enrolled.isError && !enrolled.data ? (
        <ReadError error={enrolled.error} onRetry={() => void enrolled.refetch()} />
      ) : !enrolled.data ? (
        <RowsSkeleton />
      ) : products.length === 0 ? (
        <NothingOwned title={t('learning.enrolments.emptyTitle')} text={t('learning.enrolments.emptyText')} testId="enrolments-empty" />
      ) : (
        <ul className={list} data-testid="enrolment-list">
          {products.map((product) => (
            <EnrolmentRow key={product.id} product={product} now={now} />
          ))}
        </ul>
      )}
    </LearningFrame>
  );
}

function RowsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={list} data-testid="list-skeleton">
      <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
      {[0, 1, 2].map((i) => (
        <div key={i} className={row}>
          <div className={cx(skeleton(), css({ aspectRatio: '16 / 9' }))} />
          <div className={css({ display: 'grid', gap: '2' })}>
            <div className={cx(skeleton(), css({ h: '3', w: '30%' }))} />
            <div className={cx(skeleton(), css({ h: '5', w: '70%' }))} />
            <div className={cx(skeleton(), css({ h: '2', w: 'full', mt: '3' }))} />
          </div>
          <div className={cx(skeleton(), css({ h: '11', display: { base: 'none', lg: 'block' } }))} />
        </div>
      ))}
    </div>
  );
}
