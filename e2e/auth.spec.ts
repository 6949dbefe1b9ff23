import { expect, test } from '@playwright/test';
import { newUsername, PASSWORD, signUpThroughForm } from './support.js';

test('sign up lands on the dashboard with the first name in the top bar', async ({ page }) => {
  await signUpThroughForm(page, 'Margaret Hamilton');
  await expect(page.getByText('Margaret', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Properties' })).toBeVisible();
});

test('signup with different passwords shows the mismatch and sends nothing', async ({ page }) => {
  let signupCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/signup')) signupCalls += 1;
  });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Someone');
  await page.getByLabel('Username').fill(newUsername());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('something else entirely');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect(signupCalls).toBe(0);
  await expect(page).toHaveURL(/\/signup$/);
});

test('sign out, then sign in with remember me: the username is remembered and the cookie persists', async ({
  page,
  context,
}) => {
  const username = await signUpThroughForm(page, 'Katherine Johnson');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Signed out: the dashboard is guarded again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Remember me on this device').check();
  const historyBefore = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Login replaced the history entry instead of pushing a new one (docs/product.md#sign-in).
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  await expect(page.getByText('Katherine', { exact: true })).toBeVisible();

  const refresh = (await context.cookies()).find((c) => c.name === 'astor_refresh');
  expect(refresh?.httpOnly).toBe(true);
  expect(refresh?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toHaveValue(username);
});

test('a wrong password shows the server detail', async ({ page }) => {
  const username = await signUpThroughForm(page, 'Alan Turing');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
});

test('the guard sends a signed-out visitor to /login and back to where they were going', async ({ page }) => {
  const username = await signUpThroughForm(page, 'Dorothy Vaughan');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/dashboard/tenants');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenants$/);
  await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
});

test('an expired access token is refreshed silently from the cookie', async ({ page }) => {
  await signUpThroughForm(page, 'Hedy Lamarr');
  await page.evaluate(() => localStorage.setItem('access_token', 'expired.or.garbage'));
  await page.goto('/dashboard/finances');
  await expect(page).toHaveURL(/\/dashboard\/finances$/);
  await expect(page.getByText('Hedy', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).not.toBe('expired.or.garbage');
});

test('unknown pages get a real 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});
