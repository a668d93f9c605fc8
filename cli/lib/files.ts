// Small file operations the build's modules share. Their own module, so that writing a file never means importing
// the publisher, which reaches the renderer (the import circle issue 40 took apart).
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes a file so readers see the old or the new content, never half of it. */
export async function writeAtomic(file: string, content: string | Uint8Array | readonly Uint8Array[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  if (Array.isArray(content)) {
    const handle = await open(tmp, 'w');
    try {
      await handle.writev(content as Uint8Array[]);
    } finally {
      await handle.close();
    }
  } else await writeFile(tmp, content as string | Uint8Array);
  await rename(tmp, file);
}

/** Whether `file` exists (a file or a directory). */
export async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
