import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { buyAtGateway, newLearner, ownClientAddress, ownClientAddressPerTest, signedUpThroughApi, signUpWithForm } from './learners.ts';
import { DEMO_SCHOOLS, E2E_PORT, type DemoSchool } from './schools.ts';

// The affiliate programme's two paths (issue 43; docs/decisions/0081) through the real edge and API, on an INR school
// (nova-academy, 10%) and a USD one (harbor-code, 20%): a learner applies on /account/become-affiliate and the
// school's demo admin approves through the role-checked admin call; an admin invites and the learner accepts. The
// whole state machine, role checks, races and isolation are in src/api/affiliates.test.ts.

test.describe.configure({ timeout: 90_000 });
ownClientAddressPerTest();

const PITCH = 'I teach a weekend study circle of sixty students and will share the courses in our group.';

/** The school's demo admin's bearer token, for the admin calls a school's back office would make. */
async function adminToken(request: APIRequestContext, school: DemoSchool): Promise<string> {
  const reply = await request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/v1/auth/signin`, {
    method: 'POST', headers: { host: new URL(school.origin).host, 'content-type': 'application/json' },
    data: { identifier: `admin@${school.slug}.example`, password: 'Learner123' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { authToken: string }).authToken;
}

/** One of the school's admin calls, as its back office makes it; answers the 200 body. */
async function adminCall<T>(page: Page, school: DemoSchool, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const token = await adminToken(page.request, school);
  const reply = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}${path}`, {
    method, headers: { host: new URL(school.origin).host, authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(data ? { data } : {}),
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()) as T;
}

async function adminMove(page: Page, school: DemoSchool, userId: number, move: string, note = ''): Promise<void> {
  await adminCall(page, school, 'POST', '/learner/v1/admin/affiliates/moves', { user_id: userId, move, note });
}

interface Bank {
  bad: Record<string, string>;
  error: [field: string, text: string];
  good: Record<string, string>;
  shown: { bank: string; account: string };
}
const BANKS: Record<'nova-academy' | 'harbor-code', Bank> = {
  'nova-academy': {
    bad: { holder: 'Rohan Mehta', ifsc: 'HDFC1001234', account_number: '50100123456789', account_number_again: '50100123456789', tax_id: 'ABCDE1234F' },
    error: ['ifsc', 'Enter the 11-character IFSC: four letters, a zero, then six letters or digits (like HDFC0001234).'],
    good: { ifsc: 'hdfc0001234' },
    shown: { bank: 'HDFC0••••••', account: '••••••••••6789' },
  },
  'harbor-code': {
    bad: { holder: 'Rohan Mehta', routing_number: '021000022', account_number: '123456789', tax_id: 'ABCDE1234F' },
    error: ['routing_number', 'Enter the 9-digit ABA routing number printed on your checks.'],
    good: { routing_number: '021000021' },
    shown: { bank: '•••••0021', account: '•••••6789' },
  },
};

for (const [slug, percent] of [['nova-academy', 10], ['harbor-code', 20]] as const) {
  const school = DEMO_SCHOOLS.find((s) => s.slug === slug)!;
  test.describe(slug, () => {
    test('a learner applies and an admin approves', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      const learner = await signedUpThroughApi(page, school, newLearner('Rohan Affiliate', '9'));
      await page.goto(`${school.store}/account/become-affiliate`);
      await expect(page.getByTestId('affiliate-state')).toHaveText('Not an affiliate');
      await expect(page.getByTestId('affiliate-terms')).toContainText(`You earn ${percent}% of the price`);

      await page.getByTestId('affiliate-pitch').fill('Too short');
      await page.getByTestId('affiliate-submit').click();
      await expect(page.getByTestId('affiliate-pitch-error')).toHaveText('Tell us in a few words how you will share the courses (at least 20 characters).');
      await page.getByTestId('affiliate-pitch').fill(PITCH);
      await page.getByTestId('affiliate-website').fill('http://circle.example');
      await page.getByTestId('affiliate-submit').click();
      await expect(page.getByTestId('affiliate-website-error')).toHaveText('Enter a web address that starts with https://');
      await page.getByTestId('affiliate-website').fill('https://circle.example');
      await page.getByTestId('affiliate-submit').click();
      await expect(page.getByTestId('affiliate-state')).toHaveText('Awaiting approval');
      await expect(page.getByTestId('affiliate-apply')).toHaveCount(0);

      await adminMove(page, school, learner.studentId, 'approve', 'Welcome to the programme');
      await page.reload();
      await expect(page.getByTestId('affiliate-state')).toHaveText('Active');
      await expect(page.getByTestId('affiliate-history')).toContainText('The school approved your application');
      await expect(page.getByTestId('affiliate-history')).toContainText('Welcome to the programme');

      // Payout details, checked for the school's country, then shown masked.
      const bank = BANKS[slug];
      await page.getByTestId('affiliate-bank-link').click();
      await expect(page.getByTestId('payout-form')).toBeVisible();
      for (const [field, value] of Object.entries(bank.bad)) await page.getByTestId(`payout-${field}`).fill(value);
      await page.getByTestId('payout-save').click();
      await expect(page.getByTestId(`payout-${bank.error[0]}-error`)).toHaveText(bank.error[1]);
      for (const [field, value] of Object.entries(bank.good)) await page.getByTestId(`payout-${field}`).fill(value);
      await page.getByTestId('payout-save').click();
      await expect(page.getByTestId('payout-bank')).toHaveText(bank.shown.bank);
      await expect(page.getByTestId('payout-account')).toHaveText(bank.shown.account);
      await expect(page.getByTestId('payout-tax-id')).toHaveText('••••••234F');
      await expect(page.getByTestId('payout-form')).toHaveCount(0);
      errors.expectNone();
    });

    test('an admin invites and the learner accepts', async ({ page }) => {
      const learner = await signedUpThroughApi(page, school, newLearner('Isha Invited', '8'));
      await adminMove(page, school, learner.studentId, 'invite');
      await page.goto(`${school.store}/account/become-affiliate`);
      await expect(page.getByTestId('affiliate-state')).toHaveText('Invited');
      await page.getByTestId('affiliate-accept').click();
      await expect(page.getByTestId('affiliate-state')).toHaveText('Active');
      await expect(page.getByTestId('affiliate-pause')).toBeVisible();
    });
  });
}

