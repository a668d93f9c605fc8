import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLargeSchool, LARGE_SCHOOL_SLUG } from '../../../scripts/generate-large-school.ts';
import { BuildInput } from '../../contract/build-input.ts';
import { SearchIndexFile, SearchManifest, type ProductDocument, type SearchDocument } from '../../contract/search.ts';
import { loadTenant, TENANTS_DIR } from '../../tenants/load.ts';
import { searchAssets } from './index-files.ts';
import { buildSearchIndex, isOfType, lessonDocuments, openSearchIndex, patchSearchIndex, processTerm, productDocuments, queryTerms, transpositions, type OpenedSearchIndex } from './search-index.ts';
import { tenantBuildInput } from './testing/tenant-input.ts';

async function demoInput(slug: string): Promise<BuildInput> {
  const tenant = await loadTenant(path.join(TENANTS_DIR, slug));
  return tenantBuildInput(slug, tenant.config, tenant.catalogue);
}

/** Both parts as the browser gets them: serialised, parsed with the contract, opened. */
function open(input: BuildInput): { catalogue: OpenedSearchIndex; lessons: OpenedSearchIndex } {
  const roundTrip = (file: SearchIndexFile) => openSearchIndex(SearchIndexFile.parse(JSON.parse(JSON.stringify(file))));
  return {
    catalogue: roundTrip(buildSearchIndex(input, 'catalogue', productDocuments(input))),
    lessons: roundTrip(buildSearchIndex(input, 'lessons', lessonDocuments(input))),
  };
}

const titles = (hits: readonly { doc: SearchDocument }[]) => hits.map((hit) => hit.doc.title);

describe('terms', () => {
  it('folds case and Latin accents, keeps Devanagari signs, and drops stop words', () => {
    expect(processTerm('Français')).toBe('francais');
    expect(processTerm('JavaScript')).toBe('javascript');
    expect(processTerm('भौतिकी')).toBe('भौतिकी');
    expect(processTerm('for')).toBeNull();
    expect(queryTerms('  Chemistry for NEET! ')).toEqual(['chemistry', 'neet']);
    expect(queryTerms('the and')).toEqual([]);
  });
});

