/**
 * The hash of everything the compiled site is made from: the renderer is found by it, and a page record is trusted
 * only if this code made it. Every build reads it first, while four other things start on two cores; reading and
 * hashing its seven hundred files cost 110 to 250 ms of a core each time. So each file's hash is kept beside its
 * size, times and inode (`.schoolfront/code-files.json`), as git's index keeps them, and a file is read again only
 * when one of those changed.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from './paths.ts';
import { writeAtomic } from './files.ts';

/**
 * What the compiled site is made from: the source, the styles' generated system and the tools' versions, and what the
 * CLI adds to rendered pages (their scripts' preloads), so pages rendered before a change to it are not kept.
 */
const CODE_INPUTS = ['src', 'styled-system', 'astro.config.mjs', 'panda.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json', 'cli/lib/module-preload.ts'];

/** Per file: what its stat said when it was hashed, and its hash. */
const KnownFiles = z.record(z.string(), z.tuple([z.string(), z.string()]));
type KnownFiles = z.infer<typeof KnownFiles>;

export const knownFilesPath = (root: string): string => path.join(root, '.schoolfront', 'code-files.json');

/**
 * A file changed within this long of being hashed may change again within its timestamp's resolution, unseen (git's
 * "racy" files): its hash is not kept, so the next build reads it again.
 */
const RACY_MS = 2_000;

async function filesOf(root: string, rel: string): Promise<string[]> {
  const full = path.join(root, rel);
  try {
    if (!(await stat(full)).isDirectory()) return [rel];
  } catch {
    return [];
  }
  const entries = await readdir(full, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

const stamp = (s: Stats): string => `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}`;

async function readKnown(root: string): Promise<KnownFiles> {
  try {
    return KnownFiles.parse(JSON.parse(await readFile(knownFilesPath(root), 'utf8')));
  } catch {
    return {};
  }
}

/** A hash of everything the compiled site is made from (some hundred files, read only when changed). */
export async function codeHash(root: string = PROJECT_ROOT): Promise<string> {
  // Tests are not compiled in; tools' scratch folders (wrangler's `src/api/.wrangler/tmp`) come and go.
  const files = (await Promise.all(CODE_INPUTS.map((input) => filesOf(root, input)))).flat().filter((f) => !/\.test\.tsx?$/.test(f) && !/(^|\/)\./.test(f)).sort();
  const known = await readKnown(root);
  const now = Date.now();
  const next: KnownFiles = {};
  let changed = Object.keys(known).length !== files.length;
  const hashes = await Promise.all(
    files.map(async (file) => {
      const full = path.join(root, file);
      const seen = stamp(await stat(full));
      const was = known[file];
      if (was && was[0] === seen) return (next[file] = was)[1];
      changed = true;
      const body = await readFile(full);
      const hash = createHash('sha256').update(body).digest('hex');
      // Stat again after reading: a file written meanwhile is hashed again next time.
      const after = await stat(full);
      if (stamp(after) === seen && now - after.mtimeMs > RACY_MS) next[file] = [seen, hash];
      return hash;
    }),
  );
  if (changed) await writeAtomic(knownFilesPath(root), JSON.stringify(next)).catch(() => {});
  const hash = createHash('sha256');
  files.forEach((file, i) => hash.update(`${file}\0${hashes[i]}\n`));
  return hash.digest('hex').slice(0, 16);
}
