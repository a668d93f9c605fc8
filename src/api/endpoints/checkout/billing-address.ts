import type { Handler } from 'hono';
import { BillingAddress, type BillingAddressResponse } from '../../../contract/billing-address.ts';
import { savedBillingAddress } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.billingAddress` (session; -> BillingAddressResponse): the learner's remembered billing address here, or null. */
export const billingAddress: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const body: BillingAddressResponse = { address: await savedBillingAddress(c.var.db, c.var.school, user.id) };
  return noStore(c, body);
};

/**
 * `CALLS.saveBillingAddress` (session; BillingAddress -> BillingAddressResponse): validates it with the contract's
 * schema (the first invalid field and its text, as the page shows them) and replaces the remembered address. Orders
 * already made keep the address they were made with.
 */
export const saveBillingAddress: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const address = await parseBody(c, BillingAddress);
  const now = Date.now();
  await c.var.db
    .insertInto('billing_addresses')
    .values({ school_id: c.var.school.id, user_id: user.id, data_json: JSON.stringify(address), updated_at: now })
    .onConflict((oc) => oc.columns(['school_id', 'user_id']).doUpdateSet({ data_json: JSON.stringify(address), updated_at: now }))
    .execute();
  const body: BillingAddressResponse = { address };
  return noStore(c, body);
};
