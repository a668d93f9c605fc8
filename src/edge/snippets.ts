import type { SchoolScripts } from '#contract/bundle.ts';
import { shouldInjectSchoolScripts } from '../platform/session/school-scripts.ts';
import { inlineScriptHash, scriptOrigin, type ScriptSources } from './csp.ts';
import { collectScripts } from './html-scripts.ts';

/** A school snippet ready to append: its markup, trusted as the school admin wrote it, and what it needs from the CSP. */
export interface Snippet {
  readonly html: string;
  readonly sources: ScriptSources;
}

/** What the edge appends to a page: at the end of `<head>` and at the end of `<body>`. */
export interface Snippets {
  readonly head: Snippet | null;
  readonly body: Snippet | null;
}

type Place = keyof Snippets;

// A tag no snippet contains: reached as a tag after the snippet only if the snippet closed all it opened.
const END_MARK = 'sf-snippet-end';

/**
 * Reads one snippet the way a browser will, and refuses it (null, logged) when appending it would break the
 * page: a comment, tag or raw-text element (script, style, textarea, title, noscript, ...) left open would
 * swallow the rest of the page, and `<html>`, `<head>` or `<body>` belong to the page. Scripts it loads from
 * anywhere but https are left out of the CSP, so the browser blocks them; that is logged too.
 */
async function prepareSnippet(school: string, place: Place, html: string | null): Promise<Snippet | null> {
  if (html === null || html.trim() === '') return null;
  const refuse = (why: string): null => {
    console.error(`edge: not injecting the ${place} snippet of ${school}: ${why}`);
    return null;
  };

  const rewriter = new HTMLRewriter();
  const scripts = collectScripts(rewriter);
  let closed = false;
  const pageTags: string[] = [];
  rewriter.on(END_MARK, { element: () => void (closed = true) });
  rewriter.on('html, head, body', { element: (element) => void pageTags.push(element.tagName) });
  await rewriter.transform(new Response(`${html}<${END_MARK}></${END_MARK}>`)).text();

  if (!closed) return refuse('it leaves a tag, a comment or a script, style or other raw-text element open');
  if (pageTags.length) return refuse(`it contains <${pageTags[0]}>, which belongs to the page`);

  const origins: string[] = [];
  for (const src of scripts.external) {
    const origin = scriptOrigin(src);
    if (origin === null) console.error(`edge: the ${place} snippet of ${school} loads ${JSON.stringify(src)}: only https scripts are allowed`);
    else if (origin !== 'self') origins.push(origin);
  }
  const hashes = await Promise.all(scripts.inline.map(inlineScriptHash));
  return { html, sources: { origins, hashes } };
}

async function prepare(scripts: SchoolScripts): Promise<Snippets> {
  const snippet = async (place: Place, html: string | null) => {
    try {
      return await prepareSnippet(scripts.slug, place, html);
    } catch (error) {
      console.error(`edge: not injecting the ${place} snippet of ${scripts.slug}: it could not be read`, error);
      return null;
    }
  };
  const [head, body] = await Promise.all([snippet('head', scripts.head), snippet('body', scripts.body)]);
  return { head, body };
}

// Prepared once per parsed `_sf-school.json`, which the site caches like a pointer. The prepared value is kept, never
// the promise of it: another request must not wait on this one's reads (site.ts, decision 0045).
const prepared = new WeakMap<SchoolScripts, Snippets>();

/**
 * The snippets to append to one of the school's pages, or null, from its build's `_sf-school.json` (null when it
 * has none or could not be read). Where they may go is SPEC.md's rule, asked of the one module that holds it
 * (src/platform/session/school-scripts.ts): never on a mock-test page, never for school 144865, never on a host that
 * fails the check. A snippet that is broken means no snippet, never a broken page.
 */
export async function snippetsFor(scripts: SchoolScripts | null, page: { readonly host: string; readonly pathname: string }): Promise<Snippets | null> {
  if (!scripts || (!scripts.head && !scripts.body)) return null;
  const allowed = shouldInjectSchoolScripts({
    pathname: page.pathname,
    schoolId: scripts.school_id,
    host: page.host,
    hostCheck: { slug: scripts.slug, customDomain: scripts.custom_domain },
  });
  if (!allowed) return null;

  let snippets = prepared.get(scripts);
  if (!snippets) prepared.set(scripts, (snippets = await prepare(scripts)));
  const { head, body } = snippets;
  return head || body ? { head, body } : null;
}
