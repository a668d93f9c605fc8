/**
 * KaTeX and its stylesheet (with the fonts it names, bundled from the package, never from a CDN): loaded by
 * rich.ts only for papers that contain mathematics (docs/decisions/0045-test-window-speed.md).
 */
import katex from 'katex';
import 'katex/dist/katex.min.css';

export type KatexRender = (tex: string, display: boolean) => string;

/** TeX to HTML and MathML at once (screen readers read the MathML); an error is shown in place, never thrown. */
export const renderTex: KatexRender = (tex, display) => katex.renderToString(tex, { displayMode: display, throwOnError: false });
