import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { LEARNING_TEXT } from '../../contract/learning.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { learningBody, LearningSkeleton, usePageTitle } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { LockIcon } from '../../ui/icons.ts';
import { useOwnedProduct, type OwnedProduct } from './product-lookup.ts';
import { button } from '../../ui/button.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { NotFoundView as NotFoundPanel } from '../../ui/not-found-view.tsx';


const wrap = css({ py: { base: '16', md: '24' }, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: '4' });
const title = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, color: 'fg.default', maxW: 'xl', textWrap: 'balance' });
const text = css({ color: 'fg.muted', maxW: 'md', textWrap: 'balance' });

/** The school's not-found view, for an address naming no product of the school. */
export function NotFoundView() {
  const { t } = useTranslation();
  const { base, config } = useShell();
  usePageTitle(t('learning.notFound.title'));
  return (
    <NotFoundPanel
      title={t('learning.notFound.title')}
      text={t('learning.notFound.text')}
      action={{ href: href(base, routeById('store')), label: t('learning.notFound.back', { school: config.school_config.school_name }) }}
    />
  );
}

/**
 * A product the learner does not own (SPEC.md section 6: material, reviews and bookmarks need enrolment): the
 * API's own words for it, and the way to the product's sales page.
 */
export function NotEnrolledView({ salesHref }: { salesHref: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  usePageTitle(t('learning.notEnrolled.title'));
  return (
    <div className={pageContainer} data-testid="not-enrolled">
      <div className={wrap}>
        <span className={emptyState().icon} aria-hidden="true"><LockIcon /></span>
        <h1 className={title}>{t('learning.notEnrolled.title')}</h1>
        <p className={text} data-testid="not-enrolled-text">{localiseMessage(t, LEARNING_TEXT.notEnrolled)}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}>
          <a className={button()} href={salesHref} data-testid="see-product">{t('learning.notEnrolled.seeProduct')}</a>
          <a className={button({ variant: 'secondary' })} href={href(base, routeById('my-enrollments'))}>{t('learning.enrolments.title')}</a>
        </div>
      </div>
    </div>
  );
}

/**
 * The pages about one owned product (dashboards, reviews, add-review, bookmarks): the product once the lookup
 * found it owned; otherwise the skeleton, the failure, the not-found or the not-enrolled view.
 */
export function OwnedGate({ productSeo, subProductSeo, children }: { productSeo: string; subProductSeo?: string; children: (owned: OwnedProduct) => ReactNode }) {
  const lookup = useOwnedProduct(productSeo, subProductSeo);
  switch (lookup.status) {
    case 'pending':
      return <LearningSkeleton />;
    case 'error':
      return (
        <div className={pageContainer}>
          <div className={learningBody}>
            <ReadError error={lookup.error} onRetry={lookup.retry} />
          </div>
        </div>
      );
    case 'not-found':
      return <NotFoundView />;
    case 'not-enrolled':
      return <NotEnrolledView salesHref={lookup.salesHref} />;
    case 'owned':
      return <>{children(lookup.owned)}</>;
  }
}
