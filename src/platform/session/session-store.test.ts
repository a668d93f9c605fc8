import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_CHANNEL, announceIdentityChange } from './identity-broadcast.ts';
import { EMPTY_SESSION, BROWSER_WEB_VIEW } from './session-state.ts';
import { createSessionStore, signInInputFrom, type SessionEnv } from './session-store.ts';
import { memoryStorage, STORAGE_KEY, TAB_STORAGE_KEY } from './storage-keys.ts';

const STORED = { authToken: 'tok', segmentId: 3, segmentPath: 'neet', studentId: 42, studentName: 'Asha', userEmail: 'asha@example.com' };

function env(overrides: Partial<SessionEnv> = {}) {
  const local = memoryStorage({ [STORAGE_KEY.auth]: JSON.stringify(STORED), [STORAGE_KEY.ctaWidgetCache]: '{"w":1}' });
  const tab = memoryStorage();
  const effects = { replaceUrl: vi.fn(), navigate: vi.fn(), reload: vi.fn() };
  const value: SessionEnv = {
    local,
    tab,
    // Our API's token cookies are HttpOnly: the script sees only the `user` cookie.
    cookie: () => `user=${encodeURIComponent(JSON.stringify({ studentId: 42, studentName: 'Asha' }))}`,
    href: () => 'https://demo.localhost/learn/account/profile',
    base: 'learn',
    channel: null,
    now: () => 1_000,
    ...effects,
    ...overrides,
  };
  // The storages in use (an override replaces the default one).
  return { env: value, local: value.local!, tab: value.tab!, effects };
}

