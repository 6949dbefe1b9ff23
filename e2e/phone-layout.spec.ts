import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiOf, signUpThroughForm } from './support.js';

// docs/product.md#phones: every signed-in screen at a phone's width and a desktop's.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * Every signed-in screen: its path, the tab's title, and what shows once its data is in (a map once it has
 * loaded: axe would read its loading placeholder).
 */
const SCREENS: { path: string; title: string; ready: (page: Page) => Locator[]; inMenu?: string }[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    inMenu: 'Dashboard',
    ready: (page) => [page.getByTestId('metric-total-properties'), zoomIn(page)],
  },
  {
    path: '/dashboard/properties',
    title: 'Properties',
    inMenu: 'Properties',
    ready: (page) => [page.getByText('12 Harbor View Terrace').first(), zoomIn(page)],
  },
  {
    path: '/dashboard/calendar',
    title: 'Calendar',
    inMenu: 'Calendar',
    ready: (page) => [page.getByRole('heading', { name: 'Calendar', level: 1 })],
  },
  {
    path: '/dashboard/tenants',
    title: 'Tenants',
    inMenu: 'Tenants',
    ready: (page) => [page.getByText('Rosalind Featherstonehaugh').first()],
  },
  {
    path: '/dashboard/finances',
    title: 'Finances',
    inMenu: 'Finances',
    ready: (page) => [page.getByText('Kitchen sink leak under the counter', { exact: true })],
  },
  {
    path: '/dashboard/vault',
    title: 'Vault',
    inMenu: 'Vault',
    ready: (page) => [page.getByRole('list', { name: 'All folders' })],
  },
  {
    path: '/settings',
    title: 'Settings',
    inMenu: 'Settings',
    ready: (page) => [page.getByRole('heading', { name: 'Settings', level: 1 })],
  },
  {
    path: '/profile',
    title: 'Profile',
    ready: (page) => [page.getByRole('heading', { name: 'Profile', level: 1 })],
  },
  {
    path: '/support',
    title: 'Help and support',
    ready: (page) => [page.getByRole('heading', { name: 'Help and support', level: 1 })],
  },
  {
    path: '/notifications',
    title: 'Notifications',
    ready: (page) => [page.getByRole('heading', { name: 'Notifications', level: 1 })],
  },
];

/** The map's zoom control: the map has loaded. */
const zoomIn = (page: Page) => page.getByRole('button', { name: 'Zoom in' });

const PUBLIC_SCREENS = ['/', '/login', '/signup', '/forgot-password', '/pricing', '/contact'];

