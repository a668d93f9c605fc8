import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
