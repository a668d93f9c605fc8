import { Slug } from '#contract/common.ts';

/** What a request's host says about the school, before any file is read. */
export type HostKind =
  /** `<slug>.localhost[:port]`: local preview; the label is the school's slug. */
  | { readonly kind: 'localhost'; readonly slug: string }
  /** Any other DNS name: a custom domain, looked up in KV (site.ts). */
  | { readonly kind: 'domain'; readonly name: string };

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DNS_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`);
const LOCALHOST_SCHOOL = /^([^.]+)\.localhost$/;
// An IPv4 address has an all-digit last label; real top-level domains never do.
const NUMERIC_TLD = /\.[0-9]+$/;

/**
 * Reads the `host` of a request URL (`Demo.LocalHost:8787`, `learn.example.edu`) as a school host.
 * Null for anything that cannot name a school: IP addresses, bare `localhost`, malformed names.
 */
export function classifyHost(host: string): HostKind | null {
  // Ports never matter; a trailing dot is the same DNS name.
  const name = host.trim().toLowerCase().replace(/:[0-9]*$/, '').replace(/\.$/, '');
  if (!DNS_NAME.test(name) || NUMERIC_TLD.test(name)) return null;
  const local = LOCALHOST_SCHOOL.exec(name);
  if (local) {
    const slug = Slug.safeParse(local[1]);
    return slug.success ? { kind: 'localhost', slug: slug.data } : null;
  }
  // `a.b.localhost` is not a school; `evil.localhost.attacker.com` is just another domain to look up.
  if (name.endsWith('.localhost')) return null;
  return { kind: 'domain', name };
}

/** The school a custom domain belongs to, or null when KV holds no `host:<domain>` entry for it. */
