import { PRODUCT_TYPE } from '../../contract/common.ts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { loadSectionDownload } from '../offline/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { LESSON_CALLS } from '../../contract/lessons.ts';
import type { CourseProgressResponse } from '../../contract/lessons.ts';
import { callQuery } from '../../lib/query-client.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { ContentSection } from '../product/index.ts';
import { LessonLength } from '../product/index.ts';
import { formatDate } from '../product/index.ts';
import { TestActions } from '../mock-test/index.ts';
import { TestFacts } from '../product/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { PRODUCT_TYPES } from '../store/index.ts';
import { isExpired } from './enrolment.ts';
import { LearningFrame } from './frame.tsx';
import { AlertIcon, BookIcon, BookmarkIcon, CalendarIcon, ChartIcon, CheckIcon, DocumentIcon, PlayIcon, ReplyIcon, ShieldIcon, StarLineIcon } from '../../ui/icons.ts';
import { useStore } from '@nanostores/react';
import { $session } from '../../platform/session/session-store.ts';
import { esignHref } from '../esign/index.ts';
import { ESIGN_CALLS, ESIGN_TEXT } from '../../contract/esign.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { routeOffered, switchesOf } from '../../routes/offered.ts';
import { discussionsHref } from './discussion-links.ts';
import { courseDetailQuery } from './learning-api.ts';
import { OwnedGate } from './owned-gate.tsx';
import { dashboardPath, Expiry, Progress, ProductArt, useNow } from './owned-product.tsx';
import { salesPathOf, type OwnedProduct } from './product-lookup.ts';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { badge, button, link } from '../../ui/button.tsx';
import { callout } from '../../ui/callout.tsx';
import { card } from '../../ui/card.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { mutedText, panelTitle } from '../../ui/layout.ts';

