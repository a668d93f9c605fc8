import { useTranslation } from '../../i18n/use-translation.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { button } from '../../ui/button.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { toAppError } from '../errors/app-error.ts';
import { forgetSession, leaveFor } from '../session/forget-session.ts';
import { signInHref } from '../session/guards.ts';
import { localiseMessage } from './messages.ts';
import { useShell } from './shell-context.tsx';

/**
 * A read that failed, on a signed-in page: SPEC.md section 8's text (in the page's language) and Try again; for an
 * ended session (401), the way back in instead, the session forgotten here first, or sign-in would send a
 * "signed-in" learner away. The one wrapper of the kit's LoadError for the learner's own reads.
 */
export function ReadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const appError = toAppError(error);
  const expired = appError.code === ERROR_CODE.unauthorized;
  return (
    <LoadError
      title={title ?? t('shell.readError.title')}
      message={localiseMessage(t, appError.message)}
      action={
        expired ? (
          <button
            type="button"
            className={button()}
            onClick={() => {
              forgetSession();
              leaveFor(signInHref(base, `${window.location.pathname}${window.location.search}`));
            }}
          >
            {t('shell.account.signIn')}
          </button>
        ) : (
          <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
            {t('shell.readError.retry')}
          </button>
        )
      }
    />
  );
}
