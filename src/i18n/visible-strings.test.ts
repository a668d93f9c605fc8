import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a learner reads comes from the message files, so every page can be in every language the school
 * offers. This finds words written straight into pages: JSX text, and the attributes a learner or a screen reader
 * meets (aria-label, title, placeholder, alt, label), in every component and Astro page.
 */

// Names that are the same in every language: the stores' own brand names.
const PROPER_NOUNS = new Set(['Google Play', 'App Store']);
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);
// Two letters in a row, in any script: a lone "F" for a keyboard key or "×" is not a word.
const WORDS = /\p{L}[\p{L}\p{M}]+/u;

const ROOT = path.resolve(import.meta.dirname, '..');

function sources(): string[] {
  return ['features', 'platform', 'ui', 'pages'].flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.(tsx|astro)$/.test(e.name) && !/\.test\./.test(e.name))
      .map((e) => path.join(e.parentPath, e.name)),
  );
}

interface Found {
  file: string;
  line: number;
  text: string;
}

const isWords = (text: string): boolean => WORDS.test(text) && !PROPER_NOUNS.has(text.trim());

export function writtenInTsx(file: string, source: string): Found[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Found[] = [];
  const at = (node: ts.Node, text: string) => found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && isWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer) && isWords(node.initializer.text)) {
      at(node, `${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** An Astro file's markup: no frontmatter, scripts, styles or `{expressions}`; what is left between tags is text. */
export function writtenInAstro(file: string, source: string): Found[] {
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  let markup = source.replace(/^---\n[\s\S]*?\n---\n/, blank).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, blank).replace(/<!--[\s\S]*?-->/g, blank);
  // Expressions nest ({a.map((x) => <b>{x}</b>)}): peel the innermost until none is left.
  for (let previous = ''; previous !== markup; ) {
    previous = markup;
    markup = markup.replace(/\{[^{}]*\}/g, blank);
  }
  const found: Found[] = [];
  for (const m of markup.matchAll(/>([^<>]+)</g)) if (isWords(m[1]!)) found.push({ file, line: lineOf(m.index), text: m[1]!.trim() });
  for (const m of markup.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
    if (VISIBLE_ATTRIBUTES.has(m[1]!) && isWords(m[2]!)) found.push({ file, line: lineOf(m.index), text: `${m[1]}="${m[2]}"` });
  }
  return found;
}

describe('visible strings', () => {
  it('are all in the message files', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return file.endsWith('.astro') ? writtenInAstro(file, source) : writtenInTsx(file, source);
    });
    expect(found.map(({ file, line, text }) => `${path.relative(ROOT, file)}:${line}: ${text}`)).toEqual([]);
  });

  it('are found in JSX text and visible attributes, not in code or keys', () => {
    const tsx = `export const A = () => <p title="Close it">Buy now <b>{t('x.y')}</b> F {list.map((x) => x)}</p>;
      const s = 'not markup'; const B = () => <i aria-label={t('a.b')} data-testid="some-id">{'x'}</i>;`;
    expect(writtenInTsx('a.tsx', tsx).map((f) => f.text)).toEqual(['title="Close it"', 'Buy now']);
    const astro = `---\nconst title = 'Not markup';\n---\n<h1>{t('x')}</h1>\n<p aria-label="Menu">{items.map((i) => <a>{i}</a>)} Read more</p>\n<script>const x = 'no';</script>`;
    expect(writtenInAstro('a.astro', astro).map((f) => [f.line, f.text])).toEqual([[5, 'Read more'], [5, 'aria-label="Menu"']]);
  });

  it('count words in any script', () => {
    expect(writtenInTsx('a.tsx', 'const A = () => <p>कोर्स</p>;').map((f) => f.text)).toEqual(['कोर्स']);
  });
});
