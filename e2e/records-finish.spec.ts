import { expect, test } from '@playwright/test';
import { apiOf, openFromSidebar, signUpThroughForm } from './support.js';

// A record id as the API writes it: never to be read on a screen.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('ledger: Property and Category columns, sorted by a header click and filtered by category', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Column Keeper');
  const api = await apiOf(page);
  const maple = await api.post('/properties', { address: '20 Maple Row', city: 'Austin', state: 'TX' });
  const birch = await api.post('/properties', { address: '10 Birch Court', city: 'Austin', state: 'TX' });
  const expense = (propertyId: string, description: string, category: string, day: string) =>
    api.post('/expenses', {
      property_id: propertyId,
      amount: 100,
      description,
      category,
      transaction_date: `2026-09-${day}`,
    });
  await expense(maple.id, 'Boiler service', 'Repairs', '03');
  await expense(birch.id, 'Policy renewal', 'Insurance', '02');
  await expense(birch.id, 'Faucet', 'Repairs', '01');

  await openFromSidebar(page, 'Finances');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toContainText(['Property', 'Category']);
  const firstCells = () => table.getByRole('row').nth(1).getByRole('cell');
  await expect(table.getByRole('row', { name: /Boiler service/ })).toContainText('20 Maple Row');
  await expect(table.getByRole('row', { name: /Boiler service/ })).toContainText('Repairs');

  // Newest first, then by property: Birch (its newest first) before Maple.
  await expect(firstCells().nth(2)).toHaveText('Boiler service');
  await table.getByRole('button', { name: 'Property' }).click();
  await expect(table.getByRole('columnheader', { name: 'Property' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(firstCells().nth(2)).toHaveText('Policy renewal');
  await table.getByRole('button', { name: 'Property' }).click();
  await expect(firstCells().nth(2)).toHaveText('Boiler service');

  await page.getByLabel('Category', { exact: true }).selectOption('Insurance');
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one insurance row
  await expect(table).toContainText('Policy renewal');
});

test('top-bar search finds transactions and vendors, grouped by kind; a transaction opens its record', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Search Keeper');
  const api = await apiOf(page);
  const property = await api.post('/properties', { address: '4 Quiet Lane', city: 'Austin', state: 'TX' });
  await api.post('/vendors', { name: 'Northside Plumbing', category: 'Repairs' });
  await api.post('/expenses', {
    property_id: property.id,
    amount: 1250.5,
    transaction_date: '2026-09-02',
    description: 'Burst pipe',
    entity: 'Northside Plumbing',
  });

  const search = page.getByRole('combobox', { name: /search/i }).first();
  await search.fill('plumb');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('group', { name: 'Transactions' })).toContainText('Burst pipe');
  await expect(suggestions.getByRole('group', { name: 'Transactions' })).toContainText('($1,250.50)');
  await expect(suggestions.getByRole('group', { name: 'Vendors' })).toContainText('Northside Plumbing');
  await suggestions.getByRole('option', { name: /Burst pipe/ }).click();

  await expect(page).toHaveURL(/\/dashboard\/vault/);
  const details = page.getByRole('dialog', { name: 'Record Details' });
  await expect(details).toContainText('Burst pipe');
  await expect(details).toContainText('$1,250.50');
});

test('a company tenant is one name in the form, on its card and in its detail', async ({ page }) => {
  await signUpThroughForm(page, 'Company Landlord');
  await openFromSidebar(page, 'Tenants');
  await page
    .getByRole('button', { name: /Add Tenant/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: 'Add Tenant' });
  await form.getByLabel('The tenant is a company').check();
  await expect(form.getByLabel('First Name')).toBeHidden();
  await form.getByLabel('Company Name').fill('Pedal & Pint Bicycle Co. LLC');
  await form.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('button', { name: 'Pedal & Pint Bicycle Co. LLC' });
  await expect(card).toBeVisible();
  await card.click();
  const detail = page.getByRole('dialog', { name: 'Pedal & Pint Bicycle Co. LLC' });
  await expect(detail).toContainText('Company Name');
  await expect(detail).not.toContainText('First Name');
});

test('a commercial property shows one Commercial badge and no bedrooms it does not have', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Shop Owner');
  const api = await apiOf(page);
  // As a property made from a commercial lease: the type says Residential, the flag Commercial.
  await api.post('/properties', {
    address: '300 Spoke Street',
    city: 'Portland',
    state: 'OR',
    property_type: 'Residential',
    is_commercial: true,
  });
  await openFromSidebar(page, 'Properties');
  const card = page.getByRole('article').filter({ hasText: '300 Spoke Street' });
  await expect(card).toContainText('Commercial');
  await expect(card).not.toContainText('Residential');
  await expect(card).not.toContainText('bedrooms');
});

test('vault: an invoice whose expense is recorded reads paid, and no raw id is shown', async ({ page }) => {
  await signUpThroughForm(page, 'Invoice Keeper');
  const api = await apiOf(page);
  const property = await api.post('/properties', { address: '8 Ledger Lane', city: 'Austin', state: 'TX' });
  const vendor = await api.post('/vendors', { name: 'Brightline Plumbing' });
  const expense = await api.post('/expenses', {
    property_id: property.id,
    amount: 382.5,
    transaction_date: '2026-11-03',
    description: 'Invoice BP-20931',
  });
  await api.post('/invoices', {
    vendor_id: vendor.id,
    property_id: property.id,
    expense_id: expense.id,
    invoice_number: 'BP-20931',
    amount: 382.5,
  });

  await openFromSidebar(page, 'Vault');
  await page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'Invoices' }).click();
  const row = page.getByRole('row', { name: /BP-20931/ });
  await expect(row).toContainText('paid');
  await expect(row).not.toContainText('unpaid');
  await expect(page.getByRole('table')).not.toContainText(UUID);
});
