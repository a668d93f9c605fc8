// `node scripts/bench-ledger.ts [entries]`: how fast a balance reads from the school's double-entry ledger (issue 43;
// docs/decisions/0077-double-entry-ledger.md) when it holds many entries. Against the learner API in workerd
// (wrangler's test harness, D1 migrated and seeded with the test schools), Alpha's ledger gets `entries` legs
// (1,000,000 by default) written straight into D1: half as many admin credits, each a learner's wallet (10,000
// learners) against the school's grants, which so holds half of them in one account. A new learner with credit then
// reads their wallet (balance and latest entries) 40 times through the API, and the school's grants balance (one
// account summing 500,000 legs) is read 40 times from D1. Then an affiliate with 2,000 commissions in the same ledger
// (half released) reads their links and statement (`CALLS.productLinks`) 40 times. Prints the p50 and p99 of each;
// nothing asserts them.
import { CALLS } from '../src/contract/calls.ts';
import { WalletResponse } from '../src/contract/wallet.ts';
import { ProductLinksResponse } from '../src/contract/affiliate.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { apiSender, loopbackApi } from './lib/loopback-api.ts';

export interface LedgerFigures {
  entries: number;
  walletP50: number;
  walletP99: number;
  accountLegs: number;
  accountP50: number;
  accountP99: number;
  commissions: number;
  affiliateP50: number;
  affiliateP99: number;
}

const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const LEARNERS = 10_000;
const COMMISSIONS = 2_000;

