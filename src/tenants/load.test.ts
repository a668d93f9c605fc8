import { cp, mkdtemp, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listTenantDirs, loadTenant, loadTenants, loadTenantsSettled, RESERVED_SEO_TITLES, TENANTS_DIR, TenantError } from './load.ts';
import { TenantBatches } from '../contract/tenant-batches.ts';

const DEMO = path.join(TENANTS_DIR, 'nova-academy');

/** The error `fn` rejects with, which must be a TenantError. */
async function tenantError(fn: () => Promise<unknown>): Promise<TenantError> {
  try {
    await fn();
  } catch (error) {
    expect(error).toBeInstanceOf(TenantError);
    expect((error as Error).message).not.toContain('\n');
    return error as TenantError;
  }
  throw new Error('expected a TenantError, but it loaded');
}

describe('loadTenant on the demo schools', () => {
  it('loads a valid school with its config, catalogue and media', async () => {
    const tenant = await loadTenant(DEMO);
    expect(tenant.slug).toBe('nova-academy');
    expect(tenant.dir).toBe(DEMO);
    expect(tenant.config.school_config.currency).toBe(2);
    expect(tenant.config.school_config.base_prefix).toBe('learn');
    expect(tenant.catalogue.products.length).toBeGreaterThanOrEqual(36);
    // Its own files, a generated cover for every product (scripts/tenants/covers.ts) and a portrait for every
    // teacher (portraits.ts).
    expect(tenant.media.filter((m) => !/^(cover|teacher)-/.test(m.name)).map((m) => [m.name, m.contentType])).toEqual([
      ['banner.svg', 'image/svg+xml'],
      ['favicon.svg', 'image/svg+xml'],
      ['jee-physics-formula-sheet.pdf', 'application/pdf'],
      ['logo.svg', 'image/svg+xml'],
    ]);
    const covers = tenant.media.filter((m) => m.name.startsWith('cover-'));
    expect(covers.map((m) => `/learner/v1/media/${m.name}`).sort()).toEqual(tenant.catalogue.products.map((p) => p.image_url).sort());
    const portraits = tenant.media.filter((m) => m.name.startsWith('teacher-'));
    expect(portraits.map((m) => `/learner/v1/media/${m.name}`).sort()).toEqual(tenant.catalogue.teachers.map((t) => t.avatar_url).sort());
    expect(tenant.media[0]!.file).toBe(path.join(DEMO, 'media', 'banner.svg'));
  });

  it('loads every demo school, each themed differently', async () => {
    const tenants = await loadTenants(['nova-academy', 'harbor-code', 'atelier-lingua']);
    const distinct = (pick: (t: (typeof tenants)[number]) => unknown) => new Set(tenants.map((t) => JSON.stringify(pick(t)))).size;
    expect(distinct((t) => t.config.school_config.currency)).toBe(3);
    expect(distinct((t) => t.config.school_config.school_id)).toBe(3);
    expect(distinct((t) => t.config.school_config.products_order)).toBe(3);
    expect(distinct((t) => t.config.theme_config.base_ui_data.light.primary)).toBe(3);
    expect(distinct((t) => t.config.theme_config.base_ui_data.dark.background)).toBe(3);
    expect(distinct((t) => t.config.theme_config.base_ui_data.font_family)).toBe(3);
    expect(distinct((t) => t.config.theme_config.base_ui_data.heading_font_family)).toBe(3);
    expect(distinct((t) => t.config.theme_config.base_ui_data.radius_px)).toBe(3);
    for (const tenant of tenants) {
      const products = tenant.catalogue.products;
      for (const type of [1, 2, 3, 4]) expect(products.some((p) => p.course_type === type)).toBe(true);
      expect(products.length).toBeGreaterThanOrEqual(36);
    }
  });

  it('lists the committed schools', async () => {
    const slugs = (await listTenantDirs()).map((dir) => path.basename(dir));
    expect(slugs).toEqual(expect.arrayContaining(['atelier-lingua', 'harbor-code', 'nova-academy']));
    expect(slugs).toEqual([...slugs].sort());
  });

  it('rejects an unknown school by name', async () => {
    const error = await tenantError(() => loadTenants(['no-such-school']));
    expect(error.message).toBe('tenants/no-such-school: (folder): unknown school');
    expect(error.reason).toBe('unknown school');
  });

  it('reserves every static first segment of the route table', () => {
    for (const segment of ['home', 'products', 'categories', 'account', 'mock-test', 'view-all', 'search', 'support', 'batch', 'login', 'signup']) {
      expect(RESERVED_SEO_TITLES.has(segment), segment).toBe(true);
    }
    expect([...RESERVED_SEO_TITLES].some((s) => s.startsWith(':'))).toBe(false);
  });
});

