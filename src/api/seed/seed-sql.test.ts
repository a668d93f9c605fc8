import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unstable_splitSqlQuery } from 'wrangler';
import { Notification } from '../../contract/notifications.ts';
import { hashPassword } from '../lib/passwords.ts';
import { BIG, bigTenant } from '../testing/big-school.ts';
import { fixtureTenants } from '../testing/fixtures.ts';
import { loadTenant, TENANTS_DIR } from '../../tenants/load.ts';
import { DEMO_LEARNER_PASSWORD, DEMO_PASSWORD_HASH, demoLearners, demoLearning, demoNotifications } from './demo.ts';
import { registrySql, schoolSeed, schoolSeedSql } from './seed-sql.ts';
import { insertRows, seedDb, sqlValue } from './sql.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'schoolfront-seed-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

describe('seed SQL', () => {
  it('quotes values safely', () => {
    expect(sqlValue("it's; DROP TABLE schools; --")).toBe("'it''s; DROP TABLE schools; --'");
    expect(sqlValue(null)).toBe('NULL');
    expect(sqlValue(true)).toBe('1');
    expect(sqlValue(12.5)).toBe('12.5');
    expect(() => sqlValue(Number.NaN)).toThrow();
  });

  it('splits many rows into several INSERTs', () => {
    const insert = (rows: { school_id: number; product_id: number; tag: string }[]) => seedDb.insertInto('product_tags').values(rows);
    const rows = Array.from({ length: 450 }, (_, i) => ({ school_id: 1, product_id: i, tag: 'x'.repeat(10) }));
    const statements = insertRows(rows, insert);
    expect(statements).toHaveLength(3); // at most 200 rows each
    expect(statements.map((s) => s.match(/\(1, \d+, 'x{10}'\)/g)!.length)).toEqual([200, 200, 50]);
    expect(insertRows([], insert)).toEqual([]);
    expect(() => insertRows([{ school_id: 1, product_id: 1, tag: 'a' }, { school_id: 1, tag: 'b' } as never], insert)).toThrow(/same columns/);
  });

  it("gives each batch its own class of a live lesson in its calendar, with the batch's own Zoom meeting where it has one", async () => {
    const sql = schoolSeedSql(await loadTenant(path.join(TENANTS_DIR, 'nova-academy')));
    const classes = unstable_splitSqlQuery(sql).filter((s) => s.startsWith('insert into "live_classes"')).join('\n');
    // The product's class (for learners in no batch) and each of its two batches' own.
    expect(classes.match(/, 5017911, /g)).toHaveLength(3);
    expect(classes.match(/, 5017912, /g)).toHaveLength(3);
    // Lesson 5017912 is held in Zoom: the product's meeting, and each batch's own.
    for (const meeting of ['8300179113', '8400013010', '8400013021']) expect(classes).toContain(meeting);
  });

  it("deletes a school's rows before inserting them", () => {
    const sql = schoolSeedSql(fixtureTenants(mediaDir)[0]!);
    const firstInsert = sql.indexOf('insert into');
    expect(sql.lastIndexOf('delete from "products"')).toBeLessThan(firstInsert);
    expect(sql.lastIndexOf('delete from "schools"')).toBeLessThan(firstInsert);
  });

  it("puts only the schools' own rows in the registry, and each school's row in its shard too", () => {
    const [alpha, beta] = fixtureTenants(mediaDir);
    const registry = unstable_splitSqlQuery(registrySql([alpha!, beta!])).map((s) => s.replace(/^--.*\n/gm, '').trim());
    expect(registry).toHaveLength(4);
    expect(registry.filter((s) => s.startsWith('delete from "schools"'))).toHaveLength(2);
    expect(registry.filter((s) => s.startsWith('insert into "schools"'))).toHaveLength(2);
    const shard = schoolSeed(alpha!);
    expect(shard.filter((s) => s.startsWith('insert into "schools"'))).toHaveLength(1);
    expect(shard.some((s) => s.includes(`${beta!.config.school_config.school_id}`) && s.startsWith('insert into "schools"'))).toBe(false);
    expect(shard.some((s) => s.startsWith('--'))).toBe(false);
  });

  it(`writes a ${BIG.products}-product school quickly, in statements D1 and a shard accept`, () => {
    const tenant = bigTenant(mediaDir);
    const started = performance.now();
    const sql = schoolSeedSql(tenant);
    const ms = performance.now() - started;
    const statements = unstable_splitSqlQuery(sql);
    const largest = Math.max(...statements.map((s) => Buffer.byteLength(s)));
    console.log(`seed: ${BIG.products} products -> ${(sql.length / 1e6).toFixed(1)} MB, ${statements.length} statements, largest ${largest} B, ${ms.toFixed(0)} ms`);
    expect(largest).toBeLessThan(100_000);
    expect(ms).toBeLessThan(3_000);
  });

  it("seeds two demo learners per school with the documented password's precomputed hash", async () => {
    const [alpha] = fixtureTenants(mediaDir);
    const learners = demoLearners(alpha!);
    expect(learners.map((l) => l.email)).toEqual(['learner@alpha-school.example', 'learner2@alpha-school.example']);
    expect(learners[0]!.profile).toEqual({ city: 'Demo city', college: 'Demo college' });
    expect(await hashPassword(DEMO_LEARNER_PASSWORD, DEMO_PASSWORD_HASH.salt)).toEqual(DEMO_PASSWORD_HASH);
    const sql = schoolSeedSql(alpha!);
    expect(sql).toContain('insert into "users"');
    // Only the demo learners are replaced; learners who signed up stay.
    expect(sql).not.toMatch(/delete from "users" where "school_id" = \d+;/);
  });

  it('gives every demo learner the same notifications about real products, oldest first, valid by the contract', () => {
    const [alpha] = fixtureTenants(mediaDir);
    const notices = demoNotifications(alpha!);
    expect(notices).toEqual(demoNotifications(alpha!));
    expect(notices.map((n) => n.kind)).toEqual(['welcome', 'announcement', 'course_update', 'offer', 'live_class']);
    expect(notices.map((n) => n.read_at !== null)).toEqual([true, true, false, false, false]);
    const dates = notices.map((n) => Date.parse(n.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    notices.forEach((n, i) => Notification.parse({ ...n, id: i + 1 }));
    const seos = new Set(alpha!.catalogue.products.map((p) => `/learn/${p.seo_title}`));
    for (const n of notices.slice(2)) expect(seos.has(n.link!)).toBe(true);
    const sql = schoolSeedSql(alpha!);
    expect(sql.match(/insert into "notifications"/g)).toHaveLength(notices.length * demoLearners(alpha!).length);
    expect(sql.indexOf('delete from "notifications"')).toBeLessThan(sql.indexOf('delete from "users"'));
  });

  it('gives the first demo learner a course with lessons, a series or bundle and an expired test, two favourites and bookmarks', () => {
    const [alpha] = fixtureTenants(mediaDir);
    const learning = demoLearning(alpha!);
    expect(learning).toEqual(demoLearning(alpha!));
    const byId = new Map(alpha!.catalogue.products.map((p) => [p.id, p]));
    const owned = learning.enrolments.map((e) => byId.get(e.course_id)!);
    expect(owned.map((p) => p.course_type)).toEqual([1, 4, 2]);
    expect(owned[0]!.sections.some((s) => s.lessons.length > 0)).toBe(true);
    // The course's figure is what its lessons make it: the done ones over all, as the API computes it after a save.
    const done = new Set(learning.progress.filter((p) => p.completed_at !== null).map((p) => p.lesson_id));
    const lessonCount = owned[0]!.sections.reduce((n, s) => n + s.lessons.length, 0);
    expect(done.size).toBe(Math.round(lessonCount * 0.35));
    expect(learning.enrolments.map((e) => e.progress_percent)).toEqual([Math.floor((done.size * 100) / lessonCount), 0, 100]);
    // The lesson opened last is the one after them, not completed, at the enrolment's last-opened time.
    const last = learning.progress.at(-1)!;
    expect(last).toMatchObject({ completed_at: null, updated_at: learning.enrolments[0]!.last_opened_at });
    expect(learning.enrolments.filter((e) => e.expires_at !== null && Date.parse(e.expires_at) < Date.parse('2026-11-01'))).toHaveLength(1);
    expect(learning.favourites).toHaveLength(2);
    for (const f of learning.favourites) expect(owned.map((p) => p.id)).not.toContain(f.course_id);
    const lessons = owned[0]!.sections.flatMap((s) => s.lessons.map((l) => `${s.id}/${l.id}`));
    expect(learning.bookmarks.length).toBeGreaterThanOrEqual(2);
    for (const b of learning.bookmarks) expect(lessons).toContain(`${b.section_id}/${b.lesson_id}`);
    // Each leads back to a place the demo media have: a second of a lecture (35 s or more), a page of a 3-page PDF.
    const kindOf = new Map(owned[0]!.sections.flatMap((s) => s.lessons.map((l) => [l.id, l.kind])));
    for (const b of learning.bookmarks) {
      const kind = kindOf.get(b.lesson_id);
      expect(b.position).toBeLessThanOrEqual(kind === 'video' ? 15 : kind === 'pdf' ? 3 : 0);
    }

    const sql = schoolSeedSql(alpha!);
    expect(sql.match(/insert into "enrolments"/g)).toHaveLength(learning.enrolments.length);
    expect(sql.match(/insert into "user_likes"/g)).toHaveLength(learning.favourites.length);
    expect(sql.match(/insert into "bookmarks"/g)).toHaveLength(learning.bookmarks.length);
    expect(sql.indexOf('delete from "enrolments"')).toBeLessThan(sql.indexOf('delete from "users"'));
    // Reviews learners wrote outlive a reseed; the school's seeded ones are replaced; no review is seeded for a learner.
    expect(sql).toMatch(/delete from "reviews" where \("school_id" = \d+ or "school_id" in [^;]+\) and "user_id" is null;/);
    expect(sql).not.toMatch(/insert into "reviews" \([^)]*user_id/);
  });
});
