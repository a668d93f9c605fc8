/**
 * The demo schools' narrated lectures (issue 47): one of its own for every video lesson, 30 to 90 seconds, its
 * stated duration its media's, voiced and captioned in the school's languages, and all of them within the 15 MB
 * the repository allows.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captionFile } from '../contract/lessons.ts';
import { durationMismatches, filesUnder, lectureDir, lectureLanguages, MEDIA_ROOT } from './lesson-media.ts';
import { loadTenants } from './load.ts';

const DEMO = ['nova-academy', 'harbor-code', 'atelier-lingua'] as const;
const tenants = await loadTenants([...DEMO]);

describe('narrated lectures', () => {
  it('give every video lesson its own, 30 to 90 seconds long, as long as the lesson says', () => {
    const seen = new Set<string>();
    for (const tenant of tenants) {
      const videos = tenant.catalogue.products.flatMap((p) => p.sections.flatMap((s) => s.lessons)).filter((l) => l.kind === 'video');
      expect(videos.length, tenant.slug).toBeGreaterThan(30);
      videos.forEach((lesson) => {
        const dir = lectureDir(tenant.slug, lesson.id)!;
        expect(dir, `${tenant.slug} ${lesson.id}`).toBe(path.join(MEDIA_ROOT, tenant.slug, 'lectures', String(lesson.id)));
        expect(seen.has(dir)).toBe(false);
        seen.add(dir);
        expect(lesson.duration_seconds, lesson.title).toBeGreaterThanOrEqual(30);
        expect(lesson.duration_seconds, lesson.title).toBeLessThanOrEqual(90);
        expect(durationMismatches(lesson.duration_seconds, dir), lesson.title).toEqual([]);
      });
    }
  });

  it('are voiced and captioned in English, and Nova Academy’s in Hindi too, each voice in four labelled renditions', () => {
    for (const tenant of tenants) {
      const lesson = tenant.catalogue.products.flatMap((p) => p.sections.flatMap((s) => s.lessons)).find((l) => l.kind === 'video')!;
      const dir = lectureDir(tenant.slug, lesson.id)!;
      const languages = tenant.slug === 'nova-academy' ? ['en', 'hi'] : ['en'];
      expect(lectureLanguages(dir), tenant.slug).toEqual(languages);
      const master = readFileSync(path.join(dir, 'master.m3u8'), 'utf8');
      for (const label of ['Best', 'Better', 'Good', 'Average']) expect(master).toContain(`NAME="${label}"`);
      for (const language of languages) {
        expect(master).toContain(`LANGUAGE="${language}"`);
        const captions = readFileSync(path.join(dir, captionFile(language)), 'utf8');
        expect(captions.startsWith('WEBVTT\n\n00:00:00.600 --> ')).toBe(true);
      }
    }
  });

  it('fit in 15 MB for all schools together', () => {
    const bytes = DEMO.flatMap((slug) => filesUnder(path.join(MEDIA_ROOT, slug, 'lectures'))).reduce((sum, f) => sum + statSync(f.full).size, 0);
    expect(bytes).toBeLessThanOrEqual(15 * 1024 * 1024);
  });
});

describe('a lesson whose stated duration is not its media’s', () => {
  it('is caught past five seconds, in whichever rendition or voice differs', () => {
    const [tenant] = tenants;
    const lesson = tenant!.catalogue.products.flatMap((p) => p.sections.flatMap((s) => s.lessons)).find((l) => l.kind === 'video')!;
    const dir = lectureDir(tenant!.slug, lesson.id)!;
    expect(durationMismatches(lesson.duration_seconds + 5, dir)).toEqual([]);
    expect(durationMismatches(lesson.duration_seconds + 6, dir).length).toBe(6);
    // A voice that runs longer than the slides: only it is named.
    const copy = mkdtempSync(path.join(tmpdir(), 'lecture-'));
    try {
      cpSync(dir, copy, { recursive: true });
      const voice = path.join(copy, 'audio-hi', 'index.m3u8');
      writeFileSync(voice, readFileSync(voice, 'utf8').replace(/#EXTINF:([0-9.]+),/, (_m, s: string) => `#EXTINF:${Number(s) + 9},`));
      expect(durationMismatches(lesson.duration_seconds, copy)).toEqual([expect.stringMatching(/^audio-hi\/index\.m3u8 plays /)]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
