import type { ColourScheme, ThemeUiData } from '../contract/school-config.ts';

/** Where the school's theme lands: the CSS custom properties panda.config.ts's semantic tokens point at. */
const COLOUR_VARS: Readonly<Record<keyof ColourScheme, string>> = {
  primary: '--sf-primary',
  onPrimary: '--sf-on-primary',
  accent: '--sf-accent',
  background: '--sf-background',
  surface: '--sf-surface',
  text: '--sf-text',
  mutedText: '--sf-muted-text',
  border: '--sf-border',
};

/** Fallbacks appended to a school's font stack, so text renders in a system face until (or if) the font loads. */
const SANS_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', sans-serif";

// A font stack is inlined into a <style>: only family names, quotes, commas and spaces may pass, so a theme can
// never close the rule or the element.
const FONT_STACK = /^[A-Za-z0-9 ,'"-]+$/;

export class ThemeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ThemeError';
  }
}

/**
 * The face for Hindi (src/styles/index.css: Noto Sans Devanagari, declared with a Devanagari unicode-range, so a
 * browser downloads it only for a page with Devanagari text on it). Every stack names it before its generic family.
 */
const DEVANAGARI = "'Noto Sans Devanagari'";

function fontStack(field: string, value: string): string {
  if (!FONT_STACK.test(value)) throw new ThemeError(`theme_config.base_ui_data.${field}: only font family names, quotes, commas and spaces are allowed`);
  const stack = value.trim().replace(/\s+/g, ' ');
  const generic = /,\s*(sans-serif|serif|monospace|system-ui)\s*$/.exec(stack);
  if (!generic) return `${stack}, ${SANS_FALLBACK}`;
  return stack.includes(DEVANAGARI) ? stack : `${stack.slice(0, generic.index)}, ${DEVANAGARI}${stack.slice(generic.index)}`;
}

function colourDeclarations(scheme: ColourScheme): string {
  return (Object.keys(COLOUR_VARS) as (keyof ColourScheme)[]).map((key) => `${COLOUR_VARS[key]}:${scheme[key]}`).join(';');
}

/**
 * Turns a school's theme into the CSS inlined in each page head: the light scheme (and fonts, radius) on :root,
 * the dark scheme under `[data-color-mode=dark]`, which the head script sets before paint.
 */
export function themeToCss(ui: ThemeUiData): string {
  const shared = [
    `--sf-font:${fontStack('font_family', ui.font_family)}`,
    `--sf-heading-font:${fontStack('heading_font_family', ui.heading_font_family)}`,
    `--sf-radius:${ui.radius_px}px`,
  ].join(';');
  return [
    `:root{${colourDeclarations(ui.light)};${shared};color-scheme:light}`,
    `[data-color-mode=dark]{${colourDeclarations(ui.dark)};color-scheme:dark}`,
  ].join('\n');
}
