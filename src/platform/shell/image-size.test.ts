import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('imageSize', () => {
  it('reads an SVG viewBox, or its width and height', () => {
    expect(imageSize(text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 56">'))).toEqual({ width: 240, height: 56 });
    expect(imageSize(text('<svg width="64" height="32">'))).toEqual({ width: 64, height: 32 });
  });
  it('reads a PNG header', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(png.buffer).setUint32(16, 300);
    new DataView(png.buffer).setUint32(20, 100);
    expect(imageSize(png)).toEqual({ width: 300, height: 100 });
  });
  it('gives up on anything else', () => {
    expect(imageSize(text('GIF89a'))).toBeNull();
    expect(imageSize(text('<svg viewBox="0 0 0 0">'))).toBeNull();
  });
});