describe('documents from a build input', () => {
  let input: BuildInput;
  beforeAll(async () => {
    input = await demoInput('nova-academy');
  });

  it('makes one document per product, with names instead of ids', () => {
    const docs = productDocuments(input);
    expect(docs).toHaveLength(input.courses.length);
    const physics = docs.find((doc) => doc.title === 'JEE Main Physics Complete Course 2027')!;
    expect(physics).toMatchObject({ kind: 'course', course_type: 1, seo_title: 'jee-main-physics-complete', tags: ['physics', 'jee', 'pyq'], display_status: 'live' });
    expect(physics.categories).toContain('JEE Main');
    expect(physics.teachers.length).toBeGreaterThan(0);
    expect(physics.price?.price).toBeGreaterThan(0);
    expect(new Set(docs.map((doc) => doc.kind))).toEqual(new Set(['course', 'test', 'bundle', 'testSeries']));
  });

  it('makes one document per lesson, pointing at its course and section', () => {
    const lessons = lessonDocuments(input);
    const total = input.courses.reduce((sum, c) => sum + c.sections.reduce((n, s) => n + s.lessons.length, 0), 0);
    expect(lessons).toHaveLength(total);
    const course = input.courses.find((c) => c.sections.length > 0)!;
    const first = course.sections[0]!;
    expect(lessons).toContainEqual({ kind: 'lesson', id: first.lessons[0]!.id, title: first.lessons[0]!.title, course_id: course.id, section_id: first.id, section: first.title, lesson_kind: first.lessons[0]!.kind });
  });

  it('gives the same files and names for the same input, however it was read', () => {
    const again = BuildInput.parse(JSON.parse(JSON.stringify(input)));
    const a = searchAssets(input);
    const b = searchAssets(again);
    expect(b.files.map((f) => f.name)).toEqual(a.files.map((f) => f.name));
    expect(a.files.map((f) => f.part)).toEqual(['catalogue', 'lessons']);
    expect(a.files[0]!.name).toMatch(/^catalogue\.[0-9a-f]{16}\.json$/);
    expect(SearchManifest.parse(a.manifest)).toEqual({
      version: 1,
      parts: { catalogue: `/_search/${a.files[0]!.name}`, lessons: `/_search/${a.files[1]!.name}` },
      counts: { course: 16, test: 8, bundle: 6, testSeries: 6, lesson: lessonDocuments(input).length, post: 0 },
    });
    // Another school's data gives another name.
    const changed = BuildInput.parse({ ...again, courses: again.courses.map((c, i) => (i === 0 ? { ...c, title: `${c.title} (new)` } : c)) });
    expect(searchAssets(changed).files[0]!.name).not.toBe(a.files[0]!.name);
  });

  it('brings an earlier build’s files up to date when only shown fields changed, byte for byte what a new index is', () => {
    const last = searchAssets(input);
    const lastFiles = Object.fromEntries(last.files.map((f) => [f.part, { file: SearchIndexFile.parse(JSON.parse(f.body)), text: f.body }]));
    const files = Object.fromEntries(Object.entries(lastFiles).map(([part, f]) => [part, f.file]));
    const edit = (change: (course: BuildInput['courses'][number]) => BuildInput['courses'][number], at = 1) =>
      BuildInput.parse({ ...input, courses: input.courses.map((c, i) => (i === at ? change(c) : c)) });
    // A price and a rating: the catalogue file changes, the lessons file does not.
    const priced = edit((c) => ({ ...c, price: c.price ? { ...c.price, price: c.price.price + 50_000 } : c.price, rating: { average: 3.5, count: 7 } }));
    const patched = searchAssets(priced, lastFiles);
    const fresh = searchAssets(BuildInput.parse(JSON.parse(JSON.stringify(priced))));
    expect(patched.files.map((f) => f.body)).toEqual(fresh.files.map((f) => f.body));
    expect(patched.files[0]!.name).not.toBe(last.files[0]!.name);
    expect(patched.files[1]!.name).toBe(last.files[1]!.name);
    const catalogue = patchSearchIndex(files['catalogue'], priced, 'catalogue', productDocuments(priced));
    expect(catalogue).not.toBeNull();
    expect(catalogue).not.toBe(files['catalogue']);
    // The lessons file is the last one itself: its text is taken as it was, not made again.
    expect(patchSearchIndex(files['lessons'], priced, 'lessons', lessonDocuments(priced))).toBe(files['lessons']);
    // What is searched, the documents' order, or another school's file: built anew, never patched.
    const renamed = edit((c) => ({ ...c, title: `${c.title} (new)` }));
    expect(patchSearchIndex(files['catalogue'], renamed, 'catalogue', productDocuments(renamed))).toBeNull();
    expect(searchAssets(renamed, lastFiles).files[0]!.body).toBe(searchAssets(BuildInput.parse(JSON.parse(JSON.stringify(renamed)))).files[0]!.body);
    const tagged = edit((c) => ({ ...c, tags: [...c.tags, 'olympiad'] }));
    expect(patchSearchIndex(files['catalogue'], tagged, 'catalogue', productDocuments(tagged))).toBeNull();
    const swapped = BuildInput.parse({ ...input, courses: [input.courses[1]!, input.courses[0]!, ...input.courses.slice(2)] });
    expect(patchSearchIndex(files['catalogue'], swapped, 'catalogue', productDocuments(swapped))).toBeNull();
    const fewer = BuildInput.parse({ ...input, courses: input.courses.slice(1) });
    expect(patchSearchIndex(files['catalogue'], fewer, 'catalogue', productDocuments(fewer))).toBeNull();
    const renamedLesson = edit((c) => ({ ...c, sections: c.sections.map((s, i) => (i === 0 ? { ...s, title: `${s.title} (revised)` } : s)) }), input.courses.findIndex((c) => c.sections.length > 0));
    expect(patchSearchIndex(files['lessons'], renamedLesson, 'lessons', lessonDocuments(renamedLesson))).toBeNull();
    expect(patchSearchIndex(files['catalogue'], { ...priced, slug: 'harbor-code' }, 'catalogue', productDocuments(priced))).toBeNull();
    expect(patchSearchIndex(files['lessons'], priced, 'catalogue', productDocuments(priced))).toBeNull();
  });

  it('writes no lessons file for a school without lessons', () => {
    const noLessons = BuildInput.parse({ ...input, courses: input.courses.map((c) => ({ ...c, sections: [] })) });
    const assets = searchAssets(noLessons);
    expect(assets.files.map((f) => f.part)).toEqual(['catalogue']);
    expect(assets.manifest.parts.lessons).toBeNull();
  });
});

