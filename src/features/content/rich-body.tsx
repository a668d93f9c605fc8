import { css, cx } from 'styled-system/css';
import type { SafeHtml } from './template.ts';

/** School-authored text laid out by rich-text.ts: only p, br, h2, h3, ul, ol, li, strong and a occur. */
const proseStyle = css({
  color: 'fg.default',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.7',
  maxW: '70ch',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '4' },
  '& h2': { fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.3', letterSpacing: '-0.01em', mt: '8' },
  '& h3': { fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.35', mt: '6' },
  '& > :first-child': { mt: '0' },
  '& ul': { listStyle: 'disc', pl: '6', display: 'grid', gap: '1.5' },
  '& ol': { listStyle: 'decimal', pl: '6', display: 'grid', gap: '1.5' },
  '& li::marker': { color: 'brand.solid' },
  '& strong': { fontWeight: 'bold' },
  '& a': {
    color: 'fg.default',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textDecorationColor: 'brand.line',
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
    _hover: { textDecorationColor: 'currentColor' },
  },
});

/**
 * A school-authored body rendered by `renderTemplate` (template.ts): Handlebars with escaping, laid out by the
 * rich-text subset. Only that function's output may be passed here: it is set as HTML.
 */
export function RichBody({ html, className, testId }: { html: SafeHtml; className?: string; testId?: string }) {
  return <div className={cx(proseStyle, className)} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
