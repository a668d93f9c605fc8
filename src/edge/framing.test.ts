/**
 * Who may frame a school's pages (docs/decisions/0013-school-content-pages.md), in workerd: every page only by the
 * school's own host, except the routes the table marks embeddable (`/embed-forms` and the lesson player), which
 * the sites the school lists in its embed forms may frame too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_SCRIPTS_FILE, type SchoolScripts } from '#contract/bundle.ts';
import { ROUTES } from '../routes/route-table.ts';
import { contentSecurityPolicy, NO_SCRIPT_SOURCES } from './csp.ts';
import { bundle, pointer, startEdge, type Edge } from './testing/harness.ts';

const PAGE = '<!doctype html><html><head><title>page</title></head><body><h1>page</h1></body></html>';
const scripts = (slug: string, embed_origins: string[]): string =>
  JSON.stringify({ school_id: 501, slug, custom_domain: null, head: null, body: null, embed_origins } satisfies SchoolScripts);
const school = (slug: string, schoolScripts: string | null): Record<string, string> => ({
  [`_sf/schools/${slug}/current.json`]: pointer(slug, 'learn'),
  [`${bundle(slug)}/learn/index.html`]: PAGE,
  [`${bundle(slug)}/learn/_shells/embed-forms.html`]: PAGE,
  [`${bundle(slug)}/learn/_shells/segment.html`]: PAGE,
  [`${bundle(slug)}/learn/_shells/lesson-player.html`]: PAGE,
  [`${bundle(slug)}/learn/_shells/course-payment.html`]: PAGE,
  [`${bundle(slug)}/404.html`]: PAGE,
  ...(schoolScripts === null ? {} : { [`${bundle(slug)}/${SCHOOL_SCRIPTS_FILE}`]: schoolScripts }),
});

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge({
    ...school('embedder', scripts('embedder', ['https://www.embedder.example', 'https://blog.embedder.example'])),
    ...school('private', scripts('private', [])),
    ...school('old-build', JSON.stringify({ school_id: 502, slug: 'old-build', custom_domain: null, head: null, body: null })),
    ...school('broken', '{ "school_id": '),
  });
});
afterAll(async () => {
  await edge?.close();
});

const directive = (response: Response, name: string): string[] | undefined =>
  (response.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1);
const frameAncestors = (response: Response): string[] => directive(response, 'frame-ancestors') ?? [];

describe('framing', () => {
  it('names only https origins as frame ancestors, whatever a build file says', () => {
    const policy = contentSecurityPolicy(NO_SCRIPT_SOURCES, ['https://b.example', '*', 'http://c.example', 'https://*.d.example', "'none'", 'https://b.example', 'https://a.example:8443']);
    expect(policy).toContain("frame-ancestors 'self' https://a.example:8443 https://b.example;");
  });

  it('marks only the embed-forms route and the lesson player embeddable', () => {
    expect(ROUTES.filter((route) => route.embeddable).map((route) => route.id)).toEqual(['embed-forms', 'lesson-player', 'lesson-player-sub']);
  });

  it("lets the school's listed sites frame /embed-forms, without an X-Frame-Options that would contradict it", async () => {
    const response = await edge.get('http://embedder.localhost/learn/embed-forms');
    expect(response.status).toBe(200);
    expect(frameAncestors(response)).toEqual(["'self'", 'https://blog.embedder.example', 'https://www.embedder.example']);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const revalidated = await edge.get('http://embedder.localhost/learn/embed-forms', { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-frame-options')).toBeNull();
  });

  it("lets the same sites frame a lesson of the player (embedPlayer), and no other site", async () => {
    const response = await edge.get('http://embedder.localhost/learn/home/calculus/section/1/lesson/2?embedPlayer=true');
    expect(response.status).toBe(200);
    expect(frameAncestors(response)).toEqual(["'self'", 'https://blog.embedder.example', 'https://www.embedder.example']);
    const closed = await edge.get('http://private.localhost/learn/home/calculus/section/1/lesson/2?embedPlayer=true');
    expect(frameAncestors(closed)).toEqual(["'self'"]);
  });

  it("lets only the payment pages load Razorpay's Checkout.js and frame its checkout; no page may be framed by Razorpay", async () => {
    expect(ROUTES.filter((route) => route.paymentGateway).map((route) => route.id)).toEqual(['course-payment', 'fast-checkout', 'subscription-plan']);
    const payment = await edge.get('http://embedder.localhost/learn/coursePayment/5011001');
    expect(payment.status).toBe(200);
    expect(directive(payment, 'script-src')).toContain('https://checkout.razorpay.com');
    expect(directive(payment, 'frame-src')).toEqual(["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(frameAncestors(payment)).toEqual(["'self'"]);
    for (const path of ['/learn', '/learn/segment']) {
      const other = await edge.get(`http://embedder.localhost${path}`);
      expect(directive(other, 'script-src'), path).not.toContain('https://checkout.razorpay.com');
      expect(directive(other, 'frame-src'), path).toBeUndefined();
    }
  });

  it("keeps every other page of the same school to its own host", async () => {
    for (const path of ['/learn', '/learn/segment', '/learn/no-such-page']) {
      const response = await edge.get(`http://embedder.localhost${path}`);
      expect(frameAncestors(response), path).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('keeps /embed-forms to its own host when the school lists no site, or its build says nothing readable', async () => {
    for (const slug of ['private', 'old-build', 'broken']) {
      const response = await edge.get(`http://${slug}.localhost/learn/embed-forms`);
      expect(response.status, slug).toBe(200);
      expect(frameAncestors(response), slug).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options'), slug).toBe('SAMEORIGIN');
    }
  });
});
