import { expect, test } from '@playwright/test';
import { makeDocx, makeTextPdf } from '../server/src/testing/fixtures/make-documents.js';
import { apiOf, openFromSidebar, signUpThroughForm } from './support.js';

// Documents written for this test (never the held-out samples).
const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This Lease Agreement is made on March 1, 2026 between Cedar Row Rentals LLC ("Landlord") and Imani Brooks ("Tenant").',
  'Premises: 915 Alder Street, Unit 3, Eugene, OR 97401.',
  'Term: The lease begins on April 1, 2026 and ends on March 31, 2027.',
  'Rent: Tenant shall pay monthly rent of $1,675.00 due on the first day of each month.',
  'Security Deposit: Tenant shall pay a security deposit of $1,800.00.',
  'Late Charges: A late fee of $50.00 applies after the 5th day of the month.',
];

const INVOICE = [
  'Summit Electric Services',
  '77 Main Street, Eugene, OR 97401',
  'INVOICE',
  'Invoice Number: SE-4410',
  'Invoice Date: November 4, 2026',
  'Replace GFCI outlet ........ $145.00',
  'Subtotal $145.00',
  'Tax $0.00',
  'TOTAL DUE $145.00',
];

test('upload a lease without linking: the property, lease and tenant appear', async ({ page }) => {
  await signUpThroughForm(page, 'Lease Uploader');
  await page.getByRole('button', { name: 'Upload' }).click();
  const wizard = page.getByRole('dialog', { name: 'Upload Document' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please upload a file.')).toBeVisible();
  await wizard.getByLabel('File').setInputFiles({
    name: 'lease.docx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await makeDocx(LEASE)),
  });
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Detection pre-fills the type.
  await expect(wizard.getByRole('radio', { name: /Lease/ })).toBeChecked({ timeout: 20_000 });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Link to Existing Property')).not.toBeChecked();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Review' })).toBeVisible({ timeout: 20_000 });
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard).toBeHidden({ timeout: 20_000 });

  await openFromSidebar(page, 'Properties');
  const card = page.locator('article').filter({ hasText: '915 Alder Street' });
  await expect(card).toContainText('$1,675');
  await expect(card).toContainText('Mar 31, 2027');
  await openFromSidebar(page, 'Tenants');
  // A toast may name the tenant too (her lease ends within the notice window), so look in the page.
  await expect(page.locator('#main').getByRole('button', { name: 'Imani Brooks' })).toBeVisible();
});

test('upload an invoice for a property: the expense lands in the ledger', async ({ page }) => {
  await signUpThroughForm(page, 'Invoice Uploader');
  const api = await apiOf(page);
  await api.post('/properties', { address: '20 Birch Lane', city: 'Eugene', state: 'OR', zipCode: '97401' });
  await page.reload();
  await page.getByRole('button', { name: 'Upload' }).click();
  const wizard = page.getByRole('dialog', { name: 'Upload Document' });
  await wizard.getByLabel('File').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeTextPdf(INVOICE)),
  });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('radio', { name: /Invoice/ })).toBeChecked({ timeout: 20_000 });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox').selectOption({ label: '20 Birch Lane' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Review' })).toBeVisible({ timeout: 20_000 });
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard).toBeHidden({ timeout: 20_000 });

  await openFromSidebar(page, 'Finances');
  const row = page.getByRole('row', { name: /SE-4410/ });
  await expect(row).toContainText('($145.00)');
  await expect(row).toContainText('Summit Electric');
});
