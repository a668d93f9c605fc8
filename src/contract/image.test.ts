import { describe, expect, it } from 'vitest';
import { heightFor, IMAGE_WIDTHS, ImageQuery, imageSrcSet, imageUrl, renditionName, renditionWidth } from './image.ts';

describe('image proxy contract', () => {
  it('answers a width with the smallest rendition at least as wide, else the widest', () => {
    expect([1, 264, 265, 528, 529, 800, 801, 4096].map(renditionWidth)).toEqual([264, 264, 528, 528, 800, 800, 800, 800]);
  });

  it('keeps every rendered size 16:9, the shape the cards and the sales page reserve', () => {
    expect(IMAGE_WIDTHS.map((w) => [w, heightFor(w)])).toEqual([[264, 149], [528, 297], [800, 450]]);
    expect(renditionName('cover-a.svg', 528)).toBe('_img/cover-a.svg.528.webp');
  });

  it('reads a query: width required, height optional but 16:9, fit cover by default', () => {
    expect(ImageQuery.parse({ w: '528', h: '297' })).toEqual({ w: 528, h: 297, fit: 'cover' });
    expect(ImageQuery.parse({ w: '264', fit: 'fill' })).toEqual({ w: 264, fit: 'fill' });
    // Rounding: 1000 × 9 / 16 = 562.5, and either neighbour is the same shape.
    expect(ImageQuery.safeParse({ w: '1000', h: '562' }).success).toBe(true);
    expect(ImageQuery.safeParse({ w: '1000', h: '563' }).success).toBe(true);
    const refused = (query: Record<string, string>) => ImageQuery.safeParse(query).error?.issues[0]?.message;
    expect(refused({ w: '264', h: '264' })).toBe('This image comes in 16:9 sizes only: give h = w × 9 / 16, or no h');
    expect(refused({ w: '26.4' })).toBe('w must be a whole number of pixels');
    expect(refused({ w: '-1' })).toBe('w must be at least 1');
    expect(refused({ w: '264', h: 'x' })).toBe('h must be a whole number of pixels');
    expect(refused({ w: '264', fit: 'contain' })).toBe('fit must be cover or fill');
  });

  it("gives a srcset for the school's own bundle images only", () => {
    expect(imageSrcSet('/_media/cover-a.svg')).toBe(
      '/_media/cover-a.svg?w=264&h=149&fit=cover 264w, /_media/cover-a.svg?w=528&h=297&fit=cover 528w, /_media/cover-a.svg?w=800&h=450&fit=cover 800w',
    );
    expect(imageUrl('/_media/cover-a.svg', 528)).toBe('/_media/cover-a.svg?w=528&h=297&fit=cover');
    // Served by the API (a shell page), elsewhere, or already sized: there are no renditions to choose from.
    for (const src of ['/learner/v1/media/cover-a.svg', 'https://cdn.example/a.png', '/_media/cover-a.svg?w=264']) expect(imageSrcSet(src)).toBeNull();
  });
});
