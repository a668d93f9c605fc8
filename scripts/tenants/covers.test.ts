import { describe, expect, it } from 'vitest';
import { COVER_WIDTH, coverSvg, fitTitle, fontFor, mix } from './covers.ts';
import type { Kind } from './kind.ts';

const input = {
  seo: 'indian-polity',
  title: 'Indian Polity for UPSC Prelims and Mains',
  kind: 'course' as const,
  label: 'Course',
  colours: { primary: '#3730a3', onPrimary: '#ffffff', accent: '#b45309' },
  headingFont: "Inter, system-ui, sans-serif",
};

describe('product covers', () => {
  it('set the title in at most three lines inside the margins, as large as fits', () => {
    const font = fontFor(input.headingFont);
    const short = fitTitle(font, 'Physics', COVER_WIDTH - 144);
    expect(short).toEqual({ lines: ['Physics'], size: 84 });
    const long = fitTitle(font, 'The Complete Guide to Organic Chemistry Reaction Mechanisms for JEE Advanced and NEET Aspirants', COVER_WIDTH - 144);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.size).toBeLessThan(84);
  });

  it('draw text as outlines, so no machine needs the font installed, and the same product always looks the same', () => {
    const svg = coverSvg(input);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="Indian Polity for UPSC Prelims and Mains"');
    expect(svg.match(/<use href="#g/g)!.length).toBe(input.title.replace(/\s/g, '').length + 'COURSE'.length);
    expect(coverSvg(input)).toBe(svg);
    expect(coverSvg({ ...input, seo: 'other', title: 'Modern Indian History' })).not.toBe(svg);
  });

  it("use the school's colours and heading font", () => {
    expect(coverSvg(input)).toContain('stop-color="#3730a3"');
    expect(coverSvg({ ...input, headingFont: "'JetBrains Mono', monospace" })).not.toBe(coverSvg(input));
    expect(() => fontFor('Comic Sans MS, cursive')).toThrow('no cover font for "Comic Sans MS"');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('shape each product its own motif, so a row of one kind never repeats a picture', () => {
    // The motif is the cover's fourth line (after the document, the definitions and the background).
    const motifOf = (kind: Kind, seo: string) => coverSvg({ ...input, kind, seo }).split('\n')[3]!;
    for (const kind of ['course', 'test', 'series', 'bundle'] as const) {
      const seos = ['jee-physics', 'jee-chemistry', 'neet-botany', 'upsc-polity', 'class-10-science', 'csat-paper-2'];
      expect(new Set(seos.map((seo) => motifOf(kind, seo))).size, kind).toBe(seos.length);
      expect(motifOf(kind, 'jee-physics')).toBe(motifOf(kind, 'jee-physics'));
    }
  });
});