const layout = css({
  display: 'grid',
  gap: { base: '6', lg: '10' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
  alignItems: 'start',
});
const side = css({ display: 'grid', gap: '4', lg: { gridColumn: '2', gridRow: '1', position: 'sticky', top: '24' } });
const main = css({ minW: '0', lg: { gridColumn: '1', gridRow: '1' } });
const facts = css({ display: 'grid', gap: '2', m: '0', fontSize: 'sm', '& div': { display: 'flex', justifyContent: 'space-between', gap: '3' }, '& dt': { color: 'fg.muted' }, '& dd': { color: 'fg.default', fontWeight: 'medium', textAlign: 'end' } });
const linkList = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '1' });
const sideLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2.5',
  borderRadius: 'card',
  color: 'fg.default',
  fontWeight: 'medium',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { bg: 'canvas' },
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '1px' },
  '& svg': { w: '5', h: '5', color: 'fg.muted', flexShrink: 0 },
});
const sections = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const sectionBox = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface', overflow: 'hidden' });
const sectionHead = css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap', px: '4', py: '3', bg: 'canvas', borderBottomWidth: '1px', borderColor: 'border.default' });
const sectionTitle = css({ fontWeight: 'semibold', color: 'fg.default', fontSize: 'md' });
const lessonRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  fontSize: 'sm',
  color: 'fg.default',
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
  '& > svg': { w: '5', h: '5', color: 'fg.muted', flexShrink: 0 },
});
const kind = css({ minW: '12', fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.05em', color: 'fg.muted' });
const time = css({ ml: 'auto', color: 'fg.muted', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const itemGrid = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' });
const itemCard = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: '3',
  alignItems: 'center',
  p: '2.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'surface',
  _hover: { borderColor: 'fg.muted' },
  _focusWithin: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
});
const stretched = css({ color: 'fg.default', fontWeight: 'semibold', fontSize: 'sm', lineHeight: '1.35', textDecoration: 'none', outline: 'none', _after: { content: '""', position: 'absolute', inset: '0' } });

/** The lesson player for a lesson, when that route is served; until then lessons are listed without links. */
// The vault and queue load only on a dashboard with sections.
const SectionDownload = lazy(() => loadSectionDownload().then((component) => ({ default: component })));

function lessonHref(base: string, owned: OwnedProduct, sectionId: number, lessonId: number): string | null {
  if (owned.via) {
    const route = routeById('lesson-player-sub');
    return route.built ? href(base, route, { productSeo: owned.via.seo_title, subProductSeo: owned.product.seo_title, sectionId, lessonId }) : null;
  }
  const route = routeById('lesson-player');
  return route.built ? href(base, route, { productSeo: owned.product.seo_title, sectionId, lessonId }) : null;
}

function Outline({ owned, progress, canDownload }: { owned: OwnedProduct; progress: CourseProgressResponse | undefined; canDownload: boolean }) {
  const { t, i18n } = useTranslation();
  const { base } = useShell();
  const list = owned.product.sections;
  if (list.length === 0) return null;
  const lessonCount = list.reduce((sum, s) => sum + s.lessons.length, 0);
  const done = new Set(progress?.lessons.filter((l) => l.completed).map((l) => l.lesson_id));
  // Content dripping: when each lesson not open yet opens, as the API decided it.
  const opens = new Map(progress?.dripped.map((d) => [d.lesson_id, d.opens_at]));
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <ContentSection id="outline" title={t('learning.dashboard.outline')} meta={t('product.curriculum.lessons', { count: lessonCount })} testId="outline">
      <ol className={sections}>
        {list.map((section, index) => (
          <li key={section.id} className={sectionBox} data-testid="outline-section">
            <div className={sectionHead}>
              <span className={cx(mutedText, css({ fontVariantNumeric: 'tabular-nums' }))}>{t('learning.dashboard.sectionNumber', { number: index + 1 })}</span>
              <h3 className={sectionTitle}>{section.title}</h3>
              {progress && (
                <span className={cx(mutedText, css({ ml: 'auto', fontSize: 'sm' }))} data-testid="section-progress">
                  {t('learning.progress.percent', { percent: progress.sections.find((p) => p.section_id === section.id)?.percent ?? 0 })}
                </span>
              )}
              {canDownload && (
                <Suspense fallback={null}>
                  <SectionDownload productSeo={owned.product.seo_title} courseId={owned.product.id} lessons={section.lessons} />
                </Suspense>
              )}
            </div>
            <ol className={css({ listStyle: 'none', m: '0', p: '0' })}>
              {section.lessons.map((lesson) => {
                const to = lessonHref(base, owned, section.id, lesson.id);
                const opensAt = opens.get(lesson.id);
                return (
                  <li key={lesson.id} className={lessonRow} data-testid="outline-lesson" data-dripped={opensAt ? 'true' : undefined}>
                    {done.has(lesson.id) ? <CheckIcon aria-label={t('learning.progress.lessonDone')} /> : opensAt ? <CalendarIcon aria-hidden="true" /> : <PlayIcon />}
                    <span className={kind}>{t(`product.lessonKind.${lesson.kind}`)}</span>
                    {to ? <a className={link()} href={to}>{lesson.title}</a> : <span>{lesson.title}</span>}
                    {opensAt && <span className={time} data-testid="lesson-opens">{t('learning.dashboard.opensOn', { date: day.format(new Date(opensAt)) })}</span>}
                    {!opensAt && <LessonLength seconds={lesson.duration_seconds} className={time} />}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}

/** The items of a bundle or test series, each leading to its own dashboard under this one. */
function Items({ owned }: { owned: OwnedProduct }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const items = useQueries({ queries: owned.product.item_ids.map((id) => courseDetailQuery(slug, id)) });
  if (owned.product.item_ids.length === 0) return null;
  return (
    <ContentSection id="items" title={t('product.included.title')} meta={t('product.included.count', { count: owned.product.item_ids.length })} testId="items">
      <ul className={itemGrid}>
        {items.map((query, i) => {
          const item = query.data?.course;
          return (
            <li key={owned.product.item_ids[i]} className={itemCard} data-testid="item">
              {item ? (
                <>
                  <ProductArt product={item} className={css({ borderRadius: 'md' })} />
                  <div className={css({ display: 'grid', gap: '1' })}>
                    <span className={cx(mutedText, css({ fontSize: 'xs', textTransform: 'uppercase', letterSpacing: '0.06em', fontWeight: 'semibold' }))}>
                      {t(`store.type.${PRODUCT_TYPES[item.course_type].key}`)}
                    </span>
                    <a className={stretched} href={dashboardPath(base, owned.product.seo_title, item.seo_title)} data-testid="item-link">{item.title}</a>
                  </div>
                  {item.course_type === PRODUCT_TYPE.test && <TestActions testId={item.id} bundleId={owned.product.id} />}
                </>
              ) : (
                <>
                  <div className={cx(skeleton(), css({ aspectRatio: '16 / 9' }))} />
                  <div className={cx(skeleton(), css({ h: '4', w: '80%' }))} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={cx(card({ padding: 'sm' }), css({ display: 'grid', gap: '4' }))} aria-label={title}>
      {children}
    </section>
  );
}

/**
 * Above the lessons of a course whose document is not signed yet: what waits, and the way to it. Read from the
 * learner's signatures (a short list), so the document's PDF loads only on the signing page.
 */
function SignFirst({ product, userId }: { product: OwnedProduct['product']; userId: number }) {
  const { t } = useTranslation();
  const { base, slug } = useShell();
  const document = product.legal_document!;
  const signatures = useQuery(callQuery(slug, ESIGN_CALLS.esignSignatures)).data;
  if (!signatures || signatures.signatures.some((s) => s.course.id === product.id && s.document.id === document.id)) return null;
  return (
    <p className={callout()} role="status" data-testid="sign-first">
      <AlertIcon />
      <span>
        <strong className={css({ display: 'block' })}>{t('learning.dashboard.signTitle', { document: document.title })}</strong>
        {localiseMessage(t, ESIGN_TEXT.signToStudy)}{' '}
        <a className={link()} href={esignHref(base, { userId, course: product, consentId: document.id, redirectSource: 'course' })} data-testid="sign-first-action">
          {t('learning.dashboard.sign')}
        </a>
      </span>
    </p>
  );
}

function Dashboard({ owned }: { owned: OwnedProduct }) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const { locale } = useCardEnv();
  const now = useNow();
  const { product, enrolment, via } = owned;
  const userId = useStore($session).student?.id ?? null;
  const expired = isExpired(enrolment.enrolment, now);
  const typeKey = PRODUCT_TYPES[product.course_type].key;
  const bookmarksQuery: Record<string, string> = via ? { courseId: String(product.id), bundleId: String(via.id) } : {};
  const firstSection = product.sections.find((s) => s.lessons.length > 0);
  const firstLesson = firstSection ? lessonHref(base, owned, firstSection.id, firstSection.lessons[0]!.id) : null;
  const { slug } = useShell();
  const progress = useQuery({ ...callQuery(slug, LESSON_CALLS.courseProgress, { query: { course_id: product.id } }), enabled: firstSection !== undefined }).data;
  // "Continue where you left off": the lesson opened last, else the first.
  const continueAt = progress?.last ? lessonHref(base, owned, progress.last.section_id, progress.last.lesson_id) : null;
  const crumbs = [
    { href: href(base, routeById('my-enrollments')), label: t('learning.enrolments.title') },
    ...(via ? [{ href: dashboardPath(base, via.seo_title), label: via.title }] : []),
  ];
  return (
    <LearningFrame
      title={product.title}
      intro={product.short_description}
      crumbs={crumbs}
      testId="dashboard-page"
      headerExtra={
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <span className={badge()}>{t(`store.type.${typeKey}`)}</span>
          {via && <span className={badge()} data-testid="via">{t('learning.dashboard.partOf', { title: via.title })}</span>}
          <Expiry enrolment={enrolment.enrolment} now={now} />
        </div>
      }
    >
      {expired && (
        <p className={callout()} role="status" data-testid="expired-notice">
          <AlertIcon />
          <span>
            <strong className={css({ display: 'block' })}>{t('learning.dashboard.expiredTitle')}</strong>
            {t('learning.dashboard.expiredText', { date: formatDate(enrolment.enrolment.expires_at!, locale) })}{' '}
            <a className={link()} href={href(base, routeById('course-payment'), { courseId: (via ?? product).id })} data-testid="renew">{t('learning.dashboard.renew')}</a>
          </span>
        </p>
      )}
      {!expired && product.legal_document && userId !== null && <SignFirst product={product} userId={userId} />}
      <div className={layout}>
        <aside className={side}>
          <SideCard title={t('learning.dashboard.yourAccess')}>
            <h2 className={panelTitle}>{t('learning.dashboard.yourAccess')}</h2>
            {via ? (
              <p className={mutedText}>{t('learning.dashboard.accessThrough', { title: via.title })}</p>
            ) : (
              <Progress enrolment={enrolment.enrolment} />
            )}
            {(continueAt ?? firstLesson) && !expired && (
              <a className={button({ fullWidth: true })} href={(continueAt ?? firstLesson)!} data-testid={continueAt ? 'continue-lesson' : 'start-lesson'}>
                <PlayIcon />
                {continueAt ? t('learning.dashboard.continue') : t('learning.dashboard.start')}
              </a>
            )}
            <dl className={facts}>
              <div>
                <dt>{t('learning.dashboard.enrolled')}</dt>
                <dd>{formatDate(enrolment.enrolment.enrolled_at, locale)}</dd>
              </div>
              <div>
                <dt>{t('learning.dashboard.validity')}</dt>
                <dd data-testid="validity">
                  {enrolment.enrolment.expires_at === null
                    ? t('learning.expiry.none')
                    : expired
                      ? t('learning.expiry.expired')
                      : formatDate(enrolment.enrolment.expires_at, locale)}
                </dd>
              </div>
              {enrolment.enrolment.last_opened_at && !via && (
                <div>
                  <dt>{t('learning.dashboard.lastOpened')}</dt>
                  <dd>{formatDate(enrolment.enrolment.last_opened_at, locale)}</dd>
                </div>
              )}
            </dl>
          </SideCard>
          <nav className={card({ padding: 'sm' })} aria-label={t('learning.dashboard.more')}>
            <ul className={linkList}>
              {enrolment.batch && !via && (
                <li>
                  <a className={sideLink} href={href(base, routeById('batch'), { productSeo: product.seo_title })} data-testid="batch-link">
                    <CalendarIcon />
                    {t('learning.dashboard.batch', { name: enrolment.batch.name })}
                  </a>
                </li>
              )}
              <li>
                <a className={sideLink} href={href(base, routeById('reviews'), { productSeo: product.seo_title })} data-testid="reviews-link">
                  <StarLineIcon />
                  {t('learning.dashboard.reviews')}
                </a>
              </li>
              {product.course_type === PRODUCT_TYPE.course && routeOffered(routeById('discussion'), switchesOf(config)) && (
                <li>
                  <a className={sideLink} href={discussionsHref(base, product, via)} data-testid="discussions-link">
                    <ReplyIcon />
                    {t('learning.dashboard.discussions')}
                  </a>
                </li>
              )}
              <li>
                <a className={sideLink} href={href(base, routeById('bookmarks'), { productSeo: (via ?? product).seo_title }, bookmarksQuery)} data-testid="bookmarks-link">
                  <BookmarkIcon />
                  {t('learning.dashboard.bookmarks')}
                </a>
              </li>
              <li>
                <a className={sideLink} href={href(base, routeById(via ? 'product-analytics-sub' : 'product-analytics'), via ? { productSeo: via.seo_title, subProductSeo: product.seo_title } : { productSeo: product.seo_title })}
                  data-testid="analytics-link">
                  <ChartIcon />
                  {t('learning.dashboard.analytics')}
                </a>
              </li>
              {product.course_type === PRODUCT_TYPE.course && (
                <li>
                  <a className={sideLink} href={href(base, routeById('course-analytics'), {}, { courseId: String(product.id), productSeo: (via ?? product).seo_title, ...(via ? { subProductSeo: product.seo_title } : {}) })}
                    data-testid="course-analytics-link">
                    <ChartIcon />
                    {t('learning.dashboard.courseAnalytics')}
                  </a>
                </li>
              )}
              {product.legal_document && userId !== null && (
                <li>
                  <a className={sideLink} data-testid="esign-link"
                    href={esignHref(base, { userId, course: product, consentId: product.legal_document.id, redirectSource: 'course' })}>
                    <DocumentIcon />
                    {product.legal_document.title}
                  </a>
                </li>
              )}
              {product.certificate && (
                <li>
                  <a className={sideLink} href={href(base, routeById('certificate-download'), {}, { courseId: String(product.id) })} data-testid="certificate-link">
                    <ShieldIcon />
                    {t('learning.dashboard.certificate')}
                  </a>
                </li>
              )}
              <li>
                <a className={sideLink} href={salesPathOf(base, product.seo_title)}>
                  <BookIcon />
                  {t('learning.dashboard.about')}
                </a>
              </li>
            </ul>
          </nav>
        </aside>
        <div className={main}>
          <Outline owned={owned} progress={progress} canDownload={!expired} />
          {product.course_type === PRODUCT_TYPE.test && <TestActions testId={product.id} bundleId={via?.id ?? null} />}
          {(product.course_type === PRODUCT_TYPE.test || product.course_type === PRODUCT_TYPE.testSeries) && <TestFacts facts={product.test_facts} />}
          <Items owned={owned} />
          {product.sections.length === 0 && product.item_ids.length === 0 && !product.test_facts && (
            <p className={mutedText}>{t('learning.dashboard.nothingYet')}</p>
          )}
        </div>
      </div>
    </LearningFrame>
  );
}

/** `/home/{productSeo}` and `/home/{productSeo}/{subProductSeo}`: an owned product's dashboard. */
export function DashboardPage() {
  const params = useRouteParams();
  const productSeo = params['productSeo'] ?? '';
  const subProductSeo = params['subProductSeo'];
  return (
    <OwnedGate productSeo={productSeo} {...(subProductSeo === undefined ? {} : { subProductSeo })}>
      {(owned) => <Dashboard owned={owned} />}
    </OwnedGate>
  );
}
