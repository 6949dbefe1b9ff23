import { expect, test } from '@playwright/test';
import { openFromSidebar, signUpThroughForm } from './support.js';

test('a landlord adds a property by address, sees its card and marker, adds a tenant with a lease, then removes both', async ({
  page,
}) => {
  // A whole walk (sign-up, property, tenant, two deletions): about 20 s alone, more beside other work.
  test.setTimeout(90_000);
  await signUpThroughForm(page, 'Ida Landlord');
  await openFromSidebar(page, 'Properties');
  await expect(page.getByText('No properties yet')).toBeVisible();

  // Add Property: step 1 with address autocomplete (offline US data), keyboard only.
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please either enter an address or upload a lease document.')).toBeVisible();

  const address = dialog.getByRole('combobox');
  await address.fill('742 Evergreen Terrace, Austin, TX 78701');
  await expect(dialog.getByRole('option').first()).toContainText('Austin');
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(dialog.getByLabel('City')).toHaveValue('Austin');
  await expect(dialog.getByLabel('ZIP Code')).toHaveValue('78701');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 2: details.
  await dialog.getByLabel('Bedrooms').fill('3');
  await dialog.getByLabel('Bathrooms').fill('2');
  await dialog.getByLabel('HOA', { exact: true }).check();
  await dialog.getByLabel('HOA Fee').fill('125');
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(dialog).toBeHidden();

  const cardOf = (address: string) => page.locator('article').filter({ hasText: address });
  const card = cardOf('742 Evergreen Terrace');
  await expect(card).toBeVisible();
  await expect(card).toContainText('$125');
  await expect(card).toContainText('N/A'); // no lease yet: Lease Ends N/A
  await expect(page.getByTestId('property-map').locator('.astor-marker')).toHaveCount(1);

  // The detail modal and its tabs, each with real (empty) content.
  await card.getByRole('button', { name: /742 Evergreen Terrace/ }).click();
  const modal = page.getByRole('dialog', { name: /742 Evergreen Terrace/ });
  for (const tab of ['Tenants', 'Leases', 'Finances', 'Documents', 'Contracts', 'Maintenance']) {
    await modal.getByRole('tab', { name: tab }).click();
    await expect(modal.getByRole('tabpanel')).toBeVisible();
  }
  await modal.press('Escape');
  await expect(modal).toBeHidden();

  // A tenant with a lease: the rent appears on the property card.
  await openFromSidebar(page, 'Tenants');
  await page.getByRole('button', { name: /Add Tenant/ }).click();
  const form = page.getByRole('dialog', { name: 'Add Tenant' });
  await form.getByLabel('First Name').fill('Rosa');
  await form.getByLabel('Last Name').fill('Parks');
  await form.getByLabel('Property').selectOption({ label: '742 Evergreen Terrace' });
  await form.getByLabel('Lease Type').selectOption({ index: 1 });
  await form.getByLabel('Monthly Rent').fill('1850');
  await form.getByLabel('Lease End').fill('2027-06-30');
  await form.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Showing 1 of 1 tenants')).toBeVisible();

  await openFromSidebar(page, 'Properties');
  await expect(cardOf('742 Evergreen Terrace')).toContainText('$1,850');
  await expect(cardOf('742 Evergreen Terrace')).toContainText('Jun 30, 2027');

  // Delete the tenant (browser confirm), then the property (confirm dialog with counts).
  await openFromSidebar(page, 'Tenants');
  await page.locator('#main').getByRole('button', { name: 'Rosa Parks' }).click();
  page.once('dialog', (confirm) => confirm.accept());
  await page.getByRole('button', { name: 'Delete Tenant' }).click();
  await expect(page.getByText('Tenant successfully deleted')).toBeVisible();
  await expect(page.getByText('Showing 0 of 0 tenants')).toBeVisible();

  await openFromSidebar(page, 'Properties');
  await cardOf('742 Evergreen Terrace')
    .getByRole('button', { name: /742 Evergreen Terrace/ })
    .click();
  await page.getByRole('button', { name: 'Delete Property' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Property' });
  await expect(confirm).toContainText('0 tenants');
  await confirm.getByRole('button', { name: 'Delete Property' }).click();
  await expect(page.getByText('Property successfully deleted')).toBeVisible();
  await expect(page.getByText('No properties yet')).toBeVisible();
});
