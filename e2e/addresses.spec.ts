import { expect, test, type Page } from '@playwright/test';
import {
  startFakeCensusGeocoder,
  type FakeCensusGeocoder,
} from '../server/src/testing/fake-census-geocoder.js';
import { openFromSidebar, signUpThroughForm } from './support';

/**
 * Street-level addresses and the offline map, in the browser. The server asks the Census geocoder at
 * E2E_GEOCODER_PORT (playwright.config.ts); this spec starts the local stand-in there, then stops it to be
 * offline. No tile URL is configured: the map draws its bundled basemap.
 */
test.describe.configure({ mode: 'serial' });

const APPROXIMATE_NOTE =
  'Approximate location: the pin goes to the centre of the ZIP code area or city. Drag it onto the building on the Properties map.';

let census: FakeCensusGeocoder | undefined;
test.afterAll(async () => {
  await census?.close();
});

type StoredProperty = {
  id: string;
  address: string;
  zip: string | null;
  latitude: number;
  longitude: number;
};

async function propertiesOf(page: Page): Promise<StoredProperty[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredProperty[];
}

async function openAddProperty(page: Page) {
  await openFromSidebar(page, 'Properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  return page.getByRole('dialog', { name: 'Add Property' });
}

test('suggests street addresses from the address service: street, city, state and ZIP, the pin on the building', async ({
  page,
}) => {
  census = await startFakeCensusGeocoder(undefined, { port: Number(process.env.E2E_GEOCODER_PORT) });
  await signUpThroughForm(page, 'Ada Street');
  const dialog = await openAddProperty(page);
  const address = dialog.getByRole('combobox', { name: 'Address' });

  // A street alone cannot be placed: the field says what is missing.
  await address.fill('1510 W Belmont');
  await expect(dialog.getByRole('status')).toHaveText('Add the city or ZIP code to find this address.');

  await address.fill('1510 W Belmont, Chic');
  await dialog.getByRole('option', { name: '1510 W Belmont Ave, Chicago, IL 60657', exact: true }).click();
  await expect(address).toHaveValue('1510 W Belmont Ave');
  await expect(dialog.getByLabel('City')).toHaveValue('Chicago');
  await expect(dialog.getByLabel('State')).toHaveValue('IL');
  await expect(dialog.getByLabel('ZIP Code')).toHaveValue('60657');
  await expect(dialog.getByText(APPROXIMATE_NOTE)).toHaveCount(0);
  expect(census.queries).toContain('1510 W Belmont, Chicago, IL');

  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(dialog).toBeHidden();
  expect(await propertiesOf(page)).toEqual([
    expect.objectContaining({
      address: '1510 W Belmont Ave',
      zip: '60657',
      latitude: 41.93986,
      longitude: -87.66724,
      location_approximate: false,
    }),
  ]);
});

test('offline, suggestions come from the bundled ZIP and city data and say the pin is approximate', async ({
  page,
}) => {
  await census?.close();
  census = undefined;
  await signUpThroughForm(page, 'Otto Offline');
  const dialog = await openAddProperty(page);
  const address = dialog.getByRole('combobox', { name: 'Address' });

  await address.fill('1510 W Belmont, Chicago, IL');
  const option = dialog.getByRole('option', { name: '1510 W Belmont, Chicago, IL approximate', exact: true });
  await option.click();
  await expect(dialog.getByLabel('City')).toHaveValue('Chicago');
  await expect(dialog.getByRole('status')).toHaveText(APPROXIMATE_NOTE);

  await address.fill('1510 W Belmont, 60657');
  await dialog.getByRole('option', { name: /^1510 W Belmont, Chicago, IL 60657 approximate$/ }).click();
  await expect(dialog.getByLabel('ZIP Code')).toHaveValue('60657');
  await expect(dialog.getByRole('status')).toHaveText(APPROXIMATE_NOTE);
});

test('the map draws its offline basemap with no tile server, and a dragged pin stays where it was dropped', async ({
  page,
  baseURL,
}) => {
  const leftTheMachine: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:') && !url.startsWith('blob:')) {
      leftTheMachine.push(url);
    }
  });
  await signUpThroughForm(page, 'Pia Pin');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const created = await page.request.post('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: { address: '1510 W Belmont Ave', city: 'Chicago', state: 'IL', zipCode: '60657' },
  });
  expect(created.status()).toBe(201);
  const before = (await created.json()) as StoredProperty;

  await openFromSidebar(page, 'Properties');
  const map = page.getByTestId('property-map');
  // The states as SVG paths beneath everything, the names of places, and no tile image anywhere.
  await expect(map.locator('.leaflet-astor-basemap-pane svg path')).toHaveCount(56);
  await expect(map.locator('.astor-basemap__place', { hasText: /^Chicago$/ })).toHaveCount(1);
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expect(page.getByText('Drag a pin to put it on the building.')).toBeVisible();

  // Placed offline at its ZIP centre: the pin looks unsure and its info window says how to correct it.
  const pin = map.locator('.astor-marker');
  await expect(pin).toHaveCount(1);
  await expect(map.locator('.astor-marker--approximate')).toHaveCount(1);
  await pin.click();
  await expect(map.locator('.leaflet-popup')).toContainText(
    'Approximate location: the centre of the ZIP code area or city. Drag the pin onto the building.',
  );
  // Closed by a click on the map away from it: the window's own close button can sit above the map's
  // edge, out of reach, when the map is short of room to pan.
  await map.click({ position: { x: 40, y: 300 } });
  await expect(map.locator('.leaflet-popup')).toHaveCount(0);
  // The pin is measured once it has stopped moving (hover waits for that), or the drag may start beside it.
  await pin.hover();
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin has no box');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith(`/api/properties/${before.id}`),
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 12 });
  await page.mouse.up();
  const response = await saved;
  expect(response.status()).toBe(200);
  await expect(page.getByText('Location saved')).toBeVisible();
  const moved = (await response.json()) as StoredProperty;
  // East and south of where it was.
  expect(moved.longitude).toBeGreaterThan(before.longitude);
  expect(moved.latitude).toBeLessThan(before.latitude);

  await page.reload();
  await expect(map.locator('.astor-marker')).toHaveCount(1);
  // Placed by hand: on the building now.
  await expect(map.locator('.astor-marker--approximate')).toHaveCount(0);
  const [after] = await propertiesOf(page);
  expect(after).toMatchObject({
    latitude: moved.latitude,
    longitude: moved.longitude,
    location_approximate: false,
  });
  expect(leftTheMachine).toEqual([]);
});

test('with a tile server configured that cannot be reached, the basemap shows through', async ({ page }) => {
  // As if the operator had set MAP_TILE_URL to a tile server that is down (a closed port on this machine).
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { map: Record<string, unknown> };
    config.map = { ...config.map, tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'Down tiles' };
    await route.fulfill({ response, json: config });
  });
  await signUpThroughForm(page, 'Tia Tiles');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await page.request.post('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: { address: '500 Congress Ave', zipCode: '78701' },
  });
  await openFromSidebar(page, 'Properties');
  const map = page.getByTestId('property-map');
  // The tiles were asked for and failed; the states are still drawn beneath where they would be.
  await expect(map.locator('.leaflet-tile').first()).toBeAttached();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Down tiles');
  await expect(map.locator('.leaflet-astor-basemap-pane svg path')).toHaveCount(56);
  await expect(map.locator('.leaflet-tile-loaded')).toHaveCount(0);
  await expect(map.locator('.astor-marker')).toHaveCount(1);
});
