import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';
import type { Section } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { ContentSection } from './content-section.tsx';
import { clockText, formatLength, isoDuration } from './duration.ts';
import { badge, link } from '../../ui/button.tsx';

type CurriculumSection = z.infer<typeof Section>;

const list = css({ display: 'grid', gap: '3' });
const details = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'surface',
  overflow: 'hidden',
  '&[open] > summary .sf-chevron': { transform: 'rotate(90deg)' },
});
const summary = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3.5',
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 'semibold',
  color: 'fg.default',
  '&::-webkit-details-marker': { display: 'none' },
  _hover: { bg: 'canvas' },
  '& .sf-chevron': { w: '4', h: '4', flexShrink: 0, transition: 'transform 0.15s', color: 'fg.muted' },
});
const summaryMeta = css({ ml: 'auto', fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted', whiteSpace: 'nowrap' });
const lessons = css({ listStyle: 'none', m: '0', p: '0', borderTopWidth: '1px', borderColor: 'border.default' });
const lesson = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  fontSize: 'sm',
  color: 'fg.default',
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
  // A lesson named by the page's `?search=` (curriculum-search.ts).
  '&[data-match]': { bg: 'highlight', boxShadow: 'inset 3px 0 0 {colors.accent}', fontWeight: 'semibold' },
});
const kind = css({ minW: '12', fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.05em', color: 'fg.muted' });
const time = css({ ml: 'auto', color: 'fg.muted', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

const secondsOf = (section: CurriculumSection): number => section.lessons.reduce((sum, l) => sum + l.duration_seconds, 0);

/** A lesson's length as its media plays it ("0:16"); nothing for a lesson that claims none. */
export function LessonLength({ seconds, className }: { seconds: number; className: string }) {
  return seconds > 0 ? <time className={className} dateTime={isoDuration(seconds)}>{clockText(seconds)}</time> : null;
}

/**
 * A course's outline: sections (native <details>, no script) and their lessons with durations. A free-preview
 * lesson links into the lesson player when `previewHref` is given (anyone may open it, SPEC.md section 6).
 */
export function Curriculum({ sections, previewHref }: { sections: readonly CurriculumSection[]; previewHref?: (sectionId: number, lessonId: number) => string }) {
  const { t } = useTranslation();
  if (sections.length === 0) return null;
  const lessonCount = sections.reduce((sum, s) => sum + s.lessons.length, 0);
  const total = sections.reduce((sum, s) => sum + secondsOf(s), 0);
  // "4 lessons · 16 sec"; a section whose lessons claim no length says only how many there are.
  const sectionMeta = (section: CurriculumSection): string => {
    const seconds = secondsOf(section);
    const lessons = t('product.curriculum.lessons', { count: section.lessons.length });
    return seconds > 0 ? `${lessons} · ${formatLength(seconds, t)}` : lessons;
  };
  return (
    <ContentSection
      id="curriculum"
      title={t('product.curriculum.title')}
      meta={t(total > 0 ? 'product.curriculum.summary' : 'product.curriculum.summaryNoLength', {
        sections: t('product.curriculum.sections', { count: sections.length }),
        lessons: t('product.curriculum.lessons', { count: lessonCount }),
        duration: formatLength(total, t),
      })}
      testId="curriculum"
    >
      <div className={list}>
        {sections.map((section, index) => (
          <details key={section.id} className={details} open={index === 0}>
            <summary className={summary}>
              <svg className="sf-chevron" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><path d="m6 3 5 5-5 5" /></svg>
              <span>{section.title}</span>
              <span className={summaryMeta}>{sectionMeta(section)}</span>
            </summary>
            <ol className={lessons}>
              {section.lessons.map((l) => (
                <li key={l.id} className={lesson} data-lesson-title={l.title}>
                  <span className={kind}>{t(`product.lessonKind.${l.kind}`)}</span>
                  {l.free_preview && previewHref ? (
                    <a className={link()} href={previewHref(section.id, l.id)} data-testid="free-preview-link">{l.title}</a>
                  ) : (
                    <span>{l.title}</span>
                  )}
                  {l.free_preview && <span className={badge()}>{t('product.curriculum.freePreview')}</span>}
                  <LessonLength seconds={l.duration_seconds} className={time} />
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </ContentSection>
  );
}
