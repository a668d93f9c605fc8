import { build, type Plugin } from 'esbuild';
import { AUTH_COOKIES } from '../../contract/auth.ts';
import rulesSource from '../session/colour-mode-rules.ts?raw';
import { TAB_STORAGE_KEY } from '../session/storage-keys.ts';
import headSource from './colour-mode-head.ts?raw';
import { COLOUR_MODE_KEY } from './colour-mode.ts';
import type { HeadKeys } from './colour-mode-head.ts';

/**
 * The page head's inline script (SPEC.md section 4): colour-mode-head.ts's applyBeforePaint with the real
 * resolveColourMode, bundled and minified at build time into one synchronous classic script, so the mode is set
 * before first paint and the rule exists once. The sources arrive as strings (Vite `?raw`), so the bundle does not
 * depend on where the build's own chunks are written.
 */

const KEYS: HeadKeys = { colourMode: COLOUR_MODE_KEY, webView: TAB_STORAGE_KEY.webView, userCookie: AUTH_COOKIES.user };

const SOURCES: Readonly<Record<string, string>> = {
  'colour-mode-head.ts': headSource,
  'colour-mode-rules.ts': rulesSource,
};

const ENTRY = `import { applyBeforePaint } from './colour-mode-head.ts';
applyBeforePaint({
  root: document.documentElement,
  search: location.search,
  local: () => localStorage,
  tab: () => sessionStorage,
  cookie: () => document.cookie,
  addStyle: (css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  },
}, ${JSON.stringify(KEYS)});`;

/** Resolves the two modules by file name to their sources; anything else the head code imports is a mistake. */
const fromSources: Plugin = {
  name: 'head-sources',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      const name = args.path.split('/').pop() ?? '';
      if (args.kind === 'entry-point' || !(name in SOURCES)) {
        return args.kind === 'entry-point' ? null : { errors: [{ text: `the head script may only import ${Object.keys(SOURCES).join(' and ')}, not ${args.path}` }] };
      }
      return { path: name, namespace: 'head' };
    });
    b.onLoad({ filter: /.*/, namespace: 'head' }, (args) => ({ contents: SOURCES[args.path]!, loader: 'ts' }));
  },
};

let script: Promise<string> | null = null;

/** The minified head script (one build per process). */
export function colourModeScript(): Promise<string> {
  script ??= build({
    stdin: { contents: ENTRY, loader: 'ts', resolveDir: '/' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // SPEC.md section 8's browser floor (Chrome 116+, Safari 16.3+) runs ES2022 natively.
    target: 'es2022',
    legalComments: 'none',
    plugins: [fromSources],
  }).then((result) => result.outputFiles[0]!.text.trim());
  return script;
}
