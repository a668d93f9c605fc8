import type { Handler } from 'hono';
import type { SchoolConfigResponse } from '../../contract/school-config.ts';
import { notFound } from '../lib/errors.ts';
import { ok } from '../lib/respond.ts';
import type { AppEnv } from '../types.ts';

/** `GET /config/school_config`: the school's whole configuration, as seeded from its school.json. */
export const schoolConfig: Handler<AppEnv> = async (c) => {
  const row = await c.var.db.selectFrom('schools').select('config_json').where('id', '=', c.var.school.id).executeTakeFirst();
  if (!row) throw notFound('School');
  return ok(c, JSON.parse(row.config_json) as SchoolConfigResponse);
};
