/**
 * Studying offline in real workerd (docs/decisions/0086-offline-study.md): a device's key only for a course's learner,
 * the same for that learner and device each time and another for any other; the school's number of devices; and the
 * right of each download to stay, which ends with the enrolment (expired or refunded), with the device's removal, and
 * for a lesson no longer open. Alpha allows two devices and seven days offline; course 101 has lessons 21 (open) and 23
 * (dripped for 30 days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import { LEARNING_CALLS } from '../contract/learning.ts';
import { LESSON_TEXT } from '../contract/lessons.ts';
import { DeviceKeyResponse, DevicesResponse, OFFLINE_CALLS, OFFLINE_TEXT, RightsResponse } from '../contract/offline.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('offline');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

type Person = { agent: Client; token: string; email: string };
let people = 0;
async function learner(school: string = ALPHA.slug, course: number | null = 101): Promise<Person> {
  people += 1;
  const agent = apiClient(api.server, school);
  const email = `offline${people}@mail.example`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name: `Reader ${people}`, email, phone: `6${String(people).padStart(9, '0')}`, password: `Secret${people}pw` }));
  if (course !== null) expect((await agent.post(LEARNING_CALLS.devEnrol.path, { email, course_id: course })).status).toBe(200);
  return { agent, token: session.authToken, email };
}
const device = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const askKey = (who: Person, deviceId: string, course = 101) =>
  who.agent.post(callUrl(OFFLINE_CALLS.deviceKey, { deviceId }), { course_id: course, name: 'Chrome on Android' }, { token: who.token });
const keyOf = async (who: Person, deviceId: string) => ok(DeviceKeyResponse, await askKey(who, deviceId)).key;
const rights = async (who: Person, deviceId: string, items: { course_id: number; lesson_id: number }[]) =>
  ok(RightsResponse, await who.agent.post(OFFLINE_CALLS.downloadRights.path, { device_id: deviceId, items }, { token: who.token }));
const userId = (who: Person) => api.school(ALPHA.id).prepare('SELECT id FROM users WHERE school_id = ? AND email = ?').bind(ALPHA.id, who.email).first<{ id: number }>().then((r) => r!.id);

describe('keys for downloads', () => {
  it("gives a course's learner one key per device, the same each time, and another to anyone else", async () => {
    const me = await learner();
    const first = ok(DeviceKeyResponse, await askKey(me, device(1)));
    expect(first).toMatchObject({ device_id: device(1), policy: { max_offline_days: 7, max_devices: 2 } });
    expect(await keyOf(me, device(1))).toBe(first.key);
    const mySecondDevice = await keyOf(me, device(2));
    const someoneElse = await learner();
    // Another learner on the same browser (the same device id) gets another key: my downloads stay mine.
    const theirs = await keyOf(someoneElse, device(1));
    expect(new Set([first.key, mySecondDevice, theirs]).size).toBe(3);
    // 32 bytes, as AES-256 takes them.
    expect(atob(first.key.replace(/-/g, '+').replace(/_/g, '/')).length).toBe(32);
  });

  it('refuses a visitor, a learner not enrolled, an expired enrolment, a malformed device, and another school', async () => {
    expectError(await apiClient(api.server).post(callUrl(OFFLINE_CALLS.deviceKey, { deviceId: device(1) }), { course_id: 101, name: 'x' }), 401, ERROR_TEXT.sessionExpired);
    const stranger = await learner(ALPHA.slug, null);
    expectError(await askKey(stranger, device(3)), 403, LESSON_TEXT.buyToStudy);
    const lapsed = await learner();
    // Ended through the dev enrolment's own end (what the end-to-end tests use), as its plan's end would.
    const ended = new Date(Date.now() - 60_000).toISOString();
    expect((await lapsed.agent.post(LEARNING_CALLS.devEnrol.path, { email: lapsed.email, course_id: 101, expires_at: ended })).status).toBe(200);
    expectError(await askKey(lapsed, device(3)), 403, LESSON_TEXT.renewToStudy);
    expect((await askKey(lapsed, 'not-a-device')).status).toBe(412);
    const beta = await learner(BETA.slug, null);
    // Calculus Deep Dive (105) is Alpha's: Beta has no such course.
    expect((await askKey(beta, device(4), 105)).status).toBe(404);
    // Nothing was added for any of them.
    expect(ok(DevicesResponse, await stranger.agent.get(OFFLINE_CALLS.offlineDevices.path, { token: stranger.token })).devices).toEqual([]);
    expect(ok(DevicesResponse, await lapsed.agent.get(OFFLINE_CALLS.offlineDevices.path, { token: lapsed.token })).devices).toEqual([]);
  });

  it("keeps downloads on the school's number of devices; removing one makes room", async () => {
    const me = await learner();
    // Two new devices asking at once, and then a third: two places, whatever the order.
    const asked = await Promise.all([askKey(me, device(11)), askKey(me, device(12)), askKey(me, device(13))]);
    expect(asked.map((r) => r.status).sort()).toEqual([200, 200, 403]);
    expectError(asked.find((r) => r.status === 403)!, 403, OFFLINE_TEXT.deviceLimit);
    const listed = ok(DevicesResponse, await me.agent.get(OFFLINE_CALLS.offlineDevices.path, { token: me.token }));
    expect(listed.devices).toHaveLength(2);
    expect(listed.devices[0]).toMatchObject({ name: 'Chrome on Android' });
    const kept = listed.devices.map((d) => d.device_id);
    const left = [device(11), device(12), device(13)].find((d) => !kept.includes(d))!;
    // A device already added is always given its key again.
    expect((await askKey(me, kept[0]!)).status).toBe(200);
    const after = ok(DevicesResponse, await me.agent.request('DELETE', callUrl(OFFLINE_CALLS.removeDevice, { deviceId: kept[0]! }), { token: me.token }));
    expect(after.devices.map((d) => d.device_id)).toEqual([kept[1]]);
    expect((await askKey(me, left)).status).toBe(200);
    expectError(await me.agent.request('DELETE', callUrl(OFFLINE_CALLS.removeDevice, { deviceId: kept[0]! }), { token: me.token }), 404, OFFLINE_TEXT.deviceNotFound);
    // Another learner cannot remove mine.
    const other = await learner();
    expect((await other.agent.request('DELETE', callUrl(OFFLINE_CALLS.removeDevice, { deviceId: left }), { token: other.token })).status).toBe(404);
  });
});

describe('the right of a download to stay', () => {
  it('holds while the enrolment runs, and ends when it expires or is refunded, or when the device is removed', async () => {
    const me = await learner();
    await askKey(me, device(21));
    // 105's lesson 1 is a free preview: open to anyone, but never a download of a learner who did not buy the course.
    const items = [{ course_id: 101, lesson_id: 21 }, { course_id: 101, lesson_id: 23 }, { course_id: 101, lesson_id: 999 }, { course_id: 105, lesson_id: 1 }];
    const now = await rights(me, device(21), items);
    expect(now.items.map((i) => [i.lesson_id, i.ended])).toEqual([[21, null], [23, 'unavailable'], [999, 'unavailable'], [1, 'not_enrolled']]);
    expect(now.policy.max_offline_days).toBe(7);

    // An enrolment with an end: the download says until when.
    const ends = Date.now() + 3 * 86_400_000;
    await api.school(ALPHA.id).prepare('UPDATE enrolments SET expires_at = ? WHERE school_id = ? AND user_id = ?').bind(ends, ALPHA.id, await userId(me)).run();
    expect((await rights(me, device(21), items.slice(0, 1))).items[0]).toMatchObject({ ended: null, expires_at: new Date(ends).toISOString() });

    // Expired: the right is refused, and the app deletes the download.
    await api.school(ALPHA.id).prepare('UPDATE enrolments SET expires_at = ? WHERE school_id = ? AND user_id = ?').bind(Date.now() - 1000, ALPHA.id, await userId(me)).run();
    expect((await rights(me, device(21), items.slice(0, 1))).items[0]).toMatchObject({ ended: 'expired', expires_at: null });

    // Refunded: the enrolment is gone.
    const refunded = await learner();
    await askKey(refunded, device(22));
    await api.school(ALPHA.id).prepare('DELETE FROM enrolments WHERE school_id = ? AND user_id = ?').bind(ALPHA.id, await userId(refunded)).run();
    expect((await rights(refunded, device(22), items.slice(0, 1))).items[0]!.ended).toBe('not_enrolled');

    // A removed device keeps nothing, whatever the enrolment; so does a device never added, or another learner's.
    const other = await learner();
    await askKey(other, device(23));
    expect((await rights(other, device(23), items.slice(0, 1))).items[0]!.ended).toBeNull();
    await other.agent.request('DELETE', callUrl(OFFLINE_CALLS.removeDevice, { deviceId: device(23) }), { token: other.token });
    expect((await rights(other, device(23), items.slice(0, 1))).items[0]!.ended).toBe('device_removed');
    expect((await rights(other, device(21), items.slice(0, 1))).items[0]!.ended).toBe('device_removed');
  });

  it('checks at most 100 downloads a call, and finds nothing of another school', async () => {
    const me = await learner();
    await askKey(me, device(31));
    const many = Array.from({ length: 101 }, (_, i) => ({ course_id: 101, lesson_id: i + 1 }));
    expectError(await me.agent.post(OFFLINE_CALLS.downloadRights.path, { device_id: device(31), items: many }, { token: me.token }), 412, OFFLINE_TEXT.tooMany, 'items');
    // Beta's learner asking about Alpha's course and this device: neither is theirs.
    const beta = await learner(BETA.slug, null);
    expect((await rights(beta, device(31), [{ course_id: 101, lesson_id: 21 }])).items[0]!.ended).toBe('device_removed');
  });
});
