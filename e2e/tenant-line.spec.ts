import { expect, test } from '@playwright/test';
import { apiOf, openFromSidebar, signUpThroughForm } from './support.js';

test('a tenant reports a leak through the tenant line and the landlord sees the request and the conversation', async ({
  page,
  browser,
}) => {
  await signUpThroughForm(page, 'Line Owner');
  const api = await apiOf(page);
  await api.post('/properties', { address: '31 Birch Road', city: 'Austin', state: 'TX', zipCode: '78701' });

  // The landlord turns the line on in the property's detail modal; the URL is shown once.
  await openFromSidebar(page, 'Properties');
  const openModal = async () => {
    await page
      .locator('article')
      .filter({ hasText: '31 Birch Road' })
      .getByRole('button', { name: /31 Birch Road/ })
      .click();
    return page.getByRole('dialog', { name: /31 Birch Road/ });
  };
  let modal = await openModal();
  await modal.getByRole('tab', { name: 'Tenant line' }).click();
  await expect(modal.getByText('No conversations yet.')).toBeVisible();
  await modal.getByRole('button', { name: 'Turn on tenant line' }).click();
  const url = await modal.getByLabel('Tenant line link').inputValue();
  expect(url).toMatch(/\/t\/[\w-]{40,}$/);
  await expect(modal.getByRole('button', { name: 'Rotate link' })).toBeVisible();

  // A tenant, in a fresh browser with no account and no token, on a phone-sized screen.
  const tenantContext = await browser.newContext({ viewport: { width: 390, height: 780 } });
  const tenant = await tenantContext.newPage();
  await tenant.goto(new URL(url).pathname);
  await expect(tenant.getByRole('heading', { name: '31 Birch Road' })).toBeVisible();
  await expect(tenant.getByRole('navigation')).toHaveCount(0);
  const input = tenant.getByPlaceholder('Type your message...');
  const say = async (text: string, reply: RegExp) => {
    await input.fill(text);
    await input.press('Enter');
    await expect(tenant.getByRole('log', { name: 'Messages' }).getByText(reply).last()).toBeVisible();
  };
  await say('Hi, my kitchen sink is leaking under the cabinet', /Which unit is this in/);
  await say('2B', /How urgent is it/);
  await say('not urgent', /phone number or email/);
  await say('512-555-0142', /I've sent this to your landlord as a maintenance request/);
  await tenantContext.close();

  // The landlord sees the request in the Maintenance tab and the conversation in the Tenant line tab.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  modal = await openModal();
  await modal.getByRole('tab', { name: 'Maintenance' }).click();
  await expect(modal.getByRole('tabpanel')).toContainText('Kitchen sink is leaking under the cabinet');
  await expect(modal.getByRole('tabpanel')).toContainText('Unit: 2B');
  await modal.getByRole('tab', { name: 'Tenant line' }).click();
  const conversation = modal.getByRole('log', { name: 'Messages' });
  await expect(conversation).toContainText('Hi, my kitchen sink is leaking under the cabinet');
  await expect(conversation).toContainText('512-555-0142');
  await expect(modal.getByText('1 maintenance request')).toBeVisible();
  // The URL is not shown again: only its hash is kept.
  await expect(modal.getByLabel('Tenant line link')).toHaveCount(0);
});

test('an unknown or revoked link says so', async ({ page }) => {
  await page.goto('/t/not-a-real-token');
  await expect(page.getByText('This link is no longer active. Please contact your landlord.')).toBeVisible();
});
