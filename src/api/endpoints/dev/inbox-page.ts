import type { Handler } from 'hono';
import { html, raw } from 'hono/html';
import { parseIdentifier } from '../../../contract/auth.ts';
import type { AppEnv } from '../../types.ts';

// Escape first, then turn the (now inert) URLs and host-relative links the sender writes (`/learn/account/...`)
// into links: escaped text holds no `<` or `"`, so a message body can never inject markup.
const escape = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const linkify = (escaped: string): string => escaped.replace(/(https?:\/\/|(?<=^|\s)\/)[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * `CALLS.devInboxPage`: the dev-only inbox page, where a developer or QA reads the
 * OTPs, verification and reset links the local sender "sent" for this school. Guarded by `devOnly` like the JSON call.
 */
export const devInboxPage: Handler<AppEnv> = async (c) => {
  const to = c.req.query('to');
  const recipient = to ? parseIdentifier(to).value : null;
  const results = await c.var.db
    .selectFrom('outbox')
    .select(['recipient', 'channel', 'kind', 'subject', 'body', 'created_at'])
    .where('school_id', '=', c.var.school.id)
    .$if(recipient !== null, (q) => q.where('recipient', '=', recipient!))
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const school = c.var.school;
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev inbox · ${school.slug}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1a1a;background:#fafafa}
article{background:#fff;border:1px solid #ddd;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
header{display:flex;justify-content:space-between;gap:1rem;color:#555;font-size:13px}pre{white-space:pre-wrap;margin:.5rem 0 0}</style></head>
<body><h1>Dev inbox: ${school.slug}</h1>
<p>Messages the local sender wrote for this school${recipient ? html` to <strong>${recipient}</strong>` : ''}, newest first. Never enabled in production.</p>
${results.length === 0 ? html`<p>No messages yet.</p>` : ''}
${results.map(
  (m) => html`<article><header><span>${m.channel} to ${m.recipient} · ${m.kind}</span><time>${new Date(m.created_at).toISOString()}</time></header>
<strong>${m.subject}</strong><pre>${raw(linkify(escape(m.body)))}</pre></article>`,
)}
</body></html>`;
  c.header('cache-control', 'no-store');
  return c.html(page);
};
