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
