import { describe, expect, it } from 'vitest';
import { browserOf, browserVerdict, clockVerdict, networkState, speedVerdict, storageVerdict } from './system-check.ts';

const UA = {
  chrome131: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36',
  chrome115: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/115.0.5790.170 Safari/537.36',
  edge120: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.61',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  safari17: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  safari163: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1',
  safari162: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.2 Mobile/15E148 Safari/604.1',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  unknown: 'curl/8.5.0',
} as const;

describe('the browser step', () => {
  it("reads the browser and holds it to SPEC.md's floor: Chromium 116+, Safari 16.3+; others warn", () => {
    const table: [keyof typeof UA, string, string, string][] = [
      ['chrome131', 'Chrome', '131.0', 'pass'], ['chrome115', 'Chrome', '115.0', 'fail'], ['edge120', 'Edge', '120.0', 'pass'],
      // Samsung Internet 23 runs on Chromium 115: below the floor, whatever its own number says.
      ['samsung', 'Samsung Internet', '23.0', 'fail'], ['safari17', 'Safari', '17.1', 'pass'], ['safari163', 'Safari', '16.3', 'pass'],
      ['safari162', 'Safari', '16.2', 'fail'], ['chromeIos', 'Chrome', '120.0', 'warn'], ['firefox', 'Firefox', '121.0', 'warn'], ['unknown', 'other', '', 'warn'],
    ];
    for (const [ua, name, version, verdict] of table) {
      const browser = browserOf(UA[ua]);
      expect({ ua, name: browser.name, version: browser.version?.join('.') ?? '', verdict: browserVerdict(browser) }).toEqual({ ua, name, version, verdict });
    }
  });
});

describe('the network, clock and storage steps', () => {
  it('name SPEC.md section 4\'s network states and judge the speed', () => {
    expect(networkState(false, 10_000_000)).toBe('offline');
    expect(networkState(true, null)).toBe('checking speed');
    expect(networkState(true, 2_500_000)).toBe('good speed');
    expect(networkState(true, 2_499_999)).toBe('poor speed');
    expect([speedVerdict(true, 2_500_000), speedVerdict(true, 500_000), speedVerdict(true, 499_999), speedVerdict(false, 9e9)]).toEqual(['pass', 'warn', 'fail', 'fail']);
  });

  it('judge the clock either way by the size of the skew, and the free space against 100 and 500 MB', () => {
    const MB = 1024 * 1024;
    expect([0, 60_000, -60_000, 60_001, -300_000, 300_001, -3_600_000].map(clockVerdict)).toEqual(['pass', 'pass', 'pass', 'warn', 'warn', 'fail', 'fail']);
    expect([500 * MB, 500 * MB - 1, 100 * MB, 100 * MB - 1, 0].map(storageVerdict)).toEqual(['pass', 'warn', 'warn', 'fail', 'fail']);
  });
});