describe('session store', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it('starts from storage and cookies, applies the writes, and runs once per page', () => {
    const store = createSessionStore();
    const { env: e, local, tab } = env();
    const result = store.start(e);
    expect(result?.rules).toContain('cta-cache-cleared');
    expect(store.$session.get()).toMatchObject({ status: 'signed-in', token: 'tok', student: { id: 42 } });
    expect(local.getItem(STORAGE_KEY.ctaWidgetCache)).toBeNull();
    expect(tab.getItem(TAB_STORAGE_KEY.started)).toBe('1000');
    expect(JSON.parse(tab.getItem(TAB_STORAGE_KEY.webView)!)).toEqual(BROWSER_WEB_VIEW);
    expect(store.start(e)).toBeNull();
  });

  it('a later page of the same tab is not an app start: the call-to-action cache stays', () => {
    const store = createSessionStore();
    const { env: e, local, tab } = env();
    tab.setItem(TAB_STORAGE_KEY.started, '1');
    store.start(e);
    expect(local.getItem(STORAGE_KEY.ctaWidgetCache)).toBe('{"w":1}');
  });

  it('session store build failure falls back to an empty initial state', () => {
    const store = createSessionStore();
    const { env: e } = env({
      cookie: () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    expect(store.start(e)).toBeNull();
    expect(store.$session.get()).toEqual(EMPTY_SESSION);
    expect(store.$webView.get()).toEqual(BROWSER_WEB_VIEW);
  });

  it('a storage write that fails does not lose the session of this page', () => {
    const store = createSessionStore();
    const local = memoryStorage({ [STORAGE_KEY.auth]: JSON.stringify(STORED) });
    const refuse = (): never => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    local.setItem = refuse;
    local.removeItem = refuse;
    store.start(env({ local }).env);
    expect(store.$session.get().status).toBe('signed-in');
  });

  it('removes the native-app token from the address bar', () => {
    const store = createSessionStore();
    const { env: e, effects } = env({ href: () => 'https://demo.localhost/learn/home?authToken=app&userId=9&isDarkMode=1', cookie: () => '' });
    store.start(e);
    expect(store.$session.get()).toMatchObject({ status: 'signed-in', token: 'app', student: { id: 9 } });
    expect(effects.replaceUrl).toHaveBeenCalledWith('/learn/home?isDarkMode=1');
  });

  it('signIn stores the session and the saved user; signOut keeps only the segment', () => {
    const store = createSessionStore();
    const { env: e, local } = env({ local: memoryStorage(), cookie: () => '' });
    store.start(e);
    expect(store.$session.get().status).toBe('signed-out');

    store.signIn({ token: 'new', student: { id: 5, name: 'Ravi', email: 'r@example.com', mobile: null, photo: null }, segment: { id: 8, path: 'jee' } });
    expect(store.$session.get()).toEqual({
      status: 'signed-in',
      token: 'new',
      student: { id: 5, name: 'Ravi', email: 'r@example.com', mobile: null, photo: null },
      segment: { id: 8, path: 'jee' },
      restoredFromAdmin: false,
    });
    expect(JSON.parse(local.getItem(STORAGE_KEY.auth)!)).toMatchObject({ authToken: 'new', studentId: 5, segmentId: 8 });
    expect(JSON.parse(local.getItem(STORAGE_KEY.savedUser)!)).toMatchObject({ studentId: 5, studentName: 'Ravi' });

    store.signOut();
    expect(store.$session.get()).toEqual({ ...EMPTY_SESSION, segment: { id: 8, path: 'jee' } });
    expect(JSON.parse(local.getItem(STORAGE_KEY.auth)!)).toMatchObject({ authToken: null, segmentId: 8, segmentPath: 'jee' });
    expect(local.getItem(STORAGE_KEY.savedUser)).toBeNull();
  });

  it('updateStudent changes the learner shown and stored, without a word to the other tabs', () => {
    const store = createSessionStore();
    const postMessage = vi.fn();
    const { env: e, local } = env({ local: memoryStorage(), cookie: () => '', channel: { postMessage, addEventListener: vi.fn(), removeEventListener: vi.fn() } });
    store.start(e);
    store.updateStudent({ name: 'Nobody' });
    expect(store.$session.get().status).toBe('signed-out');

    store.signIn({ token: 'tok', student: { id: 5, name: 'Ravi', email: 'r@example.com', mobile: null, photo: null } });
    postMessage.mockClear();
    store.updateStudent({ name: 'Ravi Kumar', mobile: '+919876500001' });
    expect(store.$session.get().student).toEqual({ id: 5, name: 'Ravi Kumar', email: 'r@example.com', mobile: '+919876500001', photo: null });
    expect(JSON.parse(local.getItem(STORAGE_KEY.auth)!)).toMatchObject({ authToken: 'tok', studentId: 5, studentName: 'Ravi Kumar' });
    expect(JSON.parse(local.getItem(STORAGE_KEY.savedUser)!)).toMatchObject({ studentName: 'Ravi Kumar', userMobileNum: '+919876500001' });
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('chooseSegment keeps the choice in the stored data, signed in or out, and it outlives sign-out', () => {
    const store = createSessionStore();
    const { env: e, local } = env();
    store.start(e);
    store.chooseSegment({ id: 7, path: '/segments/upsc' });
    expect(store.$session.get()).toMatchObject({ status: 'signed-in', token: 'tok', segment: { id: 7, path: '/segments/upsc' } });
    expect(JSON.parse(local.getItem(STORAGE_KEY.auth)!)).toMatchObject({ authToken: 'tok', studentId: 42, segmentId: 7, segmentPath: '/segments/upsc' });
    store.signOut();
    expect(JSON.parse(local.getItem(STORAGE_KEY.auth)!)).toMatchObject({ authToken: null, segmentId: 7, segmentPath: '/segments/upsc' });

    const signedOut = createSessionStore();
    const fresh = env({ local: memoryStorage(), cookie: () => '' });
    signedOut.start(fresh.env);
    signedOut.chooseSegment({ id: 2, path: '/segments/neet' });
    expect(JSON.parse(fresh.local.getItem(STORAGE_KEY.auth)!)).toMatchObject({ authToken: null, segmentId: 2, segmentPath: '/segments/neet' });
    const nextPage = createSessionStore();
    nextPage.start(env({ local: fresh.local, cookie: () => '' }).env);
    expect(nextPage.$session.get()).toMatchObject({ status: 'signed-out', segment: { id: 2, path: '/segments/neet' } });
  });

  it('signInInputFrom turns the API session into the sign-in input', () => {
    expect(
      signInInputFrom({ authToken: 't', studentId: 5, studentName: 'Ravi', userEmail: 'r@example.com', segmentId: null, segmentPath: null, expires_at: '2026-12-01T00:00:00Z', language: null }),
    ).toEqual({ token: 't', student: { id: 5, name: 'Ravi', email: 'r@example.com', mobile: null, photo: null }, segment: { id: null, path: null } });
  });

  describe('identity change between tabs', () => {
    const open: BroadcastChannel[] = [];
    const channel = (): BroadcastChannel => {
      const c = new BroadcastChannel(IDENTITY_CHANNEL);
      open.push(c);
      return c;
    };
    afterEach(() => {
      for (const c of open.splice(0)) c.close();
    });

    it("signing in or out in one tab reloads the other tab's page, and never its own", async () => {
      const tabA = createSessionStore();
      const tabB = createSessionStore();
      const a = env({ channel: channel(), local: memoryStorage(), cookie: () => '' });
      const b = env({ channel: channel(), href: () => 'https://demo.localhost/learn/account/profile' });
      tabA.start(a.env);
      tabB.start(b.env);

      tabA.signIn({ token: 't', student: { id: 1, name: 'A', email: null, mobile: null, photo: null } });
      await vi.waitFor(() => expect(b.effects.reload).toHaveBeenCalledTimes(1));
      tabA.signOut();
      await vi.waitFor(() => expect(b.effects.reload).toHaveBeenCalledTimes(2));
      expect(a.effects.reload).not.toHaveBeenCalled();
      expect(a.effects.navigate).not.toHaveBeenCalled();
    });

    it('a tab on a signed-out page goes to the store', async () => {
      const tab = createSessionStore();
      const t = env({ channel: channel(), href: () => 'https://demo.localhost/learn/account/signin?signInToPay=4' });
      tab.start(t.env);
      announceIdentityChange(channel(), 'another-tab', 3);
      await vi.waitFor(() => expect(t.effects.navigate).toHaveBeenCalledWith('/learn'));
    });
  });
});
