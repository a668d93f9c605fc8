import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceIdentityChange, IDENTITY_CHANNEL, identityChangeAction, listenForIdentityChanges, parseIdentityMessage } from './identity-broadcast.ts';

describe('identityChangeAction', () => {
  it.each(['/learn/account/signin', '/learn/account/signup', '/learn/account/otp', '/learn/account/forgot-password', '/learn/welcome'])(
    'a signed-out page (%s) goes to /{base}',
    (path) => expect(identityChangeAction(path, 'learn')).toEqual({ kind: 'navigate', to: '/learn' }),
  );

  it.each(['/learn/no/such/page/at/all', '/elsewhere', '/'])('an unknown page (%s) goes to /{base}', (path) => {
    expect(identityChangeAction(path, 'learn')).toEqual({ kind: 'navigate', to: '/learn' });
  });

  it.each(['/learn', '/learn/account/profile', '/learn/categories/physics', '/learn/home/physics-101'])('any other page (%s) reloads', (path) => {
    expect(identityChangeAction(path, 'learn')).toEqual({ kind: 'reload' });
  });

  it('uses the school base', () => {
    expect(identityChangeAction('/academy/account/signin', 'academy')).toEqual({ kind: 'navigate', to: '/academy' });
    expect(identityChangeAction('/learn/account/profile', 'academy')).toEqual({ kind: 'navigate', to: '/academy' });
  });
});

describe('listenForIdentityChanges over BroadcastChannel', () => {
  const open: BroadcastChannel[] = [];
  const channel = (): BroadcastChannel => {
    const c = new BroadcastChannel(IDENTITY_CHANNEL);
    open.push(c);
    return c;
  };
  afterEach(() => {
    for (const c of open.splice(0)) c.close();
  });

  it("acts on another tab's announcement: reloads a normal page, sends a signed-out page to the store", async () => {
    const otherTab = channel();
    const navigate = vi.fn();
    const reload = vi.fn();
    let path = '/learn/account/profile';
    listenForIdentityChanges({ channel: channel(), self: 'me', base: 'learn', pathname: () => path, navigate, reload });

    announceIdentityChange(otherTab, 'them', 42);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));

    path = '/learn/account/signin';
    announceIdentityChange(otherTab, 'them', null);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/learn'));
  });

  it('ignores its own messages and junk', async () => {
    const mine = channel();
    const sameTabOtherChannel = channel();
    const reload = vi.fn();
    const stop = listenForIdentityChanges({ channel: mine, self: 'me', base: 'learn', pathname: () => '/learn', navigate: vi.fn(), reload });
    announceIdentityChange(sameTabOtherChannel, 'me', 1);
    sameTabOtherChannel.postMessage({ type: 'something-else' });
    sameTabOtherChannel.postMessage('hello');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();

    stop();
    announceIdentityChange(sameTabOtherChannel, 'them', 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('parseIdentityMessage', () => {
  it('reads our message and nothing else', () => {
    expect(parseIdentityMessage({ type: 'identity-changed', sender: 'a', studentId: 42, more: 1 })).toEqual({ type: 'identity-changed', sender: 'a', studentId: 42 });
    expect(parseIdentityMessage({ type: 'identity-changed', sender: 'a', studentId: null })).toEqual({ type: 'identity-changed', sender: 'a', studentId: null });
    for (const bad of [null, 'hello', { type: 'something-else', sender: 'a', studentId: 1 }, { type: 'identity-changed', sender: '', studentId: 1 }, { type: 'identity-changed', sender: 'a' }, { type: 'identity-changed', sender: 'a', studentId: 0 }]) {
      expect(parseIdentityMessage(bad)).toBeNull();
    }
  });
});
