import { expect, test } from '@playwright/test';
import { openFromSidebar } from './support.js';

// contract/src/demo.ts
const READ_ONLY = 'The demo is read-only. Sign up to make your own workspace.';

test('a visitor opens the demo from /demo, sees a labelled dashboard with real figures, and cannot change it', async ({
  page,
}) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Try Astor' })).toBeVisible();
  await expect(page.getByText('Made-up data.')).toBeVisible();
  await page.getByRole('button', { name: 'Open the demo' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Demo workspace' });
  await expect(banner).toContainText('Demo workspace — sample data, read-only, reset daily');
  await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByTestId('metric-total-properties')).toHaveText('6');
  await expect(page.getByTestId('metric-monthly-revenue')).not.toHaveText('$0');
  await expect(page.getByTestId('metric-active-tenants')).toHaveText('6');
  await expect(
    page.getByTestId('property-map').locator('.astor-marker, .marker-cluster').first(),
  ).toBeVisible();

  // A change is refused with the server's sentence, where the screen shows errors.
  await openFromSidebar(page, 'Properties');
  await expect(page.getByText('1408 E 12th St')).toBeVisible();
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByRole('combobox').fill('100 Congress Ave');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('ZIP Code').fill('78701');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(dialog.getByText(READ_ONLY)).toBeVisible();
  await dialog.press('Escape');
  await expect(page.locator('article').filter({ hasText: '100 Congress Ave' })).toHaveCount(0);

  // 'Sign up' leaves the demo for the sign-up form.
  await banner.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // The demo session is ended on the way (after leaving the guarded pages).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('a demo visitor asks Astor about the demo’s money and gets an answer with a figure, kept to their own session', async ({
  page,
  browser,
}) => {
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Open the demo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const chat = page.getByRole('dialog', { name: 'Astor' });
  const input = chat.getByPlaceholder('Type your message...');
  const log = chat.getByRole('log', { name: 'Messages' });
  await input.fill('What was my income last month?');
  await input.press('Enter');
  await expect(log.getByText('What was my income last month?')).toBeVisible();
  await expect(log.getByText(/^Income in \w+ \d{4} was \$\d{1,3}(,\d{3})*\.\d{2}/)).toBeVisible();
  await expect(page.getByText(READ_ONLY)).toHaveCount(0);

  // Another visitor of the same demo does not see the question.
  const other = await browser.newPage();
  try {
    await other.goto('/demo');
    await other.getByRole('button', { name: 'Open the demo' }).click();
    await expect(other).toHaveURL(/\/dashboard$/);
    await other.getByRole('button', { name: 'Chat', exact: true }).click();
    const otherChat = other.getByRole('dialog', { name: 'Astor' });
    await expect(otherChat.getByText(/^Hi, I'm Astor\./)).toBeVisible();
    await expect(otherChat.getByText('What was my income last month?')).toHaveCount(0);
  } finally {
    await other.close();
  }
});
