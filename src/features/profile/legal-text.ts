/**
 * A school's legal text (`terms_condition`, `privacy_policy`) as paragraphs. The text is the school's own and is
 * only ever rendered as text: any markup in it shows as written, never as HTML. Blank lines separate paragraphs;
 * single line breaks inside one are kept as breaks.
 */
export function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}
