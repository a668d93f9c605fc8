import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { createShellI18n, shellMessages, shellStringGroups } from './shell-i18n.ts';

describe("the shell island's strings", () => {
  const site = createI18n({ language: 'hi', languages: ['en', 'hi'], overrides: { hi: { 'account.signin.title': 'लॉग इन' } } });

  it("carry only the shell groups, per offered language, with the school's overrides", () => {
    const messages = shellMessages(site, ['hi', 'en']);
    expect(Object.keys(messages).sort()).toEqual(['en', 'hi']);
    expect(Object.keys(messages.hi!).sort()).toEqual([...shellStringGroups()].sort());
    expect([...shellStringGroups()].sort()).toEqual(['account', 'affiliate', 'batch', 'certificates', 'checkout', 'codeLab', 'community', 'content', 'esign', 'feed', 'learning', 'live', 'mockTest', 'offline', 'player', 'product', 'profile', 'reports', 'search', 'shell', 'store', 'subscriptions', 'support', 'systemCheck', 'wallet']);
    expect(messages.hi).not.toHaveProperty('notFound');
    expect((messages.hi!['account'] as { signin: { title: string } }).signin.title).toBe('लॉग इन');
  });

  it('make an instance that says the same as the school on the server', () => {
    const island = createShellI18n('hi', shellMessages(site, ['hi', 'en']));
    for (const key of ['account.signin.title', 'account.signup.subtitle', 'shell.errorView.retry']) {
      expect(island.t(key, { school: 'Nova' })).toBe(site.t(key, { school: 'Nova' }));
    }
    expect(createShellI18n('en', shellMessages(site, ['en'])).t('account.signin.title')).toBe('Sign in');
  });
});
