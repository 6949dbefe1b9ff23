import { expect, test } from '@playwright/test';
import { makeScannedPdf } from '../server/src/testing/fixtures/make-documents.js';
import { signUpThroughForm } from './support.js';

// A short lease written for this test (never the held-out samples), scanned on three pages.
const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'Premises: 61 Larch Way, Salem, OR 97301.',
  'Term: The lease begins on June 1, 2026 and ends on May 31, 2027.',
  'Rent: Tenant shall pay monthly rent of $1,390.00 due on the first day of each month.',
];

// docs/product.md#upload-wizard: while a multi-page scan is read, the wizard says which page it is on.
test('a scanned lease shows the page being read, then the review', async ({ page }) => {
  // Three scanned pages take seconds each to read on a busy machine, twice (detection, then the dry run).
  test.setTimeout(240_000);
  await signUpThroughForm(page, 'Scan Uploader');
  await page.getByRole('button', { name: 'Upload' }).click();
  const wizard = page.getByRole('dialog', { name: 'Upload Document' });
  await wizard.getByLabel('File').setInputFiles({
    name: 'scanned-lease.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeScannedPdf(LEASE, 3)),
  });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('radio', { name: /Lease/ })).toBeChecked({ timeout: 120_000 });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Link to Existing Property')).not.toBeChecked();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('status')).toContainText(/Reading page [1-3] of 3\.\.\./, {
    timeout: 60_000,
  });
  await expect(wizard.getByRole('heading', { name: 'Review' })).toBeVisible({ timeout: 120_000 });
});
