import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules of the house that an import graph cannot see (issue 40): colours come from the kit's tokens
 * (src/ui/recipes/tokens.ts), so a school's theme and the colour mode reach every pixel; product types are named by
 * PRODUCT_TYPE, never by their numbers.
 */
const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|astro|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** `file:line` of each line in `dirs` that matches `pattern`. */
function offenders(dirs: readonly string[], pattern: RegExp): string[] {
  return dirs.flatMap(sources).flatMap((file) =>
    readFileSync(path.join(SRC, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}`] : [])),
  );
}

describe('the rules of the house', () => {
  it('features and the platform mix no colours of their own: they use the kit’s tokens', () => {
    expect(offenders(['features', 'platform', 'pages'], /color-mix\(/)).toEqual([]);
  });

  it('no product type is compared with its number', () => {
    expect(offenders(['features', 'platform', 'pages', 'api', 'tenants'], /course_type\s*[!=]==?\s*\d|\d\s*[!=]==?\s*\w*\.?course_type\b/)).toEqual([]);
  });

  it('no feature keeps a kit of its own: shared styles are the kit’s (src/ui), the rest live with their components', () => {
    expect(readdirSync(path.join(SRC, 'features'), { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === 'ui.ts')).toEqual([]);
  });

  it('the rules see what they look for', () => {
    expect(/color-mix\(/.test("boxShadow: '0 1px color-mix(in srgb, red 5%, blue)'")).toBe(true);
    expect(/course_type\s*[!=]==?\s*\d/.test('if (p.course_type === 2)')).toBe(true);
  });
});
