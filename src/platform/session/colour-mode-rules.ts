import type { ColourMode } from '../../contract/school-config.ts';

/**
 * The colour-mode rules of SPEC.md section 4 as one pure decision. The shell's colour-mode module
 * (src/platform/shell/colour-mode.ts and its head script) applies a mode to the page and syncs tabs; this is the
 * rule it should apply, testable without a DOM.
 */

export interface ColourModeInput {
  /** `theme_config.base_ui_data.default_color_mode`: the school's customisation, or null. */
  readonly schoolDefault: ColourMode | null;
  /** `allow_color_mode_toggle`. */
  readonly toggleAllowed: boolean;
  /** The raw `theme-color-mode` entry; anything but `light`/`dark` counts as no choice. */
  readonly stored: string | null;
  /** Set when the page runs in the native app's web view, with the app's `isDarkMode` (null when not passed). */
  readonly nativeApp: { readonly isDarkMode: boolean | null } | null;
}

export interface ColourModeDecision {
  readonly mode: ColourMode;
  /** Remove the stored choice (the school disabled the toggle, outside the native app). */
  readonly removeStored: boolean;
}

const storedChoice = (value: string | null): ColourMode | null => (value === 'light' || value === 'dark' ? value : null);
const fromDarkFlag = (isDarkMode: boolean): ColourMode => (isDarkMode ? 'dark' : 'light');

/** Rule: the default comes from the school's customisation, else light. */
export const defaultColourMode = (schoolDefault: ColourMode | null): ColourMode => schoolDefault ?? 'light';

/**
 * Rules: the learner's stored choice wins while the school allows the toggle. If the school disables the toggle,
 * the stored choice is removed, unless in the native app, where the mode follows the app's isDarkMode (and the
 * stored choice is left alone). Our reading where SPEC.md is silent: in the native app with the toggle allowed
 * and no stored choice, the app's isDarkMode is a better default than the school's.
 */
export function resolveColourMode(input: ColourModeInput): ColourModeDecision {
  const fallback = defaultColourMode(input.schoolDefault);
  const appMode = input.nativeApp?.isDarkMode == null ? null : fromDarkFlag(input.nativeApp.isDarkMode);
  if (input.toggleAllowed) return { mode: storedChoice(input.stored) ?? appMode ?? fallback, removeStored: false };
  if (input.nativeApp) return { mode: appMode ?? fallback, removeStored: false };
  return { mode: fallback, removeStored: input.stored !== null };
}
