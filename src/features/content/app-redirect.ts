/**
 * `/app-download` sends a phone to its app store: Android to Google Play, iPhone and iPad to the App Store
 * (iPadOS asks as a Mac with a touch screen). Anything else stays on the page, which shows both stores.
 *
 * The rule runs in the browser as an inline script (the page is prerendered; the edge hashes inline scripts into
 * its CSP). `appStoreTarget` is written without imports or closures so the script can carry its source as is:
 * the tests run the same function and the built script.
 */
export interface StoreLinks {
  readonly android_url: string | null;
  readonly ios_url: string | null;
}

export function appStoreTarget(userAgent: string, maxTouchPoints: number, links: StoreLinks): string | null {
  if (/Android/i.test(userAgent)) return links.android_url;
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return links.ios_url;
  return null;
}

/** The inline script of `/app-download`: replaces the page with the store listing on a phone that has one. */
export function appRedirectScript(links: StoreLinks): string {
  // JSON in a script element: `<` escaped so no value can close the element.
  const data = JSON.stringify({ android_url: links.android_url, ios_url: links.ios_url }).replace(/</g, '\\u003c');
  return `(function(){var target=(${appStoreTarget.toString()})(navigator.userAgent,navigator.maxTouchPoints||0,${data});if(target)location.replace(target);})();`;
}
