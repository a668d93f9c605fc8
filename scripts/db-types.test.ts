import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_FILE, SHARD_MIGRATIONS_FILE, generateSchema, generateShardMigrations, migrationFiles } from './db-types.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'schoolfront-db-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('row types generated from the migrations', () => {
  it('are up to date: src/api/db/schema.ts is what `node scripts/db-types.ts` writes', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8'), 'src/api/db/schema.ts is stale: run `node scripts/db-types.ts`').toBe(generateSchema());
  });

  it("and the shards' migrations are too: src/api/shards/migrations.ts carries every migration, split into statements", () => {
    expect(readFileSync(SHARD_MIGRATIONS_FILE, 'utf8'), 'src/api/shards/migrations.ts is stale: run `node scripts/db-types.ts`').toBe(generateShardMigrations());
  });

  it('follow every migration in order, ALTERs included, with CHECK (... IN ...) as literal unions', () => {
    const extra = path.join(dir, '9999_extra.sql');
    writeFileSync(extra, `ALTER TABLE pricings ADD COLUMN price_minor INTEGER NOT NULL DEFAULT 0;
CREATE TABLE parcels (id INTEGER PRIMARY KEY AUTOINCREMENT, state TEXT NOT NULL CHECK (state IN ('created', 'paid')), note TEXT);`);
    const source = generateSchema([...migrationFiles(), extra]);
    expect(source).toContain('  parcels: ParcelsTable;');
    expect(source).toMatch(/export interface ParcelsTable \{\n {2}id: Generated<number>;\n {2}state: 'created' \| 'paid';\n {2}note: string \| null;\n\}/);
    expect(source).toMatch(/export interface PricingsTable \{[^}]*\n {2}price_minor: Generated<number>;\n\}/);
  });

  it('refuse a column type they cannot map, rather than guess', () => {
    const blob = path.join(dir, '9999_blob.sql');
    writeFileSync(blob, 'CREATE TABLE files (id INTEGER PRIMARY KEY, body BLOB);');
    expect(() => generateSchema([blob])).toThrow(/files\.body/);
  });
});
