import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { LESSON_TEXT, type PlayerResponse } from '../../contract/lessons.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { link } from '../../ui/button.tsx';
import { AttachmentIcon, LockIcon } from '../../ui/icons.ts';
import * as s from './styles.ts';

/**
 * The lesson's attachments, each opening in /supplements-player. SPEC.md section 6: downloads need running access
 * to the product, so on a free preview a visitor sees what is attached and why it is shut.
 */
export function SupplementsPanel({ view }: { view: PlayerResponse }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const supplements = view.lesson.supplements ?? [];
  if (supplements.length === 0) return null;
  const route = routeById('supplements-player');
  return (
    <section className={s.panel} aria-labelledby="supplements-title" data-testid="lesson-supplements">
      <h2 id="supplements-title" className={css({ fontWeight: 'bold', fontSize: 'md', mb: '3', display: 'flex', gap: '2', alignItems: 'center' })}>
        <AttachmentIcon aria-hidden="true" size={18} /> {t('player.supplements.title')}
      </h2>
      <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' })}>
        {supplements.map((supplement) => (
          <li key={supplement.id} className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
            {view.enrolled ? (
              <a className={link()} href={href(base, route, {}, { supplementLessonId: String(supplement.id) })} data-testid="supplement-link">
                {supplement.title}
              </a>
            ) : (
              <>
                <LockIcon aria-hidden="true" size={14} />
                <span data-testid="supplement-locked">{supplement.title}</span>
              </>
            )}
            <span className={css({ color: 'fg.muted' })}>{t('player.supplements.pdf')}</span>
          </li>
        ))}
      </ul>
      {!view.enrolled && <p className={css({ mt: '3', fontSize: 'sm', color: 'fg.muted' })} data-testid="supplements-enrol">{localiseMessage(t, LESSON_TEXT.enrolToDownload)}</p>}
    </section>
  );
}
