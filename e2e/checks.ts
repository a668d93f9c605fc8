import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now: no serious or critical violation (ARCHITECTURE.md quality bars). `label` says
 * which state of the page failed (a colour mode, a page name) when one test checks several.
 *
 * axe runs in the page itself (its "legacy" mode): the default runs each frame's part, then opens a blank page to
 * merge them, which doubles the time of every check (4.0 s against 1.9 s on a store page) to reach cross-origin
 * frames, and none of our pages frames another origin. Same-origin frames are still checked.
 *
 * Only violations are gathered in full (`resultTypes`): axe still runs every rule on every node, but builds a unique
 * selector for one node per passing or incomplete rule instead of for each, which took a quarter of a check's time
 * (3.4 s against 2.5 s on average over 53 checks of the store, search and report specs).
 */
/** WCAG 2.2 SC 2.5.3, label in name: an experimental rule in axe, off unless asked for. */
const LABEL_IN_NAME = 'label-content-name-mismatch';

export async function expectNoSeriousA11yIssues(page: Page, label = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'], rules: { [LABEL_IN_NAME]: { enabled: true } } }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label ? `${label}: ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`)).toEqual([]);
}

/**
 * Collects the page's console errors and uncaught exceptions from now on; call `expectNone()` at the end.
 * A route that "opens with no console error" is checked with this.
 */
export function watchConsoleErrors(page: Page): { errors: string[]; expectNone(): void } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors, expectNone: () => expect(errors).toEqual([]) };
}

/** Every request the page makes to the learner API or the school configuration, from now on. */
export function watchDataRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Pictures the API serves (product covers in islands) are the browser's to cache, not data.
    if (request.resourceType() === 'image') return;
    // The school's alert channel is a live subscription on every page, not a read a cache could answer.
    if (request.resourceType() === 'websocket') return;
    if (url.pathname.startsWith('/learner/') || url.pathname.startsWith('/config/')) urls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return urls;
}
