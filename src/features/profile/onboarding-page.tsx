import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { usePageQuery } from '../account/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { PanelSkeleton, usePageTitle } from './account-frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { leaveFor } from './account-session.ts';
import { initials } from '../../ui/initials.ts';
import { CheckIcon } from '../../ui/icons.ts';
import { chooseLanguage } from '../../platform/shell/language-preference.ts';
import { LanguageOptions } from './language-list-page.tsx';
import { onboardingExit, onboardingSteps, type OnboardingStep } from './onboarding.ts';
import { ProfileFields } from './profile-fields-form.tsx';
import { useMe } from './use-me.ts';
import { button } from '../../ui/button.tsx';
import { actionRow, avatar } from '../../ui/layout.ts';

const shell = css({ maxW: '2xl', mx: 'auto', px: { base: '4', md: '6' }, pt: { base: '6', md: '14' }, pb: { base: '12', md: '20' } });
const card = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'calc({radii.card} + 6px)',
  px: { base: '5', md: '10' },
  py: { base: '7', md: '10' },
  boxShadow: 'welcome',
});
const progressTrack = css({ h: '1.5', borderRadius: 'full', bg: 'ink.emphasized', overflow: 'hidden', mt: '2', mb: '7' });
const progressFill = css({ h: 'full', borderRadius: 'full', bg: 'brand.solid', transition: 'width 0.3s ease', _motionReduce: { transition: 'none' } });
const stepTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.2', letterSpacing: '-0.015em', color: 'fg.default', _focus: { outline: 'none' } });
const stepText = css({ mt: '2', color: 'fg.muted', fontSize: 'md' });
const hero = css({ w: '14', h: '14', fontSize: 'lg', mb: '5' });

function Step({ title, text, children, focus }: { title: string; text?: string; children?: ReactNode; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new step is announced by moving focus to its heading (not the first one: the page has just loaded).
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className={stepTitle} id="onboarding-title">
        {title}
      </h1>
      {text && <p className={stepText}>{text}</p>}
      {children}
    </div>
  );
}

/**
 * `/account/onboarding`: the first run after sign-up. Welcome; the language (when the school offers several); the
 * mandatory profile fields (the profile builder's form, skippable while the limit allows); then the store or
 * `returnTo`.
 */
export function OnboardingPage() {
  const { t, i18n } = useTranslation();
  const { base, config } = useShell();
  const search = usePageQuery();
  const exit = onboardingExit(new URLSearchParams(search).get('returnTo'), base);
  const me = useMe();
  const school = config.school_config.school_name;
  usePageTitle(t('profile.onboarding.title'));
  const languages = config.school_config.Languages;
  // The steps are fixed when the learner arrives: completing the profile must not make its step vanish mid-flow.
  const [steps, setSteps] = useState<OnboardingStep[] | null>(null);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (me.data && !steps) setSteps(onboardingSteps(languages, me.data.profile));
  }, [me.data, steps, languages]);

  const body = (() => {
    if (!me.data || !steps) return me.isError ? <ReadError error={me.error} onRetry={() => void me.refetch()} /> : <PanelSkeleton rows={2} />;
    const step = steps[index] ?? 'done';
    const next = () => setIndex((i) => Math.min(i + 1, steps.length - 1));
    const total = steps.length;
    return (
      <div className={card} data-testid={`onboarding-${step}`}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })} aria-live="polite">
          {t('profile.onboarding.progress', { current: index + 1, total })}
        </p>
        <div className={progressTrack} aria-hidden="true">
          <div className={progressFill} style={{ width: `${((index + 1) / total) * 100}%` }} />
        </div>
        {step === 'welcome' && (
          <>
          <span className={cx(avatar, hero)} aria-hidden="true">
            {initials(me.data.name, me.data.email)}
          </span>
          <Step focus={index > 0} title={t('profile.onboarding.welcomeTitle', { name: me.data.name.split(/\s+/)[0] })} text={t('profile.onboarding.welcomeText', { school })}>
            <div className={css({ mt: '7' })}>
              <div className={actionRow}>
              <button type="button" className={button()} onClick={next} data-testid="onboarding-start">
                {t('profile.onboarding.start')}
              </button>
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => leaveFor(exit)}>
                {t('profile.onboarding.later')}
              </button>
              </div>
            </div>
          </Step>
          </>
        )}
        {step === 'language' && (
          <Step focus={index > 0} title={t('profile.onboarding.languageTitle')} text={t('profile.onboarding.languageText', { school })}>
            <div className={css({ mt: '6' })}>
              <LanguageOptions languages={languages} onChoose={(language) => chooseLanguage(i18n, language)} />
            </div>
            <div className={css({ mt: '6' })}>
              <button type="button" className={button()} onClick={next} data-testid="onboarding-continue">
                {t('profile.common.continue')}
              </button>
            </div>
          </Step>
        )}
        {step === 'profile' && (
          <Step focus={index > 0} title={t('profile.onboarding.profileTitle')} text={t('profile.onboarding.profileText', { school })}>
            <ProfileFields me={me.data} requestedTab="personal" mandatoryOnly onDone={next} skipLabel={t('profile.onboarding.later')} submitLabel={t('profile.common.continue')} />
          </Step>
        )}
        {step === 'done' && (
          <Step focus={index > 0} title={t('profile.onboarding.doneTitle')} text={t('profile.onboarding.doneText', { school })}>
            <div className={css({ mt: '7' })}>
              <button type="button" className={button()} onClick={() => leaveFor(exit)} data-testid="onboarding-finish">
                <CheckIcon />
                {t('profile.onboarding.finish')}
              </button>
            </div>
          </Step>
        )}
      </div>
    );
  })();

  return (
    <div className={shell} data-testid="onboarding-page">
      {body}
    </div>
  );
}
