import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { LessonLength } from '../product/index.ts';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { salesHref, storeHref } from '../store/index.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { eyebrow, mutedText, pageContainer, plainList } from '../../ui/layout.ts';
import { lessonSearchHref, previewCourses } from './content.ts';
import { DocumentIcon, LinkIcon, PlayIcon, SlidesIcon } from '../../ui/icons.ts';
import { link } from '../../ui/button.tsx';
import { card, iconBadge } from '../../ui/card.tsx';

// Two columns from lg up: most courses preview one or two lessons.
const courseGrid = css({ display: 'grid', gap: { base: '5', md: '6' }, mt: { base: '6', md: '10' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' });
const course = cx(card(), css({ scrollMarginTop: '24', p: '0', overflow: 'hidden' }));
const courseHead = css({ p: { base: '5', md: '6' }, display: 'grid', gap: '1.5', borderBottomWidth: '1px', borderColor: 'border.default' });
const courseTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3', color: 'fg.default', m: '0' });
const lessonRow = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: '3',
  alignItems: 'center',
  px: { base: '4', md: '6' },
  py: '3.5',
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
});
const lessonTitle = cx(link(), css({ fontWeight: 'semibold' }));
const lessonMeta = css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', rowGap: '0.5', alignItems: 'baseline' });
const time = css({ color: 'fg.muted', fontSize: 'sm', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

const KIND_ICON = { video: PlayIcon, live: PlayIcon, pdf: DocumentIcon, slides: SlidesIcon, text: DocumentIcon, quiz: DocumentIcon, code: LinkIcon } as const;

function PreviewContent() {
  const { t } = useTranslation();
  const site = useSite();
  const courses = previewCourses(site);
  return (
    <>
      <PageHeader
        heading={t('content.preview.title')}
        introText={t('content.preview.intro', { school: site.config.school_name })}
        crumbs={[{ href: storeHref(site), label: t('shell.nav.store') }]}
        testId="preview-title"
      />
      <div className={pageContainer}>
        {courses.length === 0 && <p className={cx(mutedText, css({ mt: '10', fontSize: 'md' }))}>{t('content.preview.empty')}</p>}
        <ul className={cx(plainList, courseGrid)}>
          {courses.map(({ course: c, lessons }) => (
            <li key={c.id}>
              <section className={course} id={`course-${c.seo_title}`} aria-labelledby={`preview-${c.id}`} data-testid="preview-course">
                <div className={courseHead}>
                  <h2 id={`preview-${c.id}`} className={courseTitle}>
                    <a className={link()} href={salesHref(site, c)}>{c.title}</a>
                  </h2>
                  <p className={mutedText}>{c.short_description}</p>
                  <p className={mutedText}>{t('content.preview.count', { count: lessons.length })}</p>
                </div>
                <ul className={plainList}>
                  {lessons.map((lesson) => {
                    const Icon = KIND_ICON[lesson.kind];
                    return (
                      <li key={lesson.id} className={lessonRow} data-testid="preview-lesson">
                        <span className={iconBadge()}><Icon /></span>
                        <div className={css({ display: 'grid', gap: '0.5', minW: '0' })}>
                          <a className={lessonTitle} href={lessonSearchHref(site, c, lesson.title)}>{lesson.title}</a>
                          <span className={lessonMeta}>
                            <span className={eyebrow}>{t(`product.lessonKind.${lesson.kind}`)}</span>
                            <span className={mutedText}>{lesson.section}</span>
                          </span>
                        </div>
                        <LessonLength seconds={lesson.duration_seconds} className={time} />
                      </li>
                    );
                  })}
                </ul>
              </section>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** /content-preview: every free-preview lesson of the school's courses, by course, each leading to its course. */
export function ContentPreviewPage({ site }: PageProps) {
  return (
    <PageRoot site={site}>
      <PreviewContent />
    </PageRoot>
  );
}
