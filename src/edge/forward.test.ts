import { describe, expect, it } from 'vitest';
import { SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '#contract/bundle.ts';
import { isApiPath, upstreamRequest } from './forward.ts';

describe('isApiPath', () => {
  it('is true for /learner/* and /config/school_config only', () => {
    expect(isApiPath('/learner/v17/courses/')).toBe(true);
    expect(isApiPath('/config/school_config')).toBe(true);
    for (const path of ['/learner', '/learnerx/a', '/config/other', '/config/school_config/x', '/learn/learner/x', '//evil.com/learner/x']) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});

describe('upstreamRequest', () => {
  const incoming = (url: string, headers: Record<string, string> = {}) =>
    new Request(url, { headers: { host: 'evil.com', [SCHOOL_HEADER]: 'other-school', 'x-keep': 'yes', ...headers } });

  it('goes to the API binding by a fixed origin, with the path and query of the request', () => {
    const request = upstreamRequest(incoming('http://demo.localhost:8787/learner/v17/courses/?page=2&q=a%20b'), 'demo', { apiOrigin: null });
    expect(request.url).toBe('https://schoolfront-api.internal/learner/v17/courses/?page=2&q=a%20b');
    expect(request.method).toBe('GET');
    expect(request.redirect).toBe('manual');
  });

  it('goes to the configured origin when there is one', () => {
    const request = upstreamRequest(incoming('https://learn.example.edu/config/school_config'), 'demo', { apiOrigin: 'https://api.example.com' });
    expect(request.url).toBe('https://api.example.com/config/school_config');
  });

  it('never lets the request pick the host', () => {
    const request = upstreamRequest(incoming('https://learn.example.edu//evil.com/learner/x?y=1'), 'demo', { apiOrigin: 'https://api.example.com' });
    expect(new URL(request.url).host).toBe('api.example.com');
    expect(request.headers.get('host')).toBeNull();
  });

  it('overwrites the school header and keeps the other headers', () => {
    const request = upstreamRequest(incoming('https://learn.example.edu/learner/x'), 'demo', { apiOrigin: null });
    expect(request.headers.get(SCHOOL_HEADER)).toBe('demo');
    expect(request.headers.get('x-keep')).toBe('yes');
  });

  it("overwrites the school's origin with the one the request reached", () => {
    const request = upstreamRequest(incoming('https://learn.example.edu/learner/x', { [SCHOOL_ORIGIN_HEADER]: 'https://evil.com' }), 'demo', { apiOrigin: null });
    expect(request.headers.get(SCHOOL_ORIGIN_HEADER)).toBe('https://learn.example.edu');
  });
});
