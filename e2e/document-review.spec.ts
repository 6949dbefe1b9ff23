import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeDocx, makePng } from '../server/src/testing/fixtures/make-documents.js';
import { apiOf, signUpThroughForm } from './support.js';

// Each test reads a document (detection, then the dry run) before it checks anything, and two run axe.
test.describe.configure({ timeout: 90_000 });

// docs/product.md#upload-wizard: the review step. Documents written for these tests (never the held-out
// samples).
const LEASE = [
  'RESIDENTIAL LEASE AGREEMENT',
  'This Lease Agreement is made on March 1, 2026 between Cedar Row Rentals LLC ("Landlord") and Imani Brooks ("Tenant").',
  'Premises: 915 Alder Street, Unit 3, Eugene, OR 97401.',
  'Term: The lease begins on April 1, 2026 and ends on March 31, 2027.',
  'Rent: Tenant shall pay monthly rent of $1,675.00 due on the first day of each month.',
  'Security Deposit: Tenant shall pay a security deposit of $1,800.00.',
  'The home has 2 bedrooms and 1 bathroom.',
];

const COMMERCIAL_LEASE = [
  'COMMERCIAL LEASE AGREEMENT',
  'This Commercial Lease is made on January 10, 2026 between Foundry Block Partners LLC ("Landlord") and Copperleaf Bakery LLC ("Tenant").',
  'Premises: the retail space at 44 Mill Road, Suite 2, Eugene, OR 97402.',
  'Term: The lease begins on February 1, 2026 and ends on January 31, 2031.',
  'Base Rent: Tenant shall pay monthly base rent of $3,200.00 due on the first day of each month.',
  'Use: The premises shall be used as a retail bakery and cafe.',
];

// An invoice that prints no amount anywhere: the total is left for the landlord.
const INVOICE_WITHOUT_TOTAL = [
  'Ridgeway Locksmiths',
  'INVOICE',
  'Invoice Date: March 9, 2026',
  'Rekey front door lock and cut two keys.',
  'Payment is due on receipt.',
];

const RECEIPT = ['Alder Hardware', 'RECEIPT', 'Date: 03/14/2026', 'Paint roller 12.50', 'TOTAL 12.50'];

async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload' }).click();
  return page.getByRole('dialog', { name: 'Upload Document' });
}

/** Steps 1 to 3 with the given file and type, linked to `property` when given; waits for the review. */
async function reachReview(
  wizard: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  type: string,
  property?: string,
) {
  await wizard.getByLabel('File').setInputFiles(file);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Document type' })).toBeVisible({ timeout: 25_000 });
  await wizard.getByRole('radio', { name: type }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  if (property) {
    if (type === 'Lease') await wizard.getByLabel('Link to Existing Property').check();
    await wizard.getByRole('combobox').selectOption({ label: property });
  }
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Review' })).toBeVisible({ timeout: 25_000 });
}

const docx = async (name: string, lines: string[]) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.from(await makeDocx(lines)),
});

test('the review shows the text read beside the fields, highlights a source, and recomputes what it will create', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Review Checker');
  const api = await apiOf(page);
  await api.post('/properties', { address: '20 Birch Lane', city: 'Eugene', state: 'OR', zipCode: '97401' });
  await page.reload();
  const wizard = await openWizard(page);
  await reachReview(wizard, await docx('lease.docx', LEASE), 'Lease', '20 Birch Lane');

  // The text read sits beside the fields on a wide screen.
  const text = wizard.getByLabel('Text read from the document');
  await expect(text).toBeVisible();
  await expect(text).toContainText('Premises: 915 Alder Street');
  const fields = wizard.getByRole('list', { name: 'Fields read' });
  const [textBox, fieldsBox] = [await text.boundingBox(), await fields.boundingBox()];
  expect(textBox!.x + textBox!.width).toBeLessThanOrEqual(fieldsBox!.x);
  // The review gets the wider dialog: each side has room (the steps before it keep the narrower one).
  expect((await wizard.boundingBox())!.width).toBeGreaterThan(800);

  // Focusing a field highlights where it was read.
  await expect(text.locator('mark')).toHaveCount(0);
  await wizard.getByLabel('Monthly Rent').focus();
  await expect(text.locator('mark')).toContainText('$1,675.00');
  await expect(text.locator('mark strong')).toHaveText('1,675.00');
  await expect(text.locator('mark strong')).toBeInViewport();
  await wizard.getByLabel('Security Deposit').focus();
  await expect(text.locator('mark')).toContainText('$1,800.00');
  await expectAccessible(page);

  // What saving creates follows the corrections.
  const creates = wizard.getByRole('region', { name: 'This will create:' });
  await expect(creates).toContainText(/A lease at \$1,675(\.00)? a month/);
  await wizard.getByLabel('Monthly Rent').fill('1725');
  await expect(creates).toContainText(/A lease at \$1,725(\.00)? a month/);

  // The lease names another street than the chosen property's: a warning, and Save still works.
  await expect(wizard.getByRole('alert')).toHaveText(
    'The document names 915 Alder Street, but the chosen property is 20 Birch Lane. Check that this is the right property.',
  );
  await expect(wizard.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Marked commercial, the lease has no bedrooms to show.
  await expect(wizard.getByLabel('Bedrooms')).toBeVisible();
  await wizard.getByLabel('Commercial').check();
  await expect(wizard.getByLabel('Bedrooms')).toHaveCount(0);
  await expect(wizard.getByLabel('Bathrooms')).toHaveCount(0);
});

