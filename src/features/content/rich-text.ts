/**
 * The layout of school-authored page bodies: a small Markdown-ish subset over text that is already HTML-escaped
 * (the output of `renderEscaped`), so every character of the author's text stays text and the only markup is the
 * tags below. Nothing else of Markdown: no images, no raw HTML, no tables.
 *
 *   ## Heading           -> <h2>     (# too: the page's title is the h1)
 *   ### Smaller heading  -> <h3>
 *   - item / * item      -> <ul><li>
 *   1. item              -> <ol><li>
 *   blank line           -> a new paragraph; a single line break stays a line break (<br>)
 *   **bold**             -> <strong>
 *   [text](url)          -> <a href>, for https:, mailto:, tel:, a path on the site (/learn/...) or #anchor only;
 *                           any other target leaves the brackets as typed
 */

/** Every tag `richText` can emit. */
export const RICH_TEXT_TAGS: ReadonlySet<string> = new Set(['p', 'br', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'a']);

// On escaped text: `"` `<` `>` are entities, so a URL cannot leave its attribute. Backslashes are refused because
// browsers read `/\host` as `//host`, another site.
const SAFE_HREF = /^(?:https:\/\/[^\s\\]+|mailto:[^\s\\]+|tel:\+?[0-9 -]+|\/(?![/\\])[^\s\\]*|#[A-Za-z0-9_-]+)$/;
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const BOLD = /\*\*([^*\n]+?)\*\*/g;

export const isSafeHref = (escapedUrl: string): boolean => SAFE_HREF.test(escapedUrl);

const bold = (text: string): string => text.replace(BOLD, '<strong>$1</strong>');

/** Inline markup of one escaped line: links first (their text may be bold), bold in the text between them. */
export function inline(escaped: string): string {
  let out = '';
  let last = 0;
  for (const match of escaped.matchAll(LINK)) {
    const [whole, text, url] = match as unknown as [string, string, string];
    out += bold(escaped.slice(last, match.index));
    out += isSafeHref(url) ? `<a href="${url}">${bold(text)}</a>` : bold(whole);
    last = match.index! + whole.length;
  }
  return out + bold(escaped.slice(last));
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'h2' | 'h3'; text: string };

const HEADING = /^(#{1,3})\s+(.+?)\s*#*$/;
const BULLET = /^[-*]\s+(.+)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.+)$/;

/** The blocks of an escaped text, line by line. */
export function blocks(escaped: string): Block[] {
  const out: Block[] = [];
  // Whether the last block still takes lines: a blank line or a heading ends it.
  let open = false;
  for (const raw of escaped.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const last = out.at(-1);
    if (line === '') {
      open = false;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      out.push({ kind: heading[1]!.length === 3 ? 'h3' : 'h2', text: heading[2]! });
      open = false;
      continue;
    }
    const bullet = BULLET.exec(line);
    const item = bullet ?? NUMBERED.exec(line);
    if (item) {
      const kind = bullet ? 'ul' : 'ol';
      if (open && last && (last.kind === 'ul' || last.kind === 'ol') && last.kind === kind) last.items.push(item[1]!);
      else out.push({ kind, items: [item[1]!] });
    } else if (open && last?.kind === 'p') last.lines.push(line);
    else out.push({ kind: 'p', lines: [line] });
    open = true;
  }
  return out;
}

/** HTML for an escaped text: only RICH_TEXT_TAGS, every text character as the escaping left it. */
export function richText(escaped: string): string {
  return blocks(escaped)
    .map((block) => {
      switch (block.kind) {
        case 'h2':
        case 'h3':
          return `<${block.kind}>${inline(block.text)}</${block.kind}>`;
        case 'ul':
        case 'ol':
          return `<${block.kind}>${block.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${block.kind}>`;
        case 'p':
          return `<p>${block.lines.map(inline).join('<br>')}</p>`;
      }
    })
    .join('');
}
