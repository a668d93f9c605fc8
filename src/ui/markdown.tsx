import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';
import { css, cx } from 'styled-system/css';

// Raw HTML in a school's Markdown is shown as text, never run (html: false); markdown-it also refuses javascript: links.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

export const prose = css({
  color: 'fg.default', lineHeight: '1.7', maxW: '72ch',
  '& h1': { fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold', mb: '3' },
  '& h2': { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' },
  '& p, & ul, & ol, & table, & pre, & blockquote': { mb: '4' },
  '& ul': { listStyle: 'disc', pl: '6' },
  '& ol': { listStyle: 'decimal', pl: '6' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'canvas', px: '1', borderRadius: 'sm' },
  '& pre': { bg: 'canvas', p: '4', borderRadius: 'md', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', p: '0' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'brand.solid', pl: '4', color: 'fg.muted' },
  '& table': { borderCollapse: 'collapse', w: 'full' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border.default', px: '3', py: '2', textAlign: 'left' },
  '& a': { color: 'fg.default', textDecoration: 'underline', textDecorationColor: 'brand.line' },
});

/** A school's own Markdown (an article, a challenge's statement), rendered. */
export function Markdown({ source, className, testId }: { source: string; className?: string; testId?: string }) {
  const html = useMemo(() => markdown.render(source), [source]);
  return <div className={cx(prose, className)} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
