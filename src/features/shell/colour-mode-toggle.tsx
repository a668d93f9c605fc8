import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ColourMode } from '../../contract/school-config.ts';
import { $colourMode, chooseColourMode } from './colour-mode.ts';

export interface ColourModeToggleProps {
  /** The mode rendered on the server (the school default); the stored choice takes over after hydration. */
  initial: ColourMode;
  /** Accessible name, e.g. "Dark mode": the button is pressed when dark mode is on. */
  label: string;
  /** Styles come from the server-rendered header, so the island ships no styling runtime. */
  className: string;
}

/** The store's one island: switches light and dark, remembers the choice and follows other tabs. */
export function ColourModeToggle({ initial, label, className }: ColourModeToggleProps) {
  const stored = useStore($colourMode);
  // Hydrate with exactly what the server rendered, then show the page's real mode (set before paint by the head
  // script), so the first client render never mismatches the HTML.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const mode = hydrated ? (stored ?? initial) : initial;
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      className={className}
      aria-pressed={dark}
      aria-label={label}
      title={label}
      data-testid="colour-mode-toggle"
      onClick={() => chooseColourMode(dark ? 'light' : 'dark')}
    >
      {dark ? (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      )}
    </button>
  );
}
