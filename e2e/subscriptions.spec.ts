import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { newLearner, ownClientAddressPerTest, signedUpThroughApi, type ApiSession, type Learner } from './learners.ts';
import { DEMO_SCHOOLS, E2E_PORT, type DemoSchool } from './schools.ts';

// Subscriptions (issue 43; docs/decisions/0079) through the real edge, API and local gateway, on an INR school
// (nova-academy: the JEE Main 2027 Test Series, monthly ₹299 + GST, premium ₹499 + GST) and a USD one (harbor-code:
// the Full-Stack Career Bundle, $19 and $29 a month). A learner subscribes, is renewed as the clock moves, fails a
// renewal, recovers with a new payment method, upgrades and cancels at the period's end. The rules behind each step
// (retry schedule, grace, halting, proration, refunds, replays, races) are in src/api/subscriptions.test.ts.

test.describe.configure({ timeout: 120_000 });
ownClientAddressPerTest();

interface Case {
  slug: string;
  product: string;
  monthly: { title: string; today: string };
  premium: { name: string; title: string };
}

const CASES: Case[] = [
  { slug: 'nova-academy', product: 'JEE Main 2027 Test Series', monthly: { title: 'Monthly pass', today: '₹352.82' }, premium: { name: 'premium', title: 'Premium monthly' } },
  { slug: 'harbor-code', product: 'Full-Stack Career Bundle', monthly: { title: 'All-access monthly', today: '$19' }, premium: { name: 'pro', title: 'Pro monthly' } },
];

/** Moves the learner's subscriptions `days` on with the local gateway's clock, which runs the renewal job for them. */
async function moveClock(page: Page, school: DemoSchool, learner: ApiSession, days: number): Promise<void> {
  const reply = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/dev/subscriptions/clock`, {
    method: 'POST', headers: { host: new URL(school.origin).host, authorization: `Bearer ${learner.authToken}` }, data: { days },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The id the gateway knows the learner's one subscription by. */
async function gatewaySubscriptionId(page: Page, school: DemoSchool, learner: ApiSession): Promise<string> {
  const reply = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/v1/subscriptions`, { headers: { host: new URL(school.origin).host, authorization: `Bearer ${learner.authToken}` } });
  const body = (await reply.json()) as { subscriptions: { gateway_subscription_id: string }[] };
  expect(body.subscriptions).toHaveLength(1);
  return body.subscriptions[0]!.gateway_subscription_id;
}

/** The learner's subscription card, read again from the API. */
async function subscriptionCard(page: Page, school: DemoSchool) {
  await page.goto(`${school.store}/account/subscriptions`);
  const card = page.getByTestId('subscription');
  await expect(card).toHaveCount(1);
  return card;
}

async function billingAddress(page: Page) {
  expect(await page.evaluate(async () => (await fetch('/learner/v1/addresses/billing', {
    method: 'PUT', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ira Subscriber', line1: '12 MG Road', city: 'Bengaluru', state: 'KA', postal_code: '560001', country: 'IN' }),
  })).status)).toBe(200);
}

