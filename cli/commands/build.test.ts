// The `schoolfront build` command end to end: the real CLI process, the real Astro build, a fake learner API.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pointer } from '../../src/contract/bundle.ts';
import { formatMoney } from '../../src/contract/money.ts';
import { INTL_LOCALE } from '../../src/i18n/index.ts';
import { SHELL_ROUTES } from '../../src/platform/features.ts';
import { startFakeApi, type FakeApi } from '../testing/fake-api.ts';
import { makeSchool, TEAL } from '../testing/fixtures.ts';
import { runCli } from '../testing/run-cli.ts';
import { startEdge } from '../../src/edge/testing/harness.ts';
import { pageRecordPath, readPageRecord } from '../lib/page-record.ts';

const cli = runCli;

/** An API response with one product's price changed wherever the response carries it. */
function withPrice(body: unknown, id: number, price: number): unknown {
  if (Array.isArray(body)) return body.map((item) => withPrice(item, id, price));
  if (body === null || typeof body !== 'object') return body;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, withPrice(v, id, price)]));
  if (out['id'] === id && out['price'] && typeof out['price'] === 'object') out['price'] = { ...(out['price'] as object), price, list_price: null };
  return out;
}

describe('schoolfront build: arguments', () => {
  it('documents every command and option', async () => {
    const top = await cli(['--help']);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/build \[options\]/);
    expect(top.stdout).toMatch(/preview \[options\]/);
    const build = await cli(['build', '--help']);
    for (const flag of ['--tenant <slug...>', '--all', '--api <origin>', '--out <dir>']) expect(build.stdout).toContain(flag);
    const preview = await cli(['preview', '--help']);
    for (const flag of ['--tenant <slug>', '--port <port>']) expect(preview.stdout).toContain(flag);
  });

  it('needs --tenant or --all, not both, and valid slugs and origin', async () => {
    for (const [args, message] of [
      [['build'], 'name the schools to build with --tenant'],
      [['build', '--tenant', 'nova-academy', '--all'], 'either --tenant <slug...> or --all'],
      [['build', '--tenant', 'Nova_Academy'], '"Nova_Academy" is not a school slug'],
      [['build', '--tenant', 'nova-academy', '--api', 'ftp://x'], 'must be an http or https origin'],
      [['build', '--frobnicate'], "unknown option '--frobnicate'"],
      [['build', '--tenant', 'nova-academy', '--store', 'http://127.0.0.1:8787'], '--store names where --deploy puts the schools'],
      [['build', '--tenant', 'nova-academy', '--deploy', '--store', 'ftp://x'], '--store: "ftp://x" must be an http or https origin'],
      [['build', '--tenant', 'nova-academy', '--keep', '0'], '--keep: "0" is not a whole number of builds, 1 or more'],
      [['build', '--tenant', 'nova-academy', '--keep', 'all'], '--keep: "all" is not a whole number of builds, 1 or more'],
    ] as const) {
      const run = await cli([...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

// The first test compiles the site (unless this code's renderer is already compiled) and renders two schools: a
// minute on two cores with the end-to-end suite beside it.
describe('schoolfront build: schools', { timeout: 240_000 }, () => {
  const nova = makeSchool({ slug: 'nova-academy', schoolName: 'Nova Academy', perType: 2 });
  const ledger = makeSchool({ slug: 'ledger-lane', schoolName: 'Ledger Lane', base: 'academy', currency: 1, ...TEAL, defaultColourMode: 'dark', perType: 2 });
  let api: FakeApi;
  let work: string;
  let out: string;
  let env: Record<string, string>;
  const pointer = async (slug: string) => Pointer.parse(JSON.parse(await readFile(path.join(out, '_sf', 'schools', slug, 'current.json'), 'utf8')));
  const builds = (slug: string) => readdir(path.join(out, '_sf', 'schools', slug, 'builds'));
  const htmlFiles = async (dir: string) => (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
  /** Builds nova-academy from nothing into `work/<name>`: every page of `build` must be the bytes that build makes. */
  const sameAsFromScratch = async (build: string, name: string) => {
    const scratch = path.join(work, name);
    const fresh = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', scratch], env);
    expect(fresh.stdout).not.toMatch(/unchanged/);
    const freshBuild = path.join(scratch, '_sf', 'schools', 'nova-academy', 'builds', Pointer.parse(JSON.parse(await readFile(path.join(scratch, '_sf', 'schools', 'nova-academy', 'current.json'), 'utf8'))).build);
    expect(await htmlFiles(build)).toEqual(await htmlFiles(freshBuild));
    for (const page of await htmlFiles(freshBuild)) expect(await readFile(path.join(build, page), 'utf8'), page).toBe(await readFile(path.join(freshBuild, page), 'utf8'));
  };
  /** Builds nova-academy, which must take most of its pages from its last build and render the others: its new build. */
  const rebuiltInPart = async (): Promise<{ dir: string; unchanged: number }> => {
    const run = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env);
    expect(run.stderr).toBe('');
    const [, total, unchanged] = /^nova-academy: built (\d+) pages \((\d+) unchanged\)/m.exec(run.stdout)!.map(Number);
    expect(unchanged).toBeGreaterThan(total! / 2);
    expect(unchanged).toBeLessThan(total!);
    return { dir: path.join(out, '_sf', 'schools', 'nova-academy', 'builds', (await pointer('nova-academy')).build), unchanged: unchanged! };
  };

  beforeAll(async () => {
    api = await startFakeApi([nova, ledger]);
    work = await mkdtemp(path.join(tmpdir(), 'sf-cli-'));
    out = path.join(work, 'site');
    env = { SCHOOLFRONT_BUILD_INPUT_DIR: path.join(work, 'input') };
  });
  afterAll(async () => {
    await api.close();
    await rm(work, { recursive: true, force: true });
  });

  it('builds two schools through the compiled site', async () => {
    const run = await cli(['build', '--tenant', 'nova-academy', 'ledger-lane', '--api', api.origin, '--out', out], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^nova-academy: fetched 8 products \(\d+\.\ds\)$/m);
    // 17 prerendered pages (store, home, 3 lists, 3 categories, 8 sales pages, 404), 5 content pages (about us, the
    // two app pages, free resources, content preview), 8 sub-product pages (2 bundles and 2 test series of 2 items
    // each) and one shell per built shell route (and per prerendered route with a list query); in each of its two
    // languages. Ledger Lane runs no invite or affiliate programme and sells no subscriptions (one_time_payment), so
    // it has no /invite, no affiliate and no subscription pages.
    const shells = SHELL_ROUTES.filter((route) => route.section !== 'referral' && route.section !== 'subscriptions' && route.section !== 'affiliate').length;
    expect(run.stdout).toMatch(new RegExp(`^ledger-lane: built ${2 * (17 + 5 + 8 + shells)} pages -> \\d{8}T\\d{6}Z-[a-z0-9]{6} \\(\\d+\\.\\ds\\)$`, 'm'));
    expect(await readdir(path.join(out, '_sf', 'schools', 'ledger-lane', 'builds', (await pointer('ledger-lane')).build, 'academy', '_shells'))).toContain('signin.html');

    const p = await pointer('nova-academy');
    const bundle = path.join(out, '_sf', 'schools', 'nova-academy', 'builds', p.build);
    const store = await readFile(path.join(bundle, 'learn', 'index.html'), 'utf8');
    expect(store).toContain('<html lang="en" data-default-language="en" data-color-mode="light"');
    expect(store).toContain('data-testid="school-name">Nova Academy<');
    expect(store).toContain('<title>Nova Academy: courses and mock tests for JEE and NEET</title>');
    expect(store).toContain('src="/_media/logo.svg"');
    expect(store.match(/data-testid="store-section"/g)).toHaveLength(4);
    const css = store.match(/href="(\/_astro\/[^"]+\.css)"/)?.[1];
    expect(css).toBeDefined();
    expect(await readdir(path.join(out, '_astro'))).toContain(path.basename(css!));
    expect(await readFile(path.join(bundle, '404.html'), 'utf8')).toContain('Page not found');
    const sales = await readFile(path.join(bundle, 'learn', nova.input.courses[0]!.seo_title, 'index.html'), 'utf8');
    expect(sales).toContain('data-testid="buy-box"');
    expect(await readdir(path.join(bundle, 'learn', 'categories'))).toEqual(['chemistry', 'mathematics', 'physics']);
    // The same pages in Hindi, header and 404 included, for the edge to serve by the learner's language cookie.
    const hindiStore = await readFile(path.join(bundle, '_lang', 'hi', 'learn', 'index.html'), 'utf8');
    expect(hindiStore).toContain('<html lang="hi" data-default-language="en"');
    expect(hindiStore).toContain('>मुख्य सामग्री पर जाएँ<');
    expect(await readFile(path.join(bundle, '_lang', 'hi', '404.html'), 'utf8')).toContain('<html lang="hi"');
    expect(await readdir(path.join(bundle, '_lang', 'hi', 'learn', 'categories'))).toEqual(['chemistry', 'mathematics', 'physics']);

    const ledgerStore = await readFile(path.join(out, '_sf', 'schools', 'ledger-lane', 'builds', (await pointer('ledger-lane')).build, 'academy', 'index.html'), 'utf8');
    expect(ledgerStore).toContain('data-color-mode="dark"');
    expect(ledgerStore).toContain('$');
  });

  it('renders again only the pages a changed price shows, and they are the bytes a build from scratch makes', async () => {
    // Nothing changed: every page comes from the last build, which stays the school's (nothing new to store or
    // deploy).
    const live = await pointer('nova-academy');
    const builds = await readdir(path.join(out, '_sf', 'schools', 'nova-academy', 'builds'));
    const same = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env);
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/^nova-academy: built (\d+) pages \(\1 unchanged\) -> /m);
    expect(same.stdout).toContain(`-> ${live.build}`);
    expect(await pointer('nova-academy')).toEqual(live);
    expect(await readdir(path.join(out, '_sf', 'schools', 'nova-academy', 'builds'))).toEqual(builds);

    // One course's price goes up.
    const recordBefore = (await readPageRecord(out, 'nova-academy'))!;
    const course = nova.input.courses.find((c) => c.course_type === 1 && c.price && !c.price.is_free)!;
    const newPrice = course.price!.price + 50_000;
    api.setMode('nova-academy', { patch: (_url, body) => withPrice(body, course.id, newPrice) });
    try {
      const { dir: incremental, unchanged } = await rebuiltInPart();
      expect((await pointer('nova-academy')).build).not.toBe(live.build);
      // The new build was made from the last one's folder, which is no build any more (never deployed, it had no file
      // map to keep).
      expect(await readdir(path.join(out, '_sf', 'schools', 'nova-academy', 'builds'))).not.toContain(live.build);
      const sales = await readFile(path.join(incremental, 'learn', course.seo_title, 'index.html'), 'utf8');
      expect(sales).toContain(formatMoney(newPrice, 2, INTL_LOCALE.en));
      // The pages rendered again used the computations they used before, which keep their ids: the record does not
      // grow with each price change.
      const recordAfter = (await readPageRecord(out, 'nova-academy'))!;
      expect(recordBefore.groups.length).toBeGreaterThan(0);
      expect(recordAfter.groups.length).toBe(recordBefore.groups.length);
      expect(recordAfter.paths.length).toBe(recordBefore.paths.length);

      // The same school built from nothing: every page, reused or rendered again, is the same bytes.
      await sameAsFromScratch(incremental, 'scratch');

      // What that build recorded is the new price: built again, nothing changed; the price put back, the same pages.
      const again = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env);
      expect(again.stdout).toMatch(/^nova-academy: built (\d+) pages \(\1 unchanged\) -> /m);
      api.setMode('nova-academy', 'ok');
      const back = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env);
      expect(/^nova-academy: built \d+ pages \((\d+) unchanged\)/m.exec(back.stdout)?.[1]).toBe(String(unchanged));
    } finally {
      api.setMode('nova-academy', 'ok');
    }
  });

  it('renders again the page of a review edited in place, and it is the bytes a build from scratch makes', async () => {
    // The newest review of a product is on its sales page; an edit keeps its place in the list, so the build compares
    // it with the last input's review there (the other reviews and prices are found the same, and not looked up).
    const newest = [...nova.input.reviews].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]!;
    const course = nova.input.courses.find((c) => c.id === newest.course_id)!;
    const text = 'Edited after my second attempt: the analysis of every mock test showed me where my time went.';
    const edited = (url: string, body: unknown) => {
      const reviews = url.startsWith('/learner/v6/reviews') ? (body as { reviews?: { id: number; text: string }[] }).reviews : undefined;
      for (const review of reviews ?? []) if (review.id === newest.id) review.text = text;
      return body;
    };
    api.setMode('nova-academy', { patch: edited });
    try {
      const { dir } = await rebuiltInPart();
      expect(await readFile(path.join(dir, 'learn', course.seo_title, 'index.html'), 'utf8')).toContain(text);
      await sameAsFromScratch(dir, 'scratch-review');
    } finally {
      api.setMode('nova-academy', 'ok');
    }
    // Put back: the tests after this one start from the school as it is.
    expect((await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env)).code).toBe(0);
  });

  it('makes a new build when only the theme changed, though no page renders again (the edge themes them)', async () => {
    const before = await pointer('nova-academy');
    const themed = (_url: string, body: unknown) => {
      const config = body as { theme_config?: { base_ui_data: { light: { primary: string } } } };
      if (config.theme_config) config.theme_config.base_ui_data.light.primary = '#7c2d12';
      return body;
    };
    api.setMode('nova-academy', { patch: themed });
    try {
      const run = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env);
      expect(run.stdout).toMatch(/^nova-academy: built (\d+) pages \(\1 unchanged\) -> /m);
      const after = await pointer('nova-academy');
      expect(after.build).not.toBe(before.build);
      expect(after.previous).toBe(before.build);
      const snippets = await readFile(path.join(out, '_sf', 'schools', 'nova-academy', 'builds', after.build, '_sf-school.json'), 'utf8');
      expect(snippets).toContain('#7c2d12');
    } finally {
      api.setMode('nova-academy', 'ok');
    }
    // The theme put back, built again: the tests after this one start from the school as it is.
    expect((await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env)).code).toBe(0);
  });

  it("renders again the pages of a product whose translation changed, though its own data did not", async () => {
    // Products fetched as they were are not looked up again; a translation lives in the school's config, so the
    // Hindi pages showing this product must still render again.
    const course = nova.input.courses.find((c) => c.course_type === 1)!;
    const translated = (_url: string, body: unknown) => {
      const config = body as { i18n_config?: { content?: unknown } };
      if (config.i18n_config) config.i18n_config.content = { hi: { products: { [String(course.id)]: { title: 'भौतिकी का नया पाठ्यक्रम' } }, categories: {} } };
      return body;
    };
    api.setMode('nova-academy', { patch: translated });
    try {
      const run = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env);
      expect(run.stderr).toBe('');
      const build = path.join(out, '_sf', 'schools', 'nova-academy', 'builds', (await pointer('nova-academy')).build);
      const sales = await readFile(path.join(build, '_lang', 'hi', 'learn', course.seo_title, 'index.html'), 'utf8');
      expect(sales).toContain('भौतिकी का नया पाठ्यक्रम');
      await sameAsFromScratch(build, 'scratch-translated');
    } finally {
      api.setMode('nova-academy', 'ok');
    }
    expect((await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env)).code).toBe(0);
  });

  it('fails an unreachable school on one line, builds the other, and leaves the failed school as it was', async () => {
    const novaBefore = await pointer('nova-academy');
    const ledgerBefore = await pointer('ledger-lane');
    api.setMode('ledger-lane', 'reset');
    const run = await cli(['build', '--tenant', 'nova-academy', 'ledger-lane', '--api', api.origin, '--out', out], env);
    api.setMode('ledger-lane', 'ok');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`✗ ledger-lane: learner API unreachable at ${api.origin} (ECONNRESET)\n`);
    expect(await pointer('ledger-lane')).toEqual(ledgerBefore);
    expect(await builds('ledger-lane')).toEqual([ledgerBefore.build]);
    // The other school was built; nothing of it changed, so its build stays the live one.
    expect(run.stdout).toMatch(/^nova-academy: built (\d+) pages \(\1 unchanged\) -> /m);
    expect(await pointer('nova-academy')).toEqual(novaBefore);
  });

  it('deploys with --deploy each school it built, in the same run, and the edge serves it; a school that failed is not deployed', async () => {
    const edge = await startEdge({});
    try {
      api.setMode('ledger-lane', 'reset');
      const run = await cli(['build', '--tenant', 'nova-academy', 'ledger-lane', '--api', api.origin, '--out', out, '--deploy', '--store', edge.origin.origin], env);
      api.setMode('ledger-lane', 'ok');
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`✗ ledger-lane: learner API unreachable at ${api.origin} (ECONNRESET)\n`);
      const live = await pointer('nova-academy');
      expect(run.stdout).toMatch(new RegExp(`^nova-academy: uploaded \\d+ file\\(s\\), [\\d.]+ MiB, and \\d+ shared asset\\(s\\), [\\d.]+ MiB; nothing -> ${live.build}$`, 'm'));
      const store = await edge.get('http://nova-academy.localhost/learn');
      expect([store.status, await store.text()]).toEqual([200, expect.stringContaining('data-testid="school-name">Nova Academy<')]);
      expect((await edge.get('http://ledger-lane.localhost/academy')).status).toBe(404);
    } finally {
      await edge.close();
    }
  });

  it('deletes with --keep the local builds beyond the newest, never the live one, and builds the next from it', async () => {
    // Each build without a page record is made afresh, beside the last build's folder.
    for (let i = 0; i < 2; i++) {
      await rm(pageRecordPath(out, 'nova-academy'), { force: true });
      expect((await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out], env)).code).toBe(0);
    }
    await rm(pageRecordPath(out, 'nova-academy'), { force: true });
    const ledgerBuilds = await builds('ledger-lane');
    const complete = async () => (await Promise.all((await builds('nova-academy')).map((b) => stat(path.join(out, '_sf', 'schools', 'nova-academy', 'builds', b, '_sf-school.json')).then(() => 1, () => 0)))).reduce((a: number, n) => a + n, 0);
    const before = await complete();
    expect(before).toBeGreaterThanOrEqual(3);
    const run = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out, '--keep', '1'], env);
    expect(run.code).toBe(0);
    const live = await pointer('nova-academy');
    expect(run.stdout).toMatch(new RegExp(`^nova-academy: deleted ${before} local build\\(s\\), [\\d.]+ MiB; kept 1$`, 'm'));
    expect(await builds('nova-academy')).toEqual([live.build]);
    expect(await builds('ledger-lane')).toEqual(ledgerBuilds);
    // The build kept is the one the next build takes its pages from.
    const again = await cli(['build', '--tenant', 'nova-academy', '--api', api.origin, '--out', out, '--keep', '1'], env);
    expect(again.stdout).toMatch(/^nova-academy: built (\d+) pages \(\1 unchanged\) -> /m);
    expect(again.stdout).toMatch(/^nova-academy: deleted 0 local build\(s\), 0\.0 MiB; kept 1$/m);
    expect(await pointer('nova-academy')).toEqual(live);
  });

  it('names the address when nothing listens there', async () => {
    const before = await pointer('nova-academy');
    const run = await cli(['build', '--tenant', 'nova-academy', 'ledger-lane', '--api', 'http://127.0.0.1:1', '--out', out], env);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n').sort()).toEqual([
      '✗ ledger-lane: learner API unreachable at http://127.0.0.1:1 (connect ECONNREFUSED)',
      '✗ nova-academy: learner API unreachable at http://127.0.0.1:1 (connect ECONNREFUSED)',
    ]);
    expect(await pointer('nova-academy')).toEqual(before);
  });
});