describe('transpositions', () => {
  it('swaps each pair of neighbouring letters once, by code point in any script', () => {
    expect(transpositions('abc')).toEqual(['bac', 'acb']);
    expect(transpositions('aab')).toEqual(['aba']);
    expect(transpositions('aa')).toEqual([]);
    expect(transpositions('भौतिकी')).toContain('भतौिकी');
    expect(transpositions('𝑥𝑦')).toEqual(['𝑦𝑥']);
  });
});

describe('searching the demo catalogues', () => {
  const inputs = new Map<string, BuildInput>();
  const indexes = new Map<string, ReturnType<typeof open>>();
  beforeAll(async () => {
    for (const slug of ['nova-academy', 'harbor-code', 'atelier-lingua']) {
      inputs.set(slug, await demoInput(slug));
      indexes.set(slug, open(inputs.get(slug)!));
    }
  });
  const catalogue = (slug: string) => indexes.get(slug)!.catalogue;

  it.each([
    ['nova-academy', 'phisics', 'JEE Main Physics Complete Course 2027'],
    ['nova-academy', 'zoologi', 'NEET Zoology Complete Course'],
    ['harbor-code', 'javscript', 'Modern JavaScript Deep Dive'],
    ['harbor-code', 'kubernets', 'Docker and Kubernetes for Developers'],
    ['atelier-lingua', 'watercolor', 'Watercolour Landscapes'],
    ['atelier-lingua', 'renaisance', 'The Italian Renaissance: Giotto to Michelangelo'],
    // Two neighbouring letters swapped: one edit, as people make it (Damerau), not two.
    ['nova-academy', 'phyiscs', 'JEE Main Physics Complete Course 2027'],
    ['harbor-code', 'pyhton', 'Python for Data Analysis'],
  ])('%s: the misspelled "%s" finds "%s"', (slug, query, title) => {
    expect(titles(catalogue(slug).search(query))).toContain(title);
  });

  it('puts title matches first and marks the corrected term', () => {
    const hits = catalogue('harbor-code').search('javscript');
    expect(hits[0]!.doc.title).toMatch(/JavaScript/);
    expect(hits[0]!.terms).toContain('javascript');
  });

  it('finds words as they are typed, and by teacher, tag and category', () => {
    expect(titles(catalogue('harbor-code').search('typescr'))).toContain('TypeScript for React Developers');
    const nova = catalogue('nova-academy');
    const taught = productDocuments(inputs.get('nova-academy')!).find((doc) => doc.teachers.includes('Dr. Meera Raghavan'))!;
    expect(titles(nova.search('meera raghavan'))).toContain(taught.title);
    expect(titles(nova.search('botany'))).toContain('NEET Botany Complete Course');
    expect(titles(nova.search('UPSC Prelims')).length).toBeGreaterThan(2);
  });

  it('needs every word, and falls back to any word when that finds nothing', () => {
    const nova = catalogue('nova-academy');
    expect(titles(nova.search('chemistry for neet'))).toContain('Physical Chemistry for JEE and NEET');
    expect(titles(nova.search('chemistry organic'))).toEqual(['Organic Chemistry Mastery for JEE']);
    const fallback = titles(nova.search('botany xylophonequartz'));
    expect(fallback).toContain('NEET Botany Complete Course');
  });

  it('finds nothing for gibberish or a blank query', () => {
    expect(catalogue('nova-academy').search('qqqxxzz')).toEqual([]);
    expect(catalogue('nova-academy').search('   ')).toEqual([]);
    expect(catalogue('nova-academy').search('the')).toEqual([]);
  });

  it('filters by course type', () => {
    const tests = catalogue('nova-academy').search('jee', isOfType(2));
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.every((hit) => hit.doc.kind === 'test')).toBe(true);
    expect(catalogue('nova-academy').search('jee', isOfType(undefined)).length).toBeGreaterThan(tests.length);
  });

  it('finds lessons, and reads products and lessons back by id', () => {
    const { catalogue: products, lessons } = indexes.get('nova-academy')!;
    const hit = lessons.search('kinematics')[0]!;
    expect(hit.doc.kind).toBe('lesson');
    const lesson = hit.doc.kind === 'lesson' ? hit.doc : null;
    expect(products.get('course', lesson!.course_id)?.kind).toBe('course');
    expect(lessons.get('lesson', lesson!.id)).toEqual(lesson);
    expect(products.get('course', 1)).toBeNull();
  });

  it('leaves out a stored document that breaks the contract, not the search', () => {
    const input = { slug: 'x', fetched_at: '2026-11-23T10:15:00.000Z' } as BuildInput;
    const good: ProductDocument = { kind: 'course', id: 1, title: 'Physics One', seo_title: 'physics-one', text: '', tags: [], categories: [], teachers: [], course_type: 1, price: null, rating: { average: 0, count: 0 }, display_status: 'live', starts_at: null, image_url: null };
    const bad = { ...good, id: 2, title: 'Physics Two', seo_title: 'Not A Slug' };
    const index = openSearchIndex(buildSearchIndex(input, 'catalogue', [good, bad as unknown as SearchDocument]));
    expect(titles(index.search('physics'))).toEqual(['Physics One']);
    expect(index.get('course', 2)).toBeNull();
  });
});

