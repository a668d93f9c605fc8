import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { heightFor, IMAGE_WIDTHS, renditionName } from '../../src/contract/image.ts';
import { IMAGE_CACHE_DIR } from './paths.ts';

/** Images the build renders for the image proxy; anything else (a PDF) is copied as it is. */
const RENDERABLE = /\.(svg|png|jpe?g|webp)$/i;

export interface Rendition {
  /** Under the bundle's `_media/`: `_img/<file>.<width>.webp`. */
  name: string;
  body: Buffer;
}

/**
 * `file`'s renditions at every width the image proxy serves (src/contract/image.ts): 16:9, cropped to fill
 * (`cover`), WebP. Each is kept in a cache by the image's content and width, so a rebuild renders only images that
 * changed.
 */
export async function renditions(file: string, body: Buffer, cacheDir = IMAGE_CACHE_DIR): Promise<Rendition[]> {
  if (!RENDERABLE.test(file)) return [];
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 32);
  await mkdir(cacheDir, { recursive: true });
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const cached = path.join(cacheDir, `${digest}.${width}.webp`);
      let out: Buffer;
      try {
        out = await readFile(cached);
      } catch {
        out = await sharp(body).resize(width, heightFor(width), { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
        const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(partial, out);
        await rename(partial, cached);
      }
      return { name: renditionName(file, width), body: out };
    }),
  );
}
