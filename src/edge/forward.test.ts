import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '#contract/bundle.ts';
import { LOCAL_CLIENT_HEADER } from './client-ip.ts';
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
    const request = upstreamRequest(incoming('http://demo.localhost:8787/learner/v17/courses/?page=2&q=a%20b'), 'demo', { apiOrigin: null, clientIp: 'cloudflare' });
    expect(request.url).toBe('https://schoolfront-api.internal/learner/v17/courses/?page=2&q=a%20b');
    expect(request.method).toBe('GET');
    expect(request.redirect).toBe('manual');
  });

  it('goes to the configured origin when there is one', () => {
    const request = upstreamRequest(incoming('https://learn.example.edu/config/school_config'), 'demo', { apiOrigin: 'https://api.example.com', clientIp: 'cloudflare' });
    expect(request.url).toBe('https://api.example.com/config/school_config');
  });

  it('never lets the request pick the host', () => {
    const request = upstreamRequest(incoming('https://learn.example.edu//evil.com/learner/x?y=1'), 'demo', { apiOrigin: 'https://api.example.com', clientIp: 'cloudflare' });
    expect(new URL(request.url).host).toBe('api.example.com');
    expect(request.headers.get('host')).toBeNull();
  });

  it('overwrites the school header and keeps the other headers', () => {
    const request = upstreamRequest(incoming('https://learn.example.edu/learner/x'), 'demo', { apiOrigin: null, clientIp: 'cloudflare' });
    expect(request.headers.get(SCHOOL_HEADER)).toBe('demo');
    expect(request.headers.get('x-keep')).toBe('yes');
  });

  it("overwrites the school's origin with the one the request reached", () => {
    const request = upstreamRequest(incoming('https://learn.example.edu/learner/x', { [SCHOOL_ORIGIN_HEADER]: 'https://evil.com' }), 'demo', { apiOrigin: null, clientIp: 'cloudflare' });
    expect(request.headers.get(SCHOOL_ORIGIN_HEADER)).toBe('https://learn.example.edu');
  });
});

describe('the client address passed upstream', () => {
  const SPOOFED = {
    'x-forwarded-for': '203.0.113.7, 10.0.0.1',
    'true-client-ip': '203.0.113.8',
    'x-real-ip': '203.0.113.9',
    forwarded: 'for=203.0.113.10',
    [CLIENT_IP_HEADER]: '203.0.113.11',
  };
  const forwarded = (clientIp: 'cloudflare' | 'local', headers: Record<string, string>) =>
    upstreamRequest(new Request('https://learn.example.edu/learner/x', { headers }), 'demo', { apiOrigin: null, clientIp }).headers;
  const addressHeaders = (headers: Headers) =>
    ['cf-connecting-ip', 'x-forwarded-for', 'true-client-ip', 'x-real-ip', 'forwarded', LOCAL_CLIENT_HEADER].filter((name) => headers.has(name));

  it('on Cloudflare: the CF-Connecting-IP Cloudflare set, and none of the headers a client can send', () => {
    const headers = forwarded('cloudflare', { 'cf-connecting-ip': '198.51.100.4', ...SPOOFED, [LOCAL_CLIENT_HEADER]: '203.0.113.12' });
    expect(headers.get(CLIENT_IP_HEADER)).toBe('198.51.100.4');
    expect(addressHeaders(headers)).toEqual([]);
  });

  it('on Cloudflare without an address: none, so the API counts the request as the unknown client', () => {
    const headers = forwarded('cloudflare', SPOOFED);
    expect(headers.get(CLIENT_IP_HEADER)).toBeNull();
    expect(addressHeaders(headers)).toEqual([]);
  });

  it('locally: the machine itself, whatever CF-Connecting-IP the client claims', () => {
    const headers = forwarded('local', { 'cf-connecting-ip': '198.51.100.4', ...SPOOFED });
    expect(headers.get(CLIENT_IP_HEADER)).toBe('127.0.0.1');
    expect(addressHeaders(headers)).toEqual([]);
  });

  it('locally: the client a test names, if it is an address', () => {
    expect(forwarded('local', { [LOCAL_CLIENT_HEADER]: '10.1.2.3' }).get(CLIENT_IP_HEADER)).toBe('10.1.2.3');
    expect(forwarded('local', { [LOCAL_CLIENT_HEADER]: 'evil, 1.2.3.4' }).get(CLIENT_IP_HEADER)).toBe('127.0.0.1');
  });
});
