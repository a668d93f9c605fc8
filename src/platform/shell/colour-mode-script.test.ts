import { describe, expect, it } from 'vitest';
import { resolveColourMode } from '../session/colour-mode-rules.ts';
import { webViewInfo } from '../session/startup.ts';
import { parseLaunchQuery } from '../session/launch-query.ts';
import { applyBeforePaint, nativeAppOf } from './colour-mode-head.ts';
import { colourModeScript } from './colour-mode-script.ts';

interface Page {
  attrs?: Record<string, string>;
  stored?: Record<string, string>;
  tab?: Record<string, string>;
  search?: string;
  cookie?: string;
}

function fakePage({ attrs = {}, stored = {}, tab = {}, search = '', cookie = '' }: Page) {
  const local = new Map(Object.entries(stored));
  const session = new Map(Object.entries(tab));
  const html = new Map(Object.entries(attrs));
  const root = { getAttribute: (n: string) => html.get(n) ?? null, setAttribute: (n: string, v: string) => void html.set(n, v) };
  const localStorage = { getItem: (k: string) => local.get(k) ?? null, removeItem: (k: string) => void local.delete(k) };
  const sessionStorage = { getItem: (k: string) => session.get(k) ?? null };
  return { html, local, root, localStorage, sessionStorage, search, cookie };
}

const KEYS = { colourMode: 'theme-color-mode', webView: 'schoolfront:webView', userCookie: 'user' };

function runHead(page: Page) {
  const p = fakePage(page);
  const styles: string[] = [];
  applyBeforePaint({ root: p.root, search: p.search, local: () => p.localStorage, tab: () => p.sessionStorage, cookie: () => p.cookie, addStyle: (css) => styles.push(css) }, KEYS);
  return {
    mode: p.html.get('data-color-mode'), auth: p.html.get('data-auth'), stored: p.local.get('theme-color-mode'), nativeApp: p.html.get('data-native-app'), styles,
    embed: p.html.get('data-embed'), embedHeader: p.html.get('data-embed-header'),
  };
}

async function runScript(page: Page) {
  const p = fakePage(page);
  const script = await colourModeScript();
  new Function('document', 'location', 'localStorage', 'sessionStorage', script)(
    { documentElement: p.root, cookie: p.cookie },
    { search: p.search },
    p.localStorage,
    p.sessionStorage,
  );
  return { mode: p.html.get('data-color-mode'), auth: p.html.get('data-auth'), stored: p.local.get('theme-color-mode') };
}

const on = { 'data-color-mode': 'light', 'data-color-mode-default': 'light', 'data-color-mode-toggle': 'on' };
const off = { 'data-color-mode': 'light', 'data-color-mode-default': 'light', 'data-color-mode-toggle': 'off' };

