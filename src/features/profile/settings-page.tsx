import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { AUTH_CALLS, ChangePasswordRequest } from '../../contract/auth.ts';
import type { ColourMode } from '../../contract/school-config.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { PasswordField } from '../account/index.ts';
import { showFormError, useAccountForm } from '../account/index.ts';
import { $colourMode, chooseColourMode } from '../../platform/shell/colour-mode.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AccountFrame, PanelSkeleton } from './account-frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { ChevronIcon, DocumentIcon, GlobeIcon, LockIcon, MoonIcon, SunIcon, TrashIcon } from '../../ui/icons.ts';
import { nativeName } from '../../platform/shell/language-preference.ts';
import { call } from '../../lib/call.ts';
import { useMe } from './use-me.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { actionRow, panelText, panelTitle, stack } from '../../ui/layout.ts';
import { profileForm } from './profile-fields-form.tsx';

/** A list of links to other pages, each a full-width row with a chevron. */
const linkRows = css({ listStyle: 'none', m: '0', p: '0', mt: '3', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } });

const linkRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '14',
  py: '2',
  mx: '-2',
  px: '2',
  borderRadius: 'card',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'ink.subtle' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '0' },
  '& > svg': { w: '5', h: '5', flexShrink: 0, color: 'fg.muted' },
});

const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

function ChangePassword() {
  const { t } = useTranslation();
  const form = useAccountForm(ChangePasswordRequest, { current_password: '', new_password: '', confirm_password: '' });
  const change = useMutation({ mutationFn: (body: ChangePasswordRequest) => call(AUTH_CALLS.changePassword, { body: body }) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync(values);
      form.reset();
      showSuccess(t('profile.settings.passwordChanged'));
    } catch (error) {
      // 412s name their field: 'Invalid password' on the current one, SPEC.md's rules on the new and the confirmation.
      showFormError(form, error, [...PASSWORD_FIELDS]);
    }
  });

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="password-title">
      <h2 id="password-title" className={cx(panelTitle, css({ display: 'flex', alignItems: 'center', gap: '2', '& svg': { w: '5', h: '5' } }))}>
        <LockIcon />
        {t('profile.settings.passwordTitle')}
      </h2>
      <p className={panelText}>{t('profile.settings.passwordText')}</p>
      <form className={profileForm} onSubmit={onSubmit} noValidate data-testid="change-password-form">
        <PasswordField label={t('profile.settings.currentPassword')} registration={form.register('current_password')} error={errors.current_password?.message} autoComplete="current-password" />
        <PasswordField
          label={t('account.field.newPassword')}
          hint={t('account.field.passwordHint')}
          registration={form.register('new_password')}
          error={errors.new_password?.message}
          autoComplete="new-password"
        />
        <PasswordField label={t('account.field.confirmPassword')} registration={form.register('confirm_password')} error={errors.confirm_password?.message} autoComplete="new-password" />
        <div className={actionRow}>
          <SubmitButton busy={isSubmitting} label={t('profile.settings.passwordSubmit')} busyLabel={t('profile.settings.passwordBusy')} />
        </div>
      </form>
    </section>
  );
}

const modeGroup = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', mt: '5', maxW: 'md' });
const modeOption = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '14',
  px: '4',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'canvas',
  color: 'fg.default',
  fontWeight: 'semibold',
  cursor: 'pointer',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  '& svg': { w: '5', h: '5' },
  _hover: { borderColor: 'fg.muted' },
  '&:has(input:checked)': { borderColor: 'brand.solid', boxShadow: '0 0 0 1px {colors.brand.solid}' },
  '&:has(input:focus-visible)': { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
});

