import { describe, expect, it } from 'vitest';
import { parseLaunchQuery, withoutLaunchQuery } from './launch-query.ts';

describe('parseLaunchQuery', () => {
  it('reads every field of the native-app launch query', () => {
    const query = parseLaunchQuery(
      '?authToken=tok&profilePhoto=https%3A%2F%2Fcdn.example.com%2Fa.png&userEmail=asha%40example.com&userMobileNum=%2B919876543210' +
        '&studentName=Asha&userId=42&isUserAccessedFromNativeApp=true&segmentId=3&deviceType=1&isDarkMode=1&dynamicNavigation=false',
    );
    expect(query).toEqual({
      authToken: 'tok',
      profilePhoto: 'https://cdn.example.com/a.png',
      userEmail: 'asha@example.com',
      userMobileNum: '+919876543210',
      studentName: 'Asha',
      userId: 42,
      isUserAccessedFromNativeApp: true,
      segmentId: 3,
      deviceType: 1,
      isDarkMode: true,
      dynamicNavigation: false,
    });
  });

  it("reads booleans from 'true'/'1' and 'false'/'0'", () => {
    expect(parseLaunchQuery('isDarkMode=true&dynamicNavigation=1&isUserAccessedFromNativeApp=0')).toEqual({
      isDarkMode: true,
      dynamicNavigation: true,
      isUserAccessedFromNativeApp: false,
    });
  });

  it('coerces numbers, and keeps userId 0', () => {
    expect(parseLaunchQuery('userId=0&segmentId=12&deviceType=4')).toEqual({ userId: 0, segmentId: 12, deviceType: 4 });
  });

  it('ignores bad values, never throws', () => {
    const query = parseLaunchQuery(
      'authToken=&profilePhoto=javascript%3Aalert(1)&userEmail=nope&userMobileNum=12ab&userId=-1&segmentId=0' +
        '&deviceType=3&isDarkMode=yes&dynamicNavigation=&isUserAccessedFromNativeApp=TRUE&studentName=%20%20',
    );
    expect(query).toEqual({});
    expect(parseLaunchQuery('userId=1e3&segmentId=4.5')).toEqual({});
    expect(parseLaunchQuery('')).toEqual({});
  });

  it('takes an http(s) photo address only with // written out, and a plausible e-mail address', () => {
    expect(parseLaunchQuery('profilePhoto=HTTPS%3A%2F%2Fcdn.example.com%2Fa.png').profilePhoto).toBe('HTTPS://cdn.example.com/a.png');
    expect(parseLaunchQuery('profilePhoto=%20http%3A%2F%2Fcdn.example.com%2F%20').profilePhoto).toBe('http://cdn.example.com/');
    for (const bad of ['https:cdn.example.com/a.png', 'ftp://cdn.example.com/a', 'https://', '//cdn.example.com/a.png', `https://x.example/${'a'.repeat(2040)}`]) {
      expect(parseLaunchQuery(new URLSearchParams({ profilePhoto: bad })).profilePhoto).toBeUndefined();
    }
    expect(parseLaunchQuery('userEmail=%20Asha.K%2Bapp%40mail.example.co.in%20').userEmail).toBe('Asha.K+app@mail.example.co.in');
    for (const bad of ['asha@', '@mail.example', 'asha@mail', 'a sha@mail.example', '.asha@mail.example']) {
      expect(parseLaunchQuery(new URLSearchParams({ userEmail: bad })).userEmail).toBeUndefined();
    }
  });

  it('reads numbers as written in decimal digits only', () => {
    expect(parseLaunchQuery('userId=%2042%20&segmentId=007').userId).toBe(42);
    expect(parseLaunchQuery('segmentId=007').segmentId).toBe(7);
    expect(parseLaunchQuery('userId=0x10&segmentId=%2B3&deviceType=1.0')).toEqual({});
    expect(parseLaunchQuery(`userId=${'9'.repeat(16)}`)).toEqual({});
  });

  it('ignores parameters it does not know', () => {
    expect(parseLaunchQuery('foo=bar&userId=7')).toEqual({ userId: 7 });
  });
});

describe('withoutLaunchQuery', () => {
  it('removes the token and user details, keeps the rest', () => {
    expect(withoutLaunchQuery('https://s.example/learn/home?authToken=t&userId=4&isDarkMode=1&tab=2#x')).toBe('/learn/home?isDarkMode=1&tab=2#x');
  });

  it('is null when there is nothing to remove', () => {
    expect(withoutLaunchQuery('https://s.example/learn?isDarkMode=1')).toBeNull();
  });
});
