import { expect, test, type Page } from '@playwright/test';
import { apiOf, openFromSidebar, signUpThroughForm } from './support.js';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The first of this month, in the browser's (and the server's) calendar. */
const firstOfThisMonth = () => isoDay(new Date(new Date().getFullYear(), new Date().getMonth(), 1));

/** A lease of Rosa Parks at 8 Ledger Lane, $1,500 a month from `startDate`, due on `rentDueDay`. */
async function seedLease(page: Page, startDate: string, rentDueDay: number) {
  const api = await apiOf(page);
  const property = await api.post('/properties', {
    address: '8 Ledger Lane',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  const tenant = await api.post('/tenants/manual', {
    first_name: 'Rosa',
    last_name: 'Parks',
    property_id: property.id,
  });
  await api.post('/leases', {
    property_id: property.id,
    tenant_id: tenant.id,
    lease_type: 'Residential',
    rent_amount_monthly: 1500,
    start_date: startDate,
    rent_due_day: rentDueDay,
  });
}

/** Rent recorded in the Finances ledger as an income in category Rent, naming the tenant who paid. */
async function recordRent(
  page: Page,
  { address, amount, payer }: { address: string; amount: string; payer: string },
) {
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Transaction' });
  await form.getByLabel('Type').selectOption('income');
  await form.getByLabel('Property').selectOption({ label: address });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Description').fill('Rent');
  await form.getByLabel('Category').selectOption('Rent');
  await form.getByLabel('Entity').fill(payer);
  await form.getByRole('button', { name: 'Add Transaction' }).click();
  return form;
}

test('rent recorded in the ledger counts everywhere: dashboard, tenant, bell, rent roll; a second entry asks first', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Rent Keeper');
  // From the first of this month, due today: this month's full rent, owed but within its grace period until
  // the payment is recorded, so nothing is late or notified before it. (Rent periods are calendar months,
  // docs/decisions/0013-rent-periods-are-calendar-months.md: a lease from today would owe only the rest of
  // the month, and the $1,500 paid would leave a credit.)
  await seedLease(page, firstOfThisMonth(), new Date().getDate());

  // The rent, paid in full, recorded as an income in the Finances ledger.
  await openFromSidebar(page, 'Finances');
  const form = await recordRent(page, { address: '8 Ledger Lane', amount: '1500', payer: 'Rosa Parks' });
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name: /Rosa Parks/ })).toContainText('$1,500.00');

  // The dashboard counts it as paid rent, and nothing is late.
  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByTestId('metric-paid-rents')).toHaveText('1');
  const paidRents = page.getByRole('region', { name: 'Paid Rents' });
  await expect(paidRents).toContainText('0 Late');
  await expect(paidRents).toContainText('$0 Outstanding');

  // The bell raises no unpaid rent for her.
  await page.getByRole('button', { name: 'Notifications' }).click();
  const latest = page.getByRole('region', { name: 'Latest notifications' });
  await expect(latest).toBeVisible();
  await expect(latest.getByText('Loading...')).toHaveCount(0);
  await expect(latest).not.toContainText(/Rent unpaid/i);
  await page.keyboard.press('Escape');

  // Her badge says current, not late.
  await openFromSidebar(page, 'Tenants');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Rosa Parks' }) });
  await expect(card.getByText('Current', { exact: true })).toBeVisible();
  await expect(card.getByText('Late', { exact: true })).toHaveCount(0);

  // The rent roll shows the lease paid, nothing owed; its statement shows the charge and the payment.
  await openFromSidebar(page, 'Finances');
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('tab', { name: 'Rent roll' })).toHaveAttribute('aria-selected', 'true');
  const roll = page.getByRole('table', { name: /^Rent roll as of/ });
  const row = roll.getByRole('row', { name: /8 Ledger Lane/ });
  await expect(row).toContainText('Rosa Parks');
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('cell').nth(4)).toHaveText('$0.00');
  await row.getByRole('button', { name: 'Statement for 8 Ledger Lane' }).click();
  const statement = page.getByRole('dialog', { name: 'Statement' });
  await expect(statement.getByRole('table')).toContainText('($1,500.00)');
  await expect(statement.getByText('Closing balance').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '$0.00',
  );
  await statement.getByRole('button', { name: 'Close' }).click();

  // The same payment entered again: the server's question, and Cancel keeps the form as it was.
  await page.getByRole('tab', { name: 'Ledger' }).click();
  const again = await recordRent(page, { address: '8 Ledger Lane', amount: '1500', payer: 'Rosa Parks' });
  const duplicate = page.getByRole('dialog', { name: 'Possible duplicate payment' });
  await expect(duplicate).toContainText('This looks like the same payment as one recorded on');
  await expect(duplicate).toContainText('Save it anyway?');
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  await expect(duplicate).toBeHidden();
  await expect(again.getByLabel('Amount')).toHaveValue('1500');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Rosa Parks/ })).toHaveCount(1);
});

