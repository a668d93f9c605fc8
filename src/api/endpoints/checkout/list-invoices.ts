import type { Handler } from 'hono';
import { sql } from 'kysely';
import { Seller, type Invoice } from '../../../contract/checkout.ts';
import { orderView } from '../../lib/orders.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { AppEnv } from '../../types.ts';

const LIMIT = 100;

/**
 * `CALLS.invoices` (session; -> InvoicesResponse): the learner's invoices at this school, newest first, each with
 * the school's details from its configuration and the order's amounts as charged (price_json, by checkoutPrice).
 */
export const listInvoices: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const db = c.var.db;
  const school = c.var.school;
  const [rows, details, learner] = await Promise.all([
    db.selectFrom('invoices as i').innerJoin('orders as o', (j) => j.onRef('o.id', '=', 'i.order_id').onRef('o.school_id', '=', 'i.school_id'))
      .selectAll('o').select(['i.number', 'i.issued_at'])
      .where('i.school_id', '=', school.id).where('i.user_id', '=', user.id).orderBy('i.number', 'desc').limit(LIMIT).execute(),
    db.selectFrom('schools').leftJoin('checkout_settings as cs', 'cs.school_id', 'schools.id').select([
      sql<string>`json_extract(config_json, '$.school_config.school_name')`.as('name'),
      sql<string>`json_extract(config_json, '$.school_config.support_email')`.as('email'),
      sql<string | null>`json_extract(config_json, '$.school_config.support_mobile')`.as('phone'),
      sql<string | null>`json_extract(config_json, '$.school_config.school_logo')`.as('logo'),
      sql<string | null>`json_extract(config_json, '$.school_config.tax.label')`.as('tax_label'),
      'cs.seller_state', 'cs.seller_json',
    ]).where('schools.id', '=', school.id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['name', 'email']).where('school_id', '=', school.id).where('id', '=', user.id).executeTakeFirstOrThrow(),
  ]);
  // The printed number: the school's slug initials and the sequential number, so two schools' invoices never read alike.
  const prefix = school.slug.split('-').map((part) => part[0]!.toUpperCase()).join('');
  const parsedSeller = details.seller_json === null ? null : Seller.safeParse(JSON.parse(details.seller_json));
  const seller = parsedSeller?.success ? parsedSeller.data : null;
  // A tax invoice only from a seller registered for GST in India, with the GSTIN its invoices must print.
  const form: Invoice['form'] = seller?.address.country === 'IN' && seller.tax_id !== null && (details.tax_label ?? 'GST') === 'GST' ? 'tax_invoice' : 'invoice';
  const invoices: Invoice[] = await Promise.all(rows.map(async ({ number, issued_at, ...order }) => ({
    number,
    label: `${prefix}-${String(number).padStart(6, '0')}`,
    issued_at: new Date(issued_at).toISOString(),
    school: { name: details.name, email: details.email, phone: details.phone, state: details.seller_state ?? null, logo: details.logo, seller },
    form,
    learner: { name: learner.name, email: learner.email },
    order: await orderView(db, school, order),
  })));
  return noStore(c, { invoices });
};
