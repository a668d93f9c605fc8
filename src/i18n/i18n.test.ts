import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInMessages, createI18n } from './index.ts';

// Every registered string: the language files and the features' own (`src/features/*/messages.<lang>.json`).
const { en, hi } = builtInMessages();

const keysOf = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));

const baseKey = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|astro)$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('strings', () => {
  it('has the same keys in every language', () => {
    expect(keysOf(hi).map(baseKey).sort()).toEqual(keysOf(en).map(baseKey).sort());
  });

  it('has every key the pages use', () => {
    const known = new Set(keysOf(en).map(baseKey));
    const root = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of ['features', 'platform', 'pages'].flatMap((dir) => sources(path.join(root, dir)))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !known.has(k))).toEqual([]);
  });

  it("applies a school's overrides over the built-in strings", () => {
    const i18n = createI18n({ language: 'hi', languages: ['en', 'hi'], overrides: { hi: { 'store.viewAll': 'सब देखें' } } });
    expect(i18n.t('store.viewAll')).toBe('सब देखें');
    expect(i18n.t('store.card.free')).toBe('मुफ़्त');
    expect(i18n.getFixedT('en')('store.viewAll')).toBe('View all');
  });
});
