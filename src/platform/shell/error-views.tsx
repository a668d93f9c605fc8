import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import type { AppError } from '../errors/app-error.ts';
import { logger } from '../errors/logger.ts';
import { pageContainer } from '../../ui/layout.ts';
import { localiseMessage } from './messages.ts';
import { button } from '../../ui/button.tsx';

const wrap = css({ py: { base: '16', md: '24' }, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: '4' });
const codeStyle = css({
  fontFamily: 'heading',
  fontWeight: 'bold',
  fontSize: { base: '6xl', md: '7xl' },
  lineHeight: '1',
  letterSpacing: '-0.04em',
  color: 'brand.solid',
});
const titleStyle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, color: 'fg.default', maxW: 'xl', textWrap: 'balance' });
const textStyle = css({ color: 'fg.muted', maxW: 'md', textWrap: 'balance' });

const reload = () => window.location.reload();

/**
 * The full-page error when the school configuration cannot be loaded (SPEC.md sections 2 and 8): the returned
 * error code and message, and a way to try again.
 */
export function SchoolConfigError({ error }: { error: AppError }) {
  const { t } = useTranslation();
  return (
    <div className={pageContainer} data-testid="config-error">
      <div className={wrap} role="alert">
        <p className={codeStyle}>
          <span className={css({ srOnly: true })}>{t('shell.configError.label')} </span>
          <span data-testid="error-code">{error.code}</span>
        </p>
        <h1 className={titleStyle} data-testid="error-title">{localiseMessage(t, error.message)}</h1>
        <p className={textStyle}>{t('shell.configError.text')}</p>
        <button type="button" className={button()} onClick={reload}>{t('shell.errorView.retry')}</button>
      </div>
    </div>
  );
}

/** The generic error view (SPEC.md section 2): a title and a Retry button that reloads the page. */
export function GenericErrorView() {
  const { t } = useTranslation();
  return (
    <div className={pageContainer} data-testid="error-view">
      <div className={wrap} role="alert">
        <h1 className={titleStyle}>{t('shell.errorView.title')}</h1>
        <p className={textStyle}>{t('shell.errorView.text')}</p>
        <button type="button" className={button()} onClick={reload}>{t('shell.errorView.retry')}</button>
      </div>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches a page that throws while rendering and shows the generic error view instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error('shell: a page failed to render', error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? <GenericErrorView /> : this.props.children;
  }
}
