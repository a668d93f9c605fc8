/**
 * A learner's rich text: the JSON document the editor (Tiptap, decision 0069) produces, never HTML. This schema IS
 * the allow-list: the node types, marks and link targets below, within the depth and size bounds, and nothing else.
 * An unknown node or mark fails the parse (a 412 naming where); unknown attributes are dropped. Pages draw a stored
 * document node by node as React elements (`src/ui/rich-doc.tsx`), so no part of it ever reaches a page as markup.
 */
import { z } from 'zod';
import { RICH_DOC_TEXT } from './rich-doc-text.ts';
export { RICH_DOC_TEXT } from './rich-doc-text.ts';

export const RICH_DOC_LIMITS = {
  /** Nesting of blocks (a list in a quote in a list...). */
  depthMax: 8,
  nodesMax: 2_000,
  textNodeMax: 10_000,
  hrefMax: 2_000,
  mentionLabelMax: 60,
  /** An image's text for those who cannot see it (SPEC.md section 9's community attachment text). */
  altMax: 128,
} as const;

/**
 * Where a post's image may come from: the school's own community uploads (src/contract/community.ts), by their path
 * on the learner API. Never another site: no tracking pixels, no hot-linked content, nothing the school cannot take down.
 */
export const COMMUNITY_FILES_PATH = '/learner/v4/community_files/';
export const IMAGE_FILE = /^[a-f0-9]{32}\.(?:png|jpg|webp|gif)$/;
export const isCommunityImageSrc = (src: string): boolean => src.startsWith(COMMUNITY_FILES_PATH) && IMAGE_FILE.test(src.slice(COMMUNITY_FILES_PATH.length));

/**
 * Where a link may go: the web (http, https), an e-mail address, or a path on the school's own site. Nothing
 * else: `javascript:`, `data:`, `vbscript:` and protocol-relative `//host` are refused however they are spelled
 * (the check is on the parsed URL, after the browser's own normalisation of case, whitespace and entities).
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > RICH_DOC_LIMITS.hrefMax) return false;
  // Control characters and whitespace inside a URL are how filters are evaded ("java\tscript:"): none at all.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

const Href = z.string().refine(isSafeHref, RICH_DOC_TEXT.badLink);

const Mark = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('code') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: Href }) }),
]);
export type RichMark = z.infer<typeof Mark>;

const Text = z.object({ type: z.literal('text'), text: z.string().min(1).max(RICH_DOC_LIMITS.textNodeMax), marks: z.array(Mark).max(4).optional() });
const HardBreak = z.object({ type: z.literal('hardBreak') });
/** `@name`: a member of the community, by user id; the label is the name shown when it was written. */
const Mention = z.object({
  type: z.literal('mention'),
  attrs: z.object({ id: z.coerce.number().int().positive(), label: z.string().trim().min(1).max(RICH_DOC_LIMITS.mentionLabelMax) }),
});
const Inline = z.discriminatedUnion('type', [Text, HardBreak, Mention]);
export type RichInline = z.infer<typeof Inline>;

const Paragraph = z.object({ type: z.literal('paragraph'), content: z.array(Inline).optional() });
const Heading = z.object({ type: z.literal('heading'), attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }), content: z.array(Inline).optional() });
const CodeBlock = z.object({ type: z.literal('codeBlock'), content: z.array(Text.omit({ marks: true })).optional() });

/** An image the learner uploaded to the school (a block of its own, as Tiptap's Image makes it). */
const Image = z.object({
  type: z.literal('image'),
  attrs: z.object({
    src: z.string().refine(isCommunityImageSrc, RICH_DOC_TEXT.badImage),
    alt: z.string().trim().max(RICH_DOC_LIMITS.altMax).nullable().optional(),
  }),
});

export type RichBlock =
  | z.infer<typeof Paragraph>
  | z.infer<typeof Image>
  | z.infer<typeof Heading>
  | z.infer<typeof CodeBlock>
  | { type: 'blockquote'; content: RichBlock[] }
  | { type: 'bulletList'; content: RichListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number | undefined } | undefined; content: RichListItem[] };
