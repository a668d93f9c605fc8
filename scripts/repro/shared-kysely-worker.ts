// The minimal worker of scripts/repro/shared-kysely.ts: each request reads its JSON body and runs two D1 queries
// through Kysely on our D1 dialect, with the Kysely instance shared by every request of the isolate (MODE
// "shared", as src/api/db/database.ts had it) or made for the request ("per-request").
import { Kysely, SqliteAdapter } from 'kysely';
import { PortDialect } from '../../src/api/db/dialect.ts';
import { d1Port } from '../../src/api/db/port.ts';

interface Env { DB: D1Database; MODE: string }
interface Tables { t: { k: number; v: string } }

/** The dialect as Kysely's SQLite adapter describes it: one connection, so a mutex around every query. */
class MutexDialect extends PortDialect {
  override createAdapter() {
    return new SqliteAdapter();
  }
}

let shared: Kysely<Tables> | null = null;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const body = (await request.json()) as { n: number };
    const db = env.MODE === 'shared' ? (shared ??= new Kysely<Tables>({ dialect: new MutexDialect(d1Port(env.DB)) })) : new Kysely<Tables>({ dialect: new PortDialect(d1Port(env.DB)) });
    await db.insertInto('t').values({ k: body.n % 100, v: String(body.n) }).onConflict((oc) => oc.column('k').doUpdateSet({ v: String(body.n) })).execute();
    const row = await db.selectFrom('t').selectAll().where('k', '=', body.n % 100).executeTakeFirst();
    return Response.json({ ok: true, row });
  },
} satisfies ExportedHandler<Env>;
