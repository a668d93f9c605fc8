import { expect, test, type Page } from '@playwright/test';
import { AUTH_TEXT, VALIDATION_TEXT } from '../src/contract/auth.ts';
import { ERROR_TEXT } from '../src/contract/errors.ts';
import { expectNoSeriousA11yIssues } from './checks.ts';
import { createAccountFor, newLearner as learnerNamed, ownClientAddressPerTest, signOutThroughHeader, signedInThroughApi, signedUpThroughApi, type Learner, unique } from './learners.ts';
import { DEMO_SCHOOLS, inTurn, type DemoSchool } from './schools.ts';

// The signed-in account pages (profile, profile fields, onboarding, settings, language list, delete account,
// legal documents, in-app notifications) end to end, on two schools with different bases (learn, campus). A test
// that changes an account makes its own learner (unique e-mail and phone); the demo learners are only read. Each
// test is its own client to the API's per-address throttles (ownClientAddressPerTest).

// Some tests sign up and in several times (PBKDF2 in workerd is slow on purpose): more room than the default.
// Where signing in is not what a test is about, its session is made through the API (signedUpThroughApi).
test.describe.configure({ timeout: 60_000 });

const SCHOOLS = DEMO_SCHOOLS.filter((school) => ['nova-academy', 'atelier-lingua'].includes(school.slug));
const NOVA = DEMO_SCHOOLS.find((school) => school.slug === 'nova-academy')!;

ownClientAddressPerTest();

const newLearner = (): Learner => learnerNamed('Ravi Shankar', '8');

/** A learner made through the API (then signed out again): the page stays signed out. */
function createAccount(page: Page, school: DemoSchool): Promise<Learner> {
  return createAccountFor(page, school, newLearner());
}

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('E-mail or mobile number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A new learner signed up through the API, the page signed in as them and then on `path` (under the base). */
async function signedUpOn(page: Page, school: DemoSchool, path: string): Promise<Learner> {
  const learner = await signedUpThroughApi(page, school, newLearner());
  await page.goto(`${school.store}${path}`);
  await expect(page).toHaveURL(`${school.store}${path}`);
  return learner;
}

/** An existing learner signed in through the API, the page then on `path` (under the base). */
async function signedInOn(page: Page, school: DemoSchool, path: string, identifier: string, password: string): Promise<void> {
  await signedInThroughApi(page, school, identifier, password);
  await page.goto(`${school.store}${path}`);
  await expect(page).toHaveURL(`${school.store}${path}`);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });


