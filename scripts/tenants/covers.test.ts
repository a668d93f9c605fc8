import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverSvg, fontFor, mix, type CoverInput } from './covers.ts';
import type { Kind } from './kind.ts';
import { SUBJECTS, subjectOf } from './subjects.ts';
import { DEMO_SCHOOLS } from './write-demo-tenants.ts';

const input: CoverInput = {
  seo: 'upsc-indian-polity',
  kind: 'course',
  label: 'Course',
  subject: 'polity',
  colours: { primary: '#3730a3', onPrimary: '#ffffff', accent: '#b45309' },
  headingFont: 'Inter, system-ui, sans-serif',
};

describe('product covers (issue 47)', () => {
  it('read each demo product’s subject from its data, so every school’s covers show what it teaches', () => {
    const subjects = (slug: string) => DEMO_SCHOOLS[slug]!.products.map((p) => [p.seo, subjectOf(p)] as const);
    const nova = new Map(subjects('nova-academy'));
    expect(nova.get('jee-main-physics-complete')).toBe('physics');
    expect(nova.get('jee-organic-chemistry-mastery')).toBe('chemistry');
    expect(nova.get('neet-botany-complete')).toBe('botany');
    expect(nova.get('upsc-indian-polity')).toBe('polity');
    expect(nova.get('jee-main-full-mock-1')).toBe('exam');
    const harbor = new Map(subjects('harbor-code'));
    expect(harbor.get('sql-for-analysts')).toBe('database');
    expect(harbor.get('docker-and-kubernetes')).toBe('containers');
    expect(harbor.get('git-and-github-essentials')).toBe('git');
    const atelier = new Map(subjects('atelier-lingua'));
    expect(atelier.get('french-a1-first-steps')).toBe('french');
    expect(atelier.get('italian-through-opera')).toBe('opera');
    expect(atelier.get('watercolour-landscapes')).toBe('watercolour');
    // Each school draws many subjects, not one picture for all.
    for (const slug of Object.keys(DEMO_SCHOOLS)) expect(new Set(subjects(slug).map(([, s]) => s)).size, slug).toBeGreaterThanOrEqual(9);
  });

  it('show no title, only the kind’s short label, drawn as outlines so no machine needs the font', () => {
    const svg = coverSvg(input);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/Polity|UPSC/);
    expect(svg.match(/<use href="#g/g)!.length).toBe('COURSE'.length);
    expect(coverSvg(input)).toBe(svg);
  });

  it("use the school's colours and heading font", () => {
    expect(coverSvg(input)).toContain('stop-color="#3730a3"');
    expect(coverSvg({ ...input, headingFont: "'JetBrains Mono', monospace" })).not.toBe(coverSvg(input));
    expect(() => fontFor('Comic Sans MS, cursive')).toThrow('no cover font for "Comic Sans MS"');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('draw every subject as SVG a rasteriser reads, and two products of one subject differently', async () => {
    for (const subject of SUBJECTS) {
      const svg = coverSvg({ ...input, subject });
      // Drawn as the build draws the proxy's smallest size: a malformed picture throws here.
      const { info } = await sharp(Buffer.from(svg)).resize(264).webp().toBuffer({ resolveWithObject: true });
      expect([subject, info.width, info.height]).toEqual([subject, 264, 149]);
      expect(coverSvg({ ...input, subject, seo: 'another-product' }), subject).not.toBe(svg);
    }
  });

  it('draw every demo school’s covers as the rasteriser reads them', async () => {
    for (const slug of Object.keys(DEMO_SCHOOLS)) {
      const files = readdirSync(`tenants/${slug}/media`).filter((f) => f.startsWith('cover-'));
      expect(files.length, slug).toBeGreaterThan(30);
      for (const file of files) await expect(sharp(readFileSync(`tenants/${slug}/media/${file}`)).resize(264).webp().toBuffer(), file).resolves.toBeInstanceOf(Buffer);
    }
  });

  it('shape each product its own kind motif behind the picture, so a row of one kind never repeats', () => {
    const motifOf = (kind: Kind, seo: string) => coverSvg({ ...input, kind, seo }).split('\n')[3]!;
    for (const kind of ['course', 'test', 'series', 'bundle'] as const) {
      const seos = ['jee-physics', 'jee-chemistry', 'neet-botany', 'upsc-polity', 'class-10-science', 'csat-paper-2'];
      expect(new Set(seos.map((seo) => motifOf(kind, seo))).size, kind).toBe(seos.length);
    }
  });
});