/** Light or dark, when the school lets learners choose (`allow_color_mode_toggle`); the shell's colour-mode module applies it. */
function Appearance() {
  const { t } = useTranslation();
  const { config } = useShell();
  const theme = config.theme_config.base_ui_data;
  const mode = useStore($colourMode) ?? theme.default_color_mode ?? 'light';
  const school = config.school_config.school_name;
  const options: { value: ColourMode; label: string; Icon: ComponentType }[] = [
    { value: 'light', label: t('profile.settings.light'), Icon: SunIcon },
    { value: 'dark', label: t('profile.settings.dark'), Icon: MoonIcon },
  ];
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="appearance-title">
      <h2 id="appearance-title" className={panelTitle}>
        {t('profile.settings.appearanceTitle')}
      </h2>
      {theme.allow_color_mode_toggle ? (
        <>
          <p className={panelText}>{t('profile.settings.appearanceText', { school })}</p>
          <fieldset className={css({ border: 'none', p: '0', m: '0' })}>
            <legend className={css({ srOnly: true })}>{t('profile.settings.colourMode')}</legend>
            <div className={modeGroup}>
              {options.map(({ value, label, Icon }) => (
                <label key={value} className={modeOption}>
                  <input
                    type="radio"
                    name="colour-mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => chooseColourMode(value)}
                    className={css({ position: 'absolute', opacity: '0', w: '0', h: '0' })}
                    data-testid={`colour-mode-${value}`}
                  />
                  <Icon />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      ) : (
        <p className={panelText} data-testid="colour-mode-fixed">
          {t('profile.settings.appearanceFixed', { school })}
        </p>
      )}
    </section>
  );
}

function Preferences() {
  const { t, i18n } = useTranslation();
  const { base, config } = useShell();
  const here = href(base, routeById('settings'));
  const rows = [
    ...(config.school_config.Languages.length > 1
      ? [{ id: 'language', href: href(base, routeById('language-list'), {}, { from: here }), label: t('profile.settings.language'), hint: nativeName(i18n.language), Icon: GlobeIcon }]
      : []),
    { id: 'legal', href: href(base, routeById('legal-docs')), label: t('profile.settings.legal'), hint: t('profile.settings.legalHint'), Icon: DocumentIcon },
  ];
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="preferences-title">
      <h2 id="preferences-title" className={panelTitle}>
        {t('profile.settings.preferencesTitle')}
      </h2>
      <ul className={linkRows}>
        {rows.map(({ id, href: to, label, hint, Icon }) => (
          <li key={id}>
            <a className={linkRow} href={to} data-testid={`settings-${id}`}>
              <Icon />
              <span className={css({ flex: '1', minW: '0', display: 'grid' })}>
                <span className={css({ fontWeight: 'semibold' })}>{label}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{hint}</span>
              </span>
              <ChevronIcon />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DangerZone() {
  const { t } = useTranslation();
  const { base, config } = useShell();
  return (
    <section className={cx(card({ padding: 'lg' }), css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' }))} aria-labelledby="danger-title">
      <div className={css({ flex: '1', minW: '56' })}>
        <h2 id="danger-title" className={panelTitle}>
          {t('profile.settings.dangerTitle')}
        </h2>
        <p className={panelText}>{t('profile.settings.dangerText', { school: config.school_config.school_name })}</p>
      </div>
      <a className={button({ variant: 'secondary' })} href={href(base, routeById('delete-account'))} data-testid="settings-delete">
        <TrashIcon />
        {t('profile.settings.deleteLink')}
      </a>
    </section>
  );
}

/** `/account/settings`: change password, colour mode, language and legal links, and the way to delete the account. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { config } = useShell();
  // The learner is read so that a forced profile completion sends them to the builder (useMe) before they settle here.
  const me = useMe();
  return (
    <AccountFrame title={t('profile.settings.title')} subtitle={t('profile.settings.subtitle', { school: config.school_config.school_name })} testId="settings-page">
      {me.data && !me.leaving ? (
        <div className={stack}>
          <ChangePassword />
          <Appearance />
          <Preferences />
          <DangerZone />
        </div>
      ) : me.isError && !me.data ? (
        <ReadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <PanelSkeleton rows={3} />
      )}
    </AccountFrame>
  );
}
