import { css } from 'styled-system/css';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { LESSON_TEXT } from '../../contract/lessons.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { button } from '../../ui/button.tsx';
import { srOnly } from '../../ui/layout.ts';
import { Callout } from '../../ui/callout.tsx';
import { PlayIcon } from '../../ui/icons.ts';
import { clockText, isoDuration } from './duration.ts';

/** The lesson a course's trailer plays: its first free-preview video, with where the lesson player opens it. */
export interface TrailerLesson {
  readonly courseId: number;
  readonly id: number;
  readonly title: string;
  readonly seconds: number;
  readonly href: string;
}

/** A course's first free-preview video lesson, in curriculum order; null when it has none. */
export function trailerLesson(product: CourseDetail, hrefOf: (sectionId: number, lessonId: number) => string): TrailerLesson | null {
  for (const section of product.sections) {
    const lesson = section.lessons.find((l) => l.kind === 'video' && l.free_preview);
    if (lesson) return { courseId: product.id, id: lesson.id, title: lesson.title, seconds: lesson.duration_seconds, href: hrefOf(section.id, lesson.id) };
  }
  return null;
}

const start = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeItems: 'center',
  // The picture stays whole; the words sit on a shade of their own at the bottom.
  bgImage: 'linear-gradient(to top, {colors.scrim}, transparent 55%)',
  color: 'white',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _focusVisible: { outline: '3px solid {colors.brand.onPicture}', outlineOffset: '-3px' },
  '& svg': { w: '16', h: '16', filter: 'drop-shadow(0 1px 4px rgb(0 0 0 / 0.5))', transition: 'transform 0.15s' },
  _hover: { '& svg': { transform: 'scale(1.08)' } },
});
const label = css({
  position: 'absolute',
  insetInline: '0',
  bottom: '0',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'baseline',
  gap: '2',
  p: '3',
  textShadow: '0 1px 2px rgb(0 0 0 / 0.6)',
});
const length = css({ fontSize: 'sm', fontWeight: 'normal', fontVariantNumeric: 'tabular-nums' });
const failure = css({ px: '5', pt: '5' });

/**
 * The play button over the buy box's cover: the course's free-preview lecture, played in place by trailer.astro
 * (the signed playlist, hls.js fetched on the press). Without the script it is a link to that lesson in the player.
 */
export function TrailerStart({ lesson }: { lesson: TrailerLesson }) {
  const { t } = useTranslation();
  return (
    <a className={start} href={lesson.href} data-trailer-play="" data-trailer-name={t('product.trailer.name', { title: lesson.title })} data-testid="trailer-play">
      <PlayIcon aria-hidden="true" />
      <span className={label}>
        <span>{t('product.trailer.cta')}<span className={srOnly}>({lesson.title})</span></span>
        {lesson.seconds > 0 && <time className={length} dateTime={isoDuration(lesson.seconds)}>{clockText(lesson.seconds)}</time>}
      </span>
    </a>
  );
}

/** What the page says when the trailer cannot play, hidden until then. */
export function TrailerFailure() {
  const { t } = useTranslation();
  return (
    <div className={failure} data-trailer-error="" hidden>
      <Callout status="error" title={localiseMessage(t, LESSON_TEXT.playback)} role="alert" data-testid="trailer-error">
        <button type="button" className={button({ size: 'sm' })} data-trailer-retry="">{t('product.trailer.retry')}</button>
      </Callout>
    </div>
  );
}
