import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { AUTH_CALLS, profileValuesSchema, type Me } from '../../contract/auth.ts';
import { fieldFailure } from '../account/index.ts';
import { useAccountForm } from '../account/index.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AlertIcon, CheckIcon, ListIcon } from '../../ui/icons.ts';
import { call } from '../../lib/call.ts';
import { storeMe, storeProfileStatus } from './profile-api.ts';
import {
  canSkip,
  changedValues,
  chooseTab,
  fieldsOfTab,
  initialValues,
  isRequiredMessage,
  needsCompletion,
  skipsLeft,
  tabsOf,
  type ProfileField,
  type ProfileTab,
} from './profile-builder.ts';
import { rememberProfileStatus } from '../../platform/session/profile-gate.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { badge as badgeRecipe, button } from '../../ui/button.tsx';
import { callout } from '../../ui/callout.tsx';
import { field as fieldRecipe } from '../../ui/field.tsx';
import { actionRow } from '../../ui/layout.ts';

export const profileForm = css({ display: 'grid', gap: '5', mt: '6', maxW: 'lg' });

/** A field's label in the page's language: the school may translate it (`profile.fieldLabels.<key>` override). */
export const fieldLabel = (t: TFunction, field: Pick<ProfileField, 'key' | 'label'>): string => t(`profile.fieldLabels.${field.key}`, { defaultValue: field.label });

function fieldError(t: TFunction, field: ProfileField, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isRequiredMessage(field, message) ? t('profile.fields.required', { label: fieldLabel(t, field) }) : localiseMessage(t, message);
}

const badge = css({ ml: '2', verticalAlign: 'middle' });

