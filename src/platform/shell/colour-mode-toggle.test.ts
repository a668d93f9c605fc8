import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../session/storage-keys.ts';

/**
 * The header's colour-mode button without React: the page's root, storage and window are stand-ins, and the
 * modules are loaded fresh for each test (the colour-mode atom lives once per page).
 */

class FakeButton {
  readonly attributes = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  addEventListener(_type: 'click', listener: () => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'click', listener: () => void): void {
    this.listeners.delete(listener);
  }
  click(): void {
    for (const listener of this.listeners) listener();
  }
  get pressed(): string | undefined {
    return this.attributes.get('aria-pressed');
  }
}

/** A storage event as another tab's write raises it. */
const storageEvent = (key: string | null, newValue: string | null): Event => Object.assign(new Event('storage'), { key, newValue });

let root: { dataset: Record<string, string | undefined> };
let storage: ReturnType<typeof memoryStorage>;
let win: EventTarget;

async function load() {
  vi.resetModules();
  const toggle = await import('./colour-mode-toggle.ts');
  const mode = await import('./colour-mode.ts');
  return { ...toggle, ...mode };
}

beforeEach(() => {
  root = { dataset: { colorMode: 'light', colorModeDefault: 'light' } };
  storage = memoryStorage();
  win = new EventTarget();
  vi.stubGlobal('document', { documentElement: root });
  vi.stubGlobal('window', win);
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the colour-mode button', () => {
  it("shows the page's mode as set before paint, not the server's default", async () => {
    root.dataset['colorMode'] = 'dark';
    const { installColourModeToggle } = await load();
    const button = new FakeButton();
    button.setAttribute('aria-pressed', 'false');
    installColourModeToggle([button]);
    expect(button.pressed).toBe('true');
  });

  it('switches the mode on click, remembers it, and islands see it', async () => {
    const { installColourModeToggle, $colourMode, COLOUR_MODE_KEY } = await load();
    const button = new FakeButton();
    installColourModeToggle([button]);
    expect(button.pressed).toBe('false');

    button.click();
    expect(root.dataset['colorMode']).toBe('dark');
    expect(storage.getItem(COLOUR_MODE_KEY)).toBe('dark');
    expect(COLOUR_MODE_KEY).toBe('theme-color-mode');
    expect($colourMode.get()).toBe('dark');
    expect(button.pressed).toBe('true');

    button.click();
    expect([root.dataset['colorMode'], storage.getItem(COLOUR_MODE_KEY), button.pressed]).toEqual(['light', 'light', 'false']);
  });

  it("follows another tab's choice, and the school default when it is cleared", async () => {
    root.dataset['colorModeDefault'] = 'dark';
    root.dataset['colorMode'] = 'light';
    const { installColourModeToggle, $colourMode } = await load();
    const button = new FakeButton();
    installColourModeToggle([button]);

    win.dispatchEvent(storageEvent('theme-color-mode', 'dark'));
    expect([root.dataset['colorMode'], $colourMode.get(), button.pressed]).toEqual(['dark', 'dark', 'true']);
    win.dispatchEvent(storageEvent('theme-color-mode', 'light'));
    expect(button.pressed).toBe('false');
    // Another key changing is none of its business; storage cleared altogether means back to the default.
    win.dispatchEvent(storageEvent('savedUser', 'x'));
    expect(button.pressed).toBe('false');
    win.dispatchEvent(storageEvent(null, null));
    expect([root.dataset['colorMode'], button.pressed]).toEqual(['dark', 'true']);
  });

  it("follows a choice made elsewhere on the page (the account settings island)", async () => {
    const { installColourModeToggle, chooseColourMode } = await load();
    const button = new FakeButton();
    installColourModeToggle([button]);
    chooseColourMode('dark');
    expect(button.pressed).toBe('true');
  });

  it('still switches when storage refuses the write, for this page', async () => {
    vi.stubGlobal('localStorage', { ...storage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } });
    const { installColourModeToggle } = await load();
    const button = new FakeButton();
    installColourModeToggle([button]);
    button.click();
    expect([root.dataset['colorMode'], button.pressed]).toEqual(['dark', 'true']);
  });

  it('does nothing without a button (a school that turns the toggle off), and can be unwired', async () => {
    const { installColourModeToggle } = await load();
    const listen = vi.spyOn(win, 'addEventListener');
    installColourModeToggle([])();
    // Nothing subscribed to the mode, so nothing listens to other tabs either.
    expect(listen).not.toHaveBeenCalled();

    const button = new FakeButton();
    const unwire = installColourModeToggle([button]);
    unwire();
    button.click();
    expect(root.dataset['colorMode']).toBe('light');
  });
});

describe('nextColourMode', () => {
  it('is the other mode', async () => {
    const { nextColourMode } = await load();
    expect([nextColourMode('light'), nextColourMode('dark')]).toEqual(['dark', 'light']);
  });
});
