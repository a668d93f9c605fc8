import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { PlayerResponse } from '../../contract/lessons.ts';
import { badge } from '../../ui/button.tsx';
import { CheckIcon, DocumentIcon, PlayIcon, QuizIcon, CodeIcon, VideoIcon, BookIcon, SlidesIcon } from '../../ui/icons.ts';

const KIND_ICONS = { video: PlayIcon, pdf: DocumentIcon, slides: SlidesIcon, text: BookIcon, quiz: QuizIcon, live: VideoIcon, code: CodeIcon } as const;

const sectionTitle = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'fg.muted', px: '3', pt: '3', pb: '1' });
const row = css({
  display: 'flex', alignItems: 'center', gap: '2.5', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm', color: 'fg.default', textDecoration: 'none',
  _hover: { bg: 'canvas' },
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '1px' },
  '& svg': { flexShrink: 0, color: 'fg.muted' },
  '&[aria-current=page]': { bg: 'brand.muted', fontWeight: 'semibold' },
});

/** The product's lessons by section, the current one marked, each a link into the player. */
export function LessonList({ view, hrefOf }: { view: PlayerResponse; hrefOf: (lesson: { id: number; section_id: number }) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('player.lessons')} className={css({ bg: 'surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', pb: '2' })} data-testid="lesson-list">
      {view.sections.map((section) => (
        <div key={section.id}>
          <h2 className={sectionTitle}>{section.title}</h2>
          <ul className={css({ listStyle: 'none', m: '0', px: '1', display: 'grid', gap: '0.5' })}>
            {section.lessons.map((lesson) => {
              const Icon = KIND_ICONS[lesson.kind];
              const current = lesson.id === view.lesson.id;
              const done = current && view.progress?.completed;
              return (
                <li key={lesson.id}>
                  <a className={row} href={hrefOf({ id: lesson.id, section_id: section.id })} aria-current={current ? 'page' : undefined} data-testid="lesson-link">
                    {done ? <CheckIcon aria-label={t('player.completed')} size={16} /> : <Icon aria-hidden="true" size={16} />}
                    <span className={css({ flex: '1', minW: '0' })}>{lesson.title}</span>
                    {lesson.free_preview && <span className={cx(badge(), css({ fontSize: 'xs' }))}>{t('player.freePreview')}</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