interface LinkCase {
  /** The product whose link is shared, and the commission on it (the programme's percent of its price before tax). */
  product: { seo: string; id: number; title: string };
  commission: string;
  holdDays: number;
  payoutDetails: Record<string, string>;
  look: { mode: 'light' | 'dark'; width: number };
}
const LINK_CASES: Record<'nova-academy' | 'harbor-code', LinkCase> = {
  'nova-academy': {
    product: { seo: 'upsc-indian-polity', id: 5011009, title: 'Indian Polity for UPSC Prelims and Mains' },
    // 10% of ₹4,999 (GST is added on top of it).
    commission: '₹499.90', holdDays: 7,
    payoutDetails: { country: 'IN', holder: 'Rohan Mehta', ifsc: 'HDFC0001234', account_number: '50100123456789', account_number_again: '50100123456789', tax_id: 'ABCDE1234F' },
    look: { mode: 'light', width: 390 },
  },
  'harbor-code': {
    product: { seo: 'ci-cd-with-github-actions', id: 5021010, title: 'CI/CD with GitHub Actions' },
    // 20% of $59.
    commission: '$11.80', holdDays: 14,
    payoutDetails: { country: 'US', holder: 'Rohan Mehta', routing_number: '021000021', account_number: '123456789', account_type: 'checking', tax_id: 'ABCDE1234F' },
    look: { mode: 'dark', width: 1280 },
  },
};

