/**
 * Question text: Markdown (markdown-it, raw HTML shown as text, never run) with mathematics between `$…$` and
 * `$$…$$` set by KaTeX, which escapes what it is given. Code blocks are left as they are, dollars and all.
 *
 * KaTeX (its script, stylesheet and fonts) is loaded only for papers that contain mathematics, and markdown-it only
 * for papers whose text has Markdown in it (`useMaths`): most questions are one plain line, which markdown-it would
 * only wrap in a paragraph, so a plain paper's window loads neither (issue 40). What is rendered is kept, so moving
 * back to a question, or a report listing the same questions, does not render its text again.
 */
import { useEffect, useState } from 'react';
import type MarkdownIt from 'markdown-it';
import type { KatexRender } from './maths.ts';

let markdown: InstanceType<typeof MarkdownIt> | null = null;
let loadingMarkdown: Promise<void> | null = null;

/** Loads markdown-it once; what was shown before it came is rendered again. */
export function loadMarkdown(): Promise<void> {
  loadingMarkdown ??= import('markdown-it').then(({ default: Markdown }) => {
    markdown = new Markdown({ html: false, linkify: false, typographer: true });
    cache.clear();
  });
  return loadingMarkdown;
}

// One line that markdown-it would only wrap in <p>: letters, digits and plain punctuation, not starting as a list,
// and nothing its typographer would change (quotes, dashes, ellipses, (c)). \u0001 and \u0002 mark kept mathematics.
const PLAIN = /^(?![\d]+[.)](?:\s|$))(?![-+](?:\s|$))[\p{L}\p{M}\p{N},.?!:;()%/=°×÷\u0001\u0002-](?:[\p{L}\p{M}\p{N} ,.?!:;()%/=°×÷\u0001\u0002-]*[^\s])?$/u;
const TYPOGRAPHY = /\.\.|\+-|,,|--|\?\?|!!|\((?:c|tm|r|p)\)/i;

/** Whether markdown-it would render `text` as `<p>text</p>` and nothing else. */
export const isPlainLine = (text: string): boolean => PLAIN.test(text) && !TYPOGRAPHY.test(text);

/** Whether markdown-it must render `source`: as `render` below sees it, mathematics set aside. */
const needsMarkdown = (source: string): boolean => {
  FENCE.lastIndex = DISPLAY.lastIndex = INLINE.lastIndex = 0;
  return !isPlainLine(blanks(source.replace(FENCE, '`').replace(DISPLAY, '\u0001').replace(INLINE, '\u0001')).replace(/\\\$/g, '$'));
};

const FENCE = /```[\s\S]*?```|`[^`\n]*`/g;
const DISPLAY = /\$\$([\s\S]+?)\$\$/g;
const INLINE = /(?<!\\)\$([^$\n]+?)(?<!\\)\$/g;

/** Blanks (`[[1]]`) shown as numbered gaps; the inputs sit under the question, labelled with the same numbers. */
const blanks = (text: string) => text.replace(/\[\[(\d+)\]\]/g, (_, n: string) => ` **(${n})** \\_\\_\\_\\_\\_ `);

/** Whether the text holds mathematics that KaTeX sets (outside code). */
export function hasMaths(source: string): boolean {
  const text = source.replace(FENCE, '');
  DISPLAY.lastIndex = 0;
  INLINE.lastIndex = 0;
  return DISPLAY.test(text) || INLINE.test(text);
}

let katex: KatexRender | null = null;
let loading: Promise<void> | null = null;

/** Loads KaTeX once (script and stylesheet); what was rendered without it is rendered again. */
export function loadMaths(): Promise<void> {
  loading ??= import('./maths.ts').then((m) => {
    katex = m.katexRenderer();
    cache.clear();
  });
  return loading;
}

/**
 * True once the texts can be shown: at once when none holds mathematics or Markdown, else when KaTeX and markdown-it
 * (those needed) have loaded. A failed load (offline with nothing cached) still answers true after it: the text is
 * then shown as written (mathematics as its TeX source), and the test goes on.
 */
export function useMaths(texts: () => readonly string[], deps: readonly unknown[]): boolean {
  const missing = (): Promise<void>[] => {
    const all = texts();
    return [
      ...(katex === null && all.some(hasMaths) ? [loadMaths()] : []),
      ...(markdown === null && all.some(needsMarkdown) ? [loadMarkdown()] : []),
    ];
  };
  const [ready, setReady] = useState(() => (katex !== null || !texts().some(hasMaths)) && (markdown !== null || !texts().some(needsMarkdown)));
  useEffect(() => {
    const loads = missing();
    if (!loads.length) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    void Promise.allSettled(loads).finally(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, deps); // the caller says what the texts depend on
  return ready;
}

/** Every text of a paper's questions that is rendered as rich text (the question and its options, in each language). */
export const paperTexts = (paper: {
  questions: readonly { text: string; options: readonly { text: string }[]; translations?: Readonly<Partial<Record<string, { text: string; options: readonly string[] }>>> }[];
}): string[] =>
  paper.questions.flatMap((q) => [q.text, ...q.options.map((o) => o.text), ...Object.values(q.translations ?? {}).flatMap((words) => (words ? [words.text, ...words.options] : []))]);

/**
 * Renders the texts ahead, in the browser's idle time, a few at a time, so that moving to a question later only
 * puts the kept HTML in the page. Returns a function that stops it.
 */
export function renderAhead(texts: readonly string[]): () => void {
  let next = 0;
  let handle = 0;
  // Safari has no requestIdleCallback: short slices after a pause instead.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  const idle = (work: (deadline: { timeRemaining(): number }) => void): number =>
    hasIdle ? window.requestIdleCallback(work, { timeout: 2000 }) : window.setTimeout(() => work({ timeRemaining: () => 8 }), 50);
  const step = (deadline: { timeRemaining(): number }) => {
    while (next < texts.length && deadline.timeRemaining() > 2) renderRich(texts[next++]!);
    if (next < texts.length) handle = idle(step);
  };
  handle = idle(step);
  return () => (hasIdle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
}

const CACHE_LIMIT = 4000;
const cache = new Map<string, string>();

function render(source: string): string {
  const maths: string[] = [];
  const codes: string[] = [];
  const keep = (html: string, store: string[], tag: string) => `\u0001${tag}${store.push(html) - 1}\u0002`;
  let text = source.replace(FENCE, (code) => keep(code, codes, 'C'));
  if (katex) {
    const tex = katex;
    text = text.replace(DISPLAY, (_, src: string) => keep(tex(src, true), maths, 'M'));
    text = text.replace(INLINE, (_, src: string) => keep(tex(src, false), maths, 'M'));
  }
  text = blanks(text).replace(/\\\$/g, '$').replace(/\u0001C(\d+)\u0002/g, (_, i: string) => codes[Number(i)]!);
  const html = isPlainLine(text) ? `<p>${text}</p>\n` : markdown ? markdown.render(text) : `<p>${escapeHtml(text)}</p>\n`;
  return html.replace(/\u0001M(\d+)\u0002/g, (_: string, i: string) => maths[Number(i)]!);
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function renderRich(source: string): string {
  let html = cache.get(source);
  if (html === undefined) {
    html = render(source);
    // Shown as written until markdown-it is there (useMaths waits for it): not kept.
    if (markdown === null && needsMarkdown(source)) return html;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, html);
  }
  return html;
}

/** One line of option text: the same, without the paragraph around it. */
export function renderInline(source: string): string {
  return renderRich(source).replace(/^<p>([\s\S]*)<\/p>\n?$/, '$1');
}
