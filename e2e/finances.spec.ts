import { expect, test } from '@playwright/test';
import { apiOf, openFromSidebar, signUpThroughForm } from './support.js';

test('income and expense move the summary and score; select all and bulk delete; import a bank CSV', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Books Keeper');
  const api = await apiOf(page);
  await api.post('/properties', { address: '5 Ledger Way', city: 'Austin', state: 'TX', zipCode: '78701' });
  await openFromSidebar(page, 'Finances');
  await expect(page.getByRole('heading', { name: 'Finances' })).toBeVisible();

  const box = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

  const addTransaction = async (type: 'income' | 'expense', amount: string, description: string) => {
    await page.getByRole('button', { name: 'Add Transaction' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Transaction' });
    await form.getByLabel('Type').selectOption(type);
    await form.getByLabel('Property').selectOption({ label: '5 Ledger Way' });
    await form.getByLabel('Amount').fill(amount);
    await form.getByLabel('Description').fill(description);
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(form).toBeHidden();
  };

  await addTransaction('expense', '250.50', 'Roof patch');
  await expect(box('Score')).toHaveText('Review');
  await addTransaction('income', '1500', 'November rent');
  await expect(box('Total Income')).toHaveText('$1,500.00');
  await expect(box('Total Expenses')).toHaveText('$250.50');
  await expect(box('Net')).toHaveText('$1,249.50');
  await expect(box('Score')).toHaveText('Good');
  await expect(page.getByRole('row', { name: /Roof patch/ })).toContainText('($250.50)');

  // Import a bank CSV: preview first, then import; the rows appear in the ledger.
  await page.getByRole('button', { name: 'Import CSV' }).first().click();
  const importer = page.getByRole('dialog', { name: 'Import CSV' });
  await importer.getByLabel('Property').selectOption({ label: '5 Ledger Way' });
  await importer.getByLabel('CSV file').setInputFiles({
    name: 'bank.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Date,Description,Amount\n11/03/2026,"ACME PLUMBING, INC",-89.99\n11/04/2026,Parking refund,12.00\nnot a date,Broken,1\n',
    ),
  });
  await importer.getByRole('button', { name: 'Preview' }).click();
  await expect(importer.getByRole('region', { name: 'Import preview' })).toContainText('2 new');
  await importer.getByRole('button', { name: /Import 2/ }).click();
  await expect(importer).toBeHidden();
  await expect(page.getByRole('row', { name: /ACME PLUMBING/ })).toContainText('($89.99)');
  await expect(page.getByRole('row', { name: /Parking refund/ })).toBeVisible();

  // Select all and delete, with the confirm text and one call per row
  // (docs/product.md#deleting-transactions).
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  await page.getByLabel('Select all').check();
  await page.getByRole('button', { name: 'Delete Selected (4)' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete 4 selected transaction(s)? This action cannot be undone.',
  );
  await confirm
    .getByRole('button', { name: /Delete/ })
    .last()
    .click();
  await expect(page.getByText('Successfully deleted 4 transactions')).toBeVisible();
  expect(deletes).toHaveLength(4);
  await expect(box('Total Income')).toHaveText('$0.00');
  await expect(page.getByText('No transactions yet.')).toBeVisible();
});
