/**
 * Support tickets in real workerd (src/contract/support.ts; docs/decisions/0083-support-tickets.md): raising with
 * SPEC.md section 5's rules, the statuses and who may move them, the clocks under a moved clock, files through signed
 * uploads, forms sent twice, moves that race, and isolation between learners and schools.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER, SCHOOL_ORIGIN_HEADER } from '../contract/bundle.ts';
import { MOCK_TEST_TEXT } from '../contract/mock-test.ts';
import { NOTIFICATION_CALLS, NotificationsResponse } from '../contract/notifications.ts';
import { SUPPORT_CALLS as S, SUPPORT_TEXT, SupportUploadResponse, Ticket, TicketsResponse, type RaiseTicketRequest } from '../contract/support.ts';
import { Demand, DEMAND_CALLS, DEMAND_TEXT, DemandsResponse } from '../contract/demand.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, failed, ok, startApi, type Api } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('support');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const HOUR = 3_600_000;
let people = 0;
async function learner(school: string = ALPHA.slug) {
  people += 1;
  const agent = apiClient(api.server, school);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, {
    name: `Ticket Learner ${people}`, email: `ticket${people}@mail.example`, phone: `6${String(people).padStart(9, '0')}`, password: `Secret${people}pw`,
  }));
  return { agent, token: session.authToken, id: session.studentId };
}
async function staffOf(school: string, who: 'support' | 'admin' = 'support') {
  const agent = apiClient(api.server, school);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `${who}@${school}.example`, password: DEMO_LEARNER_PASSWORD }));
  return { agent, token: session.authToken, id: session.studentId };
}
type Person = Awaited<ReturnType<typeof learner>>;

const DEVICE = { browser: 'Chrome 131.0', os: 'Linux', screen: '1280×720 @1x', network: 'Online, 4g', app_version: '0.1.0', language: 'en', timezone: 'Asia/Kolkata' };
const CHECK = { checked_at: '2026-11-30T10:00:00.000Z', user_agent: 'Mozilla/5.0 Chrome/131.0', steps: [{ step: 'network' as const, verdict: 'warn' as const, detail: '1.2 Mbps' }] };
let keys = 0;
const key = () => `request-${++keys}-${Math.random().toString(36).slice(2, 10)}`;
const ticketForm = (extra: Partial<RaiseTicketRequest> = {}): RaiseTicketRequest => ({
  issue_type: 'video', description: 'The second lecture stops after ten seconds and never starts again.', acknowledged: true, device: DEVICE, request_id: key(), ...extra,
});
const raise = (p: Person, body: object) => p.agent.post(S.raiseTicket.path, body, { token: p.token });
const read = async (p: Person, id: number) => ok(Ticket, await p.agent.get(callUrl(S.supportTicket, { ticketId: id }), { token: p.token }));
const reply = (p: Person, id: number, text: string, files: string[] = [], request_id = key()) =>
  p.agent.post(callUrl(S.ticketReply, { ticketId: id }), { text, files, request_id }, { token: p.token });
const act = (p: Person, id: number, action: string) => p.agent.post(callUrl(S.ticketAction, { ticketId: id }), { action }, { token: p.token });
const answer = (p: Person, id: number, body: object) => p.agent.post(callUrl(S.staffReply, { ticketId: id }), { request_id: key(), ...body }, { token: p.token });
const moveClock = (p: Person, id: number, hours: number) => p.agent.post(S.devSupportClock.path, { ticket_id: id, hours }, { token: p.token });

describe('raising a ticket', () => {
  it('needs an issue type, a description and the acknowledgement, and writes nothing otherwise', async () => {
    const me = await learner();
    expectError(await raise(me, { ...ticketForm(), issue_type: undefined }), 412, SUPPORT_TEXT.issueType, 'issue_type');
    expectError(await raise(me, ticketForm({ description: 'It is broken.' })), 412, SUPPORT_TEXT.description, 'description');
    expectError(await raise(me, { ...ticketForm(), acknowledged: false }), 412, SUPPORT_TEXT.acknowledge, 'acknowledged');
    expect(ok(TicketsResponse, await me.agent.get(S.supportTickets.path, { token: me.token })).tickets).toEqual([]);
  });

  it('is Pending with what was sent, once however often it is sent, and the learner is told when to expect an answer', async () => {
    const me = await learner();
    const form = ticketForm({ system_check: CHECK, bundle_id: 101 });
    const [first, twin] = await Promise.all([raise(me, form), raise(me, form)]);
    const ticket = ok(Ticket, first);
    expect(ok(Ticket, twin).id).toBe(ticket.id);
    expect(ticket).toMatchObject({ status: 1, issue_type: 'video', description: form.description, device: DEVICE, system_check: CHECK, viewer: 'learner', waiting_on: 'support', messages: [] });
    expect(ticket.product?.id).toBe(101);
    // Alpha promises a first answer in 4 business hours and a fix in 16: both due later than that much wall time.
    const raised = Date.parse(ticket.raised_at);
    expect(Date.parse(ticket.first_response.due_at!)).toBeGreaterThanOrEqual(raised + 4 * HOUR);
    expect(Date.parse(ticket.resolution.due_at!)).toBeGreaterThan(Date.parse(ticket.first_response.due_at!));
    expect(ticket.first_response).toMatchObject({ met_at: null, breached: false, paused: false });
    const list = ok(TicketsResponse, await me.agent.get(S.supportTickets.path, { token: me.token }));
    expect(list.tickets.map((t) => t.id)).toEqual([ticket.id]);
    expect(list.staff).toBe(false);
    // Another school's product is not this school's.
    expectError(await raise(me, ticketForm({ bundle_id: 999_999 })), 412, SUPPORT_TEXT.productNotFound, 'bundle_id');
  });

  it('is its learner\'s and support\'s alone: another learner, or another school, finds nothing', async () => {
    const me = await learner();
    const ticket = ok(Ticket, await raise(me, ticketForm()));
    const other = await learner();
    expectError(await other.agent.get(callUrl(S.supportTicket, { ticketId: ticket.id }), { token: other.token }), 404, SUPPORT_TEXT.notFound);
    expectError(await reply(other, ticket.id, 'Me too!'), 404, SUPPORT_TEXT.notFound);
    expectError(await act(other, ticket.id, 'withdraw'), 404, SUPPORT_TEXT.notFound);
    const betaSupport = await staffOf(BETA.slug);
    expectError(await betaSupport.agent.get(callUrl(S.supportTicket, { ticketId: ticket.id }), { token: betaSupport.token }), 404, SUPPORT_TEXT.notFound);
    expectError(await answer(betaSupport, ticket.id, { text: 'Looking into it.' }), 404, SUPPORT_TEXT.notFound);
    expect(ok(TicketsResponse, await betaSupport.agent.get(S.supportQueue.path, { token: betaSupport.token })).tickets.map((t) => t.id)).not.toContain(ticket.id);
    expect((await read(me, ticket.id)).status).toBe(1);
  });
});

describe('who answers', () => {
  it('only support staff and admins: a learner is refused the queue and the staff reply', async () => {
    const me = await learner();
    const ticket = ok(Ticket, await raise(me, ticketForm()));
    expectError(await me.agent.get(S.supportQueue.path, { token: me.token }), 403, SUPPORT_TEXT.staffOnly);
    expectError(await answer(me, ticket.id, { text: 'Fixed it myself.', status: 3 }), 403, SUPPORT_TEXT.staffOnly);
    expect((await read(me, ticket.id)).status).toBe(1);

    const support = await staffOf(ALPHA.slug);
    const queue = ok(TicketsResponse, await support.agent.get(`${S.supportQueue.path}?show=open`, { token: support.token }));
    expect(queue.staff).toBe(true);
    expect(queue.tickets.find((t) => t.id === ticket.id)?.learner.id).toBe(me.id);
    expect((await read(support, ticket.id)).viewer).toBe('support');
    const admin = await staffOf(ALPHA.slug, 'admin');
    const answered = ok(Ticket, await answer(admin, ticket.id, { text: 'We are looking at the player logs.', status: 2 }));
    expect(answered).toMatchObject({ status: 2, waiting_on: 'support' });
    expect(answered.first_response.met_at).not.toBeNull();
    expect(answered.messages.map((m) => [m.author.role, m.text, m.status_to])).toEqual([['support', 'We are looking at the player logs.', 2]]);

    const notices = ok(NotificationsResponse, await me.agent.get(NOTIFICATION_CALLS.notifications.path, { token: me.token })).notifications;
    expect(notices[0]).toMatchObject({ kind: 'support_reply', title: `Support replied to ticket #${ticket.id}`, body: 'We are looking at the player logs.', link: `/learn/support/support-details/${ticket.id}` });
  });
});

describe('statuses', () => {
  it('Fixed (3) may be reopened within the window; after it, the fix stands (4) and cannot be reopened', async () => {
    const me = await learner();
    const support = await staffOf(ALPHA.slug);
    const ticket = ok(Ticket, await raise(me, ticketForm()));
    const fixed = ok(Ticket, await answer(support, ticket.id, { text: 'A new player is live. Please try again.', status: 3 }));
    expect(fixed).toMatchObject({ status: 3, waiting_on: 'learner' });
    expect(Date.parse(fixed.reopen_until!) - Date.now()).toBeGreaterThan(6 * 24 * HOUR);
    expect(fixed.resolution.met_at).not.toBeNull();
    expect((await ok(NotificationsResponse, await me.agent.get(NOTIFICATION_CALLS.notifications.path, { token: me.token }))).notifications[0]?.title).toBe(`Ticket #${ticket.id} is fixed`);

    // The learner's reply to a fix reopens it; support can fix it again.
    const reopened = ok(Ticket, await reply(me, ticket.id, 'It still stops at the same place.'));
    expect(reopened).toMatchObject({ status: 1, reopen_until: null, waiting_on: 'support' });
    expect(reopened.resolution.met_at).toBeNull();
    expect(ok(Ticket, await answer(support, ticket.id, { text: 'Found a second fault, fixed too.', status: 3 })).status).toBe(3);

    // Eight days on, past Alpha's seven-day window: Fixed for good.
    expect((await moveClock(me, ticket.id, 8 * 24)).status).toBe(200);
    const settled = await read(me, ticket.id);
    expect(settled).toMatchObject({ status: 4, reopen_until: null, waiting_on: 'nobody' });
    expectError(await act(me, ticket.id, 'reopen'), 412, SUPPORT_TEXT.reopenPassed);
    expectError(await reply(me, ticket.id, 'Back again.'), 412, SUPPORT_TEXT.reopenPassed);
    expect(ok(TicketsResponse, await me.agent.get(`${S.supportTickets.path}?show=done`, { token: me.token })).tickets.map((t) => t.id)).toContain(ticket.id);
    expect(ok(TicketsResponse, await me.agent.get(`${S.supportTickets.path}?show=open`, { token: me.token })).tickets.map((t) => t.id)).not.toContain(ticket.id);
  });

  it('the learner confirms a fix, or withdraws a ticket still open; moves out of turn are refused', async () => {
    const me = await learner();
    const support = await staffOf(ALPHA.slug);
    const a = ok(Ticket, await raise(me, ticketForm()));
    expectError(await act(me, a.id, 'confirm'), 412, SUPPORT_TEXT.moved);
    await answer(support, a.id, { text: 'Fixed.', status: 3 });
    const confirmed = ok(Ticket, await act(me, a.id, 'confirm'));
    expect(confirmed).toMatchObject({ status: 4, waiting_on: 'nobody' });
    expect(confirmed.messages.at(-1)).toMatchObject({ author: { role: 'learner' }, text: '', status_to: 4 });
    expectError(await answer(support, a.id, { text: 'One more thing.' }), 412, SUPPORT_TEXT.moved);

    const b = ok(Ticket, await raise(me, ticketForm()));
    expect(ok(Ticket, await act(me, b.id, 'withdraw')).status).toBe(5);
    expectError(await act(me, b.id, 'reopen'), 412, SUPPORT_TEXT.reopenPassed);
    const c = ok(Ticket, await raise(me, ticketForm()));
    await answer(support, c.id, { text: 'Sent to the video team.', status: 2 });
    // Back from review to Pending is not a move support makes.
    expectError(await answer(support, c.id, { text: 'Back in the queue.', status: 1 }), 412, 'Invalid input', 'status');
  });

  it('two of support answering at once: one fix or one close wins, the other is told the ticket moved on', async () => {
    const me = await learner();
    const support = await staffOf(ALPHA.slug);
    const admin = await staffOf(ALPHA.slug, 'admin');
    const ticket = ok(Ticket, await raise(me, ticketForm()));
    const replies = await Promise.all([answer(support, ticket.id, { text: 'Fixed on our side.', status: 3 }), answer(admin, ticket.id, { text: 'Not a fault: see the FAQ.', status: 5 })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412]);
    const lost = replies.find((r) => r.status === 412)!;
    expect(failed(lost).data.message).toBe(SUPPORT_TEXT.moved);
    const now = await read(me, ticket.id);
    expect(now.messages).toHaveLength(1);
    expect([3, 5]).toContain(now.status);
  });

  it('one reply sent twice at once is one message', async () => {
    const me = await learner();
    const ticket = ok(Ticket, await raise(me, ticketForm()));
    const request = key();
    const [a, b] = await Promise.all([reply(me, ticket.id, 'Here is more detail.', [], request), reply(me, ticket.id, 'Here is more detail.', [], request)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await read(me, ticket.id)).messages.map((m) => m.text)).toEqual(['Here is more detail.']);
  });
});

describe('the clocks', () => {
  it('run late when nobody answers: both breached after 200 hours', async () => {
    const me = await learner();
    const ticket = ok(Ticket, await raise(me, ticketForm()));
    await moveClock(me, ticket.id, 200);
    const late = await read(me, ticket.id);
    expect(late.first_response).toMatchObject({ breached: true, met_at: null });
    expect(late.resolution).toMatchObject({ breached: true, paused: false });
    // Answered now: met, but late.
    const support = await staffOf(ALPHA.slug);
    expect(ok(Ticket, await answer(support, ticket.id, { text: 'Sorry for the wait.' })).first_response).toMatchObject({ breached: true });
  });

  it('stop while support waits on the learner: a hundred hours waiting is not support\'s delay', async () => {
    const me = await learner();
    const support = await staffOf(ALPHA.slug);
    const ticket = ok(Ticket, await raise(me, ticketForm()));
    const asked = ok(Ticket, await answer(support, ticket.id, { text: 'Which browser do you use?', awaiting_learner: true }));
    expect(asked).toMatchObject({ waiting_on: 'learner', resolution: { paused: true, due_at: null, breached: false } });
    await moveClock(me, ticket.id, 100);
    expect((await read(me, ticket.id)).resolution).toMatchObject({ paused: true, breached: false });
    const answered = ok(Ticket, await reply(me, ticket.id, 'Chrome 131 on Linux.'));
    // 100 hours hold at least 18 business hours, past Alpha's 16; paused, none of them count.
    expect(answered).toMatchObject({ waiting_on: 'support', resolution: { paused: false, breached: false } });
    expect(Date.parse(answered.resolution.due_at!)).toBeGreaterThan(Date.now());
  });
});

describe('files', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const ORIGIN = 'http://alpha-school.localhost';
  const headers = (p: Person) => ({ [SCHOOL_HEADER]: ALPHA.slug, [CLIENT_IP_HEADER]: p.agent.ip, origin: ORIGIN, [SCHOOL_ORIGIN_HEADER]: ORIGIN, authorization: `Bearer ${p.token}` });
  const ask = (p: Person, body: object) => p.agent.post(S.supportUpload.path, body, { token: p.token });
  const put = async (p: Person, url: string, body: Uint8Array) => (await api.server.fetch(url, { method: 'PUT', body, headers: headers(p) })).status;
  const fetchFile = (p: Person, file: string) => api.server.fetch(callUrl(S.supportFile, { file }), { headers: headers(p) });

  it('go up by signed upload (16 MB at most, of the kinds taken, bytes as claimed) and are read by the ticket\'s learner and support only', async () => {
    const me = await learner();
    const tooBig = failed(await ask(me, { name: 'screen.mp4', content_type: 'application/pdf', size: 16 * 1024 * 1024 + 1 }));
    expect(tooBig.data).toMatchObject({ message: MOCK_TEST_TEXT.fileTooLarge, variables: { max: 16 } });
    expectError(await ask(me, { name: 'run.exe', content_type: 'application/x-msdownload', size: 10 }), 412, SUPPORT_TEXT.fileType, 'content_type');
    const fake = ok(SupportUploadResponse, await ask(me, { name: 'fake.pdf', content_type: 'application/pdf', size: 10 }));
    expect(await put(me, fake.url, new TextEncoder().encode('<script>alert(1)</script>'))).toBe(412);
    expectError(await raise(me, ticketForm({ files: [fake.file] })), 412, SUPPORT_TEXT.fileMissing, 'files');

    const grant = ok(SupportUploadResponse, await ask(me, { name: 'Receipt.pdf', content_type: 'application/pdf', size: pdf.length }));
    expect(await put(me, grant.url, pdf)).toBe(200);
    expect(await put(me, grant.url, pdf)).toBe(403);
    const ticket = ok(Ticket, await raise(me, ticketForm({ issue_type: 'payment', files: [grant.file] })));
    expect(ticket.files).toEqual([{ file: grant.file, name: 'Receipt.pdf', content_type: 'application/pdf', size: pdf.length }]);
    // A file is given to one ticket only.
    expectError(await raise(me, ticketForm({ files: [grant.file] })), 412, SUPPORT_TEXT.fileMissing, 'files');

    const mine = await fetchFile(me, grant.file);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pdf);
    expect((await fetchFile(await staffOf(ALPHA.slug), grant.file)).status).toBe(200);
    expect((await fetchFile(await learner(), grant.file)).status).toBe(404);

    // Support answers with a file of their own, on the message.
    const support = await staffOf(ALPHA.slug);
    const theirs = ok(SupportUploadResponse, await ask(support, { name: 'Refund.pdf', content_type: 'application/pdf', size: pdf.length }));
    expect(await put(support, theirs.url, pdf)).toBe(200);
    const answered = ok(Ticket, await answer(support, ticket.id, { text: 'Refunded: the receipt is attached.', status: 3, files: [theirs.file] }));
    expect(answered.messages[0]?.files.map((f) => f.name)).toEqual(['Refund.pdf']);
    expect((await fetchFile(me, theirs.file)).status).toBe(200);
  });
});

describe('demands', () => {
  const D = DEMAND_CALLS;
  const raiseDemand = (p: Person, body: object) => p.agent.post(D.raiseDemand.path, { request_id: key(), ...body }, { token: p.token });
  const vote = (p: Person, id: number) => p.agent.post(callUrl(D.voteDemand, { ticketId: id }), undefined, { token: p.token });
  const unvote = (p: Person, id: number) => p.agent.request('DELETE', callUrl(D.unvoteDemand, { ticketId: id }), { token: p.token });
  const list = async (p: Person, query = '') => ok(DemandsResponse, await p.agent.get(`${D.demands.path}${query}`, { token: p.token }));

  it('are asked with a kind and a title, and hold the asker\'s vote', async () => {
    const me = await learner();
    expectError(await raiseDemand(me, { kind: 'podcast', title: 'Organic chemistry mock tests' }), 412, DEMAND_TEXT.kind, 'kind');
    expectError(await raiseDemand(me, { kind: 'test', title: 'Mock' }), 412, DEMAND_TEXT.title, 'title');
    const asked = ok(Demand, await raiseDemand(me, { kind: 'test', title: 'Organic chemistry chapter tests', details: 'Twenty questions a chapter.', bundle_id: 101 }));
    expect(asked).toMatchObject({ status: 1, votes: 1, voted: true, mine: true, viewer: 'author', product: { id: 101 } });
    expectError(await unvote(me, asked.id), 412, DEMAND_TEXT.ownVote);
  });

  it('count each learner\'s vote once, however often it is sent, and the most wanted come first', async () => {
    const me = await learner();
    const title = `Thermodynamics crash course ${key()}`;
    const asked = ok(Demand, await raiseDemand(me, { kind: 'course', title }));
    const [a, b] = [await learner(), await learner()];
    await Promise.all([vote(a, asked.id), vote(a, asked.id), vote(a, asked.id), vote(b, asked.id), vote(b, asked.id)]);
    expect(ok(Demand, await a.agent.get(callUrl(D.demand, { ticketId: asked.id }), { token: a.token }))).toMatchObject({ votes: 3, voted: true, mine: false, viewer: 'learner' });
    expect(ok(Demand, await unvote(b, asked.id)).votes).toBe(2);
    expect(ok(Demand, await unvote(b, asked.id)).votes).toBe(2);
    const other = ok(Demand, await raiseDemand(a, { kind: 'course', title: `${title} part two` }));
    const found = await list(me, `?q=${encodeURIComponent(title)}`);
    expect(found.demands.map((d) => [d.id, d.votes])).toEqual([[asked.id, 2], [other.id, 1]]);
    expect((await list(me, `?q=${encodeURIComponent(title)}&sort=newest`)).demands.map((d) => d.id)).toEqual([other.id, asked.id]);
    // Another school's learner finds nothing, and cannot vote.
    const beta = await learner(BETA.slug);
    expectError(await vote(beta, asked.id), 404, DEMAND_TEXT.notFound);
    expect((await list(beta, `?q=${encodeURIComponent(title)}`)).demands).toEqual([]);
  });

  it('are answered by support, who may add them: every voter is told', async () => {
    const me = await learner();
    const fan = await learner();
    const asked = ok(Demand, await raiseDemand(me, { kind: 'topic', title: `Coordination compounds ${key()}` }));
    await vote(fan, asked.id);
    expectError(await fan.agent.post(callUrl(D.demandReply, { ticketId: asked.id }), { text: 'Please!', request_id: key() }, { token: fan.token }), 403, DEMAND_TEXT.replyNotAllowed);
    expectError(await me.agent.post(callUrl(D.demandReply, { ticketId: asked.id }), { text: 'Done?', status: 4, request_id: key() }, { token: me.token }), 403, SUPPORT_TEXT.staffOnly);
    const support = await staffOf(ALPHA.slug);
    const added = ok(Demand, await support.agent.post(callUrl(D.demandReply, { ticketId: asked.id }), { text: 'Added to the Chemistry course, lessons 14 to 16.', status: 4, request_id: key() }, { token: support.token }));
    expect(added).toMatchObject({ status: 4, viewer: 'support', messages: [{ author: { role: 'support' }, status_to: 4 }] });
    for (const who of [me, fan]) {
      const notices = ok(NotificationsResponse, await who.agent.get(NOTIFICATION_CALLS.notifications.path, { token: who.token })).notifications;
      expect(notices[0]).toMatchObject({ kind: 'demand_reply', link: `/learn/raise-your-demand/demand-details/${asked.id}` });
      expect(notices[0]?.title).toMatch(/^Added: "Coordination compounds/);
    }
    expectError(await vote(await learner(), asked.id), 412, DEMAND_TEXT.closed);
  });
});
