/**
 * The cost meter in real workerd (lib/cost-meter.ts): the figures the capacity model (docs/capacity.md) is built
 * from are the registry's (D1's) and the school's shard's own counts for the request, asked for by a header, and
 * nothing when not asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { CALLS } from '../contract/calls.ts';
import { COST_HEADER, type CostTally } from './lib/cost-meter.ts';
import { apiClient, ok, startApi, type Api } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('cost-meter');
});
afterAll(async () => {
  await api?.close();
});

const asked = { headers: { [COST_HEADER]: '1' } };
const tallyOf = (headers: Pick<Headers, 'get'>): CostTally => JSON.parse(headers.get(COST_HEADER) ?? 'null') as CostTally;

describe("a request's cost", () => {
  it('counts what a read reads and writes nothing', async () => {
    const reply = await apiClient(api.server).get(CALLS.courseList.path, asked);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const tally = tallyOf(reply.headers);
    expect(tally.queries).toBeGreaterThan(0);
    expect(tally.roundTrips).toBeLessThanOrEqual(tally.queries);
    // The registry's look-up of the school, then the catalogue from the school's shard.
    expect(tally.roundTrips).toBeGreaterThanOrEqual(2);
    expect(tally.rowsRead).toBeGreaterThan(0);
    expect(tally.rowsWritten).toBe(0);
    expect(tally.objectCalls).toBe(0);
  });

  it('counts the rows a sign-up writes, and a sign-in afterwards reads them back', async () => {
    const client = apiClient(api.server);
    const learner = { name: 'Metered Learner', email: 'metered@mail.example', phone: '7000000001', password: 'Metered1pw' };
    const signup = await client.post(AUTH_CALLS.signup.path, learner, asked);
    ok(AuthSession, signup);
    // Written in the shard alone: the registry is only read.
    expect(tallyOf(signup.headers).rowsWritten).toBeGreaterThan(0);
    const signin = await client.post(AUTH_CALLS.signin.path, { identifier: learner.email, password: learner.password }, asked);
    ok(AuthSession, signin);
    const tally = tallyOf(signin.headers);
    expect(tally.rowsRead).toBeGreaterThan(0);
    expect(tally.queries).toBeGreaterThan(1);
  });

  it('is not measured unless asked', async () => {
    const reply = await apiClient(api.server).get(CALLS.courseList.path);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.headers.get(COST_HEADER)).toBeNull();
  });
});
