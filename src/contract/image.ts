import { z } from 'zod';

/**
 * The image proxy (SPEC.md section 9: "resizes with width, height and fit or fill"), as pages ask it and the edge
 * answers it: `/_media/<file>?w=<width>&h=<height>&fit=cover|fill`. The build renders each product image at the
 * widths below, 16:9, as WebP (`/_media/_img/<file>.<width>.webp`); the edge answers a request with the smallest
 * of those at least as wide as asked, so a page's `srcset` gets what the browser picks, at the size it shows.
 */

/** Widths the build renders: a card (264 CSS px) at 1x and 2x, and the sales page's picture at 2x on a phone. */
export const IMAGE_WIDTHS = [264, 528, 800] as const;
/** Product images are 16:9. */
export const IMAGE_ASPECT = 16 / 9;

export const heightFor = (width: number): number => Math.round(width / IMAGE_ASPECT);

export const ImageQuery = z
  .object({
    w: z.coerce.number({ error: 'w must be a whole number of pixels' }).int('w must be a whole number of pixels').min(1, 'w must be at least 1').max(4096, 'w must be at most 4096'),
    h: z.coerce.number({ error: 'h must be a whole number of pixels' }).int('h must be a whole number of pixels').min(1, 'h must be at least 1').max(4096, 'h must be at most 4096').optional(),
    fit: z.enum(['cover', 'fill'], { error: 'fit must be cover or fill' }).default('cover'),
  })
  .refine((q) => q.h === undefined || Math.abs(q.w / q.h - IMAGE_ASPECT) <= 0.02, { message: 'This image comes in 16:9 sizes only: give h = w × 9 / 16, or no h', path: ['h'] });
export type ImageQuery = z.infer<typeof ImageQuery>;

/** The rendered width that answers a request for `width`: the smallest at least as wide, else the widest. */
export function renditionWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** Where the build puts the rendition of `file` (a `_media/` file name) at `width`. */
export const renditionName = (file: string, width: number): string => `_img/${file}.${width}.webp`;

/** The proxy URL of a bundle image (`/_media/cover-x.svg`) at `width`, 16:9. */
export const imageUrl = (src: string, width: number): string => `${src}?w=${width}&h=${heightFor(width)}&fit=cover`;

/** A `srcset` over the rendered widths, for an image of the school's bundle; null for any other image. */
export function imageSrcSet(src: string): string | null {
  if (!src.startsWith('/_media/') || src.includes('?')) return null;
  return IMAGE_WIDTHS.map((w) => `${imageUrl(src, w)} ${w}w`).join(', ');
}
