import { cx } from 'styled-system/css';
import type { SafeHtml } from './template.ts';
import { prose } from './ui.ts';

/**
 * A school-authored body rendered by `renderTemplate` (template.ts): Handlebars with escaping, laid out by the
 * rich-text subset. Only that function's output may be passed here: it is set as HTML.
 */
export function RichBody({ html, className, testId }: { html: SafeHtml; className?: string; testId?: string }) {
  return <div className={cx(prose, className)} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
