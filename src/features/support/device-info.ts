import { version } from '../../../package.json';
import type { DeviceInfo } from '../../contract/support.ts';
import { browserOf } from '../../contract/system-check.ts';

interface NetworkInformation {
  effectiveType?: string;
  downlink?: number;
}

/** The operating system a user agent names, with its version where it says one. */
export function osOf(userAgent: string): string {
  const found: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/Windows NT (\d+\.\d+)/, (m) => (m[1] === '10.0' ? 'Windows 10 or 11' : `Windows NT ${m[1]}`)],
    [/(?:iPhone|CPU) OS (\d+)_(\d+)/, (m) => `iOS ${m[1]}.${m[2]}`],
    [/Android (\d+(?:\.\d+)?)/, (m) => `Android ${m[1]}`],
    [/CrOS/, () => 'ChromeOS'],
    [/Mac OS X (\d+)[._](\d+)/, (m) => `macOS ${m[1]}.${m[2]}`],
    [/Linux/, () => 'Linux'],
  ];
  for (const [pattern, name] of found) {
    const match = userAgent.match(pattern);
    if (match) return name(match);
  }
  return 'Unknown';
}

/**
 * What the raise-ticket page shows the learner and sends with the ticket (issue 44): the browser and its version, the
 * operating system, the screen, the network, this app's version, the language and the timezone. Read when asked, so
 * the page shows what is true when the ticket goes.
 */
export function deviceInfo(language: string): DeviceInfo {
  const ua = navigator.userAgent;
  const browser = browserOf(ua);
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const speed = connection?.downlink ? `, about ${connection.downlink} Mbps` : '';
  return {
    browser: `${browser.name === 'other' ? 'Unknown browser' : browser.name}${browser.version ? ` ${browser.version.join('.')}` : ''}`,
    os: osOf(ua),
    screen: `${screen.width}×${screen.height} @${Math.round(devicePixelRatio * 100) / 100}x, window ${innerWidth}×${innerHeight}`,
    network: `${navigator.onLine ? 'Online' : 'Offline'}${connection?.effectiveType ? `, ${connection.effectiveType}` : ''}${speed}`,
    app_version: version,
    language: language.slice(0, 35),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 60),
  };
}
