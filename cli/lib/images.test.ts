import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../src/contract/image.ts';
import { renditions } from './images.ts';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720"><rect width="1280" height="720" fill="#3730a3"/></svg>');

describe('image renditions', () => {
  let cache: string;
  beforeEach(async () => {
    cache = await mkdtemp(path.join(tmpdir(), 'sf-images-'));
  });
  afterEach(async () => {
    await rm(cache, { recursive: true, force: true });
  });

  it('renders every width the image proxy serves, 16:9, as WebP, named as the edge looks for them', async () => {
    const out = await renditions('cover-a.svg', SVG, cache);
    expect(out.map((r) => r.name)).toEqual(IMAGE_WIDTHS.map((w) => `_img/cover-a.svg.${w}.webp`));
    for (const [i, r] of out.entries()) {
      const meta = await sharp(r.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', IMAGE_WIDTHS[i], Math.round(IMAGE_WIDTHS[i]! * 9 / 16)]);
    }
  });

  it('renders an image once: a rebuild takes its sizes from the cache', async () => {
    const first = await renditions('cover-a.svg', SVG, cache);
    expect(await readdir(cache)).toHaveLength(IMAGE_WIDTHS.length);
    const again = await renditions('renamed.svg', SVG, cache);
    expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
    expect(await readdir(cache)).toHaveLength(IMAGE_WIDTHS.length);
  });

  it('leaves files that are not pictures alone', async () => {
    expect(await renditions('notes.pdf', Buffer.from('%PDF-1.7'), cache)).toEqual([]);
  });
});
