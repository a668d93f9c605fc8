import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import type { LanguageCode } from '../../contract/school-config.ts';
import { usePageQuery } from '../account/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AccountFrame } from './account-frame.tsx';
import { leaveFor } from './account-session.ts';
import { BackIcon, CheckIcon } from '../../ui/icons.ts';
import { chooseLanguage, languageListReturn, nameIn, nativeName } from '../../platform/shell/language-preference.ts';
import { AUTH_CALLS } from '../../contract/auth.ts';
import { call } from '../../lib/call.ts';
import { $session } from '../../platform/session/session-store.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { badge, button } from '../../ui/button.tsx';
import { stack } from '../../ui/layout.ts';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } });
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  w: 'full',
  h: 'full',
  minH: '20',
  px: '5',
  py: '4',
  textAlign: 'start',
  borderRadius: 'calc({radii.card} + 2px)',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'surface',
  color: 'fg.default',
  cursor: 'pointer',
  transition: 'border-color 0.15s, box-shadow 0.15s, transform 0.15s',
  _hover: { borderColor: 'fg.muted', transform: 'translateY(-1px)' },
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
  '&[aria-current=true]': { borderColor: 'brand.solid', boxShadow: '0 0 0 1px {colors.brand.solid}' },
});
const code = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'brand.muted',
  fontWeight: 'bold',
  fontSize: 'sm',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export interface LanguageOptionsProps {
  languages: readonly LanguageCode[];
  onChoose: (language: LanguageCode) => void;
}

/** The school's languages as large buttons, each named in itself and in the page's language; the current one marked. */
export function LanguageOptions({ languages, onChoose }: LanguageOptionsProps) {
  const { t, i18n } = useTranslation();
  const current = i18n.language;
  return (
    <ul className={list} aria-label={t('profile.language.options')}>
      {languages.map((language) => {
        const selected = language === current;
        const translated = nameIn(language, current);
        return (
          <li key={language}>
            <button type="button" className={option} aria-current={selected || undefined} onClick={() => onChoose(language)} data-testid={`language-${language}`}>
              <span className={code} aria-hidden="true">
                {language}
              </span>
              <span className={css({ flex: '1', minW: '0', display: 'grid', gap: '0.5' })}>
                <span lang={language} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
                  {nativeName(language)}
                </span>
                {translated !== nativeName(language) && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{translated}</span>}
              </span>
              {selected && (
                <span className={badge()}>
                  <CheckIcon />
                  {t('profile.language.current')}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * `/account/language-list?from=`: the school's languages (`Languages`). Choosing one switches this page at once,
 * remembers it for every page of the school, and returns to `from` (a safe path of this school) or the settings.
 */
export function LanguageListPage() {
  const { t, i18n } = useTranslation();
  const { base, config } = useShell();
  const search = usePageQuery();
  const back = languageListReturn(new URLSearchParams(search).get('from'), base);

  const choose = async (language: LanguageCode) => {
    chooseLanguage(i18n, language);
    // Kept on the account too, so it follows the learner to another browser or the app. This browser has the
    // choice already: a failed save (offline) does not hold the learner here.
    if (isSignedIn($session.get())) await call(AUTH_CALLS.updateMe, { body: { language } }).catch(() => undefined);
    leaveFor(back);
  };

  return (
    <AccountFrame title={t('profile.language.title')} subtitle={t('profile.language.subtitle', { school: config.school_config.school_name })} testId="language-list-page">
      <div className={stack}>
        <LanguageOptions languages={config.school_config.Languages} onChoose={choose} />
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('profile.language.note')}</p>
        <div>
          <a className={button({ variant: 'ghost', size: 'sm' })} href={back} data-testid="language-back">
            <BackIcon />
            {t('profile.common.back')}
          </a>
        </div>
      </div>
    </AccountFrame>
  );
}