/** YYYY-MM-DD of this month's `day` (the calendar opens on this month). */
function thisMonth(day: number): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A property, a tenant with a lease, and a few transactions. */
async function seedPortfolio(page: Page): Promise<void> {
  const api = await apiOf(page);
  const property = await api.post('/properties', {
    address: '12 Harbor View Terrace',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  const tenant = await api.post('/tenants/manual', {
    first_name: 'Rosalind',
    last_name: 'Featherstonehaugh',
    property_id: property.id,
  });
  await api.post('/leases', {
    property_id: property.id,
    tenant_id: tenant.id,
    rent_amount_monthly: 2450,
    start_date: thisMonth(1),
    end_date: `${new Date().getFullYear() + 1}-12-31`,
  });
  await api.post('/expenses', {
    property_id: property.id,
    amount: 312.45,
    transaction_date: thisMonth(2),
    category: 'Repairs',
    entity: 'Joe Pipes and Sons Plumbing',
    description: 'Kitchen sink leak under the counter',
  });
  await api.post('/incomes', {
    property_id: property.id,
    amount: 2450,
    transaction_date: thisMonth(1),
    category: 'Rent',
    description: 'Rent from Rosalind',
  });
  await api.post('/expenses', {
    property_id: property.id,
    amount: 89.9,
    transaction_date: thisMonth(3),
    category: 'Utilities',
    description: 'Water',
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

/**
 * Money reads one way (web/src/lib/format.ts): every dollar figure on the screen has its thousands
 * separators ("$2,450", never "$2450" or "$4680.00").
 */
async function expectMoneyOneWay(page: Page) {
  const text = await page.locator('body').innerText();
  const figures = text.match(/\$\s?[\d,]+(\.\d+)?/g) ?? [];
  const odd = figures.filter((figure) => !/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/.test(figure));
  expect(odd, `money written another way on ${page.url()}`).toEqual([]);
}

/** Console warnings and errors from now on: a warning is a bug no user reports. */
function collectConsoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return warnings;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Off by default (experimental), and what a voice-control user meets first: a control whose name does
    // not start with the words it shows.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

/** Whether two boxes share any pixel. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('every signed-in screen fits the width, has its title and passes axe; the Menu opens each page', async ({
    page,
  }) => {
    // Ten screens, each checked by axe: minutes on a busy two-core machine, not a measure of speed.
    test.setTimeout(240_000);
    const warnings = collectConsoleWarnings(page);
    await signUpThroughForm(page, 'Phone Owner');
    await seedPortfolio(page);
    // The dashboard read before the seeding: show what is there now.
    await page.reload();

    // The sidebar gives way to the Menu button.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    for (const screen of SCREENS) {
      if (screen.inMenu) {
        await menu.click();
        const drawer = page.getByRole('dialog', { name: 'Navigation' });
        await expect(drawer).toBeVisible();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await drawer.getByRole('link', { name: screen.inMenu, exact: true }).click();
        await expect(drawer).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      } else {
        await page.goto(screen.path);
      }
      await expect(page).toHaveTitle(`${screen.title} · Astor`);
      for (const ready of screen.ready(page)) await expect(ready).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectMoneyOneWay(page);
      await expectNoSeriousAxeViolations(page);
    }

    // Escape closes the drawer and the focus goes back to the Menu button.
    await menu.click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
    await expect(menu).toBeFocused();
    expect(warnings).toEqual([]);
  });

  test('cards, the search overlay, the calendar list, scrolling tabs, bottom sheets, toasts and the Chat button', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpThroughForm(page, 'Phone Owner');
    await seedPortfolio(page);

    // Tenant cards show the rent and the lease end within the screen.
    await page.goto('/dashboard/tenants');
    for (const text of ['$2,450', `Dec 31, ${new Date().getFullYear() + 1}`]) {
      const fact = page.getByText(text, { exact: true });
      await expect(fact).toBeVisible();
      const box = await boxOf(fact);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    // The ledger is a list of cards: every amount on screen, nothing sideways.
    await page.goto('/dashboard/finances');
    const ledger = page.locator('table tbody');
    for (const amount of ['($312.45)', '$2,450.00', '($89.90)']) {
      const cell = ledger.getByText(amount, { exact: true });
      await expect(cell).toBeVisible();
      const box = await boxOf(cell);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expectNoSidewaysScroll(page);

    // Scrolled to the bottom, the Chat button covers neither Next nor Previous.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const chat = await boxOf(page.getByRole('button', { name: 'Chat' }));
    for (const name of ['Next', 'Previous']) {
      const control = page.getByRole('button', { name, exact: true }).last();
      expect(overlaps(await boxOf(control), chat), `the Chat button covers ${name}`).toBe(false);
    }

    // A dialog is a bottom sheet: the whole width, down to the bottom edge.
    await page.getByRole('button', { name: 'Add Transaction' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Transaction' });
    await expect(form).toBeVisible();
    const sheet = await boxOf(form);
    expect(sheet.width).toBe(PHONE.width);
    expect(Math.round(sheet.y + sheet.height)).toBeGreaterThanOrEqual(PHONE.height);

    // A toast shows below the top bar, clear of the Upload button and the bell.
    await form.getByLabel('Type').selectOption('expense');
    await form.getByLabel('Property').selectOption({ label: '12 Harbor View Terrace' });
    await form.getByLabel('Amount').fill('40');
    await form.getByLabel('Description').fill('Light bulbs');
    await form.getByRole('button', { name: 'Add Transaction' }).click();
    await expect(form).toBeHidden();
    const toast = page.getByText('Transaction added');
    await expect(toast).toBeVisible();
    for (const control of [
      page.getByRole('button', { name: 'Upload' }),
      page.getByRole('button', { name: 'Notifications' }),
    ]) {
      const controlBox = await boxOf(control);
      // The toast slides in from above: where it comes to rest is what counts.
      await expect.poll(async () => overlaps(await boxOf(toast), controlBox)).toBe(false);
    }

    // The search opens over the top bar at full width, the page dimmed behind it: a tap there closes it.
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });
    await searchButton.click();
    const overlay = page.getByRole('dialog', { name: 'Search' });
    await expect(overlay).toBeVisible();
    expect((await boxOf(overlay)).width).toBe(PHONE.width);
    await page.mouse.click(PHONE.width / 2, PHONE.height / 2);
    await expect(overlay).toBeHidden();
    // Suggestions name the address; choosing one opens it and closes the search.
    await searchButton.click();
    await expect(overlay.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('Harbor');
    const suggestion = overlay.getByRole('option', { name: /12 Harbor View Terrace/ });
    await expect(suggestion).toBeVisible();
    expect((await boxOf(suggestion)).width).toBeGreaterThan(PHONE.width - 100);
    await suggestion.click();
    // The Properties page opens the property's detail (and drops ?property= from the address once read).
    await expect(page).toHaveURL(/\/dashboard\/properties/);
    await expect(overlay).toBeHidden();

    // The property's tabs scroll inside their list; the page does not scroll sideways.
    const detail = page.getByRole('dialog', { name: /12 Harbor View Terrace/ });
    await expect(detail).toBeVisible();
    await expectNoSidewaysScroll(page);
    const tabs = detail.getByRole('tablist', { name: 'Property records' });
    expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    const last = tabs.getByRole('tab').last();
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Scrolled to the bottom of the Properties page, the Chat button leaves the map's attribution clear.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const attribution = page.locator('.leaflet-control-attribution');
    await expect(attribution).toBeVisible();
    expect(overlaps(await boxOf(attribution), await boxOf(page.getByRole('button', { name: 'Chat' })))).toBe(
      false,
    );

    // The bell's panel spans the screen under the top bar.
    await page.getByRole('button', { name: 'Notifications' }).click();
    const latest = await boxOf(page.getByRole('region', { name: 'Latest notifications' }));
    expect(latest.x).toBeGreaterThanOrEqual(0);
    expect(latest.x + latest.width).toBeLessThanOrEqual(PHONE.width);
    expect(latest.y).toBeGreaterThanOrEqual(48);
    await page.keyboard.press('Escape');

    // The calendar opens on the list of this month.
    await page.goto('/dashboard/calendar');
    await expect(
      page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const agenda = page.getByRole('list', { name: 'Events by day' });
    await expect(agenda.getByRole('button', { name: /Rent due/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the public screens fit the width and pass axe', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
    }
  });
});

for (const width of [360, 430]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every signed-in screen fits the width', async ({ page }) => {
      test.setTimeout(120_000);
      await signUpThroughForm(page, 'Narrow Owner');
      await seedPortfolio(page);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        for (const ready of screen.ready(page)) await expect(ready).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });
  });
}

test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  test('every signed-in screen fits, has its title and passes axe; the sidebar stays, with no Menu button', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // No console warnings or errors on any screen (a warning is a bug a user never sees reported).
    const warnings = collectConsoleWarnings(page);
    await signUpThroughForm(page, 'Desk Owner');
    await seedPortfolio(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page).toHaveTitle(`${screen.title} · Astor`);
      for (const ready of screen.ready(page)) await expect(ready).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectMoneyOneWay(page);
      await expectNoSeriousAxeViolations(page);
    }
    expect(warnings).toEqual([]);
  });

  test('the app is installable: a manifest with its icons, and the theme colour', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4f46e5');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      theme_color: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Astor',
      display: 'standalone',
      theme_color: '#4f46e5',
      start_url: '/dashboard',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((entry) => entry.sizes === size && entry.type === 'image/png');
      expect(icon, `a ${size} PNG icon`).toBeDefined();
      const image = await page.request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
      // The PNG header's width, bytes 16-19.
      expect((await image.body()).readUInt32BE(16)).toBe(Number(size.split('x')[0]));
    }
  });
});