for (const c of CASES) {
  const school = DEMO_SCHOOLS.find((s) => s.slug === c.slug)!;
  test.describe(school.slug, () => {
    test('a subscription bought, renewed, failed and recovered, upgraded, then cancelled at the period\'s end', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      const learner: Learner & ApiSession = await signedUpThroughApi(page, school, newLearner('Ira Subscriber', '9'));
      await page.goto(`${school.store}/subscriptions`);
      await billingAddress(page);

      // The plans, then one of them, subscribed to through the gateway with a card mandate.
      const product = page.getByTestId('subscription-product');
      await expect(product.getByRole('heading', { name: c.product })).toBeVisible();
      await expect(product.getByTestId('subscription-plan')).toHaveCount(2);
      await product.locator(`[data-plan="monthly"]`).getByTestId('choose-plan').click();
      await expect(page.getByTestId('subscription-total')).toHaveText(c.monthly.today);
      await page.getByTestId('subscribe').click();
      await expect(page.getByTestId('gateway-amount')).toHaveText(c.monthly.today);
      await page.getByRole('button', { name: 'Pay successfully' }).click();
      await expect(page.getByTestId('subscribed-panel')).toBeVisible();
      await expect(page.getByTestId('subscribed-panel')).toContainText(`${c.monthly.title} is active until`);

      let card = await subscriptionCard(page, school);
      await expect(card.getByTestId('subscription-state')).toHaveText('Active');
      await expect(card.getByTestId('next-charge')).toContainText(`Next payment: ${c.monthly.today} on`);
      await expect(card.getByTestId('subscription-method')).toHaveText('Charged to: Visa card ending 1111');
      await expect(card.getByTestId('subscription-charge')).toHaveCount(1);

      // A month on, the job renews it.
      await moveClock(page, school, learner, 31);
      card = await subscriptionCard(page, school);
      await expect(card.getByTestId('subscription-charge')).toHaveCount(2);
      await expect(card.getByTestId('subscription-state')).toHaveText('Active');

      // The bank declines the next renewal: retried, with access through the grace.
      const mandate = page.locator(`[data-testid="gateway-subscription"][data-subscription="${await gatewaySubscriptionId(page, school, learner)}"]`);
      await page.goto(`${school.origin}/learner/dev/gateway/payments`);
      await mandate.getByRole('button', { name: 'Decline the next charges' }).click();
      await expect(mandate.getByRole('button', { name: 'Accept the next charges' })).toBeVisible();
      await moveClock(page, school, learner, 31);
      card = await subscriptionCard(page, school);
      await expect(card.getByTestId('subscription-state')).toHaveText('Payment failed');
      await expect(card.getByTestId('retrying')).toContainText('The payment failed 1 time. We try again on');
      await expect(card.locator('[data-testid="subscription-charge"][data-state="failed"]')).toHaveCount(1);

      // A new method (UPI AutoPay) is authorised and charged at once: active again.
      await card.getByTestId('update-method').click();
      await expect(page.getByTestId('method-on-file')).toHaveText('Visa card ending 1111');
      await page.getByTestId('replace-method').click();
      await page.getByLabel('UPI AutoPay: success@razorpay').check();
      await page.getByRole('button', { name: 'Authorise', exact: true }).click();
      await expect(page.getByTestId('method-replaced')).toHaveText('Your payment method is updated.');
      await expect(page.getByTestId('method-on-file')).toHaveText('UPI AutoPay: success@razorpay');
      card = await subscriptionCard(page, school);
      await expect(card.getByTestId('subscription-state')).toHaveText('Active');
      await expect(card.locator('[data-testid="subscription-charge"][data-state="fulfilled"]')).toHaveCount(3);

      // Upgrade to the premium plan: the unused part of the period is credit.
      await card.getByTestId('change-plan').click();
      await page.locator(`[data-plan="${c.premium.name}"]`).getByTestId('choose-plan').click();
      await expect(page.getByTestId('switch-quote')).toBeVisible();
      await page.getByTestId('switch-plan').click();
      await expect(page.getByTestId('plan-switched')).toHaveText(`Your plan is now ${c.premium.title}.`);
      card = await subscriptionCard(page, school);
      await expect(card.getByTestId('subscription-plan-title')).toHaveText(c.premium.title);
      await expect(card.locator('[data-testid="subscription-charge"][data-state="fulfilled"]')).toHaveCount(4);

      // Cancelled at the period's end: no further payment, access until then, and it can be taken back.
      await card.getByTestId('cancel').click();
      await expect(page.getByTestId('cancel-at-end')).toBeChecked();
      await page.getByTestId('confirm-cancel').click();
      await expect(card.getByTestId('ends-on')).toContainText('with no further payments');
      await expect(card.getByTestId('resume')).toBeVisible();
      await expect(card.getByTestId('next-charge')).toHaveCount(0);
      errors.expectNone();
    });
  });
}

test('a product sold by subscription says so on its sales page, and leads to its plans', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'nova-academy')!;
  await page.goto(`${school.store}/jee-main-test-series-2027`);
  const link = page.getByTestId('subscribe-link');
  await expect(link).toHaveText('Or subscribe from ₹299 a month');
  await link.click();
  await expect(page).toHaveURL(`${school.store}/subscription/jee-main-test-series-2027`);
  await expect(page.getByTestId('subscription-plan')).toHaveCount(2);
});

test('a yearly plan that runs to a fixed date says until when it renews (EUR, VAT included)', async ({ page }) => {
  // A school selling only one-time purchases has no subscription pages: the route switch's own test (offered.test.ts).
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'atelier-lingua')!;
  expect((await page.goto(`${school.store}/subscriptions`))?.status()).toBe(200);
  await expect(page.getByTestId('subscription-plan')).toHaveCount(2);
  await expect(page.locator('[data-plan="school-year"]').getByTestId('plan-validity')).toContainText('Renews every year until Dec 31, 2027.');
});

for (const [mode, width] of [['light', 390], ['dark', 1280]] as const) {
  test(`the subscription pages pass axe in ${mode} at ${width} px`, async ({ page }) => {
    const school = DEMO_SCHOOLS.find((s) => s.slug === (mode === 'light' ? 'nova-academy' : 'harbor-code'))!;
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    await signedUpThroughApi(page, school, newLearner('Axe Subscriber', '6'));
    await page.goto(`${school.store}/subscriptions`);
    await expect(page.getByTestId('subscription-plan').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page, `subscriptions ${mode}`);
    await page.getByTestId('choose-plan').first().click();
    await expect(page.getByTestId('subscribe')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `plan ${mode}`);
    await page.goto(`${school.store}/account/subscriptions`);
    await expect(page.getByTestId('subscriptions-none')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `my subscriptions ${mode}`);
    await page.goto(`${school.store}/account/manage-payments`);
    await expect(page.getByTestId('methods-none')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `manage payments ${mode}`);
  });
}
