import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuildInput } from '../../src/contract/build-input.ts';
import { Pointer, SCHOOL_SCRIPTS_FILE, SchoolScripts } from '../../src/contract/bundle.ts';
import { startFakeApi, type FakeApi } from '../testing/fake-api.ts';
import { makeSchool, TEAL } from '../testing/fixtures.ts';
import { stubRender } from '../testing/stub-render.ts';
import { runBuild, type BuildOptions } from './build-pipeline.ts';
import type { Progress } from './progress.ts';

const nova = makeSchool({ slug: 'nova-academy', perType: 2 });
const ledger = makeSchool({ slug: 'ledger-lane', base: 'academy', currency: 1, ...TEAL, perType: 2 });

function recorder(): Progress & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    fetching: () => {},
    fetched: (slug, n) => lines.push(`${slug}: fetched ${n}`),
    rendering: () => {},
    writing: () => {},
    built: (slug, pages, id) => lines.push(`${slug}: built ${pages} -> ${id}`),
    failed: (slug, reason) => errors.push(`✗ ${slug}: ${reason}`),
    note: (line) => lines.push(line),
  };
}

let api: FakeApi;
let work: string;
let out: string;
const readPointer = async (slug: string) => Pointer.parse(JSON.parse(await readFile(path.join(out, '_sf', 'schools', slug, 'current.json'), 'utf8')));
const builds = (slug: string) => readdir(path.join(out, '_sf', 'schools', slug, 'builds'));

beforeAll(async () => {
  api = await startFakeApi([nova, ledger]);
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'sf-pipeline-'));
  out = path.join(work, 'site');
  api.setMode('nova-academy', 'ok');
  api.setMode('ledger-lane', 'ok');
  return () => rm(work, { recursive: true, force: true });
});

const build = (slugs: string[], extra: Partial<BuildOptions> = {}) => {
  const progress = recorder();
  const render = stubRender();
  return runBuild({ slugs, api: api.origin, outDir: out, buildInputDir: path.join(work, 'input'), render, progress, ...extra }).then((report) => ({ report, progress, render }));
};