describe('loadTenant on a bad school', () => {
  let root: string;
  let dir: string;
  let schoolFile: string;
  let catalogueFile: string;

  const edit = async (file: string, change: (data: any) => void): Promise<void> => {
    const data = JSON.parse(await readFile(file, 'utf8'));
    change(data);
    await writeFile(file, JSON.stringify(data));
  };
  const rejection = async (file: string, field: string, reason: string): Promise<void> => {
    const error = await tenantError(() => loadTenant(dir));
    expect({ file: error.file, field: error.field, reason: error.reason }).toEqual({ file, field, reason });
    expect(error.message).toBe(`${file}: ${field}: ${reason}`);
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'schoolfront-tenant-'));
    dir = path.join(root, 'nova-academy');
    await cp(DEMO, dir, { recursive: true });
    schoolFile = path.join(dir, 'school.json');
    catalogueFile = path.join(dir, 'catalogue.json');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('rejects one bad school alone and loads the others', async () => {
    await edit(schoolFile, (d) => (d.school_config.currency = 7));
    const others = ['harbor-code', 'atelier-lingua'].map((slug) => path.join(TENANTS_DIR, slug));
    const { tenants, rejected } = await loadTenantsSettled(undefined, [dir, ...others]);
    expect(tenants.map((t) => t.slug)).toEqual(['harbor-code', 'atelier-lingua']);
    expect(rejected.map((e) => e.message)).toEqual([`${schoolFile}: school_config.currency: unknown currency code (known: 1 USD, 2 INR, 32 EUR)`]);
  });

  it("gives a video lesson its lecture's length and refuses a length written for it (issue 39, 18, 47)", async () => {
    const { catalogue } = await loadTenant(dir);
    const lessons = catalogue.products.flatMap((p) => p.sections.flatMap((s) => s.lessons));
    // Each its own lecture's (content/lesson-media/nova-academy/lectures/<lessonId>/), so the lengths differ.
    const videos = lessons.filter((l) => l.kind === 'video').map((l) => l.duration_seconds);
    expect(videos.every((seconds) => seconds >= 30 && seconds <= 90)).toBe(true);
    expect(new Set(videos).size).toBeGreaterThan(10);
    expect(new Set(lessons.filter((l) => l.kind !== 'video' && l.kind !== 'live').map((l) => l.duration_seconds))).toEqual(new Set([0]));
    // A live class's length is the school's own figure.
    expect(lessons.filter((l) => l.kind === 'live').every((l) => l.duration_seconds >= 45 * 60)).toBe(true);
    const at = (d: any) => d.products.findIndex((p: any) => p.sections.length > 0);
    let field = '';
    await edit(catalogueFile, (d) => {
      const i = at(d);
      d.products[i].sections[0].lessons[0].duration_seconds = 2520;
      field = `products[${i}].sections[0].lessons[0].duration_seconds`;
    });
    await rejection(catalogueFile, field, "a video's duration is read from its media; leave it out");
  });

  it('rejects an unknown currency code', async () => {
    await edit(schoolFile, (d) => (d.school_config.currency = 7));
    await rejection(schoolFile, 'school_config.currency', 'unknown currency code (known: 1 USD, 2 INR, 32 EUR)');
  });

  it('rejects a test blueprint that does not add up to the test\'s facts, or names something the school lacks', async () => {
    const testsFile = path.join(dir, 'tests.json');
    await edit(testsFile, (d) => (d.tests[0].sections[0].parts[0].count = 19));
    await rejection(testsFile, 'tests[0].sections', '74 questions, but the test\'s facts say 75');
    await cp(path.join(DEMO, 'tests.json'), testsFile);
    await edit(testsFile, (d) => (d.tests[0].rules.duration_minutes = 90));
    await rejection(testsFile, 'tests[0].rules.duration_minutes', '90 minutes, but the test\'s facts say 180');
    await cp(path.join(DEMO, 'tests.json'), testsFile);
    await edit(testsFile, (d) => (d.tests[0].test_id = 5011001));
    await rejection(testsFile, 'tests[0].test_id', 'no test product with id 5011001');
    await cp(path.join(DEMO, 'tests.json'), testsFile);
    await edit(testsFile, (d) => (d.tests[0].sections[0].parts[1].subject = 'polity'));
    await rejection(testsFile, 'tests[0].sections[0].parts[1]', 'the polity bank has no numeric questions');
    await cp(path.join(DEMO, 'tests.json'), testsFile);
    await edit(testsFile, (d) => (d.quizzes.courses[0].subject = 'astrology'));
    const error = await tenantError(() => loadTenant(dir));
    expect(error.field).toBe('quizzes.courses[0].subject');
  });

  it('rejects a feed post that repeats a slug, names a category or file the school lacks, or answers outside its options', async () => {
    const feedFile = path.join(dir, 'feed.json');
    await edit(feedFile, (d) => (d.posts[1].slug = d.posts[0].slug));
    await rejection(feedFile, 'posts[1].slug', '"jee-main-2027-session-1-dates" is used by another post');
    await cp(path.join(DEMO, 'feed.json'), feedFile);
    await edit(feedFile, (d) => (d.posts[0].category = 'astrology'));
    await rejection(feedFile, 'posts[0].category', 'no category with custom_name "astrology"');
    await cp(path.join(DEMO, 'feed.json'), feedFile);
    const pdf = (d: { posts: { post_type: number }[] }) => d.posts.findIndex((p) => p.post_type === 5);
    let at = -1;
    await edit(feedFile, (d) => {
      at = pdf(d);
      d.posts[at].pdf = 'missing.pdf';
    });
    await rejection(feedFile, `posts[${at}].pdf`, 'no file "missing.pdf" in media/');
    await cp(path.join(DEMO, 'feed.json'), feedFile);
    await edit(feedFile, (d) => (d.posts[1].quiz.answer = 9));
    await rejection(feedFile, 'posts[1].quiz.answer', 'must be the index of one of the options');
  });

  it('rejects a live class on a lesson that is not live, Zoom details on a stream, a Zoom class without them, two starts, or a live lesson left unscheduled', async () => {
    const liveFile = path.join(dir, 'live.json');
    const again = () => cp(path.join(DEMO, 'live.json'), liveFile);
    await edit(liveFile, (d) => (d.classes[0].lesson_id = 5017045));
    await rejection(liveFile, 'classes[0].lesson_id', 'no live lesson 5017045 in product 5011002');
    await again();
    await edit(liveFile, (d) => (d.classes[0].zoom = d.classes[1].zoom));
    await rejection(liveFile, 'classes[0].zoom', 'only a Zoom class (type 7 or 10) has Zoom details');
    await again();
    await edit(liveFile, (d) => delete d.classes[1].zoom);
    await rejection(liveFile, 'classes[1].zoom', 'a Zoom class needs its meeting id, passcode and join link');
    await again();
    await edit(liveFile, (d) => (d.classes[0].starts_at = '2026-12-01T18:30:00+05:30'));
    await rejection(liveFile, 'classes[0]', 'give the start as starts_at or starts_in_minutes, one of them');
    await again();
    await edit(liveFile, (d) => (d.classes[2].recording_lesson_id = 5017046));
    await rejection(liveFile, 'classes[2].recording_lesson_id', 'no video lesson 5017046 in product 5011002');
    await again();
    await edit(liveFile, (d) => d.classes.splice(4, 1));
    await rejection(liveFile, 'classes', 'live lesson 5017905 of product 5011002 has no class');
    await again();
    await edit(liveFile, (d) => (d.classes[1].zoom.join_url = 'https://zoom.example.com/j/1'));
    await rejection(liveFile, 'classes[1].zoom.join_url', 'must be a Zoom join link (https://zoom.us/j/…)');
    await again();
  });

  it('rejects code challenges with one id twice, SQL without its tables, a function without its name, a test of the other kind, or a lesson that is not a code lesson', async () => {
    const codeFile = path.join(dir, 'code.json');
    const js = { id: 1, title: 'Sum it', language: 'javascript', difficulty: 'easy', statement: 'Return the sum of xs.', starter: '', entry: 'sum', examples: [{ args: [[1]], expected: 1 }], hidden: [{ args: [[2]], expected: 2 }] };
    const sql = { id: 2, title: 'Names', language: 'sql', difficulty: 'easy', statement: 'List every name in t.', starter: '', schema: 'CREATE TABLE t (name TEXT);', examples: [{ setup: '', expected: { columns: ['name'], rows: [] } }], hidden: [{ expected: { columns: ['name'], rows: [] } }] };
    const write = (challenges: unknown[]) => writeFile(codeFile, JSON.stringify({ challenges }));
    await write([js, sql]);
    expect((await loadTenant(dir)).code?.challenges.map((c) => c.id)).toEqual([1, 2]);
    await write([js, { ...sql, id: 1 }]);
    await rejection(codeFile, 'challenges[1].id', 'is used by another challenge');
    await write([{ ...sql, schema: undefined }]);
    await rejection(codeFile, 'challenges[0].schema', 'an SQL challenge needs the statements that make its tables');
    await write([{ ...js, entry: undefined }]);
    await rejection(codeFile, 'challenges[0].entry', 'needs the name of the function its tests call');
    await write([{ ...js, hidden: sql.hidden }]);
    await rejection(codeFile, 'challenges[0].hidden[0]', 'a test gives the arguments and the expected value');
    await write([{ ...js, language: 'python', entry: undefined }]);
    await rejection(codeFile, 'challenges[0].entry', 'needs the name of the function its tests call');
    await write([{ ...js, lesson: { course_id: 5011003, lesson_id: 5017049 } }]);
    await rejection(codeFile, 'challenges[0].lesson', 'no code lesson 5017049 in product 5011003');
    await unlink(codeFile);
  });

  it('rejects a batch of a product not in the catalogue, a calendar naming another product\'s lesson or one twice, days past the batch\'s end, Zoom details on a class not held in Zoom, two starts, an unknown timezone, or two achievements with one id', async () => {
    const demoBatches = TenantBatches.parse(JSON.parse(await readFile(path.join(DEMO, 'batches.json'), 'utf8')));
    const batchesFile = path.join(dir, 'batches.json');
    const again = () => cp(path.join(DEMO, 'batches.json'), batchesFile);
    await edit(batchesFile, (d) => (d.batches[0].product_id = 5019999));
    await rejection(batchesFile, 'batches[0].product_id', 'no product 5019999 in the catalogue');
    await again();
    await edit(batchesFile, (d) => (d.batches[0].calendar[0].lesson_id = 5017045));
    await rejection(batchesFile, 'batches[0].calendar[0].lesson_id', 'no lesson 5017045 in product 5011003');
    await again();
    await edit(batchesFile, (d) => (d.batches[0].calendar[1].lesson_id = d.batches[0].calendar[0].lesson_id));
    await rejection(batchesFile, 'batches[0].calendar[1].lesson_id', 'is in the calendar already');
    await again();
    await edit(batchesFile, (d) => (d.batches[0].calendar[0].day = 60));
    await rejection(batchesFile, 'batches[0].calendar[0].day', "must fall within the batch's 60 days");
    await again();
    await edit(batchesFile, (d) => (d.batches[0].announcements[1].after_days = 75));
    await rejection(batchesFile, 'batches[0].announcements[1].after_days', "must fall within the batch's 60 days");
    await again();
    await edit(batchesFile, (d) => (d.batches[0].starts_at = '2026-12-01T18:00:00+05:30'));
    await rejection(batchesFile, 'batches[0]', 'give the start as starts_at or starts_in_days, one of them');
    await again();
    await edit(batchesFile, (d) => (d.timezone = 'Mars/Olympus'));
    await rejection(batchesFile, 'timezone', 'must be an IANA timezone such as Asia/Kolkata');
    await again();
    // A class's own Zoom meeting: only for a live lesson held in Zoom, not a release nor an external live class.
    const meeting = { meeting_id: '84000130100', passcode: 'Nova01', join_url: 'https://us06web.zoom.us/j/84000130100' };
    await edit(batchesFile, (d) => (d.batches[0].calendar[0].zoom = meeting));
    await rejection(batchesFile, 'batches[0].calendar[0].zoom', 'only the class of a live lesson held in Zoom (type 7 or 10) has Zoom details');
    await again();
    await edit(batchesFile, (d) => (d.batches[0].calendar.find((c: { lesson_id: number }) => c.lesson_id === 5017911).zoom = meeting));
    await rejection(batchesFile, `batches[0].calendar[${demoBatches.batches[0]!.calendar.findIndex((c) => c.lesson_id === 5017911)}].zoom`, 'only the class of a live lesson held in Zoom (type 7 or 10) has Zoom details');
    await again();
    await edit(batchesFile, (d) => (d.achievements[1].id = d.achievements[0].id));
    await rejection(batchesFile, 'achievements[1].id', 'is used by another achievement');
    await again();
  });

  it('rejects offline results that name another product, repeat a candidate or miss a section\'s marks', async () => {
    const testsFile = path.join(dir, 'tests.json');
    await edit(testsFile, (d) => (d.offline[0].test_id = 5011001));
    await rejection(testsFile, 'offline[0].test_id', 'no test product with id 5011001');
    await cp(path.join(DEMO, 'tests.json'), testsFile);
    await edit(testsFile, (d) => (d.offline[0].results[1].email = d.offline[0].results[0].email.toUpperCase()));
    await rejection(testsFile, 'offline[0].results[1].email', 'a second result for learner@nova-academy.example');
    await cp(path.join(DEMO, 'tests.json'), testsFile);
    await edit(testsFile, (d) => d.offline[0].results[2].scores.pop());
    await rejection(testsFile, 'offline[0].results[2].scores', '2 marks for 3 sections');
    await cp(path.join(DEMO, 'tests.json'), testsFile);
    await edit(testsFile, (d) => (d.offline[0].results[0].scores[1] = 101));
    await rejection(testsFile, 'offline[0].results[0].scores[1]', '101 is beyond the section\'s 100 marks');
  });

  it('rejects a missing field', async () => {
    await edit(schoolFile, (d) => delete d.school_config.support_email);
    await rejection(schoolFile, 'school_config.support_email', 'required field missing (expected string)');
  });

  it('rejects a missing field in a catalogue row', async () => {
    await edit(catalogueFile, (d) => delete d.products[2].title);
    await rejection(catalogueFile, 'products[2].title', 'required field missing (expected string)');
  });

  it('rejects a dangling category id', async () => {
    await edit(catalogueFile, (d) => (d.products[3].category_ids = [d.products[3].category_ids[0], 999]));
    await rejection(catalogueFile, 'products[3].category_ids[1]', 'unknown category id 999');
  });

  it('rejects a dangling teacher, item, pricing, review and FAQ reference', async () => {
    await edit(catalogueFile, (d) => (d.products[0].teacher_ids = [424242]));
    await rejection(catalogueFile, 'products[0].teacher_ids[0]', 'unknown teacher id 424242');

    await cp(path.join(DEMO, 'catalogue.json'), catalogueFile);
    await edit(catalogueFile, (d) => (d.products.at(-1).item_ids = [13]));
    const last = JSON.parse(await readFile(catalogueFile, 'utf8')).products.length - 1;
    await rejection(catalogueFile, `products[${last}].item_ids[0]`, 'unknown product id 13');

    for (const key of ['pricings', 'reviews'] as const) {
      await cp(path.join(DEMO, 'catalogue.json'), catalogueFile);
      await edit(catalogueFile, (d) => (d[key][1].course_id = 77));
      await rejection(catalogueFile, `${key}[1].course_id`, 'unknown product id 77');
    }

    await cp(path.join(DEMO, 'catalogue.json'), catalogueFile);
    await edit(catalogueFile, (d) => (d.faqs[0].course_id = 78));
    await rejection(catalogueFile, 'faqs[0].course_id', 'unknown product id 78');
  });

  it('rejects a duplicate seo_title', async () => {
    let first = '';
    await edit(catalogueFile, (d) => {
      first = d.products[0].seo_title;
      d.products[5].seo_title = first;
    });
    await rejection(catalogueFile, 'products[5].seo_title', `duplicate seo_title "${first}" (first used at index 0)`);
  });

  it('rejects a duplicate id', async () => {
    await edit(catalogueFile, (d) => (d.categories[1].id = d.categories[0].id));
    const id = JSON.parse(await readFile(catalogueFile, 'utf8')).categories[0].id;
    await rejection(catalogueFile, 'categories[1].id', `duplicate category id ${id} (first used at index 0)`);
  });

  it.each(['account', 'mock-test', 'view-all', 'home', 'categories'])('rejects the reserved seo_title %s', async (reserved) => {
    await edit(catalogueFile, (d) => (d.products[4].seo_title = reserved));
    await rejection(catalogueFile, 'products[4].seo_title', `"${reserved}" is reserved by a route (/${reserved})`);
  });

  it('rejects invalid JSON', async () => {
    const text = '{ "school_config": { "school_id": 501, }';
    await writeFile(schoolFile, text);
    let parseMessage = '';
    try {
      JSON.parse(text);
    } catch (error) {
      parseMessage = (error as Error).message;
    }
    await rejection(schoolFile, '(file)', `invalid JSON: ${parseMessage}`);
  });

  it('rejects a missing file', async () => {
    await unlink(catalogueFile);
    await rejection(catalogueFile, '(file)', 'file not found');
  });

  it('rejects a slug that does not match the folder', async () => {
    const moved = path.join(root, 'other-school');
    await rename(dir, moved);
    dir = moved;
    await rejection(path.join(moved, 'school.json'), 'school_config.slug', 'must equal the folder name "other-school" (is "nova-academy")');
  });

  it('rejects a product with no default pricing, and one with two', async () => {
    let productId = 0;
    await edit(catalogueFile, (d) => {
      productId = d.products[0].id;
      d.pricings = d.pricings.filter((p: { course_id: number }) => p.course_id !== productId);
    });
    await rejection(catalogueFile, 'products[0]', `product ${productId} has no default pricing (exactly one is_default pricing required)`);

    await cp(path.join(DEMO, 'catalogue.json'), catalogueFile);
    await edit(catalogueFile, (d) => (d.pricings[1].is_default = true));
    const pricings = JSON.parse(await readFile(catalogueFile, 'utf8')).pricings;
    expect(pricings[0].course_id).toBe(pricings[1].course_id);
    await rejection(catalogueFile, 'pricings[1].is_default', `product ${pricings[0].course_id} already has a default pricing (pricings[0])`);
  });

  it('rejects a test without test facts and a bundle without items', async () => {
    let index = 0;
    await edit(catalogueFile, (d) => {
      index = d.products.findIndex((p: { course_type: number }) => p.course_type === 2);
      d.products[index].test_facts = null;
    });
    await rejection(catalogueFile, `products[${index}].test_facts`, 'required for a test or test series');

    await cp(path.join(DEMO, 'catalogue.json'), catalogueFile);
    await edit(catalogueFile, (d) => {
      index = d.products.findIndex((p: { course_type: number }) => p.course_type === 3);
      d.products[index].item_ids = [];
    });
    await rejection(catalogueFile, `products[${index}].item_ids`, 'a bundle or test series must contain at least one product');
  });

  it('rejects a price that is not an integer count of minor units', async () => {
    await edit(catalogueFile, (d) => (d.pricings[0].price = 7199.2));
    await rejection(catalogueFile, 'pricings[0].price', "must be an integer count of the currency's minor unit (799900 is ₹7,999)");
  });

  it('rejects a plan with tax at a school that charges none, and takes GST as an Indian school\'s default', async () => {
    let index = 0;
    await edit(schoolFile, (d) => (d.school_config.tax = null));
    await edit(catalogueFile, (d) => (index = d.pricings.findIndex((p: { tax_mode: string }) => p.tax_mode !== 'no_tax')));
    const mode = JSON.parse(await readFile(catalogueFile, 'utf8')).pricings[index].tax_mode;
    await rejection(catalogueFile, `pricings[${index}].tax_mode`, `"${mode}" needs a school tax, and school_config.tax is null (no tax)`);

    await edit(schoolFile, (d) => delete d.school_config.tax);
    expect((await loadTenant(dir)).config.school_config.tax).toBeUndefined();
  });

  it('rejects a featured category that does not exist', async () => {
    await edit(schoolFile, (d) => (d.standard_templates[0].base_ui_data.featured_categories[1] = 'astrophysics'));
    await rejection(schoolFile, 'standard_templates[0].base_ui_data.featured_categories[1]', 'unknown category custom_name "astrophysics"');
  });

  it('rejects a media reference with no file', async () => {
    await unlink(path.join(dir, 'media', 'favicon.svg'));
    await rejection(schoolFile, 'school_config.favicon_url', 'media file "favicon.svg" not found in media/');
  });

  it('rejects an unsupported media file', async () => {
    const file = path.join(dir, 'media', 'notes.txt');
    await writeFile(file, 'hello');
    await rejection(file, '(file)', 'unsupported media type (known: .svg, .png, .jpg, .jpeg, .webp, .pdf)');
  });

  it('rejects a default language the school does not offer', async () => {
    await edit(schoolFile, (d) => {
      d.school_config.Languages = ['hi'];
    });
    await rejection(schoolFile, 'i18n_config.default_language', '"en" is not one of school_config.Languages (hi)');
  });

  it("rejects a translation of a product, category, teacher, FAQ or promo the school does not have, or into a language it does not offer", async () => {
    await edit(schoolFile, (d) => {
      d.i18n_config.content.hi.products['5019999'] = { title: 'कोई नहीं' };
    });
    await rejection(schoolFile, 'i18n_config.content.hi.products.5019999', 'no product with id 5019999 in catalogue.json');
    await edit(schoolFile, (d) => {
      delete d.i18n_config.content.hi.products['5019999'];
      d.i18n_config.content.hi.categories['astronomy'] = { name: 'खगोल' };
    });
    await rejection(schoolFile, 'i18n_config.content.hi.categories.astronomy', 'no category "astronomy" in catalogue.json');
    await edit(schoolFile, (d) => {
      delete d.i18n_config.content.hi.categories['astronomy'];
      d.i18n_config.content.hi.teachers['5019999'] = { headline: 'कोई नहीं' };
    });
    await rejection(schoolFile, 'i18n_config.content.hi.teachers.5019999', 'no teacher with id 5019999 in catalogue.json');
    await edit(schoolFile, (d) => {
      delete d.i18n_config.content.hi.teachers['5019999'];
      d.i18n_config.content.hi.faqs['5019999'] = { question: 'कौन?', answer: 'कोई नहीं।' };
    });
    await rejection(schoolFile, 'i18n_config.content.hi.faqs.5019999', 'no FAQ with id 5019999 in catalogue.json');
    // A promo's words for a product that has none: the product would gain a promo in Hindi only.
    let unpromoted = '';
    await edit(schoolFile, (d) => {
      delete d.i18n_config.content.hi.faqs['5019999'];
      unpromoted = Object.keys(d.i18n_config.content.hi.products).find((id) => !d.i18n_config.content.hi.products[id].promo)!;
      d.i18n_config.content.hi.products[unpromoted].promo = 'छूट';
    });
    await rejection(schoolFile, `i18n_config.content.hi.products.${unpromoted}.promo`, 'the product has no promo in catalogue.json to translate');
    await edit(schoolFile, (d) => {
      delete d.i18n_config.content.hi.products[unpromoted].promo;
      d.school_config.Languages = ['en'];
      delete d.i18n_config.overrides.hi;
    });
    await rejection(schoolFile, 'i18n_config.content.hi', '"hi" is not one of school_config.Languages (en)');
  });

  it('names a file inside the repository relative to the repository root', async () => {
    const error = await tenantError(() => loadTenant(path.join(TENANTS_DIR, 'missing-school')));
    expect(error.message).toBe('tenants/missing-school/school.json: (file): file not found');
  });
});
