/** The scripts in a stream of HTML, as HTMLRewriter sees them on the way through. */
export interface CollectedScripts {
  /** The text of each inline `<script>`, in order, whole (HTMLRewriter hands it over in pieces). */
  readonly inline: string[];
  /** The `src` of each external `<script>`, as written. */
  readonly external: string[];
}

/**
 * Makes `rewriter` note every script it passes. The lists are complete once the transformed body has been read.
 * `<script>` cannot nest, so every text chunk belongs to the script opened last.
 */
export function collectScripts(rewriter: HTMLRewriter): CollectedScripts {
  const collected: CollectedScripts = { inline: [], external: [] };
  let current: number | null = null;
  rewriter.on('script', {
    element(script) {
      const src = script.getAttribute('src');
      // A script with a src never runs its own text, so its text needs no hash.
      if (src !== null) {
        collected.external.push(src);
        current = null;
      } else {
        current = collected.inline.push('') - 1;
      }
    },
    text(chunk) {
      if (current !== null) collected.inline[current] += chunk.text;
    },
  });
  return collected;
}
