import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { CATALOGUE_CALLS } from '../../contract/catalogue-calls.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { showError } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AuthCard, authNoticeActions } from './auth-card.tsx';
import { accountHref } from './links.ts';
import { usePageQuery } from './use-page-query.ts';
import { button, link } from '../../ui/button.tsx';

const COURSE_ID = /^[1-9]\d{0,9}$/;

const course = css({
  display: 'grid',
  gap: '1',
  mt: '6',
  p: '4',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'brand.subtle',
});
const courseLabel = css({ fontSize: 'xs', fontWeight: 'semibold', letterSpacing: '0.06em', textTransform: 'uppercase', color: 'fg.muted' });
const courseTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', color: 'fg.default' });
const courseText = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * `/welcome?courseId=`: the door for a new learner. With a course, it names it and links to its sales page, and
 * signing up or in comes back there.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const { base, slug, config } = useShell();
  const courseId = new URLSearchParams(usePageQuery()).get('courseId') ?? '';
  const wanted = COURSE_ID.test(courseId);
  const product = useQuery({ ...callQuery(slug, CATALOGUE_CALLS.courseDetail, { params: { courseId: wanted ? courseId : '0' } }), enabled: wanted });
  useEffect(() => {
    // A course that does not exist (an old link) just is not shown; anything else is worth saying.
    if (product.error && toAppError(product.error).code !== ERROR_CODE.notFound) showError(product.error);
  }, [product.error]);

  const sales = product.data ? `/${base}/${encodeURIComponent(product.data.course.seo_title)}` : null;
  const back = sales ? `?returnTo=${encodeURIComponent(sales)}` : '';
  return (
    <AuthCard title={t('account.welcome.title', { school: config.school_config.school_name })} subtitle={config.school_config.description} testId="welcome-page">
      {product.data && sales && (
        <a className={course} href={sales} data-testid="welcome-course">
          <span className={courseLabel}>{t('account.welcome.course')}</span>
          <span className={courseTitle}>{product.data.course.title}</span>
          {product.data.course.short_description && <span className={courseText}>{product.data.course.short_description}</span>}
          <span className={link()}>{t('account.welcome.seeCourse')}</span>
        </a>
      )}
      <div className={authNoticeActions}>
        <a className={button({ size: 'lg', fullWidth: true })} href={accountHref(base, 'signup', back)}>
          {t('account.welcome.createAccount')}
        </a>
        <a className={button({ variant: 'secondary', size: 'lg', fullWidth: true })} href={accountHref(base, 'signin', back)}>
          {t('account.welcome.signIn')}
        </a>
      </div>
    </AuthCard>
  );
}
