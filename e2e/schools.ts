import { test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TenantCatalogue, type ProductSource } from '../src/contract/catalogue.ts';
import { SchoolConfigResponse } from '../src/contract/school-config.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);

export interface DemoSchool {
  readonly slug: string;
  readonly name: string;
  readonly base: string;
  readonly symbol: string;
  readonly defaultMode: 'light' | 'dark';
  readonly origin: string;
  readonly store: string;
}

const SYMBOLS: Record<number, string> = { 1: '$', 2: '₹', 32: '€' };

/** The demo schools, read from their tenant files so the tests follow the data. */
export const DEMO_SCHOOLS: readonly DemoSchool[] = readdirSync('tenants', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const config = SchoolConfigResponse.parse(JSON.parse(readFileSync(join('tenants', entry.name, 'school.json'), 'utf8')));
    const school = config.school_config;
    const origin = `http://${school.slug}.localhost:${E2E_PORT}`;
    return {
      slug: school.slug,
      name: school.school_name,
      base: school.base_prefix,
      symbol: SYMBOLS[school.currency]!,
      defaultMode: config.theme_config.base_ui_data.default_color_mode ?? 'light',
      origin,
      store: `${origin}/${school.base_prefix}`,
    };
  });

type TestBody = Parameters<typeof test>[2];

/**
 * For the tests, in a loop over `schools`, of behaviour that does not depend on the school (a refusal's exact text,
 * a sign-in flow, a cache): each runs on one school only, the file's such tests taking the schools in turn, so the
 * file still runs on every school of the loop at half the cost. Tests of a school's theme, currency, language or own
 * content stay on every school (`test`). Call once per school inside the loop, and declare the tests in the same
 * order for every school.
 */
export function inTurn(schools: readonly DemoSchool[], school: DemoSchool): (title: string, body: TestBody) => void {
  let turn = 0;
  return (title, body) => {
    if (schools.indexOf(school) === turn++ % schools.length) test(title, body);
  };
}

/** A lesson of a school's live, public course, with where the player finds it. */
export interface PublicLesson {
  readonly course: ProductSource;
  readonly sectionId: number;
  readonly lessonId: number;
  readonly title: string;
}

/** The first lesson `match` takes in the school's live, public courses, from its tenant files. */
export function publicLesson(slug: string, match: (lesson: ProductSource['sections'][number]['lessons'][number]) => boolean, what = 'such a lesson'): PublicLesson {
  const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
  for (const course of catalogue.products) {
    if (course.course_type !== 1 || course.display_status !== 'live' || course.access !== 'public_access') continue;
    for (const section of course.sections) {
      const lesson = section.lessons.find(match);
      if (lesson) return { course, sectionId: section.id, lessonId: lesson.id, title: lesson.title };
    }
  }
  throw new Error(`${slug}: no course with ${what}`);
}

/** The lesson's address in the player. */
export const playerPath = (school: DemoSchool, lesson: PublicLesson): string => `${school.store}/home/${lesson.course.seo_title}/section/${lesson.sectionId}/lesson/${lesson.lessonId}`;
