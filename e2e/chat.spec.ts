import { expect, test } from '@playwright/test';
import { apiOf, openFromSidebar, signUpThroughForm } from './support.js';

const thisMonth = (day: number) => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

test('Astor answers from the landlord’s data and escalates a gas leak', async ({ page }) => {
  await signUpThroughForm(page, 'Chat Owner');
  const api = await apiOf(page);
  const property = await api.post('/properties', {
    address: '14 Maple Avenue',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  await api.post('/incomes', {
    property_id: property.id,
    amount: 1234.5,
    transaction_date: thisMonth(1),
    category: 'Rent',
  });
  await api.post('/incomes', {
    property_id: property.id,
    amount: 100,
    transaction_date: thisMonth(2),
    category: 'Late fees',
  });

  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const chat = page.getByRole('dialog', { name: 'Astor' });
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeHidden();
  const input = chat.getByPlaceholder('Type your message...');
  // The conversation itself, not the input that still holds a draft.
  const log = chat.getByRole('log', { name: 'Messages' });
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('how much income did I get this month?');
  await input.press('Enter');
  await expect(log.getByText('how much income did I get this month?')).toBeVisible();
  await expect(log.getByText(/\$1,334\.50/)).toBeVisible();

  await input.fill('I smell gas in the kitchen!');
  await input.press('Enter');
  await expect(log.getByText(/911/).last()).toBeVisible();
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();

  // The emergency request exists, for the only property.
  await openFromSidebar(page, 'Properties');
  await page
    .locator('article')
    .filter({ hasText: '14 Maple Avenue' })
    .getByRole('button', { name: /14 Maple Avenue/ })
    .click();
  const modal = page.getByRole('dialog', { name: /14 Maple Avenue/ });
  await modal.getByRole('tab', { name: 'Maintenance' }).click();
  await expect(modal.getByRole('tabpanel')).toContainText(/gas/i);
  await expect(modal.getByRole('tabpanel')).toContainText(/emergency/i);

  // History survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Astor' }).getByText('I smell gas in the kitchen!'),
  ).toBeVisible();
});
