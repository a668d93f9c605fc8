import { defineSemanticTokens } from '@pandacss/dev';

// Tints are mixed from the school's own colours (--sf-*, src/theme/theme-to-css.ts), so they re-brand with the
// school and switch with the colour mode: the variables they mix are swapped on <html>, where these are declared.
const onSurface = (token: string, percent: number) => ({ value: `color-mix(in srgb, {colors.${token}} ${percent}%, {colors.surface})` });
const seeThrough = (token: string, percent: number) => ({ value: `color-mix(in srgb, {colors.${token}} ${percent}%, transparent)` });

export const semanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      solid: { value: 'var(--sf-primary)' },
      contrast: { value: 'var(--sf-on-primary)' },
      /** Soft brand panels: callouts, tinted cards. */
      subtle: onSurface('brand.solid', 8),
      /** Icon badges, pills, selected chips and tabs' counts. */
      muted: onSurface('brand.solid', 14),
      /** Borders of tinted things. */
      emphasized: onSurface('brand.solid', 30),
      /** A card's border when the pointer is on it. */
      border: { value: 'color-mix(in srgb, {colors.brand.solid} 45%, {colors.border.default})' },
      /** Focus outlines of buttons and chips. */
      ring: seeThrough('brand.solid', 45),
      /** The soft glow around a focused input. */
      halo: seeThrough('brand.solid', 30),
      /** Underlines of text links. */
      line: seeThrough('brand.solid', 60),
    },
    ink: {
      /** Hover wash of quiet rows and buttons. */
      subtle: onSurface('fg.default', 5),
      /** Skeletons, neutral pills and counts. */
      muted: onSurface('fg.default', 8),
      /** Tracks (progress). */
      emphasized: onSurface('fg.default', 10),
      /** An invalid input's fill, on the page's canvas. */
      wash: { value: 'color-mix(in srgb, {colors.fg.default} 4%, {colors.canvas})' },
    },
    /** Behind a dialog: the same dimming in every school and mode. */
    scrim: { value: 'rgb(0 0 0 / 0.55)' },
    accent: { value: 'var(--sf-accent)' },
    canvas: { value: 'var(--sf-background)' },
    surface: { value: 'var(--sf-surface)' },
    fg: { default: { value: 'var(--sf-text)' }, muted: { value: 'var(--sf-muted-text)' } },
    border: { default: { value: 'var(--sf-border)' } },
  },
  shadows: {
    /** A field or card resting on the page. */
    raised: { value: '0 1px 2px color-mix(in srgb, {colors.fg.default} 8%, transparent)' },
    /** The auth card: a hairline and a long brand-coloured shadow below. */
    floating: {
      value: '0 1px 2px color-mix(in srgb, {colors.fg.default} 6%, transparent), 0 24px 48px -32px color-mix(in srgb, {colors.brand.solid} 45%, transparent)',
    },
    /** A card under the pointer (none in dark mode, where shadows do not read). */
    lifted: { value: { base: '0 8px 22px -14px color-mix(in srgb, {colors.fg.default} 45%, transparent)', _dark: 'none' } },
    /** A primary button under the pointer. */
    glow: { value: '0 8px 20px -10px {colors.brand.solid}' },
    /** The danger button under the pointer. */
    glowInk: { value: '0 8px 20px -10px {colors.fg.default}' },
  },
  fonts: { body: { value: 'var(--sf-font)' }, heading: { value: 'var(--sf-heading-font)' } },
  radii: { card: { value: 'var(--sf-radius)' }, panel: { value: 'calc(var(--sf-radius) + 4px)' } },
});
