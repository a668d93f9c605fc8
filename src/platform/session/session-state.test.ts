import { describe, expect, it } from 'vitest';
import { BROWSER_WEB_VIEW, parseWebView } from './session-state.ts';

describe('parseWebView', () => {
  it("reads the web-view info a tab's first page stored", () => {
    const info = { fromNativeApp: true, deviceType: 1, isDarkMode: true, dynamicNavigation: null };
    expect(parseWebView({ ...info, extra: 'x' })).toEqual(info);
    expect(parseWebView(BROWSER_WEB_VIEW)).toEqual(BROWSER_WEB_VIEW);
  });

  it('treats anything else as none: every field is required, the platform one of the known ones', () => {
    for (const bad of [null, [], 'x', { fromNativeApp: true }, { ...BROWSER_WEB_VIEW, deviceType: 3 }, { ...BROWSER_WEB_VIEW, isDarkMode: 'true' }, { ...BROWSER_WEB_VIEW, fromNativeApp: null }]) {
      expect(parseWebView(bad)).toBeNull();
    }
  });
});