describe('runBuild', () => {
  it('fetches through the Host header, renders once for all schools and publishes bundles, pointers and hosts', async () => {
    const { report, progress, render } = await build(['nova-academy', 'ledger-lane']);
    expect(report.failed).toEqual([]);
    expect(render.calls).toEqual([['nova-academy', 'ledger-lane']]);
    expect(api.requests).toContain('nova-academy.localhost /config/school_config');
    // Products in full a page at a time, not one request each.
    expect(api.requests).toContain('ledger-lane.localhost /learner/v17/course_details?limit=500&offset=0');
    expect(api.requests.filter((r) => r.startsWith('ledger-lane.localhost /learner/v17/courses/') && !r.includes('?'))).toEqual([]);

    const pointer = await readPointer('nova-academy');
    expect(pointer).toMatchObject({ slug: 'nova-academy', base: 'learn', previous: null, custom_domain: 'learn.nova-academy.example.com' });
    expect(pointer.build).toMatch(/^\d{8}T\d{6}Z-[a-z0-9]{6}$/);
    const bundle = path.join(out, '_sf', 'schools', 'nova-academy', 'builds', pointer.build);
    expect(await readdir(bundle)).toEqual(expect.arrayContaining(['learn', '404.html', '_media']));
    // The school's media, and what makes it an installable app: its icons (from the favicon), manifest and worker.
    expect(await readdir(path.join(bundle, '_media'))).toEqual([
      'app-icon-192-maskable.png', 'app-icon-192.png', 'app-icon-512-maskable.png', 'app-icon-512.png', 'banner.svg', 'favicon.svg', 'logo.svg',
      'manifest.webmanifest', 'sw.js',
    ]);
    const manifest = JSON.parse(await readFile(path.join(bundle, '_media', 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ display: 'standalone', scope: '/learn', start_url: '/learn/courses-library' });
    expect((await readPointer('ledger-lane')).base).toBe('academy');
    expect(await readdir(path.join(out, '_astro'))).toEqual(['ui.Ab12Cd34.css']);
    // Custom domains go to KV when a build is deployed (deploy.ts), from the pointer: the build writes no hosts file.
    expect((await readPointer('ledger-lane')).custom_domain).toBe('learn.ledger-lane.example.com');
    expect(await readdir(path.join(out, '_sf'))).toEqual(['schools']);
    expect(progress.lines).toContain('nova-academy: fetched 8');
    // Three pages and a 404 in each of its two languages.
    expect(progress.lines.some((l) => l.startsWith('nova-academy: built 8 -> '))).toBe(true);
    // Astro's `_shells/<id>/index.html` becomes the one file the edge serves for the route: `_shells/<id>.html`.
    expect(await readdir(path.join(bundle, 'learn', '_shells'))).toEqual(['signin.html']);
    // Its Hindi pages, laid out alike under `_lang/hi/`, out of reach of any URL under the base.
    const hindi = path.join(bundle, '_lang', 'hi');
    expect((await readdir(hindi)).sort()).toEqual(['404.html', 'learn']);
    expect(await readdir(path.join(hindi, 'learn', '_shells'))).toEqual(['signin.html']);
    expect(await readFile(path.join(hindi, '404.html'), 'utf8')).toBe('hi: not found');

    const input = JSON.parse(await readFile(path.join(work, 'input', 'nova-academy.json'), 'utf8'));
    expect(input.media).toEqual({ '/learner/v1/media/logo.svg': '/_media/logo.svg', '/learner/v1/media/favicon.svg': '/_media/favicon.svg', '/learner/v1/media/banner.svg': '/_media/banner.svg' });
  });

  it("writes the school's head and body snippets into its build, for the edge", async () => {
    api.setMode('nova-academy', { patch: (url, body) => {
      if (url === '/config/school_config') {
        const sc = (body as { school_config: Record<string, unknown> }).school_config;
        sc['code_snippet'] = '<script src="https://tags.example.com/t.js"></script>';
        sc['snippet_body_script'] = "<script>document.documentElement.dataset.schoolSnippet = 'loaded'</script>";
        // Two forms the school lets its own sites frame (one origin in both).
        const form = (id: string, origins: string[]) => ({
          theme_type: 'embed_form_v1',
          base_ui_data: { id, title: 'Call me', intro: '', fields: [{ name: 'email', label: 'E-mail', kind: 'email', required: true }], submit_label: 'Send', success_message: 'Thanks!', allowed_embed_origins: origins },
        });
        (body as { custom_templates: unknown[] }).custom_templates = [form('a', ['https://www.nova.example']), form('b', ['https://blog.nova.example', 'https://www.nova.example'])];
      }
      return body;
    } });
    await build(['nova-academy', 'ledger-lane']);
    const read = async (slug: string) => {
      const { build: id } = await readPointer(slug);
      return SchoolScripts.parse(JSON.parse(await readFile(path.join(out, '_sf', 'schools', slug, 'builds', id, SCHOOL_SCRIPTS_FILE), 'utf8')));
    };
    expect(await read('nova-academy')).toEqual({
      school_id: nova.input.config.school_config.school_id,
      slug: 'nova-academy',
      custom_domain: 'learn.nova-academy.example.com',
      head: '<script src="https://tags.example.com/t.js"></script>',
      body: "<script>document.documentElement.dataset.schoolSnippet = 'loaded'</script>",
      embed_origins: ['https://blog.nova.example', 'https://www.nova.example'],
      // Set on its pages by the edge (cli/lib/build-pipeline-search.test.ts).
      search_manifests: { default: expect.any(String), languages: { hi: expect.any(String) } },
      // Each school's own colours, set on its pages by the edge (src/edge/page-theme.test.ts).
      theme_css: expect.stringContaining(`--sf-primary:${nova.input.config.theme_config.base_ui_data.light.primary}`),
      // Where the edge sends a browser asking for /favicon.ico (src/edge/worker.test.ts).
      favicon: '/_media/favicon.svg',
    });
    const ledgerScripts = await read('ledger-lane');
    expect(ledgerScripts).toMatchObject({ slug: 'ledger-lane', head: null, body: null, embed_origins: [] });
    expect(ledgerScripts.theme_css).toContain(`--sf-primary:${ledger.input.config.theme_config.base_ui_data.light.primary}`);
    expect(ledgerScripts.theme_css).not.toBe((await read('nova-academy')).theme_css);
  });

  it('keeps the old build as previous and never deletes shared assets', async () => {
    await build(['nova-academy']);
    const first = await readPointer('nova-academy');
    await build(['nova-academy'], { render: stubRender({ asset: 'ui.Zz99Yy88.css' }) });
    const second = await readPointer('nova-academy');
    expect(second.previous).toBe(first.build);
    expect((await builds('nova-academy')).sort()).toEqual([first.build, second.build].sort());
    expect((await readdir(path.join(out, '_astro'))).sort()).toEqual(['ui.Ab12Cd34.css', 'ui.Zz99Yy88.css']);
  });

  it('fails an unknown school alone', async () => {
    const { report, progress } = await build(['nova-academy', 'no-such-school']);
    expect(report.failed.map((r) => r.slug)).toEqual(['no-such-school']);
    expect(progress.errors).toEqual([`✗ no-such-school: unknown school: the learner API at ${api.origin} has no school for host no-such-school.localhost`]);
    expect((await readPointer('nova-academy')).slug).toBe('nova-academy');
  });

  it('names the call and the field of an invalid config or invalid data', async () => {
    api.setMode('ledger-lane', { patch: (url, body) => {
      if (url === '/config/school_config') (body as { school_config: { currency: number } }).school_config.currency = 999;
      return body;
    } });
    let { progress } = await build(['ledger-lane']);
    expect(progress.errors).toEqual(['✗ ledger-lane: invalid config from GET /config/school_config: school_config.currency: unknown currency code (known: 1 USD, 2 INR, 32 EUR)']);

    const details = '/learner/v17/course_details?limit=500&offset=0';
    api.setMode('ledger-lane', { patch: (url, body) => {
      if (url === details) (body as { courses: { seo_title: string }[] }).courses[1]!.seo_title = 'Not A Slug';
      return body;
    } });
    ({ progress } = await build(['ledger-lane']));
    expect(progress.errors).toEqual([`✗ ledger-lane: invalid data from GET ${details}: courses[1].seo_title: must be lower-case letters, digits and single hyphens`]);
  });

  it('reads on its own a listed product the pages of details lack (added between the two reads)', async () => {
    const late = ledger.input.courses.at(-1)!;
    api.setMode('ledger-lane', { patch: (url, body) => {
      if (url.startsWith('/learner/v17/course_details')) {
        const page = body as { courses: { id: number }[] };
        page.courses = page.courses.filter((c) => c.id !== late.id);
      }
      return body;
    } });
    const { report } = await build(['ledger-lane']);
    expect(report.failed).toEqual([]);
    expect(api.requests).toContain(`ledger-lane.localhost /learner/v17/courses/${late.id}`);
    const input = JSON.parse(await readFile(path.join(work, 'input', 'ledger-lane.json'), 'utf8')) as { courses: { id: number; title: string }[] };
    expect(input.courses.map((c) => c.id)).toEqual(ledger.input.courses.map((c) => c.id));
    expect(input.courses.find((c) => c.id === late.id)!.title).toBe(late.title);
  });

  it('fetches a media file only when it holds none with the digest the API gives, and publishes the bytes served', async () => {
    const cache = path.join(work, 'media-cache');
    const mediaAsked = (since: number) => api.requests.slice(since).filter((r) => r.startsWith('ledger-lane.localhost /learner/v1/media/')).map((r) => r.split(' ')[1]).sort();
    const published = async (name: string) => readFile(path.join(out, '_sf', 'schools', 'ledger-lane', 'builds', (await readPointer('ledger-lane')).build, '_media', name));
    const logoUrl = '/learner/v1/media/logo.svg';
    const logo = ledger.media.get(logoUrl)!;

    let since = api.requests.length;
    expect((await build(['ledger-lane'], { mediaCacheDir: cache })).report.failed).toEqual([]);
    expect(mediaAsked(since)).toEqual(['/learner/v1/media/banner.svg', '/learner/v1/media/favicon.svg', logoUrl]);

    since = api.requests.length;
    expect((await build(['ledger-lane'], { mediaCacheDir: cache })).report.failed).toEqual([]);
    expect(api.requests.slice(since)).toContain('ledger-lane.localhost /learner/v1/media_digests');
    expect(mediaAsked(since)).toEqual([]);
    expect(Buffer.from(logo.body).equals(await published('logo.svg'))).toBe(true);

    // The school admin uploads a new logo; a kept file that was cut short is not the one named either.
    const anew = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><title>Ledger, anew</title></svg>');
    ledger.media.set(logoUrl, { ...logo, body: anew });
    const bannerBytes = Buffer.from(ledger.media.get('/learner/v1/media/banner.svg')!.body);
    for (const file of await readdir(cache)) if ((await readFile(path.join(cache, file))).equals(bannerBytes)) await writeFile(path.join(cache, file), bannerBytes.subarray(0, 10));
    try {
      since = api.requests.length;
      expect((await build(['ledger-lane'], { mediaCacheDir: cache })).report.failed).toEqual([]);
      expect(mediaAsked(since)).toEqual(['/learner/v1/media/banner.svg', logoUrl]);
      expect(Buffer.from(anew).equals(await published('logo.svg'))).toBe(true);
      expect(Buffer.from(logo.body).equals(await published('favicon.svg'))).toBe(true);
      expect(bannerBytes.equals(await published('banner.svg'))).toBe(true);
    } finally {
      ledger.media.set(logoUrl, logo);
    }
  });

  it('fetches again only the details of products whose digest changed, and its input is what a build from nothing fetches', async () => {
    const inputFile = path.join(work, 'input', 'ledger-lane.json');
    const detailsAsked = (since: number) => api.requests.slice(since).filter((r) => /^ledger-lane\.localhost \/learner\/v17\/course(s\/\d|_details)/.test(r)).map((r) => r.split(' ')[1]);
    await build(['ledger-lane']);

    let since = api.requests.length;
    expect((await build(['ledger-lane'])).report.failed).toEqual([]);
    expect(api.requests.slice(since)).toContain('ledger-lane.localhost /learner/v17/course_digests');
    expect(detailsAsked(since)).toEqual([]);

    // One product's price changes.
    const course = ledger.input.courses.find((c) => c.price && !c.price.is_free)!;
    const price = course.price!.price + 700;
    const repriced = (body: unknown): unknown => {
      const patch = (c: { id: number; price: unknown }) => (c.id === course.id ? { ...c, price: { ...course.price!, price } } : c);
      const b = body as { course?: { id: number; price: unknown }; courses?: { id: number; price: unknown }[] };
      return b.course ? { course: patch(b.course) } : b.courses && 'total' in b ? { ...b, courses: b.courses.map(patch) } : body;
    };
    api.setMode('ledger-lane', { patch: (_url, body) => repriced(body) });
    since = api.requests.length;
    expect((await build(['ledger-lane'])).report.failed).toEqual([]);
    expect(detailsAsked(since)).toEqual([`/learner/v17/courses/${course.id}`]);
    const taken = JSON.parse(await readFile(inputFile, 'utf8')) as BuildInput;
    expect(taken.courses.find((c) => c.id === course.id)!.price!.price).toBe(price);

    // The same as every detail fetched afresh.
    const fresh = path.join(work, 'fresh');
    await build(['ledger-lane'], { buildInputDir: fresh, outDir: path.join(work, 'fresh-site') });
    const afresh = JSON.parse(await readFile(path.join(fresh, 'ledger-lane.json'), 'utf8')) as BuildInput;
    expect({ ...taken, fetched_at: '' }).toEqual({ ...afresh, fetched_at: '' });

    // An input changed since a build wrote it is not the one its digests were made with: every detail is fetched.
    await writeFile(inputFile, JSON.stringify({ ...taken, courses: taken.courses.map((c) => ({ ...c, title: 'Changed by hand' })) }));
    since = api.requests.length;
    expect((await build(['ledger-lane'])).report.failed).toEqual([]);
    expect(detailsAsked(since)).toContain('/learner/v17/course_details?limit=500&offset=0');
    expect((JSON.parse(await readFile(inputFile, 'utf8')) as BuildInput).courses.map((c) => c.title)).toEqual(afresh.courses.map((c) => c.title));
  });

  it("isolates a school whose render fails: the others publish, its live bundle and pointer stay", async () => {
    await build(['nova-academy', 'ledger-lane']);
    const before = await readPointer('ledger-lane');
    const render = stubRender({ failFor: ['ledger-lane'] });
    const { report, progress } = await build(['nova-academy', 'ledger-lane'], { render });
    expect(render.calls).toEqual([['nova-academy', 'ledger-lane'], ['nova-academy'], ['ledger-lane']]);
    expect(report.failed.map((r) => r.slug)).toEqual(['ledger-lane']);
    expect(progress.errors).toEqual(['✗ ledger-lane: render failed: [build] Failed to render /ledger-lane/learn/']);
    expect(await readPointer('ledger-lane')).toEqual(before);
    expect(await builds('ledger-lane')).toEqual([before.build]);
    expect((await readPointer('nova-academy')).previous).not.toBeNull();
  });

  it('fails a school whose API drops the connection, without touching its bundle', async () => {
    await build(['nova-academy', 'ledger-lane']);
    const before = await readPointer('nova-academy');
    api.setMode('nova-academy', 'reset');
    const { report, progress } = await build(['nova-academy', 'ledger-lane']);
    expect(report.failed.map((r) => r.slug)).toEqual(['nova-academy']);
    expect(progress.errors).toEqual([`✗ nova-academy: learner API unreachable at ${api.origin} (ECONNRESET)`]);
    expect(await readPointer('nova-academy')).toEqual(before);
    expect(await builds('nova-academy')).toEqual([before.build]);
  });
});