for (const school of SCHOOLS) {
  test.describe(school.slug, () => {
    // Changing the password and deleting the account work alike on every school: each runs on one of the two, in
    // turn (inTurn). Both start on the settings page and check it with axe, so it is checked on both schools.
    const turn = inTurn(SCHOOLS, school);

    test('a signed-out visit to the profile goes through sign-in and back; the name is edited, too long refused', async ({ page }) => {
      const learner = await createAccount(page, school);
      await page.goto(`${school.store}/account/profile`);
      await expect(page).toHaveURL(`${school.store}/account/signin?returnTo=${encodeURIComponent(`/${school.base}/account/profile`)}`);
      await signIn(page, learner.email, learner.password);
      await expect(page).toHaveURL(`${school.store}/account/profile`);
      await expect(page.getByTestId('profile-name')).toHaveText(learner.name);
      await expect(page.getByTestId('profile-email')).toHaveText(learner.email);
      await expect(page.getByTestId('email-unverified')).toBeVisible();
      await expect(page.getByTestId('avatar')).toHaveText('RS');

      const name = page.getByLabel('Full name');
      await name.fill('A'.repeat(26));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByTestId('name-error')).toHaveText(VALIDATION_TEXT.nameMax);
      await expect(page.getByTestId('name-error')).toHaveText('maximum 25 characters allowed');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toBeFocused();

      await name.fill('Ravi Kumar');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, 'Your profile has been saved')).toBeVisible();
      await expect(page.getByTestId('profile-name')).toHaveText('Ravi Kumar');
      await expect(page.getByTestId('account-name')).toHaveText('Ravi Kumar');
      await page.reload();
      await expect(page.getByLabel('Full name')).toHaveValue('Ravi Kumar');
      await expect(page.getByTestId('account-name')).toHaveText('Ravi Kumar');
      await expectNoSeriousA11yIssues(page);
    });

    turn('changing the password: mismatch and reuse refused with the exact texts, then a real change', async ({ page }) => {
      const learner = await signedUpOn(page, school, '/account/settings');
      await expect(page.getByTestId('change-password-form')).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      const form = page.getByTestId('change-password-form');
      await form.getByLabel('Current password').fill(learner.password);
      await form.getByLabel('New password').fill('Brand-new-1');
      await form.getByLabel('Confirm password').fill('Brand-new-2');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('confirm_password-error')).toHaveText('New password and Confirm password should be Identical');
      await expect(form.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');

      await form.getByLabel('New password').fill(learner.password);
      await form.getByLabel('Confirm password').fill(learner.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('new_password-error')).toHaveText('New password can not be the current one');
      await expect(page.getByTestId('confirm_password-error')).toHaveText('');

      // The API refuses the same with a 412 and the same words, and changes nothing.
      const server = await page.evaluate(async (password) => {
        const token = (JSON.parse(localStorage.getItem('authenticationData:auth')!) as { authToken: string }).authToken;
        const response = await fetch('/learner/v1/me/change_password', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ current_password: password, new_password: password, confirm_password: password }),
        });
        return { status: response.status, body: (await response.json()) as { data: { message: string; field: string } } };
      }, learner.password);
      expect(server.status).toBe(412);
      expect(server.body.data).toMatchObject({ message: VALIDATION_TEXT.passwordNotCurrent, field: 'new_password' });

      const next = `New-${unique()}`.slice(0, 20);
      await form.getByLabel('New password').fill(next);
      await form.getByLabel('Confirm password').fill(next);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(toast(page, 'Your password has been changed')).toBeVisible();
      await expect(form.getByLabel('Current password')).toHaveValue('');

      await signOutThroughHeader(page);
      await expect(page).toHaveURL(school.store);
      await page.goto(`${school.store}/account/signin`);
      await signIn(page, learner.email, learner.password);
      await expect(page.getByTestId('password-error')).toHaveText(ERROR_TEXT.invalidPassword);
      await page.getByLabel('Password', { exact: true }).fill(next);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(school.store);
      await expect(page.getByTestId('account-name')).toHaveText(learner.name);
    });

    test('the notification list: unread highlighted, opening one reads it and follows its link, mark all read', async ({ page }) => {
      // The demo learner's five seeded notifications, read only.
      await signedInOn(page, school, '/in-app-notifications', `learner@${school.slug}.example`, 'Learner123');
      const items = page.getByTestId('notification');
      await expect(items).toHaveCount(5);
      await expect(items.first()).toHaveAttribute('data-unread', 'true');
      await expect(page.locator('[data-testid=notification][data-unread=true]')).toHaveCount(3);
      await expect(page.getByTestId('unread-badge')).toHaveText('3 unread');
      await expect(items.last()).toContainText(`Welcome to ${school.name}`);
      // Relative to today: the seeded dates are fixed, so the newest reads "last week" as they age.
      await expect(items.first().locator('time')).toHaveText(/ago|yesterday|now|in |last /);
      await expectNoSeriousA11yIssues(page);

      // A new learner's own: opening the welcome marks it read and goes to its link (the store).
      await signOutThroughHeader(page);
      await expect(page).toHaveURL(school.store);
      const learner = await signedUpOn(page, school, '/in-app-notifications');
      await expect(items).toHaveCount(1);
      await expect(page.getByTestId('unread-badge')).toHaveText('1 unread');
      await items.first().click();
      await expect(page).toHaveURL(school.store);
      await page.goto(`${school.store}/in-app-notifications`);
      await expect(items.first()).toHaveAttribute('data-unread', 'false');
      await expect(page.getByTestId('unread-badge')).toHaveCount(0);

      // Mark all as read clears the badge (a password change adds an unread one).
      await page.evaluate(async (password) => {
        const token = (JSON.parse(localStorage.getItem('authenticationData:auth')!) as { authToken: string }).authToken;
        await fetch('/learner/v1/me/change_password', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ current_password: password, new_password: `${password}x`, confirm_password: `${password}x` }),
        });
      }, learner.password);
      await page.reload();
      await expect(page.getByTestId('unread-badge')).toHaveText('1 unread');
      await expect(page.getByTestId('nav-unread-badge')).toContainText('1');
      await page.getByTestId('mark-all-read').click();
      await expect(toast(page, 'All notifications are marked as read')).toBeVisible();
      await expect(page.getByTestId('unread-badge')).toHaveCount(0);
      await expect(page.getByTestId('nav-unread-badge')).toHaveCount(0);
      await page.reload();
      await expect(page.locator('[data-testid=notification][data-unread=true]')).toHaveCount(0);
    });

    turn('delete account: DELETE typed, the account gone, signed out everywhere, no signing in again', async ({ page, context }) => {
      const learner = await signedUpOn(page, school, '/account/settings');
      await expect(page.getByTestId('change-password-form')).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      const other = await context.newPage();
      await other.goto(`${school.store}/account/profile`);
      await expect(other.getByTestId('profile-name')).toHaveText(learner.name);

      await page.getByTestId('settings-delete').click();
      await expect(page).toHaveURL(`${school.store}/account/delete-account`);
      const confirm = page.getByLabel('Type DELETE to confirm');
      await confirm.fill('delete');
      await page.getByTestId('delete-account-submit').click();
      await expect(page.getByTestId('confirm-error')).toHaveText(VALIDATION_TEXT.deleteConfirm);
      await confirm.fill('DELETE');
      await page.getByTestId('delete-account-submit').click();
      await expect(toast(page, 'Your account has been deleted')).toBeVisible();
      await expect(page).toHaveURL(school.store);
      await expect(page.getByTestId('header-account').getByRole('link', { name: 'Sign in' })).toBeVisible();
      // The other tab heard the identity change: it reloaded and, signed out, went to sign in.
      await expect(other).toHaveURL(/\/account\/signin\?returnTo=/);

      await page.goto(`${school.store}/account/signin`);
      await signIn(page, learner.email, learner.password);
      await expect(page.getByTestId('identifier-error')).toHaveText(AUTH_TEXT.userNotFound);
    });

    test('sign-up leads through the first-run flow to the store', async ({ page }) => {
      const learner = newLearner();
      await page.goto(`${school.store}/account/signup`);
      await page.getByLabel('Full name').fill(learner.name);
      await page.getByLabel('E-mail').fill(learner.email);
      await page.getByLabel('Mobile number').fill(learner.phone);
      await page.getByLabel('Password', { exact: true }).fill(learner.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('button', { name: 'Start learning' }).click();
      await expect(page).toHaveURL(`${school.store}/account/onboarding`);
      await expect(page.getByTestId('onboarding-welcome')).toContainText('Welcome, Ravi!');
      await page.getByTestId('onboarding-start').click();
      if (school.slug === 'nova-academy') {
        await expect(page.getByTestId('onboarding-language')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Choose your language' })).toBeFocused();
        await page.getByTestId('onboarding-continue').click();
        await expect(page.getByTestId('onboarding-profile')).toBeVisible();
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByTestId('city-error')).toHaveText('City is required');
        await page.getByLabel(/City/).fill('Pune');
        await page.getByRole('button', { name: 'Continue' }).click();
      }
      await expect(page.getByTestId('onboarding-done')).toBeVisible();
      await page.getByTestId('onboarding-finish').click();
      await expect(page).toHaveURL(school.store);
    });

    test('the legal documents are open to everyone, as text', async ({ page }) => {
      await page.goto(`${school.store}/account/legal-docs`);
      await expect(page.getByTestId('legal-docs-page')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
      await expect(page.getByTestId('legal-terms')).toContainText(school.name);
      await expect(page.getByTestId('legal-privacy')).toContainText(/./);
    });
  });
}

