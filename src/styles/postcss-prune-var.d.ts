// postcss-prune-var ships no types: a PostCSS plugin factory.
declare module 'postcss-prune-var' {
  import type { Plugin } from 'postcss';
  export default function pruneVar(options?: { skip?: readonly string[] }): Plugin;
}
