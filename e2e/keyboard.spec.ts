import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeDocx } from '../server/src/testing/fixtures/make-documents.js';
import { openFromSidebar, signUpThroughForm } from './support.js';

// docs/product.md#phones: the upload wizard and dialogs can be gone through with the keyboard alone.

const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This Lease Agreement is made on May 2, 2026 between Keyline Homes LLC ("Landlord") and Oren Vasquez ("Tenant").',
  'Premises: 48 Quarry Hill Road, Montpelier, VT 05602.',
  'Term: The lease begins on June 1, 2026 and ends on May 31, 2027.',
  'Rent: Tenant shall pay monthly rent of $1,540.00 due on the first day of each month.',
  'Security Deposit: Tenant shall pay a security deposit of $1,540.00.',
];

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never took the focus`);
}

test('the upload wizard, with the keyboard alone: a lease becomes a property with its rent', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Keyboard Owner');
  // Listening before the wizard opens: Playwright starts intercepting file choosers when the first listener
  // is added, without waiting, so a listener added just before the key press can miss the chooser.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByRole('button', { name: 'Upload' }));
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(wizard).toBeVisible();

  // The file field opens the system's file chooser from the keyboard.
  await tabTo(page, wizard.getByLabel('File'));
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: 'lease.docx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(await makeDocx(LEASE)),
  });
  const next = wizard.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(wizard.getByRole('radio', { name: /Lease/ })).toBeChecked({ timeout: 20_000 });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(wizard.getByLabel('Link to Existing Property')).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(wizard.getByRole('heading', { name: 'Review' })).toBeVisible({ timeout: 20_000 });
  await tabTo(page, wizard.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(wizard).toBeHidden({ timeout: 20_000 });

  await openFromSidebar(page, 'Properties');
  await expect(page.locator('article').filter({ hasText: '48 Quarry Hill Road' })).toContainText('$1,540');
});

test('a dialog opened from the keyboard keeps the focus inside and gives it back on Escape', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Dialog Owner');
  const upload = page.getByRole('button', { name: 'Upload' });
  await tabTo(page, upload);
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(wizard).toBeVisible();
  // Forty presses of Tab never leave the dialog.
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    expect(await wizard.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await expect(upload).toBeFocused();
});