function ProfileInput({ field, registration, error }: { field: ProfileField; registration: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const label = fieldLabel(t, field);
  return (
    <div className={css({ display: 'block' })}>
      <label htmlFor={id} className={cx(fieldRecipe().label, css({ display: 'block', mb: '1.5' }))}>
        {label}
        {field.mandatory ? (
          <span className={cx(badgeRecipe(), badge)}>{t('profile.common.required')}</span>
        ) : (
          <span className={cx(fieldRecipe().hint, css({ ml: '2', fontWeight: 'normal' }))}>({t('profile.common.optional')})</span>
        )}
      </label>
      <input
        id={id}
        className={fieldRecipe().input}
        aria-required={field.mandatory || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`profile-field-${field.key}`}
        autoComplete={field.key === 'city' ? 'address-level2' : 'off'}
        {...registration}
      />
      <p id={`${id}-error`} role="alert" className={cx(fieldRecipe().error, css({ mt: '2', _empty: { mt: '0' } }))} data-testid={`${field.key}-error`}>
        {error && (
          <>
            <AlertIcon />
            <span>{error}</span>
          </>
        )}
      </p>
    </div>
  );
}

export type ProfileDone = 'saved' | 'skipped';

interface SectionFormProps {
  me: Me;
  fields: ProfileField[];
  onDone: (how: ProfileDone, me: Me) => void;
  /** The skip button's label ("Skip for now", or onboarding's "Do this later"). */
  skipLabel: string;
  submitLabel: string;
}

function SectionForm({ me, fields, onDone, skipLabel, submitLabel }: SectionFormProps) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const schema = useMemo(() => profileValuesSchema(fields), [fields]);
  const form = useAccountForm(schema, initialValues(fields));
  const save = useMutation({ mutationFn: (profile: Record<string, string>) => call(AUTH_CALLS.updateMe, { body: { profile } }) });
  const skip = useMutation({ mutationFn: () => call(AUTH_CALLS.profileSkip) });
  const { errors, isSubmitting } = form.formState;
  const status = me.profile;

  const onSubmit = form.handleSubmit(async (values) => {
    if (save.isPending) return;
    const profile = changedValues(fields, values as Record<string, string | undefined>);
    try {
      const next = Object.keys(profile).length > 0 ? await save.mutateAsync(profile) : me;
      storeMe(client, slug, next);
      rememberProfileStatus(next.studentId, next.profile);
      form.reset(initialValues(next.profile.fields.filter((f) => fields.some((g) => g.key === f.key))));
      showSuccess(t('profile.fields.saved'));
      onDone('saved', next);
    } catch (error) {
      // The API names a profile value `profile.<key>`.
      const failure = fieldFailure(error);
      const field = failure && fields.find((f) => `profile.${f.key}` === failure.field);
      if (failure && field) form.setError(field.key, { type: 'server', message: failure.message }, { shouldFocus: true });
      else showError(error);
    }
  });

  const onSkip = async () => {
    if (skip.isPending) return;
    try {
      const next = await skip.mutateAsync();
      storeProfileStatus(client, slug, next);
      rememberProfileStatus(me.studentId, next);
      onDone('skipped', { ...me, profile: next });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form className={profileForm} onSubmit={onSubmit} noValidate data-testid="profile-fields-form">
      {fields.map((field) => (
        <ProfileInput key={field.key} field={field} registration={form.register(field.key)} error={fieldError(t, field, errors[field.key]?.message as string | undefined)} />
      ))}
      <div className={actionRow}>
        <SubmitButton busy={isSubmitting} label={submitLabel} busyLabel={t('profile.common.saving')} />
        {canSkip(status) && (
          <button type="button" className={button({ variant: 'secondary' })} onClick={onSkip} aria-busy={skip.isPending || undefined} data-testid="profile-skip">
            {skip.isPending ? t('profile.fields.skipping') : skipLabel}
          </button>
        )}
      </div>
    </form>
  );
}

/** Where the learner stands: forced (an alert), missing details and skips left, or complete. */
export function ProfileStatusNotice({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { config } = useShell();
  const status = me.profile;
  const school = config.school_config.school_name;
  if (status.completion_forced) {
    return (
      <div className={callout({ status: 'error' })} role="alert" data-testid="profile-forced">
        <AlertIcon />
        <p>
          <strong className={css({ display: 'block' })}>{t('profile.fields.forcedTitle')}</strong>
          {t('profile.fields.forced', { school })}
        </p>
      </div>
    );
  }
  if (needsCompletion(status)) {
    return (
      <div className={callout()} data-testid="profile-missing">
        <ListIcon />
        <p>
          <strong>{t('profile.fields.missing', { count: status.missing.length })}</strong> {t('profile.fields.skipsLeft', { count: skipsLeft(status) })}
        </p>
      </div>
    );
  }
  if (status.fields.length === 0) return null;
  return (
    <div className={callout()} data-testid="profile-complete">
      <CheckIcon />
      <p>{t('profile.fields.complete')}</p>
    </div>
  );
}

export interface ProfileFieldsProps {
  me: Me;
  /** The section asked for (the `tab` query); null for the default. */
  requestedTab: string | null;
  onTabChange?: (tab: ProfileTab) => void;
  onDone: (how: ProfileDone, me: Me) => void;
  skipLabel?: string;
  submitLabel?: string;
  /** Only the mandatory section, without tabs (onboarding). */
  mandatoryOnly?: boolean;
}

const tabList = css({
  display: 'flex',
  gap: '1',
  p: '1',
  mt: '5',
  borderRadius: 'calc({radii.card} + 2px)',
  bg: 'ink.subtle',
  w: { base: 'full', sm: 'fit-content' },
});
const tabStyle = css({
  flex: { base: '1 1 0', sm: 'none' },
  minW: '0',
  minH: '10',
  px: { base: '2', sm: '4' },
  py: '1.5',
  lineHeight: '1.25',
  borderRadius: 'card',
  fontWeight: 'semibold',
  fontSize: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  whiteSpace: { base: 'normal', sm: 'nowrap' },
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '1px' },
  '&[aria-selected=true]': { bg: 'surface', color: 'fg.default', boxShadow: 'segment' },
});

/**
 * The school's profile fields (`school_feature.profile_fields`) in their sections, mandatory ones marked, with
 * Save and, while the skip limit allows, Skip. Used by `/account/profile-fields` and the onboarding flow.
 */
export function ProfileFields({ me, requestedTab, onTabChange, onDone, skipLabel, submitLabel, mandatoryOnly = false }: ProfileFieldsProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const status = me.profile;
  const [tab, setTab] = useState<ProfileTab | null>(() => (mandatoryOnly ? 'personal' : chooseTab(requestedTab, status)));
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});
  const tabs = mandatoryOnly ? (['personal'] as ProfileTab[]) : tabsOf(status.fields);
  const current = tab && tabs.includes(tab) ? tab : (tabs[0] ?? null);
  if (!current) return null;
  const fields = fieldsOfTab(status.fields, current);

  const select = (next: ProfileTab, focus = false) => {
    setTab(next);
    onTabChange?.(next);
    if (focus) tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home') select(tabs[0]!, true);
    else if (event.key === 'End') select(tabs.at(-1)!, true);
    else if (step) select(tabs[(index + step + tabs.length) % tabs.length]!, true);
    else return;
    event.preventDefault();
  };

  const form = (
    <SectionForm
      key={current}
      me={me}
      fields={fields}
      onDone={onDone}
      skipLabel={skipLabel ?? t('profile.fields.skip')}
      submitLabel={submitLabel ?? t('profile.common.save')}
    />
  );
  if (tabs.length < 2) return form;
  return (
    <>
      <div className={tabList} role="tablist" aria-label={t('profile.fields.tabs')} onKeyDown={onKeyDown}>
        {tabs.map((id) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${id}`}
            aria-selected={id === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={id === current ? 0 : -1}
            className={tabStyle}
            onClick={() => select(id)}
            data-testid={`profile-tab-${id}`}
          >
            {t(`profile.fields.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`}>
        {form}
      </div>
    </>
  );
}
