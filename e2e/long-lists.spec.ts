import { expect, test } from '@playwright/test';
import { apiOf, openFromSidebar, signUpThroughForm } from './support.js';

// docs/architecture.md#budgets: a long list keeps only the cards near the viewport in the page, and scrolls
// as a whole list.
const TENANTS = 160;
const lastNameOf = (i: number) => `Tenant${String(i).padStart(3, '0')}`;

test('a long tenant list renders the cards near the viewport, and every tenant is reached by scrolling or search', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughForm(page, 'Lena Longlist');
  const api = await apiOf(page);
  // Sequential: the list is sorted by last name, so their order on screen is known.
  for (let i = 0; i < TENANTS; i += 1)
    await api.post('/tenants/manual', { first_name: 'Ann', last_name: lastNameOf(i) });

  await openFromSidebar(page, 'Tenants');
  await expect(page.getByText(`Showing ${TENANTS} of ${TENANTS} tenants`)).toBeVisible();
  const list = page.getByRole('list', { name: 'Tenants' });
  const cards = list.getByRole('listitem');
  await expect(list.getByText(`Ann ${lastNameOf(0)}`)).toBeVisible();
  const rendered = await cards.count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(TENANTS / 2);
  await expect(list.getByText(`Ann ${lastNameOf(TENANTS - 1)}`)).toHaveCount(0);

  // The page is as tall as the whole list: scrolling to the end brings the last tenants in.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.getByText(`Ann ${lastNameOf(TENANTS - 1)}`)).toBeVisible();
  await expect(list.getByText(`Ann ${lastNameOf(0)}`)).toHaveCount(0);
  expect(await cards.count()).toBeLessThan(TENANTS / 2);

  // The list view windows its rows the same way; a click still opens the tenant.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'List view' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: lastNameOf(0) })).toBeVisible();
  expect(await rows.count()).toBeLessThan(TENANTS / 2);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await rows
    .filter({ hasText: lastNameOf(TENANTS - 1) })
    .getByRole('button')
    .click();
  await expect(page.getByRole('dialog')).toContainText(lastNameOf(TENANTS - 1));
  await page.keyboard.press('Escape');

  // Search narrows the whole list, not just what is on screen.
  await page.getByRole('button', { name: 'Grid view' }).click();
  await page.getByLabel('Search tenants').fill(lastNameOf(TENANTS - 2));
  await expect(page.getByText(`Showing 1 of ${TENANTS} tenants`)).toBeVisible();
  await expect(cards).toHaveCount(1);
});
