import { expect, test, type Page } from '@playwright/test';
import { LOCAL_CLIENT_HEADER } from '../src/edge/client-ip.ts';
import type { DemoSchool } from './schools.ts';

/** A learner an end-to-end test signs up: unique per run, so tests never depend on each other's order. */
export interface Learner {
  name: string;
  email: string;
  phone: string;
  password: string;
}

let serial = 0;
export const unique = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${serial++}`;

/** `phonePrefix` 9 makes a domestic (+91) number, so OTP by SMS works. */
export function newLearner(name = 'Asha Verma', phonePrefix = '9'): Learner {
  const id = unique();
  const [first = 'learner'] = name.toLowerCase().split(' ');
  return {
    name,
    email: `${first}.${id}@example.com`,
    phone: `${phonePrefix}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: `Pw-${id}`.slice(0, 20),
  };
}

export const randomIp = (): string => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * Headers that make a browser context its own client of the local stack. Locally every client is this machine;
 * the local edge (and only it) takes a test's word for which client it is (docs/decisions/0020-trusted-client-address.md).
 */
export const ownClientAddress = (): Record<string, string> => ({ [LOCAL_CLIENT_HEADER]: randomIp() });

/**
 * Makes every test of the calling file its own client, so the API's per-address throttles
 * (docs/decisions/0005-authentication.md) never couple tests or runs.
 */
export function ownClientAddressPerTest(): void {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(ownClientAddress());
  });
}

/** Signs `learner` up through the API (then out again), for tests about something other than signing up. */
export async function createAccountFor(page: Page, school: DemoSchool, learner: Learner): Promise<Learner> {
  if (!page.url().startsWith(school.origin)) await page.goto(school.store);
  const status = await page.evaluate(async (l) => {
    const json = { 'content-type': 'application/json' };
    const made = await fetch('/learner/v1/auth/signup', { method: 'POST', headers: json, body: JSON.stringify(l) });
    const session = (await made.json()) as { authToken: string };
    await fetch('/learner/v1/auth/signout', { method: 'POST', headers: { authorization: `Bearer ${session.authToken}` } });
    return made.status;
  }, learner);
  expect(status).toBe(200);
  return learner;
}
