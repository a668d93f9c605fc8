import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHash, mergeSources, NO_SCRIPT_SOURCES, scriptOrigin, UNHASHED_INLINE_POLICY } from './csp.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const directives = (policy: string): Map<string, string[]> =>
  new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site itself only, by default', () => {
    expect(contentSecurityPolicy(NO_SCRIPT_SOURCES)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; media-src 'self' blob:; " +
        "connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('names script origins in script-src, connect-src and img-src, and inline hashes in script-src, once each and sorted', () => {
    const a = hash('a()');
    const b = hash('b()');
    const policy = directives(
      contentSecurityPolicy({
        origins: ['https://www.googletagmanager.com', 'https://cdn.example.com:8443', 'https://www.googletagmanager.com'],
        hashes: [b, a, b],
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example.com:8443', 'https://www.googletagmanager.com', ...[a, b].sort()]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com:8443', 'https://www.googletagmanager.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:', 'https://cdn.example.com:8443', 'https://www.googletagmanager.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('never lets a wildcard, a scheme, a keyword or anything but one https origin or one sha256 hash through', () => {
    const junk = [
      '*',
      'https://*.example.com',
      'https:',
      'data:',
      'http://tags.example.com',
      "'unsafe-eval'",
      "'unsafe-inline'",
      "https://a.example.com 'unsafe-inline'",
      'https://a.example.com; script-src *',
      'https://a.example.com/path',
      '',
    ];
    const policy = contentSecurityPolicy({ origins: junk, hashes: [...junk, "'sha256-short'", "'sha384-abc'", hash('x').slice(1, -1)] });
    expect(policy).toBe(contentSecurityPolicy(NO_SCRIPT_SOURCES));
    const scriptSrc = directives(policy).get('script-src')!;
    for (const bad of ['*', 'data:', "'unsafe-eval'", "'unsafe-inline'"]) expect(scriptSrc).not.toContain(bad);
  });

  it("falls back to 'unsafe-inline' only in the policy of a page the edge could not read, still without eval or wildcards", () => {
    const scriptSrc = directives(UNHASHED_INLINE_POLICY).get('script-src');
    expect(scriptSrc).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('merges sources', () => {
    expect(mergeSources({ origins: ['https://b.example'], hashes: ["'h2'"] }, { origins: ['https://a.example', 'https://b.example'], hashes: ["'h1'"] })).toEqual({
      origins: ['https://a.example', 'https://b.example'],
      hashes: ["'h1'", "'h2'"],
    });
  });
});

describe('inlineScriptHash', () => {
  it('is the sha256 source of the script text, as browsers compute it', async () => {
    expect(await inlineScriptHash("document.documentElement.dataset.schoolSnippet = 'loaded'")).toBe(hash("document.documentElement.dataset.schoolSnippet = 'loaded'"));
    expect(await inlineScriptHash('')).toBe(hash(''));
    expect(await inlineScriptHash('é ✓')).toBe(hash('é ✓'));
  });

  it('hashes the text after the HTML parser has normalised line breaks and NUL', async () => {
    expect(await inlineScriptHash('a()\r\nb()\rc()')).toBe(hash('a()\nb()\nc()'));
    expect(await inlineScriptHash('a\u0000b')).toBe(hash('a\uFFFDb'));
  });
});

describe('scriptOrigin', () => {
  it('gives the origin of an https script, protocol-relative ones included', () => {
    expect(scriptOrigin('https://www.googletagmanager.com/gtm.js?id=GTM-1')).toBe('https://www.googletagmanager.com');
    expect(scriptOrigin('  HTTPS://CDN.Example.com:8443/a.js ')).toBe('https://cdn.example.com:8443');
    expect(scriptOrigin('//cdn.example.com/a.js')).toBe('https://cdn.example.com');
    // Browsers read a backslash as a slash here: this is another host, not a path.
    expect(scriptOrigin('/\\evil.example/a.js')).toBe('https://evil.example');
  });

  it("answers 'self' for a path on the school's own host", () => {
    for (const src of ['/a.js', 'a.js', '../_astro/a.js', '?x=1']) expect(scriptOrigin(src), src).toBe('self');
  });

  it('refuses anything else', () => {
    for (const src of ['http://tags.example.com/t.js', 'data:text/javascript,alert(1)', 'javascript:alert(1)', 'blob:https://a.example/1', 'https://user:pw@a.example/t.js', 'https://[::1]/a.js', 'https://']) {
      expect(scriptOrigin(src), src).toBeNull();
    }
  });
});