test('a commercial lease is reviewed without bedrooms or bathrooms', async ({ page }) => {
  await signUpThroughForm(page, 'Commercial Checker');
  const wizard = await openWizard(page);
  await reachReview(wizard, await docx('commercial.docx', COMMERCIAL_LEASE), 'Lease');
  await expect(wizard.getByLabel('Commercial')).toBeChecked();
  await expect(wizard.getByLabel('Bedrooms')).toHaveCount(0);
  await expect(wizard.getByLabel('Bathrooms')).toHaveCount(0);
});

test('a photographed receipt is shown as the image, with the text read a tab away', async ({ page }) => {
  await signUpThroughForm(page, 'Photo Checker');
  const api = await apiOf(page);
  await api.post('/properties', { address: '20 Birch Lane', city: 'Eugene', state: 'OR', zipCode: '97401' });
  await page.reload();
  const wizard = await openWizard(page);
  const photo = { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(makePng(RECEIPT)) };
  await reachReview(wizard, photo, 'Invoice', '20 Birch Lane');

  const image = wizard.getByRole('img', { name: 'The uploaded document' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await wizard.getByRole('tab', { name: 'Text read' }).click();
  await expect(wizard.getByLabel('Text read from the document')).toContainText(/TOTAL/i);
});

test('an invoice whose total could not be read keeps Save disabled until it is entered', async ({ page }) => {
  await signUpThroughForm(page, 'Total Checker');
  const api = await apiOf(page);
  await api.post('/properties', { address: '20 Birch Lane', city: 'Eugene', state: 'OR', zipCode: '97401' });
  await page.reload();
  const wizard = await openWizard(page);
  await reachReview(wizard, await docx('invoice.docx', INVOICE_WITHOUT_TOTAL), 'Invoice', '20 Birch Lane');

  await expect(wizard.getByLabel('Total Amount')).toHaveValue('');
  await expect(wizard.getByText('Enter the total: it could not be read from the document.')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Save' })).toBeDisabled();
  await wizard.getByLabel('Total Amount').fill('95');
  await expect(wizard.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(wizard.getByRole('region', { name: 'This will create:' })).toContainText(
    /An invoice and an expense of \$95(\.00)?/,
  );
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the review scrolls only up and down; the document folds above the fields and opens on a source', async ({
    page,
  }) => {
    await signUpThroughForm(page, 'Phone Reviewer');
    const wizard = await openWizard(page);
    await reachReview(wizard, await docx('lease.docx', LEASE), 'Lease');

    const text = wizard.getByLabel('Text read from the document');
    await expect(text).toBeHidden();
    await expectNoSidewaysScroll(page);

    const rent = wizard.locator('li').filter({ has: page.getByLabel('Monthly Rent') });
    await rent.getByTitle('Show in the document').click();
    await expect(wizard.getByRole('button', { name: 'Hide the document' })).toBeVisible();
    await expect(text.locator('mark')).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});

/** Neither the page nor anything in the dialog (the sheet's own scroller included) scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflowing = await page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')!;
    const scrollers = [
      document.scrollingElement!,
      dialog.parentElement!,
      ...Array.from(dialog.querySelectorAll('*')),
    ];
    return scrollers
      .filter((element) => element.scrollWidth > element.clientWidth)
      .filter(
        (element) =>
          element === document.scrollingElement || /auto|scroll/.test(getComputedStyle(element).overflowX),
      )
      .map((element) => `${element.tagName} ${element.className}`);
  });
  expect(overflowing, 'elements that scroll sideways').toEqual([]);
}

/** The review as axe reads it (docs/product.md#phones): nothing in the dialog breaks a rule. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}
