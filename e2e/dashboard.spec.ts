import { expect, test } from '@playwright/test';
import { apiOf, signUpThroughForm } from './support.js';

const thisMonth = (day: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

test('a new account sees the welcome overlay, whose button opens Add Property', async ({ page }) => {
  await signUpThroughForm(page, 'Empty Account');
  await expect(page.getByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeVisible();
  await expect(
    page.getByText('Get started by adding your first property to unlock powerful management features.'),
  ).toBeVisible();
  for (const card of ['Financial Tracking', 'Tenant Management', 'Payment Processing', 'Property Insights']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Add Your First Property' }).click();
  await expect(page).toHaveURL(/\/dashboard\/properties$/);
  await expect(page.getByRole('dialog', { name: 'Add Property' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingAction'))).toBeNull();
});

test('a seeded portfolio shows true figures and a map with clusters and popups', async ({ page }) => {
  await signUpThroughForm(page, 'Seeded Owner');
  const api = await apiOf(page);
  const austinA = await api.post('/properties', {
    address: '1 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  const austinB = await api.post('/properties', {
    address: '2 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    is_commercial: true,
  });
  await api.post('/properties', {
    address: '3 Pike St',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    purchase_price: 650000,
    num_bedrooms: 2,
  });
  const tenant = await api.post('/tenants/manual', {
    first_name: 'Rosa',
    last_name: 'Parks',
    property_id: austinA.id,
  });
  const lease = await api.post('/leases', {
    property_id: austinA.id,
    tenant_id: tenant.id,
    rent_amount_monthly: 1500,
    start_date: thisMonth(1),
  });
  await api.post('/leases', { property_id: austinB.id, rent_amount_monthly: 2500, start_date: thisMonth(1) });
  await api.post('/payments', {
    property_id: austinA.id,
    tenant_id: tenant.id,
    lease_id: lease.id,
    amount: 1500,
    paid_date: thisMonth(1),
  });
  await api.post('/expenses', {
    property_id: austinA.id,
    amount: 200,
    transaction_date: thisMonth(1),
    category: 'Repairs',
    entity: 'Joe Pipes',
  });

  await page.reload();
  // Monthly revenue is what was collected this month (1,500); its target, the rent due (1,500 + 2,500):
  // docs/decisions/0006-rent-ledger.md.
  await expect(page.getByTestId('metric-monthly-revenue')).toHaveText('$1,500');
  await expect(page.getByTestId('metric-total-properties')).toHaveText('3');
  await expect(page.getByTestId('metric-active-tenants')).toHaveText('1');
  await expect(page.getByTestId('metric-paid-rents')).toHaveText('1');
  await expect(page.getByText('Target: $4,000')).toBeVisible();
  await expect(page.getByText('Revenue vs Expenses')).toBeVisible();
  await expect(page.getByText('Expense Breakdown')).toBeVisible();
  await expect(page.getByText('Repairs').first()).toBeVisible();

  // The map: the two Austin properties share a ZIP centroid and cluster; Seattle is its own marker.
  const map = page.getByTestId('property-map');
  await expect(map.locator('.marker-cluster')).toHaveCount(1);
  await expect(map.locator('.astor-marker')).toHaveCount(1);
  await map.locator('.astor-marker').click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText('3 Pike St');
  await expect(popup).toContainText('$650,000');
});