describe('colour mode before paint', () => {
  it('applies the stored choice when the school allows the toggle', () => {
    expect(runHead({ attrs: on, stored: { 'theme-color-mode': 'dark' } })).toMatchObject({ mode: 'dark', stored: 'dark' });
  });

  it('keeps the school default without a valid stored choice', () => {
    expect(runHead({ attrs: { ...on, 'data-color-mode-default': 'dark' } }).mode).toBe('dark');
    expect(runHead({ attrs: on, stored: { 'theme-color-mode': 'purple' } }).mode).toBe('light');
  });

  it('removes the stored choice when the school disables the toggle', () => {
    expect(runHead({ attrs: off, stored: { 'theme-color-mode': 'dark' } })).toMatchObject({ mode: 'light', stored: undefined });
  });

  it('in the native app with the toggle off, follows isDarkMode and keeps the stored choice', () => {
    const page = { attrs: off, stored: { 'theme-color-mode': 'light' }, search: '?isUserAccessedFromNativeApp=true&isDarkMode=true' };
    expect(runHead(page)).toMatchObject({ mode: 'dark', stored: 'light' });
  });

  it("on the web view's later pages, reads the app's isDarkMode from the tab's stored web-view info", () => {
    const tab = { 'schoolfront:webView': JSON.stringify({ fromNativeApp: true, deviceType: 1, isDarkMode: true, dynamicNavigation: null }) };
    expect(runHead({ attrs: off, tab }).mode).toBe('dark');
    expect(runHead({ attrs: off, tab, search: '?isDarkMode=false' }).mode).toBe('light');
  });

  it("marks a page the native app opened, so its frame replaces the web header, and lets its pages fade through", () => {
    const tab = { 'schoolfront:webView': JSON.stringify({ fromNativeApp: true, deviceType: 1, isDarkMode: null, dynamicNavigation: null }) };
    for (const page of [{ attrs: on, search: '?isUserAccessedFromNativeApp=true' }, { attrs: on, search: '?authToken=abc' }, { attrs: on, tab }]) {
      expect(runHead(page)).toMatchObject({ nativeApp: 'true', styles: ['@view-transition{navigation:auto}'] });
    }
    for (const page of [{ attrs: on }, { attrs: on, search: '?isUserAccessedFromNativeApp=false&authToken=abc' }]) {
      expect(runHead(page)).toMatchObject({ nativeApp: undefined, styles: [] });
    }
  });

  it('marks a page embedded with embedPlayer, keeping the header only with embedHeader', () => {
    expect(runHead({ attrs: on, search: '?embedPlayer=true' })).toMatchObject({ embed: 'true', embedHeader: undefined });
    expect(runHead({ attrs: on, search: '?embedPlayer=1&embedHeader=true' })).toMatchObject({ embed: 'true', embedHeader: 'true' });
    for (const search of ['', '?embedHeader=true', '?embedPlayer=false&embedHeader=true', '?embedPlayer=yes']) {
      expect(runHead({ attrs: on, search })).toMatchObject({ embed: undefined, embedHeader: undefined });
    }
  });

  it('survives refused storage', () => {
    const p = fakePage({ attrs: on });
    const refuse = () => {
      throw new Error('SecurityError');
    };
    applyBeforePaint({ root: p.root, search: '', local: refuse, tab: refuse, cookie: refuse }, KEYS);
    expect(p.html.get('data-color-mode')).toBe('light');
  });

  it('marks the page signed in when the user cookie is there', () => {
    expect(runHead({ attrs: on, cookie: 'a=1; user=%7B%22studentId%22%3A1%7D' }).auth).toBe('in');
    expect(runHead({ attrs: on, cookie: 'username=x' }).auth).toBeUndefined();
  });

  it('reads the native app exactly as the session start-up does', () => {
    const cases = ['', '?isUserAccessedFromNativeApp=true', '?isUserAccessedFromNativeApp=0&authToken=t', '?authToken=t', '?authToken=t&isDarkMode=1', '?isDarkMode=true'];
    const saved = [null, { fromNativeApp: true, deviceType: null, isDarkMode: false, dynamicNavigation: null }];
    for (const search of cases) {
      for (const webView of saved) {
        const expected = webViewInfo(parseLaunchQuery(search), webView);
        const native = nativeAppOf(search, webView ? JSON.stringify(webView) : null);
        expect(native === null ? null : native.isDarkMode, `${search} ${JSON.stringify(webView)}`).toBe(expected.fromNativeApp ? expected.isDarkMode : null);
        expect(native !== null).toBe(expected.fromNativeApp);
      }
    }
  });

  it('decides exactly as resolveColourMode for every input', () => {
    for (const toggle of ['on', 'off']) {
      for (const schoolDefault of ['light', 'dark']) {
        for (const stored of [null, 'light', 'dark', 'junk']) {
          for (const search of ['', '?isUserAccessedFromNativeApp=true', '?isUserAccessedFromNativeApp=true&isDarkMode=true', '?isUserAccessedFromNativeApp=1&isDarkMode=0']) {
            const page = { attrs: { 'data-color-mode-default': schoolDefault, 'data-color-mode-toggle': toggle }, stored: (stored === null ? {} : { 'theme-color-mode': stored }) as Record<string, string>, search };
            const expected = resolveColourMode({
              schoolDefault: schoolDefault as 'light' | 'dark',
              toggleAllowed: toggle === 'on',
              stored,
              nativeApp: nativeAppOf(search, null),
            });
            const got = runHead(page);
            expect(got.mode).toBe(expected.mode);
            expect(got.stored === undefined && stored !== null).toBe(expected.removeStored);
          }
        }
      }
    }
  });
});

describe('the inline head script', () => {
  it('is the same logic, bundled: tiny and free of imports', async () => {
    const script = await colourModeScript();
    // About 1.5 kB (0.7 kB gzipped) today; inline in every page's head, so it must stay small.
    expect(script.length).toBeLessThan(2048);
    expect(script).not.toMatch(/\bimport\b|\brequire\(/);
    expect(await runScript({ attrs: on, stored: { 'theme-color-mode': 'dark' } })).toMatchObject({ mode: 'dark' });
    expect(await runScript({ attrs: off, stored: { 'theme-color-mode': 'dark' } })).toMatchObject({ mode: 'light', stored: undefined });
    expect(await runScript({ attrs: off, search: '?isUserAccessedFromNativeApp=true&isDarkMode=true' })).toMatchObject({ mode: 'dark' });
    expect(await runScript({ attrs: on, cookie: 'user=x' })).toMatchObject({ auth: 'in' });
  });
});