export interface RichListItem {
  type: 'listItem';
  content: RichBlock[];
}

const ListItem: z.ZodType<RichListItem> = z.lazy(() => z.object({ type: z.literal('listItem'), content: z.array(Block).min(1) }));
const Block: z.ZodType<RichBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    Paragraph,
    Heading,
    CodeBlock,
    Image,
    z.object({ type: z.literal('blockquote'), content: z.array(Block).min(1) }),
    z.object({ type: z.literal('bulletList'), content: z.array(ListItem).min(1) }),
    z.object({ type: z.literal('orderedList'), attrs: z.object({ start: z.number().int().min(0).max(10_000).optional() }).optional(), content: z.array(ListItem).min(1) }),
  ]));

type AnyNode = RichBlock | RichListItem | RichInline;

function childrenOf(node: AnyNode): readonly AnyNode[] {
  return 'content' in node && Array.isArray(node.content) ? node.content : [];
}

/** The document's words, as plain text: for the blocked-words check, previews, notifications and lengths. */
export function plainText(doc: RichDoc): string {
  const blocks: string[] = [];
  const inline = (nodes: readonly AnyNode[]): string =>
    nodes.map((n) => (n.type === 'text' ? n.text : n.type === 'mention' ? `@${n.attrs.label}` : n.type === 'hardBreak' ? '\n' : inline(childrenOf(n)))).join('');
  const walk = (node: AnyNode): void => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'codeBlock') blocks.push(inline(childrenOf(node)));
    else childrenOf(node).forEach(walk);
  };
  doc.content.forEach(walk);
  return blocks.join('\n').trim();
}

/** Every node of the document, depth first, with its depth (the document's blocks are at 1). */
function* nodesOf(nodes: readonly AnyNode[], depth = 1): Generator<[AnyNode, number]> {
  for (const node of nodes) {
    yield [node, depth];
    yield* nodesOf(childrenOf(node), depth + 1);
  }
}

/** The user ids the document mentions, once each. */
export function mentionsOf(doc: RichDoc): number[] {
  const ids = new Set<number>();
  for (const [node] of nodesOf(doc.content)) if (node.type === 'mention') ids.add(node.attrs.id);
  return [...ids];
}

/** The uploaded files the document's images show, once each (their names under COMMUNITY_FILES_PATH). */
export function imagesOf(doc: RichDoc): string[] {
  const files = new Set<string>();
  for (const [node] of nodesOf(doc.content)) if (node.type === 'image') files.add(node.attrs.src.slice(COMMUNITY_FILES_PATH.length));
  return [...files];
}

/** Links in the document (for the young-account rule). */
export function linkCount(doc: RichDoc): number {
  let links = 0;
  for (const [node] of nodesOf(doc.content)) if (node.type === 'text' && node.marks?.some((m) => m.type === 'link')) links += 1;
  return links;
}

/**
 * A document of at most `maxChars` characters of text: Tiptap's `{ type: 'doc', content: [...] }`, with at least
 * one character that is not a space.
 */
export function richDoc(maxChars: number) {
  return z
    .object({ type: z.literal('doc'), content: z.array(Block).min(1) })
    .superRefine((doc, ctx) => {
      let count = 0;
      for (const [, depth] of nodesOf(doc.content)) {
        count += 1;
        if (depth > RICH_DOC_LIMITS.depthMax) return void ctx.addIssue({ code: 'custom', message: RICH_DOC_TEXT.tooDeep });
      }
      if (count > RICH_DOC_LIMITS.nodesMax) return void ctx.addIssue({ code: 'custom', message: RICH_DOC_TEXT.tooLong });
      const text = plainText(doc);
      // An image says something by itself: a screenshot of a doubt is a post.
      if (text.length === 0 && imagesOf(doc).length === 0) ctx.addIssue({ code: 'custom', message: RICH_DOC_TEXT.empty });
      else if (text.length > maxChars) ctx.addIssue({ code: 'custom', message: RICH_DOC_TEXT.tooLong });
    });
}
export interface RichDoc {
  type: 'doc';
  content: RichBlock[];
}
