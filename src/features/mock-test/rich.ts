/**
 * Question text: Markdown (markdown-it, raw HTML shown as text, never run) with mathematics between `$…$` and
 * `$$…$$` set by KaTeX, which escapes what it is given. Code blocks are left as they are, dollars and all.
 */
import katex from 'katex';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const FENCE = /```[\s\S]*?```|`[^`\n]*`/g;
const DISPLAY = /\$\$([\s\S]+?)\$\$/g;
const INLINE = /(?<!\\)\$([^$\n]+?)(?<!\\)\$/g;

/** Blanks (`[[1]]`) shown as numbered gaps; the inputs sit under the question, labelled with the same numbers. */
const blanks = (text: string) => text.replace(/\[\[(\d+)\]\]/g, (_, n: string) => ` **(${n})** \\_\\_\\_\\_\\_ `);

export function renderRich(source: string): string {
  const maths: string[] = [];
  const codes: string[] = [];
  const keep = (html: string, store: string[], tag: string) => `\u0001${tag}${store.push(html) - 1}\u0002`;
  let text = source.replace(FENCE, (code) => keep(code, codes, 'C'));
  text = text.replace(DISPLAY, (_, tex: string) => keep(katex.renderToString(tex, { displayMode: true, throwOnError: false }), maths, 'M'));
  text = text.replace(INLINE, (_, tex: string) => keep(katex.renderToString(tex, { displayMode: false, throwOnError: false }), maths, 'M'));
  text = blanks(text).replace(/\\\$/g, '$').replace(/\u0001C(\d+)\u0002/g, (_, i: string) => codes[Number(i)]!);
  return markdown.render(text).replace(/\u0001M(\d+)\u0002/g, (_, i: string) => maths[Number(i)]!);
}

/** One line of option text: the same, without the paragraph around it. */
export function renderInline(source: string): string {
  return renderRich(source).replace(/^<p>([\s\S]*)<\/p>\n?$/, '$1');
}
