import { expect, test, type Page } from '@playwright/test';
import { LOCAL_CLIENT_HEADER } from '../src/edge/client-ip.ts';
import { E2E_PORT, type DemoSchool } from './schools.ts';

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

/**
 * Puts the page on the school's origin, so its API calls and storage are the school's, by the smallest document the
 * school serves (its public keys, as JSON). Tests go on to the page they are about; the store page, which this
 * loaded before, cost 1.3 to 2.4 s of load and hydration under the suite's load, about 80 times a run.
 */
async function onSchoolOrigin(page: Page, school: DemoSchool): Promise<void> {
  if (!page.url().startsWith(school.origin)) expect((await page.goto(`${school.origin}/.well-known/jwks.json`))?.status()).toBe(200);
}

/** Signs `learner` up through the API (then out again), for tests about something other than signing up. */
export async function createAccountFor(page: Page, school: DemoSchool, learner: Learner): Promise<Learner> {
  await onSchoolOrigin(page, school);
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

/** An API session made for a test, as the sign-up and sign-in calls return it (src/contract/auth.ts AuthSession). */
export interface ApiSession {
  authToken: string;
  studentId: number;
}

/**
 * Makes `call`'s session (sign-up or sign-in through the API) the page's own, as the sign-in page would after the
 * same call: the API sets the session cookies, the page keeps SPEC.md section 3's stored authentication data and
 * saved user. For tests about something other than signing in: one API call instead of a sign-in page, which under
 * load costs seconds of page load and hydration (docs/performance.md, "The end-to-end suite").
 */
async function adoptApiSession(page: Page, school: DemoSchool, path: string, body: object): Promise<ApiSession> {
  await onSchoolOrigin(page, school);
  const reply = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const session = (await response.json()) as {
        authToken: string;
        studentId: number;
        studentName: string;
        userEmail: string;
        segmentId: number | null;
        segmentPath: string | null;
      };
      if (response.status === 200) {
        const { authToken, studentId, studentName, userEmail, segmentId, segmentPath } = session;
        localStorage.setItem('authenticationData:auth', JSON.stringify({ authToken, segmentId, segmentPath, studentId, studentName, userEmail, isRestoredFromAdmin: false }));
        localStorage.setItem('savedUser', JSON.stringify({ studentId, studentName, userEmail, userMobileNum: null, profilePhoto: null }));
      }
      return { status: response.status, session };
    },
    { path, body },
  );
  expect(reply.status, JSON.stringify(reply.session)).toBe(200);
  return { authToken: reply.session.authToken, studentId: reply.session.studentId };
}

/** Signs `learner` up through the API and leaves the page signed in as them (then go to the page under test). */
export async function signedUpThroughApi(page: Page, school: DemoSchool, learner: Learner): Promise<Learner & ApiSession> {
  return { ...learner, ...(await adoptApiSession(page, school, '/learner/v1/auth/signup', learner)) };
}

/**
 * Enrols a learner in a product through the dev-only call (what checkout does, for tests about something else);
 * `expiresAt` gives the enrolment its end (a past one: access that has ended).
 */
export async function enrolThroughApi(page: Page, school: DemoSchool, email: string, courseId: number, expiresAt?: Date): Promise<void> {
  const enrolled = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/dev/enrolments`, {
    method: 'POST', headers: { host: new URL(school.origin).host }, data: { email, course_id: courseId, ...(expiresAt ? { expires_at: expiresAt.toISOString() } : {}) },
  });
  expect(enrolled.status()).toBe(200);
}

/** A new learner, signed up and signed in on `page` through the API, enrolled in `courseId`. */
export async function enrolledThroughApi(page: Page, school: DemoSchool, courseId: number, learner: Learner = newLearner('Meera Iyer', '8')): Promise<Learner & ApiSession> {
  const signedUp = await signedUpThroughApi(page, school, learner);
  await enrolThroughApi(page, school, signedUp.email, courseId);
  return signedUp;
}

/** Makes the page's clock run `offset` ms fast (negative: slow), as a device set to the wrong time would. */
export async function skewClock(page: Page, offset: number): Promise<void> {
  await page.addInitScript((ms) => {
    const RealDate = Date;
    class SkewedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length) super(...(args as [number]));
        else super(RealDate.now() + ms);
      }
      static override now() {
        return RealDate.now() + ms;
      }
    }
    globalThis.Date = SkewedDate as DateConstructor;
  }, offset);
}

/** Signs an existing learner in through the API and leaves the page signed in as them. */
export function signedInThroughApi(page: Page, school: DemoSchool, identifier: string, password: string): Promise<ApiSession> {
  return adoptApiSession(page, school, '/learner/v1/auth/signin', { identifier, password });
}

/** Signs out as a learner does: the account menu in the header, then "Sign out". */
export async function signOutThroughHeader(page: Page): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
}

/** The sign-up form filled and sent, as a visitor does; done when it asks them to confirm their address. */
export async function signUpWithForm(page: Page, learner: Learner): Promise<void> {
  await page.getByLabel('Full name').fill(learner.name);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Mobile number').fill(learner.phone);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('verify-email-notice')).toBeVisible();
}

/**
 * A signed-in learner buys a product at the local gateway, from its sales page to the status page's success (their
 * billing address saved through the API first: schools that ask for one are not what these journeys are about).
 * `atCheckout` looks at the payment page before paying.
 */
export async function buyAtGateway(page: Page, school: DemoSchool, product: { seo: string; id: number }, atCheckout?: () => Promise<void>): Promise<void> {
  expect(await page.evaluate(async () => (await fetch('/learner/v1/addresses/billing', {
    method: 'PUT', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Priya Sharma', line1: '12 MG Road', city: 'Bengaluru', state: 'KA', postal_code: '560001', country: 'IN' }),
  })).status)).toBe(200);
  await page.goto(`${school.store}/${product.seo}`);
  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(new RegExp(`/${school.base}/coursePayment/${product.id}$`));
  await atCheckout?.();
  await page.getByTestId('pay-button').click();
  await page.getByRole('button', { name: /Pay successfully/ }).click();
  await expect(page.getByTestId('payment-status-page')).toHaveAttribute('data-status', 'success');
}