test.describe('nova-academy only', () => {
  test('the language list switches the account pages to Hindi and back', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.url().includes('devanagari') && fonts.push(request.url()));
    await signedUpOn(page, NOVA, '/account/settings');
    // In English no Devanagari face is downloaded.
    await expect(page.getByTestId('settings-language')).toBeVisible();
    expect(fonts).toEqual([]);
    await page.getByTestId('settings-language').click();
    await expect(page).toHaveURL(`${NOVA.store}/account/language-list?from=${encodeURIComponent(`/${NOVA.base}/account/settings`)}`);
    await expect(page.getByTestId('language-en')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('language-hi').click();

    await expect(page).toHaveURL(`${NOVA.store}/account/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सेटिंग्स');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('change-password-form').getByRole('button', { name: 'पासवर्ड बदलें' })).toBeVisible();
    // Hindi text is set in the shipped Devanagari face (Noto Sans Devanagari, by unicode-range).
    await expect.poll(() => page.evaluate(async () => (await document.fonts.load("16px 'Noto Sans Devanagari'", 'सेटिंग्स')).length)).toBeGreaterThan(0);
    expect(fonts.some((url) => /noto-sans-devanagari-devanagari-400-normal\.[\w-]+\.woff2$/.test(url))).toBe(true);
    await page.goto(`${NOVA.store}/account/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी प्रोफ़ाइल');
    await page.goto(`${NOVA.store}/account/profile-fields`);
    await expect(page.locator('label', { hasText: 'शहर' })).toBeVisible();
    await page.goto(`${NOVA.store}/in-app-notifications`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('सूचनाएँ');
    await expect(page).toHaveTitle(/सूचनाएँ/);

    await page.goto(`${NOVA.store}/account/language-list`);
    await page.getByTestId('language-en').click();
    await expect(page).toHaveURL(`${NOVA.store}/account/settings`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  });

  test('the profile builder: learner2 is asked for City; skipping runs out and then completion is forced', async ({ page }) => {
    await signedInOn(page, NOVA, '/account/profile-fields', 'learner2@nova-academy.example', 'Learner123');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete your profile');
    await expect(page.getByTestId('profile-field-city')).toHaveValue('');
    await expect(page.getByTestId('profile-field-city')).toHaveAttribute('aria-required', 'true');
    await expect(page.getByTestId('profile-skip')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await signOutThroughHeader(page);
    await expect(page).toHaveURL(NOVA.store);

    // A new learner of the same school (City empty, skippable twice) does the skipping.
    await signedUpOn(page, NOVA, '/account/profile-fields');
    await expect(page.getByTestId('profile-missing')).toContainText('You can skip this 2 more times.');
    await page.getByTestId('profile-skip').click();
    await expect(page).toHaveURL(NOVA.store);

    await page.goto(`${NOVA.store}/account/profile-fields?tab=personal`);
    await expect(page.getByTestId('profile-missing')).toContainText('You can skip this 1 more time.');
    await page.getByTestId('profile-skip').click();
    await expect(page).toHaveURL(NOVA.store);

    await page.goto(`${NOVA.store}/account/profile-fields`);
    await expect(page.getByTestId('profile-forced')).toBeVisible();
    await expect(page.getByTestId('profile-skip')).toHaveCount(0);

    // Every signed-in page now sends the learner back here, and back there once City is filled.
    await page.goto(`${NOVA.store}/account/settings`);
    await expect(page).toHaveURL(`${NOVA.store}/account/profile-fields?tab=personal&returnTo=${encodeURIComponent(`/${NOVA.base}/account/settings`)}`);
    await page.goto(`${NOVA.store}/in-app-notifications`);
    await expect(page).toHaveURL(/\/account\/profile-fields\?tab=personal&returnTo=/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('city-error')).toHaveText('City is required');
    await page.getByTestId('profile-field-city').fill('Pune');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(`${NOVA.store}/in-app-notifications`);
    await page.goto(`${NOVA.store}/account/settings`);
    await expect(page).toHaveURL(`${NOVA.store}/account/settings`);

    // The additional section holds the optional field.
    await page.goto(`${NOVA.store}/account/profile-fields?tab=additional`);
    await expect(page.getByTestId('profile-tab-additional')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('profile-field-target_exam')).toBeVisible();
  });
});
