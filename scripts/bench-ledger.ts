// `node scripts/bench-ledger.ts [entries]`: how fast a balance reads from the school's double-entry ledger (issue 43;
// docs/decisions/0077-double-entry-ledger.md) when it holds many entries. Against the learner API in workerd
// (wrangler's test harness, D1 migrated and seeded with the test schools), Alpha's ledger gets `entries` legs
// (1,000,000 by default) written straight into D1: half as many admin credits, each a learner's wallet (10,000
// learners) against the school's grants, which so holds half of them in one account. A new learner with credit then
// reads their wallet (balance and latest entries) 40 times through the API, and the school's grants balance (one
// account summing 500,000 legs) is read 40 times from D1. Prints the p50 and p99 of each; nothing asserts them.
import { CALLS } from '../src/contract/calls.ts';
import { WalletResponse } from '../src/contract/wallet.ts';
import { ALPHA } from '../src/api/testing/fixtures.ts';
import { apiSender, loopbackApi } from './lib/loopback-api.ts';

export interface LedgerFigures {
  entries: number;
  walletP50: number;
  walletP99: number;
  accountLegs: number;
  accountP50: number;
  accountP99: number;
}

const percentile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const LEARNERS = 10_000;

export async function ledgerBench(entries = 1_000_000, reads = 40): Promise<LedgerFigures> {
  const api = await loopbackApi('ledger');
  const { server, DB } = api;
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
    return {
      entries: written, walletP50: percentile(wallet, 0.5), walletP99: percentile(wallet, 0.99),
      accountLegs, accountP50: percentile(account, 0.5), accountP99: percentile(account, 0.99),
    };
  } finally {
    await api.close();
  }
}

export const describeLedger = (f: LedgerFigures): string =>
  `${f.entries.toLocaleString('en')} entries in the ledger: a learner's wallet (balance and latest entries, through the API) p50 ${f.walletP50.toFixed(1)} ms, `
  + `p99 ${f.walletP99.toFixed(1)} ms; the school's grants balance (${f.accountLegs.toLocaleString('en')} legs, from D1) p50 ${f.accountP50.toFixed(1)} ms, p99 ${f.accountP99.toFixed(1)} ms`;

if (import.meta.main) {
  const [entries] = process.argv.slice(2).map(Number);
  console.log(`ledger: ${describeLedger(await ledgerBench(entries || undefined))}`);
}
