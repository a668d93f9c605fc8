import type { Context, Handler } from 'hono';
import { sql } from 'kysely';
import { CommunityParam, MembersQuery, type CommunitiesResponse, type CommunityResponse, type MembersResponse } from '../../../contract/community.ts';
import { findCommunity, mayJoin, privateRefusal, staffRole, standingIn, toCommunity, unresolvedCounts } from '../../lib/community.ts';
import { learnerId } from '../../lib/lessons.ts';
import { noStore, ok } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** A read that says something about the learner is never stored by a shared cache. */
const answer = <T extends object>(c: Context<AppEnv>, userId: number | null, body: T) => (userId === null ? ok(c, body) : noStore(c, body));

/** `CALLS.communities` (no session needed; -> CommunitiesResponse): the school's communities, in its order. */
export const communities: Handler<AppEnv> = async (c) => {
  const db = c.var.db;
  const school = c.var.school;
  const userId = await learnerId(c);
  const user = userId ?? 0;
  const [rows, staff] = await Promise.all([
    db.selectFrom('communities as c')
      .leftJoin('products as pr', (join) => join.onRef('pr.school_id', '=', 'c.school_id').onRef('pr.id', '=', 'c.product_id'))
      .leftJoin('community_members as m', (join) => join.onRef('m.school_id', '=', 'c.school_id').onRef('m.community_id', '=', 'c.id').on('m.user_id', '=', user))
      .selectAll('c')
      .select(['pr.title as product_title', 'm.id as membership'])
      .where('c.school_id', '=', school.id)
      .orderBy('c.position').orderBy('c.id')
      .execute(),
    staffRole(db, school, userId),
  ]);
  const unresolved = await unresolvedCounts(db, school, rows.map((r) => r.id));
  const body: CommunitiesResponse = {
    communities: rows.map((row) => {
      const role = staff ?? (row.membership === null ? null : 'learner');
      return toCommunity(row, { role, readable: row.product_id === null || role !== null }, unresolved.get(row.id) ?? 0);
    }),
  };
  return answer(c, userId, body);
};

async function communityBody(c: Context<AppEnv>, ref: number | string, userId: number | null): Promise<CommunityResponse> {
  const db = c.var.db;
  const school = c.var.school;
  const row = await findCommunity(db, school, ref);
  const [standing, unresolved] = await Promise.all([standingIn(db, school, row, userId), unresolvedCounts(db, school, [row.id])]);
  return { community: toCommunity(row, standing, unresolved.get(row.id) ?? 0) };
}

/** `CALLS.community` (no session needed; CommunityParam -> CommunityResponse): one community, by id or slug. */
export const community: Handler<AppEnv> = async (c) => {
  const { communityId } = parseInput(CommunityParam, c.req.param());
  const userId = await learnerId(c);
  return answer(c, userId, await communityBody(c, communityId, userId));
};

/**
 * `CALLS.joinCommunity` (session; CommunityParam -> CommunityResponse): joins; twice is once. A private community
 * wants its product (403 with SPEC.md section 6's reason); staff are members already.
 */
export const joinCommunity: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { communityId } = parseInput(CommunityParam, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await findCommunity(db, school, communityId);
  if (!(await mayJoin(db, school, row, user.id))) throw privateRefusal(row);
  await db.insertInto('community_members')
    .values({ school_id: school.id, community_id: row.id, user_id: user.id, joined_ms: Date.now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return noStore(c, await communityBody(c, row.id, user.id));
};

/** `CALLS.leaveCommunity` (session; CommunityParam -> CommunityResponse): leaves; twice is once. */
export const leaveCommunity: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { communityId } = parseInput(CommunityParam, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await findCommunity(db, school, communityId);
  await db.deleteFrom('community_members').where('school_id', '=', school.id).where('community_id', '=', row.id).where('user_id', '=', user.id).execute();
  return noStore(c, await communityBody(c, row.id, user.id));
};

/**
 * `CALLS.communityMembers` (no session needed; CommunityParam, MembersQuery -> MembersResponse): who has joined,
 * newest first, each with their role. A private community's members are shown only to its members.
 */
export const communityMembers: Handler<AppEnv> = async (c) => {
  const { communityId } = parseInput(CommunityParam, c.req.param());
  const query = parseInput(MembersQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const userId = await learnerId(c);
  const row = await findCommunity(db, school, communityId);
  const standing = await standingIn(db, school, row, userId);
  if (!standing.readable) throw privateRefusal(row);
  const rows = await db
    .selectFrom('community_members as m')
    .innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 'm.school_id').onRef('u.id', '=', 'm.user_id'))
    .leftJoin('staff as st', (join) => join.onRef('st.school_id', '=', 'm.school_id').onRef('st.user_id', '=', 'm.user_id'))
    .select(['m.id', 'm.user_id', 'm.joined_ms', 'u.name', 'st.role'])
    .where('m.school_id', '=', school.id)
    .where('m.community_id', '=', row.id)
    .$if(query.before !== undefined, (q) => q.where('m.id', '<', query.before!))
    .$if(query.role === 'staff', (q) => q.where('st.role', 'is not', null))
    .$if(query.role === 'learner', (q) => q.where('st.role', 'is', null))
    .$if(query.q !== undefined, (q) => {
      const start = `${query.q!.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      return q.where((eb) => eb.or([sql<boolean>`u.name LIKE ${start} ESCAPE '\\'`, sql<boolean>`u.name LIKE ${`% ${start}`} ESCAPE '\\'`]));
    })
    .orderBy('m.id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const shown = rows.slice(0, query.limit);
  const body: MembersResponse = {
    members: shown.map((m) => ({ user_id: m.user_id, name: m.name, role: m.role ?? 'learner', joined_at: new Date(m.joined_ms).toISOString() })),
    next_before: rows.length > query.limit ? shown.at(-1)!.id : null,
  };
  return answer(c, userId, body);
};
