import { RAZORPAY_ORIGINS } from '#contract/gateway-origins.ts';
import { SEARCH_MANIFEST_ATTRIBUTE } from '#contract/search.ts';
import { THEME_STYLE_ATTRIBUTE } from '#contract/bundle.ts';
import { contentSecurityPolicy, inlineScriptHash, mergeSources, UNHASHED_INLINE_POLICY, type ScriptSources } from './csp.ts';
import { HTML_HEADERS, secured, withoutBody } from './headers.ts';
import { collectScripts } from './html-scripts.ts';
import type { Snippet, Snippets } from './snippets.ts';

interface Rendered {
  readonly html: string;
  /** What the page's scripts need; null when the page could not be read through (its inline scripts are unknown). */
  readonly sources: ScriptSources | null;
}

/**
 * One pass of HTMLRewriter over a page: sets its search manifest and its theme's CSS, appends the snippets (at the
 * end of `<head>` and of `<body>`) and hashes every inline script the page already has (Astro's colour-mode and
 * island scripts, whatever a page adds later), so the policy allows exactly those scripts, the snippets' and the
 * site's own files.
 */
async function render(source: string, snippets: Snippets | null, searchManifest: string | null, themeCss: string | null): Promise<Rendered> {
  const rewriter = new HTMLRewriter();
  const scripts = collectScripts(rewriter);
  if (themeCss !== null) {
    rewriter.on(`style[${THEME_STYLE_ATTRIBUTE}]`, {
      element(element) {
        // The build made it from the school's validated theme (colours and font names), as the page once held it.
        element.setInnerContent(themeCss, { html: true });
      },
    });
  }
  if (searchManifest !== null) {
    rewriter.on('html', {
      element(element) {
        element.setAttribute(SEARCH_MANIFEST_ATTRIBUTE, searchManifest);
      },
    });
  }
  const injected = new Set<Snippet>();
  for (const place of ['head', 'body'] as const) {
    const snippet = snippets?.[place];
    if (!snippet) continue;
    rewriter.on(place, {
      element(element) {
        if (injected.has(snippet)) return;
        element.append(snippet.html, { html: true });
        injected.add(snippet);
      },
    });
  }
  const html = await rewriter.transform(new Response(source)).text();
  let sources: ScriptSources = { origins: [], hashes: await Promise.all(scripts.inline.map(inlineScriptHash)) };
  for (const snippet of injected) sources = mergeSources(sources, snippet.sources);
  return { html, sources };
}

/**
 * The page with its snippets, or, if that pass fails, without them; if even that fails, the file as it is under
 * the policy of before hashing. Logged every time: a school's snippet must never cost a learner the page.
 */
async function renderSafely(source: string, snippets: Snippets | null, searchManifest: string | null, themeCss: string | null, path: string): Promise<Rendered> {
  for (const attempt of snippets ? [snippets, null] : [null]) {
    try {
      return await render(source, attempt, searchManifest, themeCss);
    } catch (error) {
      console.error(`edge: could not render ${path}${attempt ? ' with the school snippets' : ''}`, error);
    }
  }
  return { html: source, sources: null };
}

const toBase64Url = (bytes: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', body);
  return `"${toBase64Url(digest.slice(0, 18))}"`;
}

/** If-None-Match with the weak comparison RFC 9110 asks for GET and HEAD. */
function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export interface PageInputs {
  /** The bundle file, for the log. */
  readonly path: string;
  readonly snippets: Snippets | null;
  /** The build's search manifest for the page's language (`<html data-search-index>`), when its pages lack it. */
  readonly searchManifest: string | null;
  /** The build's theme CSS for the page's `<style data-sf-theme>`, when its pages lack it. */
  readonly themeCss: string | null;
  /** Origins besides the school's own that may frame the page (embeddable routes only). */
  readonly frameAncestors: readonly string[];
  /** The page opens the payment gateway's checkout (payment routes only): its script, calls and frames are let in. */
  readonly paymentGateway: boolean;
}

/** A page as it is sent, whatever the request: the same for every learner of one build, file, language and snippet decision. */
export interface PreparedPage {
  readonly body: Uint8Array<ArrayBuffer>;
  /** A strong ETag of the body: the file, the snippets and the decision to inject them, all in the bytes. */
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Other sites may frame it (so no X-Frame-Options, which cannot name them). */
  readonly framed: boolean;
  /** Rendered as meant; false when the rewrite failed and the file went out as it is (worth trying again). */
  readonly whole: boolean;
}

/**
 * An HTML page of a school (prerendered, shell or 404) made ready to send: snippets appended where allowed, its
 * theme and search manifest set, its own CSP, and an ETag of the final bytes (the file's own would not change when
 * only the snippets did).
 */
export async function preparePage(source: string, page: PageInputs): Promise<PreparedPage> {
  const { html, sources } = await renderSafely(source, page.snippets, page.searchManifest, page.themeCss, page.path);
  const frameAncestors = sources ? page.frameAncestors : [];
  const gateway = page.paymentGateway;
  const policy = sources
    ? contentSecurityPolicy(gateway ? mergeSources(sources, { origins: RAZORPAY_ORIGINS, hashes: [] }) : sources, frameAncestors, gateway ? RAZORPAY_ORIGINS : [])
    : UNHASHED_INLINE_POLICY;
  const body = new TextEncoder().encode(html);
  return { body, etag: await etagOf(body), headers: { ...HTML_HEADERS, 'content-security-policy': policy }, framed: frameAncestors.length > 0, whole: sources !== null };
}

/** A prepared page as the answer to one request: a matching If-None-Match gets 304 (never for a 404), HEAD no body. */
export function pageResponse(page: PreparedPage, request: { readonly status: 200 | 404; readonly head: boolean; readonly ifNoneMatch: string | null }): Response {
  if (request.status === 404) {
    const response = secured(new Response(page.body, { status: 404 }), page.headers);
    return request.head ? withoutBody(response) : response;
  }
  const headers = { ...page.headers, etag: page.etag };
  // X-Frame-Options cannot name other sites; where the CSP allows some, it would only contradict it.
  const framed = (response: Response): Response => {
    if (page.framed) response.headers.delete('x-frame-options');
    return response;
  };
  if (matchesIfNoneMatch(request.ifNoneMatch, page.etag)) return framed(secured(new Response(null, { status: 304 }), headers));
  const response = framed(secured(new Response(page.body, { status: 200 }), headers));
  return request.head ? withoutBody(response) : response;
}
