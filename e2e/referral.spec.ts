import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { buyAtGateway, newLearner, ownClientAddress, ownClientAddressPerTest, signedUpThroughApi, signUpWithForm } from './learners.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// Invite and earn (issue 43; docs/decisions/0078) through the real edge, API and local gateway, on an INR school
// (nova-academy: ₹100 to the inviter, ₹50 to the friend at the first order, ₹25 to the friend at sign-up) and a USD one
// (harbor-code: $10 and $5, nothing at sign-up). The inviter signs up through the API; the friend's sign-up through
// the link and their purchase are the journey. That each credit is written once whatever is replayed, a network or
// device of the inviter's earning nothing, a refund taking rewards back and the limit of friends are in
// src/api/checkout.test.ts.

test.describe.configure({ timeout: 90_000 });
ownClientAddressPerTest();

interface Case {
  slug: string;
  /** A paid product to buy, and the texts the rewards read in. */
  product: { seo: string; id: number };
  howItWorks: RegExp[];
  friendInvited: RegExp;
  friendEntries: [string, string][];
  inviterEntry: string;
  earned: string;
}

const CASES: Case[] = [
  {
    slug: 'nova-academy',
    product: { seo: 'upsc-indian-polity', id: 5011009 },
    howItWorks: [/They sign up through it and get ₹25 at once\./, /you get ₹100 and they get ₹50/, /up to 20 friends/, /within 7 days/],
    friendInvited: /You get ₹25 in your wallet as soon as you sign up, and ₹50 when you pay for your first order/,
    friendEntries: [['referral_code', '+₹50'], ['referral_signup', '+₹25']],
    inviterEntry: '+₹100',
    earned: 'Earned so far: ₹100',
  },
  {
    slug: 'harbor-code',
    product: { seo: 'ci-cd-with-github-actions', id: 5021010 },
    howItWorks: [/They sign up through it\./, /you get \$10 and they get \$5/, /up to 10 friends/, /within 14 days/],
    friendInvited: /when you pay for your first order you get \$5 in your wallet/,
    friendEntries: [['referral_code', '+$5']],
    inviterEntry: '+$10',
    earned: 'Earned so far: $10',
  },
];

/** The wallet's entries of the programme's kinds, as [kind, amount shown]. */
async function referralEntries(page: Page, school: DemoSchool): Promise<[string, string][]> {
  await page.goto(`${school.store}/wallet`);
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  const rows = page.locator('[data-testid="wallet-entry"][data-kind^="refer"]');
  return rows.evaluateAll((items) => items.map((item) => [item.getAttribute('data-kind')!, item.querySelector('span:nth-child(2)')!.textContent!.trim()] as [string, string]));
}

for (const c of CASES) {
  const school = DEMO_SCHOOLS.find((s) => s.slug === c.slug)!;
  test.describe(school.slug, () => {
    test('a friend who signs up through the invite link and pays a first order credits both wallets, once', async ({ page, browser }) => {
      const errors = watchConsoleErrors(page);
      await signedUpThroughApi(page, school, newLearner('Kavya Menon', '9'));
      await page.goto(`${school.store}/invite`);
      const link = await page.getByTestId('invite-link').inputValue();
      const code = /code=([A-Z2-9]{8})$/.exec(link)?.[1];
      expect(link).toBe(`${school.origin}/${school.base}/account/invite-signup?code=${code}`);
      await expect(page.getByTestId('invite-code')).toHaveText(`Your code: ${code}`);
      for (const text of c.howItWorks) await expect(page.getByTestId('invite-how').locator('..')).toContainText(text);
      await expect(page.getByTestId('invite-empty')).toBeVisible();

      // The friend, in their own browser on their own network, opens the link and signs up.
      const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
      const friendPage = await context.newPage();
      const friend = newLearner('Priya Sharma', '8');
      await friendPage.goto(link);
      await expect(friendPage.getByTestId('invite-from')).toContainText(`Kavya invited you to ${school.name}`);
      await expect(friendPage.getByTestId('invite-from')).toContainText(c.friendInvited);
      await signUpWithForm(friendPage, friend);

      // Their first order, paid at the gateway.
      await buyAtGateway(friendPage, school, c.product);
      // The status page read again (as a reload or a second tab would) pays no reward twice.
      await friendPage.reload();
      await expect(friendPage.getByTestId('payment-status-page')).toHaveAttribute('data-status', 'success');
      expect(await referralEntries(friendPage, school)).toEqual(c.friendEntries);
      await context.close();

      // The inviter sees the friend rewarded, and the credit in their wallet.
      await page.goto(`${school.store}/invite`);
      const row = page.getByTestId('invite-friend');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Priya S.');
      await expect(row.getByTestId('invite-friend-state')).toHaveText('Rewarded');
      await expect(row.getByTestId('invite-friend-earned')).toHaveText(c.inviterEntry);
      await expect(page.getByTestId('invite-earned')).toHaveText(c.earned);
      expect(await referralEntries(page, school)).toEqual([['referee_first_order', c.inviterEntry]]);
      errors.expectNone();
    });
  });
}

test('Copy puts the link on the clipboard, and Share hands it to the browser where it can share', async ({ page, context }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'nova-academy')!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: school.origin });
  // This Chromium has no Web Share API; a page where the browser has one gets the Share button.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: (data: ShareData) => {
      (window as unknown as { shared: ShareData }).shared = data;
      return Promise.resolve();
    } });
  });
  await signedUpThroughApi(page, school, newLearner('Share Ready', '6'));
  await page.goto(`${school.store}/invite`);
  const link = await page.getByTestId('invite-link').inputValue();
  await page.getByTestId('invite-copy').click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByTestId('invite-share').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({
    title: school.name, text: `Join me at ${school.name}: sign up with my link.`, url: link,
  });
});

test('a mistyped invite link says so, and the friend can still sign up without it', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'harbor-code')!;
  await page.goto(`${school.store}/account/invite-signup?code=ZZZZZZZZ`);
  await expect(page.getByTestId('invite-invalid')).toHaveText('This invite code is not valid. Check the link, or sign up without it.');
  const friend = newLearner('Rahul Jain', '7');
  await signUpWithForm(page, friend);
});

for (const [mode, width] of [['light', 390], ['dark', 1280]] as const) {
  test(`the invite page and the invite sign-up pass axe in ${mode} at ${width} px`, async ({ page, browser }) => {
    const school = DEMO_SCHOOLS.find((s) => s.slug === (mode === 'light' ? 'nova-academy' : 'harbor-code'))!;
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    await signedUpThroughApi(page, school, newLearner('Axe Inviter', '6'));
    await page.goto(`${school.store}/invite`);
    await expect(page.getByTestId('invite-empty')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `invite ${mode}`);
    const link = await page.getByTestId('invite-link').inputValue();
    const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress(), colorScheme: mode, viewport: { width, height: 900 } });
    const friendPage = await context.newPage();
    await friendPage.goto(link);
    await expect(friendPage.getByTestId('invite-from')).toBeVisible();
    await expectNoSeriousA11yIssues(friendPage, `invite sign-up ${mode}`);
    await context.close();
  });
}

test('a school without the programme has no /invite and no link to it', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'atelier-lingua')!;
  expect((await page.goto(`${school.store}/invite`))?.status()).toBe(404);
});
