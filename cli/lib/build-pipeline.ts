import http from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { schoolScriptsOf, type Pointer } from '../../src/contract/bundle.ts';
import { parseSiteContent } from '../../src/contract/site-content.ts';
import { otherLanguages } from '../../src/contract/build-input.ts';
import type { LanguageCode } from '../../src/contract/school-config.ts';
import type { SearchAssets } from '../../src/features/search/index-files.ts';
import { themeToCss } from '../../src/theme/theme-to-css.ts';
import { BUILD_INPUT_DIR_ENV, mediaDirOf } from '../../src/platform/build/build-env.ts';
import { ApiClient } from './api-client.ts';
import { reasonOf, SchoolError } from './errors.ts';
import { fetchSchool, type FetchedSchool, type MediaFile } from './fetch-school.ts';
import { appFiles, offlineAssets, serviceWorkerScript } from './app-files.ts';
import { compiledClient } from './renderer.ts';
import { readLastInput, writeBuildInput } from './last-input.ts';
import { mapLimit } from './map-limit.ts';
import { DEFAULT_BUILD_INPUT_DIR, RENDER_TMP_DIR } from './paths.ts';
import { createProgress, seconds, type Progress } from './progress.ts';
import { mergeAssets, newBuildId, publishSchool, unchangedBuild, type PublishSchool } from './publish.ts';
import { pageRender, renderIsolated, warmPageRender, type RenderFn } from './render.ts';
import { lastBuildFor, searchAside } from './search-aside.ts';
import { codeHash } from './code-hash.ts';
import { readPageRecord, writePageRecord } from './page-record.ts';

/** Schools fetched at once (each also fetches its product details in parallel). */
export const SCHOOL_CONCURRENCY = 4;

export const defaultApiOrigin = (env: NodeJS.ProcessEnv = process.env): string => `http://127.0.0.1:${env['PORT'] ?? 8787}`;

export interface BuildOptions {
  slugs: readonly string[];
  /** Origin the learner API is reached through (the edge), e.g. `http://127.0.0.1:8787`. */
  api: string;
  /** The site directory holding `_astro/` and `_sf/` (dist/site). */
  outDir: string;
  buildInputDir?: string;
  /** Where fetched media files are kept between builds (cli/lib/media-cache.ts); `.schoolfront/media-cache` if not given. */
  mediaCacheDir?: string;
  /** Renders pages; the Astro build unless a test swaps it. */
  render?: RenderFn;
  progress?: Progress;
}

export type SchoolResult =
  | { slug: string; ok: true; buildId: string; pages: number; pointer: Pointer }
  | { slug: string; ok: false; reason: string };

export interface BuildReport {
  results: SchoolResult[];
  failed: SchoolResult[];
  ms: number;
}

/**
 * Builds the given schools: fetch each through the API, render their pages through the compiled site, then give
 * each its bundle and pointer. A school that fails at any step fails alone, leaving its live bundle and pointer as
 * they were; the others go on.
 */
