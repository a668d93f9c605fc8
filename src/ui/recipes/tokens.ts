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
      /** The brand leaning towards the accent: the far end of brand gradients. */
      blend: { value: 'color-mix(in srgb, {colors.brand.solid} 55%, {colors.accent})' },
      /** Rings drawn on a brand-coloured panel, in its text colour. */
      onSolidLine: seeThrough('brand.contrast', 12),
      /** The brand lightened to read on a dark picture, in either mode: a video's progress and focus. */
      onPicture: { value: 'color-mix(in oklab, {colors.brand.solid} 55%, white)' },
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
      /** Unlit marks that must still read as marks (the stars to choose from), in both colour modes. */
      faint: { value: 'color-mix(in srgb, {colors.fg.muted} 45%, {colors.surface})' },
    },
    /** A row the page points at (a lesson named by `?search=`). */
    highlight: seeThrough('accent', 16),
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
    /** A store card under the pointer: deeper than `lifted`, as the card rises further. */
    hovered: { value: '0 12px 28px -14px color-mix(in srgb, {colors.fg.default} 45%, transparent)' },
    /** A panel that stands above the page (the store's search box, the buy box, a page in a frame). */
    panel: { value: '0 24px 48px -32px color-mix(in srgb, {colors.fg.default} 55%, transparent)' },
    /** The buy box: a panel that asks to be acted on. */
    offer: { value: '0 18px 40px -28px color-mix(in srgb, {colors.fg.default} 60%, transparent)' },
    /** A framed page (the app pages' phone frame). */
    framed: { value: '0 30px 60px -30px color-mix(in srgb, {colors.fg.default} 55%, transparent)' },
    /** The selected segment of a segmented control. */
    segment: { value: '0 1px 3px color-mix(in srgb, {colors.fg.default} 18%, transparent)' },
    /** A popover hanging from the header (the account menu, the drawer). */
    popover: { value: '0 18px 40px -16px color-mix(in srgb, {colors.fg.default} 40%, transparent)' },
    /** A message hanging under the header (the account menu's error). */
    notice: { value: '0 10px 30px -12px color-mix(in srgb, {colors.fg.default} 35%, transparent)' },
    /** The onboarding card: a hairline and a brand halo below. */
    welcome: { value: '0 1px 2px color-mix(in srgb, {colors.fg.default} 6%, transparent), 0 24px 48px -32px {colors.brand.ring}' },
  },
  // Brand gradients: each mixes only the school's colours, so it re-brands and follows the colour mode.
  gradients: {
    /** The store's hero band: a brand glow top right and an accent one bottom left. */
    hero: {
      value: 'radial-gradient(ellipse 60% 80% at 90% 0%, color-mix(in srgb, {colors.brand.solid} 16%, transparent), transparent), radial-gradient(ellipse 40% 60% at 0% 100%, color-mix(in srgb, {colors.accent} 12%, transparent), transparent)',
    },
    /** A quieter band (the search page's). */
    band: { value: 'radial-gradient(ellipse 50% 90% at 100% 0%, color-mix(in srgb, {colors.brand.solid} 12%, transparent), transparent)' },
    /** Brand to its blend with the accent (big numerals). */
    sweep: { value: 'linear-gradient(135deg, {colors.brand.solid}, {colors.brand.blend})' },
    /** The four cover arts of cards without an image, chosen by the product's id. */
    artSweep: { value: 'linear-gradient(135deg, {colors.brand.solid} 10%, {colors.brand.blend} 100%)' },
    artDeep: { value: 'linear-gradient(160deg, color-mix(in srgb, {colors.brand.solid} 80%, {colors.fg.default}) 0%, {colors.brand.solid} 70%)' },
    artBand: { value: 'linear-gradient(120deg, {colors.brand.solid} 30%, color-mix(in srgb, {colors.brand.solid} 70%, {colors.accent}) 100%)' },
    artGlow: { value: 'radial-gradient(circle at 80% 20%, color-mix(in srgb, {colors.brand.solid} 60%, {colors.accent}) 0%, {colors.brand.solid} 65%)' },
  },
  fonts: { body: { value: 'var(--sf-font)' }, heading: { value: 'var(--sf-heading-font)' } },
  radii: { card: { value: 'var(--sf-radius)' }, panel: { value: 'calc(var(--sf-radius) + 4px)' } },
});
