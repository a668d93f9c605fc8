import type { Handler } from 'hono';
import { MediaNameParam, type MediaDigestsResponse } from '../../contract/catalogue.ts';
import { notFound } from '../lib/errors.ts';
import { ok } from '../lib/respond.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `CALLS.media`: a file of the school's media folder (logo, favicon, images). */
export const media: Handler<AppEnv> = async (c) => {
  const { name } = parseInput(MediaNameParam, c.req.param());
  const row = await c.var.db
    .selectFrom('media')
    .select(['content_type', 'body_base64'])
    .where('school_id', '=', c.var.school.id)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw notFound('Media file');
  return new Response(fromBase64(row.body_base64), {
    headers: {
      'content-type': row.content_type,
      'cache-control': 'public, max-age=3600',
      // SVGs are school-authored: never let a browser sniff them into something else.
      'x-content-type-options': 'nosniff',
    },
  });
};

/** `CALLS.mediaDigests`: every file of the school's media folder by name, with the digest the seed stored (migration 0023). */
export const mediaDigests: Handler<AppEnv> = async (c) => {
  const rows = await c.var.db.selectFrom('media').select(['name', 'digest']).where('school_id', '=', c.var.school.id).orderBy('name').execute();
  const body: MediaDigestsResponse = { media: rows };
  return ok(c, body);
};
