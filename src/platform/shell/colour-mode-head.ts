import { resolveColourMode } from '../session/colour-mode-rules.ts';

/**
 * What the page head does before first paint (SPEC.md section 4): pick the colour mode by resolveColourMode and
 * hint whether someone is signed in. It is bundled into an inline script (colour-mode-script.ts), so it imports
 * nothing but the rules and takes every browser object as an argument; storage keys come in `keys`.
 */

export interface HeadRoot {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}

export interface HeadEnv {
  /** `document.documentElement`, carrying `data-color-mode-default` and `data-color-mode-toggle`. */
  readonly root: HeadRoot;
  /** `location.search`: the native app's launch query, on the first page of a web view. */
  readonly search: string;
  /** localStorage and sessionStorage; each getter may throw (storage refused), and then counts as empty. */
  readonly local: () => Pick<Storage, 'getItem' | 'removeItem'>;
  readonly tab: () => Pick<Storage, 'getItem'>;
  /** `document.cookie`. */
  readonly cookie: () => string;
  /** Adds a style sheet to the head (the native app's page transitions). */
  readonly addStyle?: (css: string) => void;
}

export interface HeadKeys {
  /** localStorage key of the learner's colour choice. */
  readonly colourMode: string;
  /** sessionStorage key of the web-view info the tab's first page stored. */
  readonly webView: string;
  /** The readable cookie naming the signed-in learner. */
  readonly userCookie: string;
}

const flag = (value: string | null): boolean | null => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : null);

function read(get: () => Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return get().getItem(key);
  } catch {
    return null;
  }
}

/**
 * The web-view facts the colour rule needs, as the session's webViewInfo reads them: launch query values win over
 * what the tab's first page stored; an `authToken` in the launch query means the app opened the page.
 */
export function nativeAppOf(search: string, savedWebView: string | null): { readonly isDarkMode: boolean | null } | null {
  const query = new URLSearchParams(search);
  let saved: { fromNativeApp?: unknown; isDarkMode?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(savedWebView ?? 'null');
    if (parsed && typeof parsed === 'object') saved = parsed;
  } catch {
    // A corrupt entry counts as none.
  }
  const fromApp = flag(query.get('isUserAccessedFromNativeApp')) ?? ((query.get('authToken') ?? '').trim() ? true : saved.fromNativeApp === true);
  if (!fromApp) return null;
  const isDarkMode = flag(query.get('isDarkMode')) ?? (typeof saved.isDarkMode === 'boolean' ? saved.isDarkMode : null);
  return { isDarkMode };
}

/**
 * The lesson player embedded in another site (SPEC.md's `embedPlayer`, `embedHeader`): null when not asked;
 * `header` when the school's header should stay above the player.
 */
export function embedOf(search: string): { readonly header: boolean } | null {
  const query = new URLSearchParams(search);
  return flag(query.get('embedPlayer')) ? { header: flag(query.get('embedHeader')) === true } : null;
}

const modeOf = (value: string | null): 'light' | 'dark' | null => (value === 'light' || value === 'dark' ? value : null);

const hasCookie = (cookies: string, name: string): boolean => cookies.split(';').some((part) => part.trim().startsWith(`${name}=`));

/**
 * Sets `data-color-mode` on the root by SPEC.md section 4's rules (removing the stored choice when they say so),
 * `data-native-app` when the school's native app opened the page, `data-embed` (and `data-embed-header`) when another
 * site embeds it, and `data-auth="in"` when the `user` cookie says someone is signed in, so the header shows the account area
 * from the first paint. Never throws: a page must render whatever the storage does.
 */
export function applyBeforePaint(env: HeadEnv, keys: HeadKeys): void {
  const { root } = env;
  const nativeApp = nativeAppOf(env.search, read(env.tab, keys.webView));
  // The app's frame (app-bars.astro) instead of the web header and footer, from the first paint; and pages that
  // fade through into each other, as the app's own screens do.
  // Embedded (`embedPlayer`): the content alone, without the site's footer and, unless `embedHeader`, its header.
  const embed = embedOf(env.search);
  if (embed) {
    root.setAttribute('data-embed', 'true');
    if (embed.header) root.setAttribute('data-embed-header', 'true');
  }
  if (nativeApp) {
    root.setAttribute('data-native-app', 'true');
    try {
      env.addStyle?.('@view-transition{navigation:auto}');
    } catch {
      // No transitions: pages still change, at once.
    }
  }
  try {
    const decision = resolveColourMode({
      schoolDefault: modeOf(root.getAttribute('data-color-mode-default')),
      toggleAllowed: root.getAttribute('data-color-mode-toggle') === 'on',
      stored: read(env.local, keys.colourMode),
      nativeApp,
    });
    root.setAttribute('data-color-mode', decision.mode);
    if (decision.removeStored) env.local().removeItem(keys.colourMode);
  } catch {
    // Keep the server-rendered default.
  }
  try {
    if (hasCookie(env.cookie(), keys.userCookie)) root.setAttribute('data-auth', 'in');
  } catch {
    // Cookies refused: the shell script sets the header once the session has started.
  }
}
