/**
 * Question text: Markdown (markdown-it, raw HTML shown as text, never run) with mathematics between `$…$` and
 * `$$…$$` set by KaTeX, which escapes what it is given. Code blocks are left as they are, dollars and all.
 *
 * KaTeX (its script, stylesheet and fonts) is loaded only for papers that contain mathematics (`useMaths`), so a
 * language or programming test never downloads it. What is rendered is kept, so moving back to a question, or a
 * report listing the same questions, does not render its text again.
 */
import { useEffect, useState } from 'react';
import MarkdownIt from 'markdown-it';
import type { KatexRender } from './maths.ts';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

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
    katex = m.renderTex;
    cache.clear();
  });
  return loading;
}

/**
 * True once the texts can be shown: at once when none holds mathematics, else when KaTeX has loaded (loading it
 * if needed). A failed load (offline with nothing cached) still answers true after it: the mathematics is then
 * shown as its TeX source, and the test goes on.
 */
export function useMaths(texts: () => readonly string[], deps: readonly unknown[]): boolean {
  const [ready, setReady] = useState(() => katex !== null || !texts().some(hasMaths));
  useEffect(() => {
    if (katex !== null || !texts().some(hasMaths)) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    void loadMaths().catch(() => undefined).finally(() => {
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
  return markdown.render(text).replace(/\u0001M(\d+)\u0002/g, (_, i: string) => maths[Number(i)]!);
}

export function renderRich(source: string): string {
  let html = cache.get(source);
  if (html === undefined) {
    html = render(source);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, html);
  }
  return html;
}

/** One line of option text: the same, without the paragraph around it. */
export function renderInline(source: string): string {
  return renderRich(source).replace(/^<p>([\s\S]*)<\/p>\n?$/, '$1');
}
