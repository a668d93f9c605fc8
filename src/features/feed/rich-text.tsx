import { css, cx } from 'styled-system/css';
import { renderInline, renderRich } from '../mock-test/index.ts';

const rich = css({
  color: 'fg.default',
  lineHeight: '1.65',
  overflowWrap: 'anywhere',
  '& > * + *': { mt: '3' },
  '& ul, & ol': { ps: '6' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'brand.solid', ps: '4', fontStyle: 'italic' },
  '& a': { color: 'fg.default', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'ink.muted', px: '1', borderRadius: 'sm' },
});

/**
 * A post's Markdown as the page shows it: markdown-it with HTML off (raw HTML in a post is shown as text, never
 * run), through the renderer the test window uses. The page waits for markdown-it with `useMaths`.
 */
export function RichText({ source, className, inline = false }: { source: string; className?: string; inline?: boolean }) {
  if (inline) return <span className={className} dangerouslySetInnerHTML={{ __html: renderInline(source) }} />;
  return <div className={cx(rich, className)} dangerouslySetInnerHTML={{ __html: renderRich(source) }} />;
}
