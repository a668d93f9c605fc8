import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_SCRIPT } from './colour-mode-script.ts';

function run(attrs: Record<string, string>, stored: Record<string, string>) {
  const store = new Map(Object.entries(stored));
  const html = {
    attrs: new Map(Object.entries(attrs)),
    getAttribute(name: string) { return this.attrs.get(name) ?? null; },
    setAttribute(name: string, value: string) { this.attrs.set(name, value); },
  };
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    removeItem: (k: string) => void store.delete(k),
  };
  new Function('document', 'localStorage', COLOUR_MODE_SCRIPT)({ documentElement: html }, localStorage);
  return { mode: html.attrs.get('data-color-mode'), stored: store.get('theme-color-mode') };
}

describe('colour mode head script', () => {
  it('applies the stored choice when the school allows the toggle', () => {
    expect(run({ 'data-color-mode': 'light', 'data-color-mode-toggle': 'on' }, { 'theme-color-mode': 'dark' })).toEqual({ mode: 'dark', stored: 'dark' });
  });
  it('keeps the school default without a valid stored choice', () => {
    expect(run({ 'data-color-mode': 'dark', 'data-color-mode-toggle': 'on' }, {}).mode).toBe('dark');
    expect(run({ 'data-color-mode': 'light', 'data-color-mode-toggle': 'on' }, { 'theme-color-mode': 'purple' }).mode).toBe('light');
  });
  it('removes the stored choice when the school disables the toggle', () => {
    expect(run({ 'data-color-mode': 'light', 'data-color-mode-toggle': 'off' }, { 'theme-color-mode': 'dark' })).toEqual({ mode: 'light', stored: undefined });
  });
});
