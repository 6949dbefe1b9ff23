import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newUsername, PASSWORD, signUpThroughForm } from './support.js';

// The server under test has no SMTP: reset mails are .eml files in DATA_DIR/outbox (playwright.config.ts).
const outboxDir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The reset link of the newest mail to `address` (the server sends it just after replying). */
async function newestResetLink(address: string): Promise<string | undefined> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  // File names start with an ISO time stamp, so the newest sorts last.
  for (const name of names
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = await readFile(path.join(outboxDir, name), 'utf8');
    if (!mail.includes(`\nTo: ${address}\n`)) continue;
    return /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail)?.[0];
  }
  return undefined;
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  const email = `${newUsername('reset')}@example.com`;
  await signUpThroughForm(page, 'Grace Hopper', email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account matches, a link to reset the password is on its way.'),
  ).toBeVisible();

  let link: string | undefined;
  await expect.poll(async () => (link = await newestResetLink(email)), { timeout: 10_000 }).toBeTruthy();
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);

  const newPassword = 'a whole new password';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('not the same');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();

  // The link works once.
  await page.goto(pathname + search);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired. Ask for a new one.')).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Grace', { exact: true })).toBeVisible();
});

test('a new name saved in Settings shows in the top bar', async ({ page }) => {
  await signUpThroughForm(page, 'Barbara Liskov');
  await expect(page.getByText('Barbara', { exact: true })).toBeVisible();

  // The sidebar's bottom item (outside the Main navigation), then off the sidebar, which expands on hover.
  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await page.mouse.move(900, 500);
  await expect(page).toHaveURL(/\/settings$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Name', { exact: true }).fill('Frances Allen');
  await profile.getByRole('button', { name: 'Save profile' }).click();

  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByText('Frances', { exact: true })).toBeVisible();
  await expect(page.getByText('Barbara', { exact: true })).toHaveCount(0);

  // Kept by the server: still there after a reload, and on the profile page.
  await page.reload();
  await expect(page.getByText('Frances', { exact: true })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('definition').filter({ hasText: 'Frances Allen' })).toBeVisible();
});

test('Settings lists this device and signs out everywhere', async ({ page }) => {
  const username = await signUpThroughForm(page, 'Radia Perlman');
  await page.goto('/settings');
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText(/^Chrome on /)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/settings$/);
});

test('without Google configured the button explains itself, and /login shows a callback error', async ({
  page,
}) => {
  // The shared e2e server runs without GOOGLE_CLIENT_ID/SECRET (the sign-in itself is tested on the server).
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Sign-in with Google is not set up on this server.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/login?error=${encodeURIComponent('Sign-in with Google failed. Please try again.')}`);
  await expect(page.getByRole('alert')).toHaveText('Sign-in with Google failed. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the data export downloads a ZIP, and a deleted account is gone for good', async ({ page }) => {
  const username = await signUpThroughForm(page, 'Edsger Dijkstra');
  await page.goto('/settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^astor-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  // A ZIP starts with the local file header signature PK\x03\x04.
  expect(Buffer.concat(chunks).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

  await page
    .getByRole('region', { name: 'Danger zone' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.goto('/login');
  await signIn(page, username, PASSWORD);
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
});
