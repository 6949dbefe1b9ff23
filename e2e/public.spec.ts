import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// docs/product.md#public-pages: the footer's pages, with the heading each screen shows.
const FOOTER_PAGES = [
  { group: 'Product', link: 'Features', path: '/features', heading: 'Features' },
  { group: 'Product', link: 'Pricing', path: '/pricing', heading: 'Pricing' },
  { group: 'Product', link: 'Demo', path: '/demo', heading: 'Try Astor' },
  { group: 'Company', link: 'About Us', path: '/about', heading: 'About Us' },
  { group: 'Company', link: 'Careers', path: '/careers', heading: 'Careers' },
  { group: 'Company', link: 'Contact', path: '/contact', heading: 'Contact' },
  { group: 'Resources', link: 'Blog', path: '/blog', heading: 'Blog' },
  { group: 'Resources', link: 'Help Center', path: '/help', heading: 'Help Center' },
  { group: 'Resources', link: 'API Documentation', path: '/api', heading: 'API Documentation' },
  { group: 'Legal', link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  { group: 'Legal', link: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
  { group: 'Legal', link: 'Cookie Policy', path: '/cookies', heading: 'Cookie Policy' },
];
// The sign-in screens link here; the same screens as /privacy and /terms.
const LEGAL_ALIASES = [
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms of Service' },
];

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

/** The distance from the top of the viewport to the section's top edge. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

test.describe('at 1400 px', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the hero links to sign-up, the founders and the preview; pricing links to sign-in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Simplify your property operations. Maximize your profit.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try for free' })).toHaveAttribute('href', '/signup');
    // Without FOUNDERS_BOOKING_URL on the server, 'Talk to founders' leads to the contact page.
    await expect(page.getByRole('link', { name: 'Talk to founders' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Try it for free' })).toHaveAttribute('href', '/login');
    await expect(page.getByText('$29/mo deal, free during beta')).toBeVisible();

    const preview = page.getByRole('img', { name: /The Astor dashboard/ });
    await expect(preview).toHaveAttribute('width', '1400');
    await expect(preview).toHaveAttribute('height', '1000');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Try for free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("with a booking page configured, 'Talk to founders' opens it in a new tab", async ({ page }) => {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = {
        ...(await response.json()),
        founders_booking_url: 'https://booking.example.com/astor',
      };
      await route.fulfill({ response, json: config });
    });
    await page.goto('/');
    const talk = page.getByRole('link', { name: /Talk to founders/ });
    await expect(talk).toHaveAttribute('href', 'https://booking.example.com/astor');
    await expect(talk).toHaveAttribute('target', '_blank');
    await expect(talk).toHaveAttribute('rel', /noopener/);
  });

  test('Features, Pricing and Contact scroll to their sections; Login goes to /login', async ({ page }) => {
    await page.goto('/');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['Features', 'features'],
      ['Pricing', 'pricing'],
      ['Contact', 'contact'],
    ] as const) {
      await nav.getByRole('button', { name }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // Smooth scrolling lands the section just under the sticky header.
      await expect.poll(() => sectionTop(page, id)).toBeLessThan(80);
      expect(await sectionTop(page, id)).toBeGreaterThanOrEqual(0);
    }
    // The contact section's form loads when it comes near.
    await expect(page.locator('#contact').getByRole('button', { name: 'Send message' })).toBeVisible();

    // By keyboard as well: the section takes the focus.
    await nav.getByRole('button', { name: 'Features' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#features')).toBeFocused();
    await expect.poll(() => sectionTop(page, 'features')).toBeLessThan(80);

    await header(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('without the sections, the menu scrolls to 0.8 and 4.4 viewport heights', async ({ page }) => {
    await page.goto('/help#top');
    await expect(header(page)).toBeVisible();
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Features' }).click();
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.min(720, maxScroll));
    await nav.getByRole('button', { name: 'Pricing' }).click();
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.min(3960, maxScroll));
  });

  test('the header and footer show on the landing page and with a hash only', async ({ page }) => {
    await page.goto('/');
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(footer(page)).toContainText('© 2024');

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(header(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);

    await page.goto('/about#x');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(header(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
  });

  test('every footer link opens its screen', async ({ page }) => {
    await page.goto('/');
    const footerNav = footer(page).getByRole('navigation', { name: 'Footer' });
    for (const group of ['Product', 'Company', 'Resources', 'Legal']) {
      await expect(footerNav.getByRole('heading', { name: group })).toBeVisible();
    }
    for (const { link, path, heading } of FOOTER_PAGES) {
      await footerNav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await page.goBack();
      await expect(footerNav).toBeVisible();
    }
  });

  test('each public page loads by its address', async ({ page }) => {
    // /api itself is the API server's; that page opens from the footer (previous test).
    for (const { path, heading } of [...FOOTER_PAGES.filter((p) => p.path !== '/api'), ...LEGAL_ALIASES]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Astor`);
    }
    await page.goto('/api-docs-typo');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the contact form stores a message and shows the server reply', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill(`grace-${Date.now()}@example.com`);
    await form.getByLabel('Topic').fill('Self-hosting');
    // Only spaces: the browser lets it through, the server refuses it (422) and says why.
    await form.getByLabel('Message').fill('   ');
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await refused).status()).toBe(422);
    await expect(form.getByRole('alert')).toHaveText('Message is required');

    await form.getByLabel('Message').fill('Does Astor run on a Raspberry Pi?');
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await stored).status()).toBe(201);
    await expect(page.getByRole('status')).toContainText('Thanks! Your message has been received.');
  });

  test('the feature videos wait for their turn, keep their size and can be paused', async ({ page }) => {
    await page.goto('/');
    const videos = page.locator('#features video');
    await expect(videos).toHaveCount(4);
    // Nothing is fetched for the videos before they come near the screen.
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('width', '960');
      await expect(video).toHaveAttribute('height', '600');
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe('');
    }
    await header(page).getByRole('button', { name: 'Features' }).click();
    const first = videos.first();
    await expect
      .poll(() => first.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
    await page
      .getByRole('button', { name: /^Pause: / })
      .first()
      .click();
    await expect.poll(() => first.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: /^Play: / }).first()).toBeVisible();
  });

  test('no serious accessibility problems on the public pages', async ({ page }) => {
    // Ten pages, each checked by axe: minutes on a busy two-core machine, not a measure of speed.
    test.setTimeout(180_000);
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    for (const { path, heading } of [...FOOTER_PAGES.filter((p) => p.path !== '/api'), ...LEGAL_ALIASES]) {
      await page.goto(`${path}#top`);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'API Documentation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the menu button holds Features, Pricing and Contact; Login stays', async ({ page }) => {
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header(page).getByRole('button', { name: 'Features' })).toBeHidden();

    const menuId = await toggle.getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button')).toHaveText(['Features', 'Pricing', 'Contact']);

    // Choosing an entry scrolls there and closes the menu.
    await menu.getByRole('button', { name: 'Pricing' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect.poll(() => sectionTop(page, 'pricing')).toBeLessThan(80);

    // A second click on the button closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Features' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Contact' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.locator('#contact')).toBeFocused();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the layout follows the window size', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 1025, height: 768 });
    await expect(header(page).getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Features' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(header(page).getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Features' })).toBeHidden();
  });

  test('no serious accessibility problems on the landing page with the menu open', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await expectNoSeriousAxeViolations(page);
  });
});
