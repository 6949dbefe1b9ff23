import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

export const newUsername = (prefix = 'e2e'): string => `${prefix}-${randomUUID().slice(0, 10)}`;

/** Signs up through the form and waits for the dashboard. */
export async function signUpThroughForm(page: Page, name: string, username = newUsername()): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return username;
}

/** Follows a sidebar link, then moves the pointer off the sidebar (it expands on hover, over the page). */
export async function openFromSidebar(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  await page.mouse.move(900, 500);
}

/** The signed-in page's API, with its bearer token: for seeding data the test is not about. */
export async function apiOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: async (url: string, data: Record<string, unknown>) => {
      const response = await page.request.post(`/api${url}`, { data, headers });
      if (!response.ok()) throw new Error(`POST ${url}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as { id: string } & Record<string, unknown>;
    },
  };
}
