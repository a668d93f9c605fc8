/**
 * A cover image for every demo product: a picture of its subject (subjects.ts) in the school's colours, over a
 * faint motif for its kind, and the kind's short label in the school's heading font. No title: the card and the
 * sales page say it beside the picture (issue 47). The label is drawn as outlines (opentype.js reading the font file
 * the school's pages use, shipped in its @fontsource package), so the picture is the same on every machine that
 * rasterises it, fonts installed or not. Written to `tenants/<slug>/media/cover-<seo>.svg` by
 * write-demo-tenants.ts; the catalogue names them as each product's `image_url`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import type { Kind } from './kind.ts';
import { illustration, type Inks, type Subject } from './subjects.ts';
import { createRng, hashString } from '../../cli/lib/prng.ts';

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;
const MARGIN = 72;

/**
 * SVG path data in whole pixels of a 1280-wide picture. Not opentype.js's own toPathData: it drops the space
 * before a negative number that rounds to zero, joining two numbers into one.
 */
function pathData(path: opentype.Path): string {
  const n = (v: number) => String(Math.round(v) || 0);
  return path.commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${n(c.x)} ${n(c.y)}`;
        case 'Q':
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
        case 'C':
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/** Glyph outlines drawn once per cover and placed where each letter goes (`<use>`), which keeps covers small. */
class Glyphs {
  private readonly defs = new Map<string, string>();

  /** `<use>` elements setting `text` at (x, y); its width. */
  set(font: opentype.Font, text: string, size: number, x: number, y: number): { width: number; uses: string } {
    const scale = size / font.unitsPerEm;
    let pen = x;
    let uses = '';
    let previous: opentype.Glyph | null = null;
    for (const char of text) {
      const glyph = font.charToGlyph(char);
      if (previous) pen += font.getKerningValue(previous, glyph) * scale;
      const id = `g${size}-${glyph.index}`;
      if (!this.defs.has(id)) this.defs.set(id, pathData(glyph.getPath(0, 0, size)));
      if (char.trim()) uses += `<use href="#${id}" x="${Math.round(pen)}" y="${Math.round(y)}"/>`;
      pen += (glyph.advanceWidth ?? 0) * scale;
      previous = glyph;
    }
    return { width: pen - x, uses };
  }

  svg(): string {
    return [...this.defs].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('');
  }
}

/** The @fontsource package of each heading font the demo schools use (the first family of their stack). */
const FONT_FILES: Readonly<Record<string, string>> = {
  Inter: '@fontsource/inter/files/inter-latin-700-normal.woff',
  'JetBrains Mono': '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff',
  Merriweather: '@fontsource/merriweather/files/merriweather-latin-700-normal.woff',
  'IBM Plex Sans': '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff',
};

const fonts = new Map<string, opentype.Font>();

/** The font of a CSS font stack: its first family, which must be one the covers know. */
export function fontFor(stack: string): opentype.Font {
  const family = stack.split(',')[0]!.trim().replace(/^['"]|['"]$/g, '');
  const file = FONT_FILES[family];
  if (!file) throw new Error(`no cover font for "${family}"; add its @fontsource file to FONT_FILES`);
  let font = fonts.get(file);
  if (!font) {
    const bytes = readFileSync(createRequire(import.meta.url).resolve(file));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(file, font);
  }
  return font;
}

export interface CoverInput {
  seo: string;
  kind: Kind;
  /** The kind's label as the store shows it ("Course", "Test series"). */
  label: string;
  /** What it teaches, from its data (subjects.ts). */
  subject: Subject;
  colours: { primary: string; onPrimary: string; accent: string };
  headingFont: string;
}

const hex = (value: number) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0');

/** `colour` mixed towards `towards` by `amount` (0..1), both `#rrggbb`. */
export function mix(colour: string, towards: string, amount: number): string {
  const channels = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const a = channels(colour);
  const b = channels(towards);
  return `#${a.map((v, i) => hex(v + (b[i]! - v) * amount)).join('')}`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The kind's motif, shaped by the product's own seed: where it sits, how large, how many rings, bars or cards and
 * at what angle. Same kind, same family of shapes; never the same picture twice in a row of cards.
 */
function motif(kind: Kind, seed: number, colour: string): string {
  const rng = createRng(seed);
  const x = 640 + rng.int(0, 480);
  const y = 60 + rng.int(0, 240);
  switch (kind) {
    case 'course': {
      const rings = rng.int(3, 5);
      const inner = rng.int(60, 150);
      const step = rng.int(55, 95);
      return Array.from({ length: rings }, (_, i) => `<circle cx="${x}" cy="${y}" r="${inner + i * step}" fill="none" stroke="${colour}" stroke-width="${Math.max(6, 28 - i * 5)}" opacity="${round(0.34 - i * 0.05)}"/>`).join('');
    }
    case 'test': {
      const gap = rng.int(48, 76);
      const left = 560 + rng.int(0, 160);
      const top = 40 + rng.int(0, 60);
      const dots: string[] = [];
      for (let row = 0; top + row * gap < 520; row++) for (let col = 0; left + col * gap < COVER_WIDTH + gap / 2; col++) {
        dots.push(`<circle cx="${left + col * gap}" cy="${top + row * gap}" r="${rng.chance(0.2) ? Math.round(gap / 4.5) : Math.round(gap / 8)}" fill="${colour}" opacity="${rng.chance(0.2) ? 0.5 : 0.22}"/>`);
      }
      return dots.join('');
    }
    case 'series': {
      const angle = rng.int(12, 40);
      const bars = rng.int(4, 7);
      const width = rng.int(36, 64);
      const step = rng.int(width + 40, width + 90);
      const left = 560 + rng.int(0, 200);
      return Array.from({ length: bars }, (_, i) => {
        const bx = left + i * step;
        return `<rect x="${bx}" y="-120" width="${width}" height="${COVER_HEIGHT + 240}" rx="${width / 2}" fill="${colour}" opacity="${round(0.12 + (i % 3) * 0.08)}" transform="rotate(${angle} ${bx + width / 2} ${COVER_HEIGHT / 2})"/>`;
      }).join('');
    }
    case 'bundle': {
      const tilt = rng.int(-10, 10);
      const scale = 0.75 + rng.next() * 0.45;
      const [w, h, shift] = [360 * scale, 240 * scale, 56 * scale].map(Math.round) as [number, number, number];
      return [0, 1, 2].map((i) => `<rect x="${x - w / 2 - shift + i * shift}" y="${y - h / 2 - shift + i * shift}" width="${w}" height="${h}" rx="28" fill="${colour}" opacity="${round(0.18 + i * 0.1)}" transform="rotate(${tilt + (i - 1) * 4} ${x} ${y})"/>`).join('');
    }
  }
}

/** One product's cover as an SVG document: its subject's picture in the school's colours, and its kind. */
export function coverSvg(input: CoverInput): string {
  const font = fontFor(input.headingFont);
  const { primary, onPrimary, accent } = input.colours;
  const glyphs = new Glyphs();
  const label = glyphs.set(font, input.label.toUpperCase(), 30, MARGIN + 24, MARGIN + 34);
  const seed = hashString(input.seo);
  const inks: Inks = { ink: onPrimary, accent: mix(accent, onPrimary, 0.3), soft: mix(primary, onPrimary, 0.55), deep: mix(primary, '#000000', 0.45) };
  const picture = illustration(input.subject, createRng(seed ^ 0x5f3759df), inks);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img" aria-label="${escapeXml(`${input.label}: ${input.subject}`)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${mix(primary, '#000000', 0.35)}"/></linearGradient>${glyphs.svg()}</defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    // The kind's motif, faint behind the picture: a row of one kind still never repeats itself.
    `<g opacity="0.45">${motif(input.kind, seed, mix(accent, onPrimary, 0.25))}</g>`,
    // The subject, large: 600 x 440 drawn at 1.3 times, right of centre, clear of the label.
    `<g transform="translate(${COVER_WIDTH / 2 - 330} ${COVER_HEIGHT / 2 - 270}) scale(1.3)">${picture}</g>`,
    `<rect x="${MARGIN}" y="${MARGIN}" width="${round(label.width + 48)}" height="50" rx="25" fill="${mix(primary, '#000000', 0.35)}" opacity="0.8"/>`,
    `<g fill="${onPrimary}">${label.uses}</g>`,
    '</svg>',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
