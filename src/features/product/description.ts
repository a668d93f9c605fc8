export type Block = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

/** Plain-text description to blocks: blank lines split paragraphs, lines starting with "- " make a list. */
export function descriptionBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const lines of text.split(/\n\s*\n/).map((b) => b.split('\n'))) {
    let para: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (para.length) blocks.push({ kind: 'p', text: para.join('\n') });
      if (list.length) blocks.push({ kind: 'ul', items: list });
      para = [];
      list = [];
    };
    for (const line of lines) {
      const item = line.match(/^\s*[-•*]\s+(.*)$/);
      if (item) {
        if (para.length) {
          blocks.push({ kind: 'p', text: para.join('\n') });
          para = [];
        }
        list.push(item[1]!);
      } else {
        if (list.length) {
          blocks.push({ kind: 'ul', items: list });
          list = [];
        }
        if (line.trim()) para.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}
