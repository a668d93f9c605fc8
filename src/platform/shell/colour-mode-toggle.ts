import type { ColourMode } from '../../contract/school-config.ts';
import { $colourMode, chooseColourMode } from './colour-mode.ts';

/**
 * The header's colour-mode button (colour-mode-toggle.astro) without React (decision 0014): pressed while dark
 * mode is on, a click switches to the other mode and remembers it (chooseColourMode), and it follows every other
 * change of `$colourMode`: another tab, the account settings page's choice. Islands reading `$colourMode` see the
 * button's changes, since they share the atom.
 */

/** The part of a button the toggle uses. */
export interface ToggleButton {
  setAttribute(name: string, value: string): void;
  addEventListener(type: 'click', listener: () => void): void;
  removeEventListener(type: 'click', listener: () => void): void;
}

/** The mode a click switches to. */
export const nextColourMode = (mode: ColourMode): ColourMode => (mode === 'dark' ? 'light' : 'dark');

/** Wires the buttons to the page's colour mode; returns the function that unwires them. */
export function installColourModeToggle(buttons: Iterable<ToggleButton>): () => void {
  const list = [...buttons];
  if (!list.length) return () => {};
  // Subscribing starts the atom (colour-mode.ts reads the page's mode, set before paint, and listens to storage).
  const unsubscribe = $colourMode.subscribe((mode) => {
    if (mode === null) return;
    for (const button of list) button.setAttribute('aria-pressed', String(mode === 'dark'));
  });
  const onClick = () => {
    const mode = $colourMode.get();
    if (mode !== null) chooseColourMode(nextColourMode(mode));
  };
  for (const button of list) button.addEventListener('click', onClick);
  return () => {
    unsubscribe();
    for (const button of list) button.removeEventListener('click', onClick);
  };
}
