import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { isCommunityImageSrc, isSafeHref, type RichBlock, type RichDoc, type RichInline, type RichListItem, type RichMark } from '../contract/rich-doc.ts';

const prose = css({
  display: 'grid', gap: '3', color: 'fg.default', lineHeight: '1.65', overflowWrap: 'anywhere', minW: '0',
  '& :where(p, h2, h3, ul, ol, blockquote, pre)': { m: '0' },
  '& h2': { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold' },
  '& h3': { fontFamily: 'heading', fontSize: 'lg', fontWeight: 'semibold' },
  '& ul, & ol': { ps: '6', display: 'grid', gap: '1' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'brand.emphasized', ps: '4', color: 'fg.muted' },
  '& pre': { bg: 'brand.subtle', borderRadius: 'card', p: '3', overflowX: 'auto', fontSize: 'sm' },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em', bg: 'brand.subtle', borderRadius: 'sm', px: '1' },
  '& pre code': { bg: 'transparent', p: '0' },
  '& a': { color: 'fg.default', fontWeight: 'medium', textDecoration: 'underline', textDecorationColor: 'brand.line', textUnderlineOffset: '3px' },
});
const image = css({ display: 'block', maxW: 'full', maxH: '32rem', h: 'auto', borderRadius: 'card', borderWidth: '1px', borderColor: 'border.default', bg: 'brand.subtle' });
const mention = css({ fontWeight: 'semibold', color: 'fg.default', bg: 'brand.muted', borderRadius: 'sm', px: '1' });

function marked(text: ReactNode, marks: readonly RichMark[] = []): ReactNode {
  return marks.reduce<ReactNode>((inner, mark) => {
    if (mark.type === 'bold') return <strong>{inner}</strong>;
    if (mark.type === 'italic') return <em>{inner}</em>;
    if (mark.type === 'code') return <code>{inner}</code>;
    // Checked again here, not only by the API: a document is drawn only as what the allow-list lets through.
    if (!isSafeHref(mark.attrs.href)) return inner;
    const external = !mark.attrs.href.startsWith('/');
    return <a href={mark.attrs.href} {...(external ? { rel: 'noopener noreferrer nofollow ugc', target: '_blank' } : {})}>{inner}</a>;
  }, text);
}

function inline(nodes: readonly RichInline[] = []): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'text') return <span key={i}>{marked(node.text, node.marks)}</span>;
    if (node.type === 'hardBreak') return <br key={i} />;
    return <span key={i} className={mention} data-mention={node.attrs.id}>@{node.attrs.label}</span>;
  });
}

function item(node: RichListItem, i: number): ReactNode {
  return <li key={i}>{node.content.map(block)}</li>;
}

function block(node: RichBlock, i: number): ReactNode {
  switch (node.type) {
    case 'paragraph': return <p key={i}>{inline(node.content)}</p>;
    case 'heading': return node.attrs.level === 2 ? <h2 key={i}>{inline(node.content)}</h2> : <h3 key={i}>{inline(node.content)}</h3>;
    case 'codeBlock': return <pre key={i}><code>{(node.content ?? []).map((t) => t.text).join('')}</code></pre>;
    case 'blockquote': return <blockquote key={i}>{node.content.map(block)}</blockquote>;
    case 'bulletList': return <ul key={i}>{node.content.map(item)}</ul>;
    // Drawn only from the school's own uploads, checked again here as links are.
    case 'image': return isCommunityImageSrc(node.attrs.src)
      ? <img key={i} className={image} src={node.attrs.src} alt={node.attrs.alt ?? ''} loading="lazy" decoding="async" data-testid="rich-doc-image" />
      : null;
    case 'orderedList': return <ol key={i} {...(node.attrs?.start && node.attrs.start !== 1 ? { start: node.attrs.start } : {})}>{node.content.map(item)}</ol>;
  }
}

/**
 * A learner's rich text (src/contract/rich-doc.ts) drawn node by node as React elements: nothing in it is ever
 * markup, so `<script>` typed into a post is text, and a link goes only where the allow-list lets it.
 */
export function RichDocView({ doc, className }: { doc: RichDoc; className?: string }) {
  return <div className={cx(prose, className)} data-testid="rich-doc">{doc.content.map(block)}</div>;
}
