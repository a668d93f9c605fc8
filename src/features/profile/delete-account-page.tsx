import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { DeleteAccountRequest } from '../../contract/auth.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { TextField } from '../account/index.ts';
import { showFormError, useAccountForm } from '../account/index.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AccountFrame, PanelSkeleton } from './account-frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { forgetSession, leaveFor } from './account-session.ts';
import { AlertIcon, CheckIcon, TrashIcon } from '../../ui/icons.ts';
import { DeleteAccountForm } from './profile-forms.ts';
import { AUTH_CALLS } from '../../contract/auth.ts';
import { call } from '../../lib/call.ts';
import { useMe } from './use-me.ts';
import { button } from '../../ui/button.tsx';
import { callout } from '../../ui/callout.tsx';
import { card } from '../../ui/card.tsx';
import { actionRow, panelTitle } from '../../ui/layout.ts';
import { profileForm } from './profile-fields-form.tsx';

/** Long enough to read the toast before the store replaces this page. */
const LEAVE_AFTER_MS = 1500;

const items = css({ display: 'grid', gap: '2', mt: '3', pl: '5', listStyleType: 'disc', color: 'fg.default', '& li::marker': { color: 'fg.muted' } });

function DeleteForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const { base, config } = useShell();
  const form = useAccountForm(DeleteAccountForm, { confirm: '' });
  const remove = useMutation({ mutationFn: (body: DeleteAccountRequest) => call(AUTH_CALLS.deleteMe, { body: body }) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (remove.isPending || remove.isSuccess) return;
    try {
      await remove.mutateAsync({ confirm: values.confirm });
    } catch (error) {
      showFormError(form, error, ['confirm']);
      return;
    }
    onDeleted();
  });

  const busy = isSubmitting || remove.isPending || remove.isSuccess;
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="delete-what">
      <h2 id="delete-what" className={panelTitle}>
        {t('profile.delete.intro', { school: config.school_config.school_name })}
      </h2>
      <ul className={items}>
        <li>{t('profile.delete.itemProfile')}</li>
        <li>{t('profile.delete.itemSessions')}</li>
        <li>{t('profile.delete.itemNotifications')}</li>
      </ul>
      <p className={cx(callout({ status: 'error' }), css({ mt: '5' }))}>
        <AlertIcon />
        <span>{t('profile.delete.warning')}</span>
      </p>
      <form className={profileForm} onSubmit={onSubmit} noValidate data-testid="delete-account-form">
        <TextField
          label={t('profile.delete.confirmLabel')}
          hint={t('profile.delete.confirmHint')}
          registration={form.register('confirm')}
          error={errors.confirm?.message}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <div className={actionRow}>
          <button type="submit" className={button({ variant: 'danger' })} aria-busy={busy || undefined} data-testid="delete-account-submit">
            <TrashIcon />
            {busy ? t('profile.delete.busy') : t('profile.delete.submit')}
          </button>
          <a className={button({ variant: 'secondary' })} href={href(base, routeById('settings'))}>
            {t('profile.delete.cancel')}
          </a>
        </div>
      </form>
    </section>
  );
}

/**
 * `/account/delete-account`: what is deleted, DELETE typed to confirm (the contract's DeleteAccountRequest), the
 * account really deleted, the session ended here and in the other tabs, then the store.
 */
export function DeleteAccountPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const me = useMe();
  const [deleted, setDeleted] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);

  const onDeleted = () => {
    // The API has deleted the learner and cleared the cookies: forget the session here and in every tab.
    forgetSession();
    setDeleted(true);
    showSuccess(t('profile.delete.done'));
    setTimeout(() => leaveFor(`/${base}`), LEAVE_AFTER_MS);
  };
  useEffect(() => {
    if (deleted) done.current?.focus();
  }, [deleted]);

  return (
    <AccountFrame title={t('profile.delete.title')} testId="delete-account-page">
      {deleted ? (
        <p ref={done} tabIndex={-1} className={cx(callout(), css({ _focus: { outline: 'none' } }))} role="status" data-testid="account-deleted">
          <CheckIcon />
          <span>{t('profile.delete.done')}</span>
        </p>
      ) : me.data ? (
        <DeleteForm onDeleted={onDeleted} />
      ) : me.isError ? (
        <ReadError error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <PanelSkeleton rows={1} />
      )}
    </AccountFrame>
  );
}
