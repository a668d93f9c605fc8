import type { Handler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DevInboxQuery, parseIdentifier, type OutboxMessage } from '../../../contract/auth.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../../contract/errors.ts';
import { ApiError } from '../../lib/errors.ts';
import { noStore } from '../../lib/respond.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * Guards the dev calls (declared `dev: true`): a 404, as for any unknown path, unless the DEV_INBOX var is "1"
 * (src/api/wrangler.jsonc: local development and tests; a production deploy sets ""). Runs before the school is
 * resolved, so a disabled inbox costs nothing and says nothing.
 */
export const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  const flag = c.env.DEV_INBOX ?? '';
  if (!['', '0', '1'].includes(flag)) throw new Error(`Invalid API configuration: DEV_INBOX must be "", "0" or "1", not ${JSON.stringify(flag)}`);
  if (flag !== '1') throw new ApiError(ERROR_CODE.notFound, ERROR_TEXT.notFound);
  await next();
});

/** `CALLS.devInbox` (-> DevInboxResponse): what the local sender sent there, newest first. */
export const devInbox: Handler<AppEnv> = async (c) => {
  const { to } = parseInput(DevInboxQuery, c.req.query());
  const recipient = parseIdentifier(to).value;
  const rows = await c.var.db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'channel', 'kind', 'subject', 'body', 'created_at'])
    .where('school_id', '=', c.var.school.id)
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const messages: OutboxMessage[] = rows.map(({ recipient: address, created_at, ...m }) => ({ ...m, to: address, created_at: new Date(created_at).toISOString() }));
  return noStore(c, { messages });
};