export async function runBuild(opts: BuildOptions): Promise<BuildReport> {
  const started = Date.now();
  const progress = opts.progress ?? createProgress(opts.slugs);
  const buildInputDir = path.resolve(opts.buildInputDir ?? (process.env[BUILD_INPUT_DIR_ENV] || DEFAULT_BUILD_INPUT_DIR));
  const outDir = path.resolve(opts.outDir);
  const results = new Map<string, SchoolResult>();
  const fail = (slug: string, error: unknown) => {
    const reason = reasonOf(error);
    results.set(slug, { slug, ok: false, reason });
    progress.failed(slug, reason);
    if (process.env['SCHOOLFRONT_DEBUG'] && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  };

  // While the schools are fetched, the renderer loads and their last builds' records are read. The code's hash is
  // read once (some hundred files): the renderer is found by it, and a last build's search index is patched only if
  // this code made it.
  const code = codeHash();
  code.catch(() => {});
  if (!opts.render) warmPageRender(code);
  const records = new Map(opts.slugs.map((slug) => [slug, readPageRecord(outDir, slug)]));

  // 1. Fetch; each school's search index starts on its own thread as soon as the school is fetched (the thread reads
  // the last build's index files meanwhile).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const fetched = new Map<string, FetchedSchool>();
  // Each fetched school's input, by the hash of its file: its record says its pages were made from it.
  const inputHashes = new Map<string, string>();
  const aside = searchAside();
  const searches = new Map<string, Promise<Map<LanguageCode, SearchAssets>>>();
  try {
    await mapLimit(opts.slugs, SCHOOL_CONCURRENCY, async (slug) => {
      const t0 = Date.now();
      const inputFile = path.join(buildInputDir, `${slug}.json`);
      try {
        const last = Promise.all([records.get(slug)!, code]).then(([record, now]) => lastBuildFor(outDir, slug, record, now));
        last.catch(() => {});
        void aside.prepare(inputFile, last);
        const school = await fetchSchool(new ApiClient(opts.api, slug, agent), (done, total) => progress.fetching(slug, done, total), readLastInput(inputFile), opts.mediaCacheDir);
        // Media beside the input, so the pages can size the logo; the bundle gets its own copy when published.
        const mediaDir = mediaDirOf(buildInputDir, slug);
        await rm(mediaDir, { recursive: true, force: true });
        await mkdir(mediaDir, { recursive: true });
        // (Image renditions, in `_img/`, only go to the bundle.)
        for (const file of school.media.filter((f) => !f.name.includes('/'))) await writeFile(path.join(mediaDir, file.name), file.body);
        inputHashes.set(slug, await writeBuildInput(inputFile, school.input, school.digests));
        fetched.set(slug, school);
        const search = aside.build(school.input, inputFile, [school.input.config.i18n_config.default_language, ...otherLanguages(school.input)], last);
        // Awaited when the school is written; a school that fails to render before then never reads it.
        search.catch(() => {});
        searches.set(slug, search);
        progress.fetched(slug, school.input.courses.length, Date.now() - t0);
      } catch (error) {
        fail(slug, error);
      }
    });
  } finally {
    agent.destroy();
  }

  // The manifest, icons and service worker: made once per school and build run (publishing asks twice). The worker
  // keeps the compiled client's offline files; a build whose pages another renderer made (a test's) has none to keep.
  const appMedia = new Map<string, Promise<MediaFile[]>>();
  let worker: Promise<Buffer> | undefined;
  const appFilesOf = (slug: string): Promise<MediaFile[]> => {
    worker ??= compiledClient().then(async (client) => serviceWorkerScript(client && !opts.render ? await offlineAssets(client) : []));
    const school = fetched.get(slug)!;
    const favicon = school.input.media[school.input.config.school_config.favicon_url];
    const body = favicon ? school.media.find((f) => `/_media/${f.name}` === favicon)?.body : undefined;
    if (!appMedia.has(slug)) appMedia.set(slug, worker.then((script) => appFiles(school.input.config, body, script)));
    return appMedia.get(slug)!;
  };

  // What a school's bundle holds besides its pages; `renderRoot` is where its pages were rendered.
  const jobOf = async (slug: string, renderRoot: string): Promise<PublishSchool> => {
    const school = fetched.get(slug)!;
    const sc = school.input.config.school_config;
    const defaultLanguage = school.input.config.i18n_config.default_language;
    const others = otherLanguages(school.input);
    const search = await searches.get(slug)!;
    return {
      outDir, renderRoot, slug, base: sc.base_prefix, otherLanguages: others, customDomain: sc.custom_domain, buildId: newBuildId(), media: [...school.media, ...(await appFilesOf(slug))],
      scripts: schoolScriptsOf(sc, {
        embedOrigins: parseSiteContent(school.input.config.custom_templates).content.embedForms.flatMap((f) => f.allowed_embed_origins),
        searchManifests: {
          default: JSON.stringify(search.get(defaultLanguage)!.manifest),
          languages: Object.fromEntries(others.map((language) => [language, JSON.stringify(search.get(language)!.manifest)])),
        },
        themeCss: themeToCss(school.input.config.theme_config.base_ui_data),
        favicon: school.input.media[sc.favicon_url],
      }),
      // Each language's pages use the index of their own words; parts they share have one name.
      searchFiles: [...new Map([...search.values()].flatMap((assets) => assets.files).map((file) => [file.name, file])).values()],
    };
  };
  // Schools whose every page the renderer would take from their last build, and nothing else of which changed
  // either: the last build stays theirs (nothing new to store or deploy), and the renderer links no page.
  const keptBuilds = new Map<string, Pointer>();
  const keepsLast = async (slug: string, pages: number, build: string): Promise<boolean> => {
    const same = await unchangedBuild(await jobOf(slug, ''), pages, build).catch(() => null);
    if (same) keptBuilds.set(slug, same);
    return same !== null;
  };

  // 2. Render every fetched school's pages.
  const renderDir = path.join(RENDER_TMP_DIR, `${process.pid}-${Date.now()}`);
  try {
    const slugs = opts.slugs.filter((slug) => fetched.has(slug));
    if (slugs.length) progress.rendering(slugs);
    const t0 = Date.now();
    const inputs = new Map(slugs.map((slug) => [slug, fetched.get(slug)!.input]));
    const sameAs = new Map(slugs.flatMap((slug) => (fetched.get(slug)!.sameAs ? [[slug, fetched.get(slug)!.sameAs!] as const] : [])));
    const rendered = await renderIsolated(slugs, { buildInputDir, outDir: renderDir, siteDir: outDir, inputs, records, sameAs, keepsLast }, opts.render ?? pageRender);
    const renderMs = Date.now() - t0;

    // 3. Shared assets first: a pointer must never name pages whose assets are not there yet.
    const roots = new Set<string>();
    for (const [slug, result] of rendered) {
      if (result.ok) roots.add(result.root);
      else fail(slug, new SchoolError(result.reason));
    }
    for (const root of roots) await mergeAssets(root, outDir);

    // 4. Bundles and pointers, one school at a time.
    for (const slug of slugs) {
      const result = rendered.get(slug);
      if (!result?.ok) {
        if (result && !results.has(slug)) fail(slug, new SchoolError(result.reason));
        continue;
      }
      const t1 = Date.now();
      try {
        progress.writing(slug);
        const same = result.school?.kept ? keptBuilds.get(slug) : undefined;
        if (result.school?.kept && !same) throw new SchoolError('internal error: its pages were kept from a build that is not known');
        // The pages the renderer made or took, when it says (publishing counts them otherwise), and the last build's
        // folder the new one is made from.
        const made: Pick<PublishSchool, 'pages' | 'reuse'> = result.school ? { pages: Object.keys(result.school.record.pages).length, ...(result.school.reuse ? { reuse: result.school.reuse } : {}) } : {};
        const { pages, pointer } = same ? { pages: made.pages!, pointer: same } : await publishSchool({ ...(await jobOf(slug, result.root)), ...made });
        const buildId = pointer.build;
        // What its pages were made from, for the next build to render only what changed.
        if (result.school) await writePageRecord(outDir, slug, { ...result.school.record, build: buildId, input: inputHashes.get(slug)! });
        results.set(slug, { slug, ok: true, buildId, pages, pointer });
        progress.built(slug, pages, buildId, renderMs + (Date.now() - t1), result.school?.reused);
      } catch (error) {
        fail(slug, error);
      }
    }
  } finally {
    await rm(renderDir, { recursive: true, force: true });
    await aside.close();
  }

  const ordered = opts.slugs.map((slug) => results.get(slug) ?? { slug, ok: false as const, reason: 'internal error: not built' });
  const failed = ordered.filter((r) => !r.ok);
  const ms = Date.now() - started;
  progress.note(
    failed.length
      ? `built ${ordered.length - failed.length} of ${ordered.length} schools in ${seconds(ms)}; failed: ${failed.map((r) => r.slug).join(', ')}`
      : `built ${ordered.length} ${ordered.length === 1 ? 'school' : 'schools'} in ${seconds(ms)} -> ${outDir}`,
  );
  return { results: ordered, failed, ms };
}
