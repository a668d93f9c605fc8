import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeHash, knownFilesPath } from './code-hash.ts';

let root: string;
const write = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await writeFile(path.join(root, rel), text);
};
// Files hashed a moment after they were written are read again next time (see RACY_MS); the test's are made old.
const age = async (...rels: string[]) => {
  const old = new Date(Date.now() - 60_000);
  for (const rel of rels) await utimes(path.join(root, rel), old, old);
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sf-code-'));
  await write('src/a.ts', 'export const a = 1;');
  await write('src/pages/b.astro', '<p>b</p>');
  await write('package-lock.json', '{}');
  await age('src/a.ts', 'src/pages/b.astro', 'package-lock.json');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the code hash', () => {
  it('is the same while nothing changed, and keeps what it read so the files are not read again', async () => {
    const first = await codeHash(root);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    const known = JSON.parse(await readFile(knownFilesPath(root), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(known).sort()).toEqual(['package-lock.json', 'src/a.ts', 'src/pages/b.astro']);
    expect(await codeHash(root)).toBe(first);
  });

  it('changes when a file changes, even to text of the same length with its old times put back', async () => {
    const first = await codeHash(root);
    await write('src/a.ts', 'export const a = 2;');
    await age('src/a.ts');
    const second = await codeHash(root);
    expect(second).not.toBe(first);
    await write('src/a.ts', 'export const a = 1;');
    await age('src/a.ts');
    expect(await codeHash(root)).toBe(first);
  });

  it('changes when a file is added, removed or renamed; tests and dot folders do not count', async () => {
    const first = await codeHash(root);
    await write('src/a.test.ts', 'test');
    await write('src/.wrangler/tmp/x.js', 'scratch');
    expect(await codeHash(root)).toBe(first);
    await write('src/c.ts', '');
    const added = await codeHash(root);
    expect(added).not.toBe(first);
    await rm(path.join(root, 'src/c.ts'));
    expect(await codeHash(root)).toBe(first);
    await rm(path.join(root, 'src/pages/b.astro'));
    await write('src/pages/b2.astro', '<p>b</p>');
    expect(await codeHash(root)).not.toBe(first);
  });

  it('reads every file again when what it kept is broken, or names other contents', async () => {
    const first = await codeHash(root);
    await writeFile(knownFilesPath(root), '{ broken');
    expect(await codeHash(root)).toBe(first);
    const known = JSON.parse(await readFile(knownFilesPath(root), 'utf8')) as Record<string, [string, string]>;
    // A kept hash is used only with the stat it was taken with: a wrong hash under another stat is ignored.
    known['src/a.ts'] = ['0:0:0:0', 'f'.repeat(64)];
    await writeFile(knownFilesPath(root), JSON.stringify(known));
    expect(await codeHash(root)).toBe(first);
  });
});