export async function ledgerBench(entries = 1_000_000, reads = 40): Promise<LedgerFigures> {
  const api = await loopbackApi('ledger');
  const { server } = api;
  const DB = api.school(ALPHA.id);
  try {
    const transactions = Math.floor(entries / 2);
    const CHUNK = 50_000;
    for (let from = 0; from < transactions; from += CHUNK) {
      const to = Math.min(transactions, from + CHUNK);
      await DB.prepare(`WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
        INSERT INTO ledger_entries (school_id, txn, leg, account, kind, amount, order_id, note, created_at)
        SELECT ?, 'bench:' || i, leg, CASE leg WHEN 0 THEN 'wallet:' || (100000000 + i % ?) ELSE 'school:grants' END, 'admin_credit',
          CASE leg WHEN 0 THEN 100 + i % 900 ELSE -(100 + i % 900) END, NULL, NULL, 1700000000000 + i
        FROM n CROSS JOIN (SELECT 0 AS leg UNION ALL SELECT 1)`).bind(from, to, ALPHA.id, LEARNERS).run();
    }
    const written = (await DB.prepare('SELECT count(*) AS n FROM ledger_entries WHERE school_id = ?').bind(ALPHA.id).first<{ n: number }>())!.n;

    const send = apiSender(server, ALPHA.slug, '198.18.0.2');
    const email = 'ledger.reader@mail.example';
    const session = await send('POST', CALLS.signup.path, { name: 'Ledger Reader', email, phone: '9000000002', password: 'Bench-ledger-1' }) as { authToken: string };
    await send('POST', CALLS.devWalletCredit.path, { email, amount: 12_345, note: 'Bench credit' });

    const time = async (read: () => Promise<void>) => {
      const times: number[] = [];
      for (let i = 0; i < reads + 3; i++) {
        const t = performance.now();
        await read();
        if (i >= 3) times.push(performance.now() - t); // the first reads warm the isolate and the page cache
      }
      return times.sort((a, b) => a - b);
    };
    const wallet = await time(async () => {
      const body = WalletResponse.parse(await send('GET', CALLS.wallet.path, undefined, session.authToken));
      if (body.balance !== 12_345) throw new Error(`the reader's balance is ${body.balance}, not 12,345`);
    });
    let accountLegs = 0;
    const account = await time(async () => {
      const row = await DB.prepare("SELECT coalesce(sum(amount), 0) AS balance, count(*) AS legs FROM ledger_entries WHERE school_id = ? AND account = 'school:grants'")
        .bind(ALPHA.id).first<{ balance: number; legs: number }>();
      accountLegs = row!.legs;
    });
    // An affiliate with COMMISSIONS commissions of 100 each: the even ones released, the odd ones held until 2100 (the
    // ledger's legs and the rows that say which order and link each is).
    const seller = await send('POST', CALLS.signup.path, { name: 'Bench Affiliate', email: 'ledger.affiliate@mail.example', phone: '9000000003', password: 'Bench-ledger-1' }) as { authToken: string; studentId: number };
    const id = seller.studentId;
    await DB.batch([
      DB.prepare("INSERT INTO affiliates (school_id, user_id, state, created_at, updated_at) VALUES (?, ?, 'active_affiliate', 0, 0)").bind(ALPHA.id, id),
      DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
        INSERT INTO affiliate_orders (school_id, order_id, affiliate_id, product_id, click_id, commission, at, release_at, released_at)
        SELECT ?, 900000000 + i, ?, 101, 0, 100, 1700000000000 + i, CASE WHEN i % 2 = 0 THEN 1700000000000 + i ELSE 4102444800000 END,
          CASE WHEN i % 2 = 0 THEN 1700000000000 + i END FROM n`).bind(COMMISSIONS, ALPHA.id, id),
      DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
        INSERT INTO ledger_entries (school_id, txn, leg, account, kind, amount, order_id, note, created_at)
        SELECT ?, 'affiliate:order:' || (900000000 + i), leg, CASE leg WHEN 0 THEN ? ELSE 'school:commissions' END, 'affiliate_commission',
          CASE leg WHEN 0 THEN 100 ELSE -100 END, 900000000 + i, NULL, 1700000000000 + i
        FROM n CROSS JOIN (SELECT 0 AS leg UNION ALL SELECT 1)`).bind(COMMISSIONS, ALPHA.id, `affiliate:${id}:held`),
      DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 2 FROM n WHERE i + 2 < ?)
        INSERT INTO ledger_entries (school_id, txn, leg, account, kind, amount, order_id, note, created_at)
        SELECT ?, 'affiliate:order:' || (900000000 + i) || ':released', leg, CASE leg WHEN 0 THEN ? ELSE ? END, 'commission_released',
          CASE leg WHEN 0 THEN -100 ELSE 100 END, 900000000 + i, NULL, 1700000000000 + i
        FROM n CROSS JOIN (SELECT 0 AS leg UNION ALL SELECT 1)`).bind(COMMISSIONS, ALPHA.id, `affiliate:${id}:held`, `affiliate:${id}:payable`),
    ]);
    const affiliate = await time(async () => {
      const body = ProductLinksResponse.parse(await send('GET', CALLS.productLinks.path, undefined, seller.authToken));
      if (body.totals.payable !== (COMMISSIONS / 2) * 100 || body.totals.pending !== (COMMISSIONS / 2) * 100) throw new Error(`the affiliate's totals are ${JSON.stringify(body.totals)}`);
    });
    return {
      commissions: COMMISSIONS, affiliateP50: percentile(affiliate, 0.5), affiliateP99: percentile(affiliate, 0.99),
      entries: written, walletP50: percentile(wallet, 0.5), walletP99: percentile(wallet, 0.99),
      accountLegs, accountP50: percentile(account, 0.5), accountP99: percentile(account, 0.99),
    };
  } finally {
    await api.close();
  }
}

export const describeLedger = (f: LedgerFigures): string =>
  `${f.entries.toLocaleString('en')} entries in the ledger: a learner's wallet (balance and latest entries, through the API) p50 ${f.walletP50.toFixed(1)} ms, `
  + `p99 ${f.walletP99.toFixed(1)} ms; the school's grants balance (${f.accountLegs.toLocaleString('en')} legs, from D1) p50 ${f.accountP50.toFixed(1)} ms, p99 ${f.accountP99.toFixed(1)} ms; an affiliate's links and statement `
  + `(${f.commissions.toLocaleString('en')} commissions, through the API) p50 ${f.affiliateP50.toFixed(1)} ms, p99 ${f.affiliateP99.toFixed(1)} ms`;

if (import.meta.main) {
  const [entries] = process.argv.slice(2).map(Number);
  console.log(`ledger: ${describeLedger(await ledgerBench(entries || undefined))}`);
}
