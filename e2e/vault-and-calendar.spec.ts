import { expect, test } from '@playwright/test';
import { apiOf, openFromSidebar, signUpThroughForm } from './support.js';

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const daysFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
};

test('vault: browse People → Tenants, search, open and delete a record; a referenced vendor cannot go', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Vault Keeper');
  const api = await apiOf(page);
  const property = await api.post('/properties', {
    address: '3 Vault Row',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  await api.post('/tenants/manual', {
    first_name: 'Ursula',
    last_name: 'Franklin',
    property_id: property.id,
  });
  await api.post('/tenants/manual', { first_name: 'Wendell', last_name: 'Berry', property_id: property.id });
  const vendor = await api.post('/vendors', { name: 'Keystone Roofing' });
  await api.post('/invoices', { vendor_id: vendor.id, amount: 900 });

  await openFromSidebar(page, 'Vault');
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await folders.getByRole('button', { name: 'Tenants' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('People');
  await expect(page.getByRole('table')).toContainText('Ursula');
  await page.getByRole('searchbox').last().fill('wendell');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2); // header + one
  await page.getByRole('row', { name: /Wendell/ }).click();
  const details = page.getByRole('dialog', { name: 'Record Details' });
  await expect(details).toContainText('Berry');
  page.once('dialog', (confirm) => confirm.accept());
  await details.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Record deleted')).toBeVisible();
  await page.getByRole('searchbox').last().fill('');
  await expect(page.getByRole('table')).not.toContainText('Wendell');

  await folders.getByRole('button', { name: 'Vendors' }).click();
  await page.getByRole('row', { name: /Keystone Roofing/ }).click();
  page.once('dialog', (confirm) => confirm.accept());
  await page.getByRole('dialog', { name: 'Record Details' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      'Failed to delete record. This record is referenced by other items and cannot be deleted.',
    ),
  ).toBeVisible();
});

test('top-bar search by keyboard opens a property', async ({ page }) => {
  await signUpThroughForm(page, 'Search Person');
  const api = await apiOf(page);
  await api.post('/properties', {
    address: '77 Quince Street',
    city: 'Denver',
    state: 'CO',
    zipCode: '80203',
  });
  const search = page.getByRole('combobox', { name: /search/i }).first();
  await search.fill('quince');
  await expect(page.getByRole('option', { name: /77 Quince Street/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/properties/);
  await expect(page.getByRole('dialog', { name: /77 Quince Street/ })).toBeVisible();
});

test('calendar: a lease end and its renewal reminder; New Schedule shows in week view; the bell drops after reading', async ({
  page,
}) => {
  await signUpThroughForm(page, 'Calendar User');
  const api = await apiOf(page);
  const property = await api.post('/properties', {
    address: '9 Calendar Ct',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  // Ends in 20 days: within the notification window; its 30-day reminder was 10 days ago.
  const end = daysFromNow(20);
  await api.post('/leases', {
    property_id: property.id,
    rent_amount_monthly: 1000,
    start_date: iso(daysFromNow(-200)),
    end_date: iso(end),
  });
  // Seeded behind the UI's back: load the page again so the bell asks the server afresh.
  await page.reload();

  await openFromSidebar(page, 'Calendar');
  // Month view of the lease's end month shows the lease end.
  const monthOf = (date: Date) => date.toLocaleString('en-US', { month: 'long', year: 'numeric' });
  while (!(await page.getByRole('heading', { name: monthOf(end) }).isVisible())) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  const cell = page.getByTestId('month-cell').and(page.locator(`[data-date="${iso(end)}"]`));
  await expect(cell).toContainText(/Lease ends/);
  // The 30-day renewal reminder, in its own month.
  const reminder = daysFromNow(-10);
  while (!(await page.getByRole('heading', { name: monthOf(reminder) }).isVisible())) {
    await page.getByRole('button', { name: 'Previous' }).click();
  }
  await expect(
    page.getByTestId('month-cell').and(page.locator(`[data-date="${iso(reminder)}"]`)),
  ).toContainText(/Renewal/);

  // New Schedule, then the week view shows it.
  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'New Schedule' }).click();
  const form = page.getByRole('dialog', { name: 'New Schedule' });
  await form.getByLabel('Title').fill('Meet the inspector');
  await form.getByLabel('All day').check();
  await form.getByLabel('Start').fill(iso(new Date()));
  await form.getByLabel('End').fill(iso(new Date()));
  await form.getByRole('button', { name: /Create|Save/ }).click();
  await expect(form).toBeHidden();
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week' }).click();
  await expect(page.getByText('Meet the inspector').first()).toBeVisible();

  // The bell counts the lease-ending notification; reading it brings the count down.
  // The count shows beside the bell and describes it to screen readers.
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toHaveAccessibleDescription(/^\d+ unread$/);
  await expect(page.getByTestId('notification-count')).toHaveText(/\d/);
  await bell.click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notification-count')).toBeHidden();
  await expect(bell).toHaveAccessibleDescription('');
});
