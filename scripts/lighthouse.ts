// Lighthouse for `npm run bench`: the performance score, LCP and total blocking time of one page, with
// Lighthouse's default (mobile) settings and simulated throttling, against Debian's Chromium. Measured, printed,
// never asserted: a score depends on the machine and its load.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The flags every Chromium of this project runs with (playwright.config.ts): headless, off the network. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface LighthouseFigures {
  /** The performance category's score, 0 to 100. */
  readonly score: number;
  /** Largest contentful paint, simulated, in ms. */
  readonly lcpMs: number;
  /** Total blocking time, simulated, in ms. */
  readonly tbtMs: number;
  /** Cumulative layout shift, observed. */
  readonly cls: number;
}

/** One Lighthouse run on a fresh Chromium (its own profile: a cold cache, as a first visit). */
export async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories['performance']?.score;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
    const tbt = lhr.audits['total-blocking-time']?.numericValue;
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
    if (typeof score !== 'number' || typeof lcp !== 'number' || typeof tbt !== 'number' || typeof cls !== 'number') {
      const warnings = lhr.runWarnings.join(' | ');
      throw new Error(`lighthouse on ${url} measured no score, LCP, TBT or CLS${warnings ? `: ${warnings}` : ''}`);
    }
    return { score: Math.round(score * 100), lcpMs: lcp, tbtMs: tbt, cls };
  } finally {
    chrome.kill();
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** `runs` runs one after the other; each figure is the median of its own values. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseFigures & { readonly runs: readonly LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseOnce(url));
  return {
    score: median(all.map((r) => r.score)),
    lcpMs: median(all.map((r) => r.lcpMs)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    cls: median(all.map((r) => r.cls)),
    runs: all,
  };
}
