import { describe, expect, it } from 'vitest';
import { hostPassesCheck, isMockTestPath, schoolExtrasAllowed, SCRIPTLESS_SCHOOL_ID, shouldInjectSchoolScripts } from './school-scripts.ts';

const demo = { slug: 'demo', customDomain: 'learn.demo.edu' };
const ok = { pathname: '/learn/account/profile', schoolId: 7, host: 'learn.demo.edu', hostCheck: demo };

describe('the host check', () => {
  it("passes the school's custom domain and <slug>.localhost, ports and case aside", () => {
    expect(hostPassesCheck('learn.demo.edu', demo)).toBe(true);
    expect(hostPassesCheck('LEARN.demo.edu:443', demo)).toBe(true);
    expect(hostPassesCheck('learn.demo.edu.', demo)).toBe(true);
    expect(hostPassesCheck('demo.localhost:8787', demo)).toBe(true);
    expect(hostPassesCheck('demo.localhost', { slug: 'demo', customDomain: null })).toBe(true);
  });

  it('fails any other host', () => {
    for (const host of ['other.localhost', 'localhost', '127.0.0.1:8787', 'evil.example', 'learn.demo.edu.evil.example', 'x.learn.demo.edu', '']) {
      expect(hostPassesCheck(host, demo), host).toBe(false);
    }
  });
});

describe('mock-test pages', () => {
  it('a path containing learn/mock-test/ is a mock-test page', () => {
    expect(isMockTestPath('/learn/mock-test/12')).toBe(true);
    expect(isMockTestPath('/learn/mock-test/12/report')).toBe(true);
    expect(isMockTestPath('/learn/mock-test/analytics')).toBe(true);
  });

  it('so is /{base}/mock-test/ under another base', () => {
    expect(isMockTestPath('/academy/mock-test/12')).toBe(true);
  });

  it('other pages are not', () => {
    expect(isMockTestPath('/learn')).toBe(false);
    expect(isMockTestPath('/learn/mock-test')).toBe(false);
    expect(isMockTestPath('/learn/home/mock-test-prep')).toBe(false);
    expect(isMockTestPath('/academy/home/mock-test/1')).toBe(false);
  });
});

describe('shouldInjectSchoolScripts', () => {
  it('injects on an ordinary page of a normal school on its own host', () => {
    expect(shouldInjectSchoolScripts(ok)).toBe(true);
    expect(shouldInjectSchoolScripts({ ...ok, pathname: '/learn' })).toBe(true);
  });

  it('never on a mock-test page', () => {
    expect(shouldInjectSchoolScripts({ ...ok, pathname: '/learn/mock-test/12' })).toBe(false);
    expect(shouldInjectSchoolScripts({ ...ok, pathname: '/academy/mock-test/12' })).toBe(false);
  });

  it('never for school 144865', () => {
    expect(SCRIPTLESS_SCHOOL_ID).toBe(144865);
    expect(shouldInjectSchoolScripts({ ...ok, schoolId: 144865 })).toBe(false);
    expect(schoolExtrasAllowed({ ...ok, schoolId: 144865 })).toBe(false);
  });

  it('never when the host fails the check', () => {
    expect(shouldInjectSchoolScripts({ ...ok, host: 'evil.example' })).toBe(false);
    expect(schoolExtrasAllowed({ ...ok, host: 'evil.example' })).toBe(false);
  });
});
