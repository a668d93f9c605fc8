/**
 * The search index in the build pipeline: the CLI writes each school's index files into its bundle, under the names
 * its pages compute from the same build input (src/features/search/index-files.ts).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BuildInput, inLanguage } from '../../src/contract/build-input.ts';
import { Pointer, SCHOOL_SCRIPTS_FILE, SchoolScripts } from '../../src/contract/bundle.ts';
import { SearchIndexFile, SearchManifest } from '../../src/contract/search.ts';
import { searchAssets } from '../../src/features/search/index-files.ts';
import { openSearchIndex } from '../../src/features/search/search-index.ts';
import { startFakeApi, type FakeApi } from '../testing/fake-api.ts';
import { makeSchool } from '../testing/fixtures.ts';
import { stubRender } from '../testing/stub-render.ts';
import { runBuild } from './build-pipeline.ts';

const school = makeSchool({ slug: 'nova-academy', perType: 2 });
let api: FakeApi;
let work: string;
beforeAll(async () => {
  api = await startFakeApi([school]);
  work = await mkdtemp(path.join(tmpdir(), 'sf-search-pipeline-'));
});
afterAll(async () => {
  await api.close();
  await rm(work, { recursive: true, force: true });
});

const silent = { fetching() {}, fetched() {}, rendering() {}, writing() {}, built() {}, failed() {}, note() {} };

it("writes the school's search index into its bundle, and the manifest the edge gives each language's pages", async () => {
  const out = path.join(work, 'site');
  const report = await runBuild({ slugs: ['nova-academy'], api: api.origin, outDir: out, buildInputDir: path.join(work, 'input'), render: stubRender(), progress: silent });
  expect(report.failed).toEqual([]);
  const pointer = Pointer.parse(JSON.parse(await readFile(path.join(out, '_sf', 'schools', 'nova-academy', 'current.json'), 'utf8')));
  const dir = path.join(out, '_sf', 'schools', 'nova-academy', 'builds', pointer.build, '_search');

  const input = BuildInput.parse(JSON.parse(await readFile(path.join(work, 'input', 'nova-academy.json'), 'utf8')));
  const scripts = SchoolScripts.parse(JSON.parse(await readFile(path.join(dir, '..', SCHOOL_SCRIPTS_FILE), 'utf8')));
  const manifest = SearchManifest.parse(JSON.parse(scripts.search_manifests!.default));
  expect(manifest).toEqual(searchAssets(input).manifest);
  // The Hindi pages search the Hindi words.
  const hindi = SearchManifest.parse(JSON.parse(scripts.search_manifests!.languages['hi']!));
  expect(Object.keys(scripts.search_manifests!.languages)).toEqual(['hi']);
  expect(hindi).toEqual(searchAssets(inLanguage(input, 'hi')).manifest);
  const named = new Set([manifest, hindi].flatMap((m) => [m.parts.catalogue, m.parts.lessons]).filter((url) => url !== null).map((url) => path.posix.basename(url)));
  expect((await readdir(dir)).sort()).toEqual([...named].sort());

  const file = SearchIndexFile.parse(JSON.parse(await readFile(path.join(dir, path.posix.basename(manifest.parts.catalogue)), 'utf8')));
  expect(file).toMatchObject({ version: 1, part: 'catalogue', slug: 'nova-academy' });
  const course = input.courses[0]!;
  expect(openSearchIndex(file).search(course.title).map((hit) => hit.doc.id)).toContain(course.id);

  // Built again from the same data (fetched anew): the same index files, under the same names.
  await runBuild({ slugs: ['nova-academy'], api: api.origin, outDir: out, buildInputDir: path.join(work, 'input'), render: stubRender(), progress: silent });
  const again = Pointer.parse(JSON.parse(await readFile(path.join(out, '_sf', 'schools', 'nova-academy', 'current.json'), 'utf8')));
  expect(again.build).not.toBe(pointer.build);
  const againScripts = SchoolScripts.parse(JSON.parse(await readFile(path.join(out, '_sf', 'schools', 'nova-academy', 'builds', again.build, SCHOOL_SCRIPTS_FILE), 'utf8')));
  expect(againScripts.search_manifests).toEqual(scripts.search_manifests);
});
