/**
 * KaTeX and its stylesheet (with the fonts it names, bundled from the package, never from a CDN): loaded by
 * rich.ts only for papers that contain mathematics (docs/decisions/0045-test-window-speed.md).
 */
import katex from 'katex';
import katexStyles from 'katex/dist/katex.min.css?inline';
import { addStylesOnce } from '../../lib/styles-in-page.ts';

export type KatexRender = (tex: string, display: boolean) => string;

/** TeX to HTML and MathML at once (screen readers read the MathML); an error is shown in place, never thrown. */
const renderTex: KatexRender = (tex, display) => katex.renderToString(tex, { displayMode: display, throwOnError: false });

/** KaTeX, its stylesheet put in the page first (with the fonts it names). */
export function katexRenderer(): KatexRender {
  addStylesOnce('katex', katexStyles);
  return renderTex;
}
