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

// A receipt in pounds that prints no date, and a notice that is no lease: written for these tests.
const POUNDS_RECEIPT = [
  'Harrow & Sons Ironmongers',
  '14 Market Street, York',
  'RECEIPT',
  'Receipt No: HS-2207',
  'Hinges x4 £18.00',
  'Subtotal £18.00',
  'VAT £3.60',
  'TOTAL £21.60',
];

const NOTICE = [
  'NOTICE OF ENTRY',
  'To the occupants of 915 Alder Street, Unit 3, Eugene, OR 97401.',
  'Please be advised that the landlord will enter the premises on December 4, 2026 between 9 AM and noon',
  'to inspect the smoke detectors, as allowed by law with 24 hours written notice.',
  'Cedar Row Rentals LLC',
];

test('a receipt in pounds: the currency shows in review, no date is made up, the ledger shows £', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Pounds Uploader');
  const api = await apiOf(page);
  await api.post('/properties', { address: '3 Minster Yard', city: 'Eugene', state: 'OR', zipCode: '97401' });
  await page.reload();
  await page.getByRole('button', { name: 'Upload' }).click();
  const wizard = page.getByRole('dialog', { name: 'Upload Document' });
  await wizard.getByLabel('File').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeTextPdf(POUNDS_RECEIPT)),
  });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Document type' })).toBeVisible({ timeout: 20_000 });
  await wizard.getByRole('radio', { name: 'Invoice' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('combobox').selectOption({ label: '3 Minster Yard' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Review' })).toBeVisible({ timeout: 20_000 });

  await expect(wizard.getByLabel('Currency')).toHaveValue('GBP');
  await expect(wizard.getByLabel('Total Amount')).toHaveValue('21.6');
  // The receipt prints no date: none is proposed, and Save waits for one.
  await expect(wizard.getByLabel('Date', { exact: true })).toHaveValue('');
  await expect(wizard.getByText('Enter the date: it could not be read from the document.')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Save' })).toBeDisabled();
  await wizard.getByLabel('Date', { exact: true }).fill('2026-03-12');
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(wizard).toBeHidden({ timeout: 20_000 });

  await openFromSidebar(page, 'Finances');
  const row = page.getByRole('row', { name: /HS-2207/ });
  await expect(row).toContainText('(£21.60)');
  await expect(row).toContainText('Mar 12, 2026');
});

test('a document that is no lease, uploaded as a lease, is refused with a message and a choice', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Notice Uploader');
  await page.getByRole('button', { name: 'Upload' }).click();
  const wizard = page.getByRole('dialog', { name: 'Upload Document' });
  await wizard.getByLabel('File').setInputFiles({
    name: 'notice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeTextPdf(NOTICE)),
  });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Document type' })).toBeVisible({ timeout: 20_000 });
  await wizard.getByRole('radio', { name: 'Lease' }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Link to Existing Property')).not.toBeChecked();
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard.getByRole('alert')).toHaveText('This document does not look like a lease.', {
    timeout: 20_000,
  });
  await expect(wizard.getByRole('button', { name: 'Use it as a lease anyway' })).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Property' })).toBeVisible();
  const properties = await page.request.get('/api/properties', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
  });
  expect(await properties.json()).toEqual([]);
});
