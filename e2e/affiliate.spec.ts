import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { newLearner, ownClientAddressPerTest, signedUpThroughApi } from './learners.ts';
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

async function adminMove(page: Page, school: DemoSchool, userId: number, move: string, note = ''): Promise<void> {
  const token = await adminToken(page.request, school);
  const reply = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/v1/admin/affiliates/moves`, {
    method: 'POST', headers: { host: new URL(school.origin).host, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { user_id: userId, move, note },
  });
  expect(reply.status(), await reply.text()).toBe(200);
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

test('a school with no programme has no affiliate page', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'atelier-lingua')!;
  expect((await page.goto(`${school.store}/account/become-affiliate`))?.status()).toBe(404);
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