for (const [slug, c] of Object.entries(LINK_CASES)) {
  const school = DEMO_SCHOOLS.find((s) => s.slug === slug)!;
  test(`${slug}: an affiliate applies, is approved, shares a link, and earns a commission, pending then paid`, async ({ page, browser }) => {
    test.setTimeout(150_000);
    const errors = watchConsoleErrors(page);
    await page.emulateMedia({ colorScheme: c.look.mode });
    await page.setViewportSize({ width: c.look.width, height: 900 });
    const affiliate = await signedUpThroughApi(page, school, newLearner('Rohan Mehta', '9'));
    await page.goto(`${school.store}/account/become-affiliate`);
    await page.getByTestId('affiliate-pitch').fill(PITCH);
    await page.getByTestId('affiliate-submit').click();
    await expect(page.getByTestId('affiliate-state')).toHaveText('Awaiting approval');
    await adminMove(page, school, affiliate.studentId, 'approve');
    await page.reload();
    await page.getByTestId('affiliate-links-link').click();
    await expect(page).toHaveURL(`${school.store}/account/product-links`);

    // A link for every product; the course tab narrows the list, and says so in the address.
    const row = page.locator(`[data-testid="affiliate-link-row"][data-product="${c.product.id}"]`);
    await expect(row).toContainText(c.product.title);
    await expect(row.getByTestId('affiliate-link-figures')).toHaveText(/0 visits.*0 sign-ups.*0 orders/);
    await page.getByTestId('affiliate-type-1').click();
    await expect(page).toHaveURL(`${school.store}/account/product-links?productType=1`);
    await expect(page.locator('[data-testid="affiliate-link-row"]').first()).toBeVisible();
    await expect(page.getByTestId('affiliate-commissions-empty')).toBeVisible();
    const link = await row.getByTestId('affiliate-link').inputValue();
    expect(link).toMatch(new RegExp(`^${school.store}/${c.product.seo}\\?aff=[A-HJKMNP-Z2-9]{8}$`));

    // A visitor opens it in their own browser, signs up there and buys the course at the gateway.
    const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
    const buyerPage = await context.newPage();
    const clicked = buyerPage.waitForResponse((r) => r.url().endsWith('/learner/v1/affiliate/clicks'));
    await buyerPage.goto(link);
    expect(await (await clicked).json()).toEqual({ recorded: true });
    // The key leaves the address: a reload, or the address copied from the bar, is not another visit.
    await expect(buyerPage).toHaveURL(`${school.store}/${c.product.seo}`);
    await buyerPage.goto(`${school.store}/account/signup`);
    await signUpWithForm(buyerPage, newLearner('Priya Sharma', '8'));
    await buyAtGateway(buyerPage, school, c.product);
    await context.close();

    // Pending through the refund window.
    await page.reload();
    await expect(row.getByTestId('affiliate-link-figures')).toHaveText(new RegExp(`1 visit.*1 sign-up.*1 order.*${c.commission.replace('$', '\\$')} earned`));
    const commission = page.getByTestId('affiliate-commission');
    await expect(commission).toHaveCount(1);
    await expect(commission.getByTestId('affiliate-commission-state')).toHaveText('Pending');
    await expect(commission.getByTestId('affiliate-commission-amount')).toHaveText(c.commission);
    await expect(page.getByTestId('affiliate-total-pending')).toHaveText(c.commission);
    await expectNoSeriousA11yIssues(page, `product links ${c.look.mode}`);

    // The window passes (the local clock moved on): ready to pay out, to the details on file.
    expect(await page.evaluate(async (days) => (await fetch('/learner/dev/affiliate/clock', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ days }),
    })).status, c.holdDays + 1)).toBe(200);
    await page.reload();
    await expect(commission.getByTestId('affiliate-commission-state')).toHaveText('Ready to pay out');
    await expect(page.getByTestId('affiliate-details-first')).toBeVisible();
    expect(await page.evaluate(async (details) => (await fetch('/learner/v1/affiliate/payout_details', {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(details),
    })).status, c.payoutDetails)).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: `Ask for a payout of ${c.commission}` }).click();
    await expect(page.getByTestId('affiliate-payout')).toHaveAttribute('data-state', 'pending');
    await expect(commission.getByTestId('affiliate-commission-state')).toHaveText('Payout asked for');
    await expect(page.getByTestId('affiliate-total-requested')).toHaveText(c.commission);

    // The school pays it and marks it paid.
    const { payouts } = await adminCall<{ payouts: { id: number; user_id: number }[] }>(page, school, 'GET', '/learner/v1/admin/affiliate_payouts?state=pending');
    const payout = payouts.find((p) => p.user_id === affiliate.studentId)!;
    await adminCall(page, school, 'POST', '/learner/v1/admin/affiliate_payouts/paid', { payout_id: payout.id, reference: 'UTR20261130001' });
    await page.reload();
    await expect(commission.getByTestId('affiliate-commission-state')).toHaveText('Paid');
    await expect(page.getByTestId('affiliate-payout-state')).toHaveText('Paid');
    await expect(page.getByTestId('affiliate-payout')).toContainText('reference UTR20261130001');
    await expect(page.getByTestId('affiliate-total-paid')).toHaveText(c.commission);
    await expectNoSeriousA11yIssues(page, `product links paid ${c.look.mode}`);
    errors.expectNone();
  });
}

test('a learner who is not an affiliate is sent to the programme from the links page', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'nova-academy')!;
  await signedUpThroughApi(page, school, newLearner('Not Yet', '7'));
  await page.goto(`${school.store}/account/product-links`);
  await expect(page.getByTestId('affiliate-links-closed')).toContainText('Your links open once the school has approved you as an affiliate.');
  await page.getByRole('link', { name: 'See the affiliate programme' }).click();
  await expect(page.getByTestId('affiliate-state')).toHaveText('Not an affiliate');
});

test('a school with no programme has no affiliate page', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'atelier-lingua')!;
  expect((await page.goto(`${school.store}/account/become-affiliate`))?.status()).toBe(404);
  expect((await page.goto(`${school.store}/account/product-links`))?.status()).toBe(404);
});

for (const [mode, width] of [['light', 390], ['dark', 1280]] as const) {
  test(`the affiliate page passes axe in ${mode} at ${width} px`, async ({ page }) => {
    const school = DEMO_SCHOOLS.find((s) => s.slug === (mode === 'light' ? 'nova-academy' : 'harbor-code'))!;
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    const learner = await signedUpThroughApi(page, school, newLearner('Axe Affiliate', '6'));
    await page.goto(`${school.store}/account/become-affiliate`);
    await expect(page.getByTestId('affiliate-apply')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `apply ${mode}`);
    await adminMove(page, school, learner.studentId, 'invite');
    await page.reload();
    await expect(page.getByTestId('affiliate-accept')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `invited ${mode}`);
    await page.getByTestId('affiliate-bank-link').click();
    await expect(page.getByTestId('payout-form')).toBeVisible();
    await page.getByTestId('payout-save').click();
    await expect(page.getByTestId('payout-holder-error')).not.toBeEmpty();
    await expectNoSeriousA11yIssues(page, `payout details ${mode}`);
  });
}
