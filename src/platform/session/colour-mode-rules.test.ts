import { describe, expect, it } from 'vitest';
import { defaultColourMode, resolveColourMode, type ColourModeInput } from './colour-mode-rules.ts';

const input = (overrides: Partial<ColourModeInput> = {}): ColourModeInput => ({ schoolDefault: null, toggleAllowed: true, stored: null, nativeApp: null, ...overrides });

describe('colour mode rules (SPEC.md section 4)', () => {
  it('default from school customisation, else light', () => {
    expect(defaultColourMode('dark')).toBe('dark');
    expect(defaultColourMode(null)).toBe('light');
    expect(resolveColourMode(input({ schoolDefault: 'dark' }))).toEqual({ mode: 'dark', removeStored: false });
    expect(resolveColourMode(input())).toEqual({ mode: 'light', removeStored: false });
  });

  it('the stored choice wins while the toggle is allowed', () => {
    expect(resolveColourMode(input({ schoolDefault: 'dark', stored: 'light' }))).toEqual({ mode: 'light', removeStored: false });
    expect(resolveColourMode(input({ stored: 'purple' }))).toEqual({ mode: 'light', removeStored: false });
  });

  it('if the school disables the toggle, the stored choice is removed', () => {
    expect(resolveColourMode(input({ toggleAllowed: false, schoolDefault: 'dark', stored: 'light' }))).toEqual({ mode: 'dark', removeStored: true });
    expect(resolveColourMode(input({ toggleAllowed: false }))).toEqual({ mode: 'light', removeStored: false });
  });

  it('unless in the native app, where mode follows isDarkMode', () => {
    expect(resolveColourMode(input({ toggleAllowed: false, stored: 'light', nativeApp: { isDarkMode: true } }))).toEqual({ mode: 'dark', removeStored: false });
    expect(resolveColourMode(input({ toggleAllowed: false, schoolDefault: 'dark', stored: 'dark', nativeApp: { isDarkMode: false } }))).toEqual({ mode: 'light', removeStored: false });
    expect(resolveColourMode(input({ toggleAllowed: false, schoolDefault: 'dark', nativeApp: { isDarkMode: null } }))).toEqual({ mode: 'dark', removeStored: false });
  });

  it('in the native app with the toggle allowed: stored choice, else isDarkMode, else the default', () => {
    expect(resolveColourMode(input({ stored: 'light', nativeApp: { isDarkMode: true } })).mode).toBe('light');
    expect(resolveColourMode(input({ nativeApp: { isDarkMode: true } })).mode).toBe('dark');
    expect(resolveColourMode(input({ schoolDefault: 'dark', nativeApp: { isDarkMode: null } })).mode).toBe('dark');
  });
});