test('the rent roll is cards on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughForm(page, 'Phone Keeper');
  const api = await apiOf(page);
  const property = await api.post('/properties', {
    address: '3 Small Screen Rd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  await api.post('/leases', {
    property_id: property.id,
    lease_type: 'Residential',
    rent_amount_monthly: 900,
    start_date: firstOfThisMonth(),
  });

  await page.goto('/dashboard/finances');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const cards = page.getByRole('list', { name: /^Rent roll as of/ });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText('3 Small Screen Rd');
  await expect(cards).toContainText('$900.00');
  await expect(page.getByRole('table', { name: /^Rent roll as of/ })).toBeHidden();
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a rent-unpaid notification goes away once the rent is recorded', async ({ page }) => {
  await signUpThroughForm(page, 'Late Payer Keeper');
  // One month's rent, due 20 days ago: past its 5-day grace period whatever today's date, and the next
  // month's not due yet.
  const start = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000);
  await seedLease(page, isoDay(start), start.getDate());
  // The server raises notifications just after a write: the bell shows it once it is there.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Notifications' }).click();
    const before = page.getByRole('region', { name: 'Latest notifications' });
    await expect(before.getByText('Loading...')).toHaveCount(0);
    await expect(before).toContainText(/Rent unpaid/i, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');

  await openFromSidebar(page, 'Finances');
  await expect(
    await recordRent(page, { address: '8 Ledger Lane', amount: '1500', payer: 'Rosa Parks' }),
  ).toBeHidden();

  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByTestId('metric-paid-rents')).toHaveText('1');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const latest = page.getByRole('region', { name: 'Latest notifications' });
  await expect(latest.getByText('Loading...')).toHaveCount(0);
  await expect(latest).not.toContainText(/Rent unpaid/i);
});

test('an existing tenancy tracked from this month is not late; the same lease charged since its start is (docs/decisions/0012-rent-tracked-from.md)', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Existing Tenancy Keeper');
  const api = await apiOf(page);
  await api.post('/properties', { address: '8 Ledger Lane', city: 'Austin', state: 'TX', zipCode: '78701' });
  const thisMonth = firstOfThisMonth();
  const twoYearsAgo = `${Number(thisMonth.slice(0, 4)) - 2}${thisMonth.slice(4)}`;

  // The tenant and her lease of two years, entered through the form: rent tracked from this month, nothing owed then.
  await openFromSidebar(page, 'Tenants');
  await page.getByRole('button', { name: '+ Add Tenant' }).click();
  const form = page.getByRole('dialog', { name: 'Add Tenant' });
  await form.getByLabel('First Name').fill('Rosa');
  await form.getByLabel('Last Name').fill('Parks');
  await form.getByLabel('Property').selectOption({ label: '8 Ledger Lane' });
  await form.getByLabel('Lease Type').selectOption('Residential');
  await form.getByLabel('Monthly Rent').fill('1500');
  await form.getByLabel('Lease Start').fill(twoYearsAgo);
  const existing = form.getByRole('group', { name: 'Existing tenancy' });
  await expect(existing).toContainText('Leave empty to charge every month since the lease started.');
  await existing.getByLabel('Rent tracked from').fill(thisMonth);
  await existing.getByLabel('Balance owed on that date').fill('0');
  await form.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(form).toBeHidden();

  // This month's rent, paid.
  await openFromSidebar(page, 'Finances');
  await expect(
    await recordRent(page, { address: '8 Ledger Lane', amount: '1500', payer: 'Rosa Parks' }),
  ).toBeHidden();

  // Nothing from the two years before is owed: the dashboard and her badge say so.
  await openFromSidebar(page, 'Dashboard');
  await expect(page.getByTestId('metric-paid-rents')).toHaveText('1');
  const paidRents = page.getByRole('region', { name: 'Paid Rents' });
  await expect(paidRents).toContainText('0 Late');
  await expect(paidRents).toContainText('$0 Outstanding');
  await openFromSidebar(page, 'Tenants');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Rosa Parks' }) });
  await expect(card.getByText('Current', { exact: true })).toBeVisible();

  // Her statement says from when rent is tracked, and nothing is owed.
  await card.getByRole('button', { name: 'Rosa Parks' }).click();
  await page.getByRole('button', { name: 'Statement' }).click();
  const statement = page.getByRole('dialog', { name: 'Statement' });
  await expect(statement).toContainText('Rent tracked from');
  await expect(statement.getByText('Closing balance').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '$0.00',
  );
  await statement.getByRole('button', { name: 'Close' }).click();

  // The same lease with "Rent tracked from" emptied: every month since it started is owed, and late.
  await page.getByRole('button', { name: 'Edit Tenant' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Tenant' });
  await expect(edit.getByLabel('Rent tracked from')).toHaveValue(thisMonth);
  await edit.getByLabel('Rent tracked from').fill('');
  await edit.getByLabel('Balance owed on that date').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await page.keyboard.press('Escape');
  await openFromSidebar(page, 'Dashboard');
  await expect(paidRents).toContainText('1 Late');
  await expect(paidRents).not.toContainText('$0 Outstanding');
});
