import { describe, expect, it } from 'vitest';
import { classifyHost } from './host.ts';

describe('classifyHost', () => {
  it('reads <slug>.localhost on any port as that school', () => {
    expect(classifyHost('demo.localhost')).toEqual({ kind: 'localhost', slug: 'demo' });
    expect(classifyHost('demo.localhost:8787')).toEqual({ kind: 'localhost', slug: 'demo' });
    expect(classifyHost('physics-hub.localhost:1')).toEqual({ kind: 'localhost', slug: 'physics-hub' });
  });

  it('ignores case and a trailing dot', () => {
    expect(classifyHost('Demo.LocalHost:8787')).toEqual({ kind: 'localhost', slug: 'demo' });
    expect(classifyHost('LEARN.Example.EDU.')).toEqual({ kind: 'domain', name: 'learn.example.edu' });
  });

  it('treats other names as custom domains to look up', () => {
    expect(classifyHost('learn.example.edu')).toEqual({ kind: 'domain', name: 'learn.example.edu' });
    expect(classifyHost('learn.example.edu:443')).toEqual({ kind: 'domain', name: 'learn.example.edu' });
  });

  it('does not take a localhost-looking label inside another domain as a local school', () => {
    expect(classifyHost('evil.localhost.attacker.com')).toEqual({ kind: 'domain', name: 'evil.localhost.attacker.com' });
  });

  it('knows no school for IP addresses, bare localhost or malformed names', () => {
    for (const host of ['127.0.0.1', '127.0.0.1:8787', '10.0.0.7', '[::1]', '[::1]:8787', 'localhost', 'localhost:8787', '', 'a.b.localhost', 'Bad_Slug.localhost', '-demo.localhost', 'demo--x.localhost', 'exa mple.com', 'example..com', 'example']) {
      expect(classifyHost(host), host).toBeNull();
    }
  });
});
