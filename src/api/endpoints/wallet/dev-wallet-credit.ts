import type { Handler } from 'hono';
import { parseIdentifier } from '../../../contract/auth.ts';
import { DEV_WALLET_CALLS } from '../../../contract/wallet.ts';
import { getUser } from '../../lib/accounts.ts';
import { noStore } from '../../lib/respond.ts';
import { parseBody } from '../../lib/validate.ts';
import { adjustWallet, walletBalance } from '../../lib/wallet.ts';
import type { AppEnv } from '../../types.ts';

type Body = typeof DEV_WALLET_CALLS.devWalletCredit.body;

/**
 * `CALLS.devWalletCredit` (dev only, DEV_INBOX=1): an admin credit to a learner of the school, found by e-mail, as
 * the school's admin would give it. Otherwise a 404 like any unknown path.
 */
export const devWalletCredit: Handler<AppEnv> = async (c) => {
  const { email, amount, note } = await parseBody(c, DEV_WALLET_CALLS.devWalletCredit.body as Body);
  const db = c.var.db;
  const school = c.var.school;
  const user = await getUser(db, school, parseIdentifier(email), 'email');
  await adjustWallet(db, school, { userId: user.id, kind: 'admin_credit', amount, note, key: `admin-credit:${crypto.randomUUID()}` });
  return noStore(c, { balance: await walletBalance(db, school, user.id) });
};
