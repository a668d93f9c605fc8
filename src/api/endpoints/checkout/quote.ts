import type { Handler } from 'hono';
import { QuoteQuery, type QuoteResponse } from '../../../contract/checkout.ts';
import { batchChoices } from '../../lib/batches.ts';
import { priceFor, settleOverdue } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.checkoutQuote` (session; QuoteQuery -> QuoteResponse): what the product costs this learner with the plan,
 * coupon and wallet credit given, by `checkoutPrice`, exactly as an order would charge it. A coupon that does not apply is named
 * with its reason and left out of the price. A product not for sale is a 404 with SPEC.md's unavailable-item text.
 */
export const checkoutQuote: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const input = parseInput(QuoteQuery, c.req.query());
  const db = c.var.db;
  await settleOverdue(db, c.var.school, c.env, user.id);
  const priced = await priceFor(db, c.var.school, user.id, { ...input, use_wallet: input.use_wallet === '1' });
  const body: QuoteResponse = {
    product: { id: priced.product.id, title: priced.product.title, seo_title: priced.product.seo_title, course_type: priced.product.course_type },
    plan: { id: priced.plan.id, plan_name: priced.plan.plan_name },
    currency: priced.money.currency,
    price: priced.price,
    coupon_refusal: priced.couponRefusal,
    owned: priced.owned,
    wallet_balance: priced.walletBalance,
    address: priced.address,
    batches: priced.owned ? [] : await batchChoices(db, c.var.school, user.id, priced.product.id),
  };
  return noStore(c, body);
};
