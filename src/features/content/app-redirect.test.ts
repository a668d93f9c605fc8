import { describe, expect, it } from 'vitest';
import { appRedirectScript, appStoreTarget } from './app-redirect.ts';

const BOTH = { android_url: 'https://play.google.com/store/apps/details?id=x', ios_url: 'https://apps.apple.com/app/id1' };
const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

/** Runs the built script with a stand-in browser; returns where it sent the page, if anywhere. */
function run(script: string, userAgent: string, maxTouchPoints = 0): string | null {
  let target: string | null = null;
  new Function('navigator', 'location', script)({ userAgent, maxTouchPoints }, { replace: (url: string) => (target = url) });
  return target;
}

describe('/app-download', () => {
  it('sends Android to Google Play and iPhone and iPad (which asks as a touch Mac) to the App Store', () => {
    expect(appStoreTarget(UA.android, 5, BOTH)).toBe(BOTH.android_url);
    expect(appStoreTarget(UA.iphone, 5, BOTH)).toBe(BOTH.ios_url);
    expect(appStoreTarget(UA.ipad, 5, BOTH)).toBe(BOTH.ios_url);
    expect(appStoreTarget(UA.ipad, 0, BOTH)).toBeNull(); // a Mac
    expect(appStoreTarget(UA.windows, 0, BOTH)).toBeNull();
  });

  it('leaves a phone on the page when its store has no listing', () => {
    expect(appStoreTarget(UA.android, 5, { ...BOTH, android_url: null })).toBeNull();
  });

  it('runs the same rule in the page: the built script redirects phones and stays put elsewhere', () => {
    const script = appRedirectScript(BOTH);
    expect(run(script, UA.android)).toBe(BOTH.android_url);
    expect(run(script, UA.iphone)).toBe(BOTH.ios_url);
    expect(run(script, UA.ipad, 5)).toBe(BOTH.ios_url);
    expect(run(script, UA.windows)).toBeNull();
  });

  it('cannot be closed early by a link', () => {
    const script = appRedirectScript({ android_url: 'https://x.example/</script><script>alert(1)//', ios_url: null });
    expect(script).not.toContain('</script>');
    expect(run(script, UA.android)).toBe('https://x.example/</script><script>alert(1)//');
  });
});
