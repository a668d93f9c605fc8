import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ThemeUiData } from '../contract/school-config.ts';
import { ThemeError, themeToCss } from './theme-to-css.ts';

const ui: ThemeUiData = {
  light: { primary: '#4338ca', onPrimary: '#ffffff', accent: '#f59e0b', background: '#f8fafc', surface: '#ffffff', text: '#0f172a', mutedText: '#475569', border: '#e2e8f0' },
  dark: { primary: '#818cf8', onPrimary: '#0b1020', accent: '#fbbf24', background: '#0b1120', surface: '#151c2f', text: '#e2e8f0', mutedText: '#94a3b8', border: '#27324a' },
  font_family: "'Inter', sans-serif",
  heading_font_family: 'Merriweather',
  radius_px: 12,
  default_color_mode: null,
  allow_color_mode_toggle: true,
};

describe('themeToCss', () => {
  it('puts the light scheme, fonts and radius on :root and the dark scheme under [data-color-mode=dark]', () => {
    const css = themeToCss(ui);
    const [root, dark] = css.split('\n');
    expect(root).toMatch(/^:root\{/);
    expect(root).toContain('--sf-primary:#4338ca');
    expect(root).toContain('--sf-on-primary:#ffffff');
    expect(root).toContain('--sf-muted-text:#475569');
    // Every stack names the Devanagari face before its generic family (downloaded only for Devanagari text).
    expect(root).toContain("--sf-font:'Inter', 'Noto Sans Devanagari', sans-serif");
    expect(root).toContain('--sf-radius:12px');
    expect(dark).toMatch(/^\[data-color-mode=dark\]\{/);
    expect(dark).toContain('--sf-primary:#818cf8');
    expect(dark).toContain('--sf-background:#0b1120');
    expect(dark).toContain('color-scheme:dark');
  });

  it('names every variable the Panda semantic tokens use', () => {
    const css = themeToCss(ui);
    for (const name of ['primary', 'on-primary', 'accent', 'background', 'surface', 'text', 'muted-text', 'border', 'font', 'heading-font', 'radius']) {
      expect(css).toContain(`--sf-${name}:`);
    }
  });

  it('adds a system fallback to a stack without a generic family', () => {
    expect(themeToCss(ui)).toMatch(/--sf-heading-font:Merriweather, system-ui, .*sans-serif;/);
  });

  it('rejects a font stack that could break out of the style element', () => {
    expect(() => themeToCss({ ...ui, font_family: 'Inter;}</style><script>alert(1)</script>' })).toThrow(ThemeError);
    expect(() => themeToCss({ ...ui, heading_font_family: 'a{b' })).toThrow(/heading_font_family/);
  });
});

describe("the platform's theme beneath every school's (src/styles/index.css)", () => {
  const shared = readFileSync(new URL('../styles/index.css', import.meta.url), 'utf8');
  const block = (selector: string) => new RegExp(`${selector.replace(/[[\]().]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(shared)?.[1] ?? '';
  const names = (css: string) => [...css.matchAll(/(--sf-[a-z-]+)\s*:/g)].map((m) => m[1]).sort();
  const [root, dark] = themeToCss(ui).split('\n') as [string, string];

  it('sets every variable a school theme sets, light and dark, so a page without its theme is still styled', () => {
    expect(names(block(':where(:root)'))).toEqual(names(root));
    expect(names(block(":where([data-color-mode='dark'])"))).toEqual(names(dark));
  });
});