describe('searching the 2,000-product school', () => {
  let dir: string;
  let index: ReturnType<typeof open>;
  let input: BuildInput;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sf-search-'));
    const tenant = await loadTenant(await generateLargeSchool(dir));
    input = tenantBuildInput(LARGE_SCHOOL_SLUG, tenant.config, tenant.catalogue);
    index = open(input);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('indexes every product and lesson', () => {
    expect(index.catalogue.size).toBe(input.courses.length);
    expect(input.courses.length).toBeGreaterThanOrEqual(2000);
    expect(index.lessons.size).toBe(lessonDocuments(input).length);
  });

  it.each([
    ['phisics', /Physics/],
    ['chemestry', /Chemistry/],
    ['mathematcs', /Mathematics/],
    ['reasonng', /Reasoning/],
  ])('the misspelled "%s" finds those products first', (query, title) => {
    const hits = index.catalogue.search(query);
    expect(hits.length).toBeGreaterThan(20);
    expect(titles(hits.slice(0, 20)).every((t) => title.test(t))).toBe(true);
  });

  it('narrows with more words and by type', () => {
    const hits = index.catalogue.search('jee main phisics mock', isOfType(2));
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits.slice(0, 10)) {
      expect(hit.doc.kind).toBe('test');
      expect(hit.doc.title).toMatch(/JEE Main Physics/);
    }
  });

  it('finds lessons by a misspelled topic', () => {
    const hits = index.lessons.search('thermodinamics');
    expect(hits.length).toBeGreaterThan(0);
    expect(titles(hits.slice(0, 10)).every((t) => t.startsWith('Thermodynamics'))).toBe(true);
  });
});
