import { describe, expect, it, vi } from 'vitest';
import { createNavigationProgress, formNavigates, linkNavigates, PROGRESS_GIVE_UP_MS, setPageProgress, startNavigationProgress } from './navigation-progress.ts';

const HERE = 'https://nova.example/learn/products/courses?page=2';
const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...extra });

describe('which link clicks leave the page', () => {
  it('a plain click on a same-origin link to another page', () => {
    expect(linkNavigates(link('https://nova.example/learn/products/tests'), click, HERE)).toBe(true);
    expect(linkNavigates(link('/learn/account/signin?returnTo=%2Flearn'), click, HERE)).toBe(true);
    // The same page again (a reload of it) is a navigation too.
    expect(linkNavigates(link(HERE), click, HERE)).toBe(true);
  });

  it('not another origin, a new tab or window, a download, or a fragment of this page', () => {
    expect(linkNavigates(link('https://other.example/learn'), click, HERE)).toBe(false);
    expect(linkNavigates(link('mailto:help@nova.example'), click, HERE)).toBe(false);
    expect(linkNavigates(link('/learn', { target: '_blank' }), click, HERE)).toBe(false);
    expect(linkNavigates(link('/learn', { download: true }), click, HERE)).toBe(false);
    expect(linkNavigates(link('/learn/products/courses?page=2#faq'), click, HERE)).toBe(false);
    expect(linkNavigates(link('/learn', { target: '_self' }), click, HERE)).toBe(true);
  });

  it('not when a script handled the click, or a modifier or another button opens it elsewhere', () => {
    const to = link('/learn');
    expect(linkNavigates(to, { ...click, defaultPrevented: true }, HERE)).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(linkNavigates(to, { ...click, [key]: true }, HERE)).toBe(false);
    expect(linkNavigates(to, { ...click, button: 1 }, HERE)).toBe(false);
  });
});

describe('which form submissions leave the page', () => {
  const form = { defaultPrevented: false, method: 'get', target: '', action: 'https://nova.example/learn/search' };
  it('a form the browser submits to this origin', () => {
    expect(formNavigates(form, HERE)).toBe(true);
    expect(formNavigates({ ...form, method: 'post' }, HERE)).toBe(true);
  });
  it('not a form a script handles (React forms), a dialog, another target or origin', () => {
    expect(formNavigates({ ...form, defaultPrevented: true }, HERE)).toBe(false);
    expect(formNavigates({ ...form, method: 'dialog' }, HERE)).toBe(false);
    expect(formNavigates({ ...form, target: '_blank' }, HERE)).toBe(false);
    expect(formNavigates({ ...form, action: 'https://pay.example/checkout' }, HERE)).toBe(false);
  });
});

describe('the progress bar', () => {
  function fakeBar() {
    const attrs = new Map<string, string>();
    return { attrs, setAttribute: (n: string, v: string) => void attrs.set(n, v), removeAttribute: (n: string) => void attrs.delete(n) };
  }

  it('starts loading, and gives up when no page replaced this one', () => {
    vi.useFakeTimers();
    try {
      const bar = fakeBar();
      const progress = createNavigationProgress(bar, { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (id) => clearTimeout(id as number) });
      progress.start();
      expect(bar.attrs.get('data-state')).toBe('loading');
      vi.advanceTimersByTime(PROGRESS_GIVE_UP_MS - 1);
      expect(bar.attrs.get('data-state')).toBe('loading');
      vi.advanceTimersByTime(1);
      expect(bar.attrs.has('data-state')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resets at once (back-forward cache), and scripts can start the page bar', () => {
    const bar = fakeBar();
    const progress = createNavigationProgress(bar, { setTimeout: () => 1, clearTimeout: () => {} });
    setPageProgress(progress);
    startNavigationProgress();
    expect(bar.attrs.get('data-state')).toBe('loading');
    progress.reset();
    expect(bar.attrs.has('data-state')).toBe(false);
    setPageProgress(null);
    expect(() => startNavigationProgress()).not.toThrow();
  });
});
