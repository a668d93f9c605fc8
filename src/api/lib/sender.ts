/**
 * How the API reaches a learner outside the app: OTP codes, password-reset and e-mail-verification links.
 * Pluggable: `senderFor` picks the implementation. The only one so far is the local sender, which writes each
 * message to the API's log and to the `outbox` table, read back by the dev-only inbox (endpoints/dev/inbox.ts).
 * A production deployment plugs an e-mail / SMS provider in here; the outbox holds codes in the clear, so it is
 * a development tool, pruned after a day. A message is never part of an API response.
 */
import type { OutboxMessage } from '../../contract/auth.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';

export type Message = Pick<OutboxMessage, 'to' | 'channel' | 'kind' | 'subject' | 'body'>;

export interface Sender {
  send(message: Message): Promise<void>;
}

const OUTBOX_KEEP_MS = 24 * 60 * 60 * 1000;

/** Writes to the API's log and the outbox table. */
export function localSender(db: Db, school: School): Sender {
  return {
    async send(message) {
      const now = Date.now();
      console.log(`[outbox] ${school.slug} ${message.channel} to ${message.to}: ${message.subject}\n${message.body}`);
      await db.batch([
        db.deleteFrom('outbox').where('created_at', '<', now - OUTBOX_KEEP_MS),
        db.insertInto('outbox').values({
          school_id: school.id, recipient: message.to, channel: message.channel, kind: message.kind, subject: message.subject, body: message.body,
          created_at: now,
        }),
      ]);
    },
  };
}

/** The sender for this deployment, writing what it sent into the school's data (`db`). */
export const senderFor = (db: Db, school: School): Sender => localSender(db, school);

/** `j***@example.com`, `+91******3210`: enough for a learner to recognise where a message went. */
export function maskAddress(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return `${to.slice(0, 3)}${'*'.repeat(Math.max(0, to.length - 7))}${to.slice(-4)}`;
}
