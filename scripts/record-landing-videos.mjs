// Records the landing page's feature videos from the real app (docs/product.md#landing-page), on a small
// seeded portfolio.
//
//   npm run build
//   DATA_DIR=$(mktemp -d) PORT=3960 HOST=127.0.0.1 node server/dist/main.js &
//   node scripts/record-landing-videos.mjs [clip ...]      # clips: upload analysis calendar assistant
//
// Needs Debian's chromium and ffmpeg (apt-get install chromium ffmpeg webp). Playwright's recordVideo
// encodes with an ffmpeg it looks up in its own browser folder: this script points a temporary one at
// /usr/bin/ffmpeg. Each clip is cut to the interesting seconds, re-encoded as a small VP9 WebM without
// sound, and gets a WebP poster (its first frame), in web/public/media/feature-<clip>.{webm,webp}.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mediaDir = path.join(root, 'web/public/media');
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3960';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTH = 960;
const HEIGHT = 600;

// Playwright finds ffmpeg at <browsers path>/ffmpeg-<revision>/ffmpeg-linux; give it Debian's.
const browsersPath = mkdtempSync(path.join(tmpdir(), 'pw-browsers-'));
process.env.PLAYWRIGHT_BROWSERS_PATH = browsersPath;
const { chromium } = await import('playwright');
const browsersJson = JSON.parse(
  (await import('node:fs')).readFileSync(
    path.join(root, 'node_modules/playwright-core/browsers.json'),
    'utf8',
  ),
);
const ffmpegRevision = browsersJson.browsers.find((b) => b.name === 'ffmpeg').revision;
mkdirSync(path.join(browsersPath, `ffmpeg-${ffmpegRevision}`));
// Playwright encodes in real time for a test's record (bitrate ~1.6 Mb/s, qmax 50): good enough to watch a
// failure, blurry for a landing page. The wrapper lets the intermediate file be near lossless instead; the
// small final file is encoded afterwards, with time to spare.
const ffmpegWrapper = path.join(browsersPath, `ffmpeg-${ffmpegRevision}`, 'ffmpeg-linux');
writeFileSync(
  ffmpegWrapper,
  `#!/bin/bash
args=(); previous=''
for arg in "$@"; do
  case "$previous" in -qmax) arg=16 ;; -b:v) arg=8000k ;; -crf) arg=10 ;; esac
  args+=("$arg"); previous="$arg"
done
exec /usr/bin/ffmpeg "\${args[@]}"
`,
);
chmodSync(ffmpegWrapper, 0o755);

// ------------------------------------------------------------------------------------------------ seed

const day = (offset, from = new Date()) => {
  const date = new Date(from);
  date.setDate(date.getDate() + offset);
  return date.toISOString().slice(0, 10);
};
const monthDay = (monthsBack, dayOfMonth) => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() - monthsBack, dayOfMonth))
    .toISOString()
    .slice(0, 10);
};

async function api(token, method, url, body) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function seed() {
  const username = `maya-${Date.now().toString(36)}`;
  const { access_token: token } = await api(null, 'POST', '/auth/signup', {
    email: username,
    password: 'correct horse battery',
    name: 'Maya Chen',
  });
  const post = (url, body) => api(token, 'POST', url, body);

  const portfolio = [
    {
      address: '1208 Elm Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      num_bedrooms: 3,
      num_bathrooms: 2,
      tenant: ['Rosa', 'Delgado'],
      rent: 2150,
      start: -10,
      end: 1,
      late: false,
    },
    {
      address: '415 Oak Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78702',
      num_bedrooms: 2,
      num_bathrooms: 1,
      tenant: ['James', 'Whitaker'],
      rent: 1850,
      start: -4,
      end: 8,
      late: true,
    },
    {
      address: '2300 Lakeshore Drive',
      city: 'Austin',
      state: 'TX',
      zipCode: '78741',
      num_bedrooms: 2,
      num_bathrooms: 2,
      tenant: ['Priya', 'Raman'],
      rent: 1975,
      start: -7,
      end: 5,
      late: false,
    },
    {
      address: '960 Cedar Lane',
      city: 'Round Rock',
      state: 'TX',
      zipCode: '78664',
      num_bedrooms: 4,
      num_bathrooms: 2.5,
      tenant: ['Tom', 'Okafor'],
      rent: 2400,
      start: -13,
      end: 11,
      late: false,
    },
    {
      address: '500 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      is_commercial: true,
      property_type: 'Office',
      tenant: ['Bluebonnet', 'Dental'],
      rent: 4200,
      start: -20,
      end: 16,
      late: false,
    },
  ];
  const properties = [];
  for (const item of portfolio) {
    const { tenant, rent, start, end, late, ...fields } = item;
    const property = await post('/properties', fields);
    const person = await post('/tenants/manual', {
      first_name: tenant[0],
      last_name: tenant[1],
      email: `${tenant[0].toLowerCase()}@example.com`,
      phone_number: '(512) 555-01' + String(properties.length).padStart(2, '0'),
      property_id: property.id,
      status: late ? 'late' : 'current',
    });
    const lease = await post('/leases', {
      property_id: property.id,
      tenant_id: person.id,
      lease_type: item.is_commercial ? 'Commercial' : 'Residential',
      start_date: monthDay(-start, 1),
      end_date: monthDay(-end, 0),
      rent_amount_monthly: rent,
      security_deposit: rent,
      rent_due_day: 1,
      is_active: true,
    });
    // Rent as payments (each records its income too), so the dashboard counts it as paid.
    for (let monthsBack = 5; monthsBack >= 0; monthsBack -= 1) {
      if (late && monthsBack === 0) continue;
      await post('/payments', {
        property_id: property.id,
        tenant_id: person.id,
        lease_id: lease.id,
        amount: rent,
        paid_date: monthDay(monthsBack, 2 + (properties.length % 3)),
        method: 'Other',
      });
    }
    properties.push(property);
  }

  await post('/incomes', {
    property_id: properties[1].id,
    amount: 75,
    category: 'Late fees',
    description: 'Late fee, October',
    transaction_date: monthDay(1, 6),
  });

  const expenses = [
    [0, 'Cleaning and maintenance', 231, 'Greenway Cleaning', 'Move-out clean'],
    [1, 'Insurance', 194, 'Harbor Insurance', 'Landlord policy'],
    [2, 'Utilities', 157, 'Austin Energy', 'Common area power'],
    [3, 'Repairs', 420, 'Cedar Plumbing', 'Water heater valve'],
    [4, 'Management fees', 310, 'Lone Star PM', 'Monthly management'],
  ];
  for (const [index, category, amount, entity, description] of expenses) {
    for (let monthsBack = 3; monthsBack >= 0; monthsBack -= 1) {
      await post('/expenses', {
        property_id: properties[index].id,
        category,
        amount: amount + monthsBack * 7,
        entity,
        description,
        transaction_date: monthDay(monthsBack, 8 + index),
        method: 'Card',
      });
    }
  }

  const maintenance = [
    [0, 'Leaking kitchen faucet', 'Pending', 'normal', 2],
    [1, 'HVAC not cooling', 'In Progress', 'urgent', 1],
    [2, 'Repaint hallway', 'Completed', 'normal', -6],
    [3, 'Replace smoke alarm batteries', 'Pending', 'normal', 4],
    [4, 'Parking lot light out', 'Completed', 'normal', -3],
  ];
  for (const [index, title, status, priority, offset] of maintenance) {
    await post('/maintenance', {
      property_id: properties[index].id,
      title,
      status,
      priority,
      scheduled_for: day(offset),
    });
  }

  await post('/compliance', {
    property_id: properties[0].id,
    title: 'Smoke and CO detector check',
    due_date: day(3),
    interval_months: 6,
  });
  await post('/compliance', {
    property_id: properties[4].id,
    title: 'Fire extinguisher inspection',
    due_date: day(9),
    interval_months: 12,
  });
  await post('/calendar/events', {
    title: 'Walkthrough with Rosa',
    start: `${day(1)}T15:00:00.000Z`,
    end: `${day(1)}T16:00:00.000Z`,
    property_id: properties[0].id,
  });
  return token;
}

// -------------------------------------------------------------------------------------- the lease PDF

const LEASE_HTML = `<!doctype html><html><head><style>
  body { font: 12pt/1.5 Georgia, serif; margin: 56px 64px; color: #111; }
  h1 { text-align: center; font-size: 18pt; letter-spacing: 1px; } h2 { font-size: 12.5pt; margin-top: 18px; }
</style></head><body>
<h1>RESIDENTIAL LEASE AGREEMENT</h1>
<p>This Residential Lease Agreement is made on ${day(-20)} between <b>Maya Chen</b> ("Landlord") and
<b>Daniel Park</b> ("Tenant").</p>
<h2>1. Premises</h2>
<p>The Landlord leases to the Tenant the residential premises located at <b>88 Willow Bend, Austin, TX 78745</b>
(the "Premises"), a single-family home with 3 bedrooms and 2 bathrooms.</p>
<h2>2. Term</h2>
<p>The term of this lease begins on ${day(10)} and ends on ${day(375)}.</p>
<h2>3. Rent</h2>
<p>Tenant shall pay monthly rent of <b>$2,250.00</b>, due on the 1st day of each month.</p>
<h2>4. Security Deposit</h2>
<p>Upon signing, Tenant shall deposit <b>$2,250.00</b> as a security deposit.</p>
<h2>5. Late Payment</h2>
<p>If rent is not paid by the 3rd day of the month, Tenant shall pay a late fee of $75.00 plus $10.00 per day
until paid in full.</p>
<h2>6. Pets</h2>
<p>Pet fee: $300.00, non-refundable. Animal violation fee: first violation $100.00, additional violation $200.00.</p>
<h2>7. Utilities</h2>
<p>Tenant is responsible for electricity, water and internet.</p>
</body></html>`;

// ---------------------------------------------------------------------------------------------- clips

const pause = (page, ms) => page.waitForTimeout(ms);

/** Each clip: get ready (not recorded in the output), then act between mark('start') and mark('end'). */
const CLIPS = {
  async upload(page, mark, { leasePath }) {
    await page.goto('/dashboard');
    await page.getByText('Monthly Revenue').first().waitFor();
    await pause(page, 1500);
    mark('start');
    await pause(page, 600);
    await page.getByRole('button', { name: 'Upload' }).click();
    await pause(page, 1200);
    await page.locator('input[type="file"]').setInputFiles(leasePath);
    await pause(page, 1200);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Detected').waitFor({ timeout: 60_000 });
    await pause(page, 2500);
    mark('end');
  },
  async analysis(page, mark, { leasePath }) {
    await page.goto('/dashboard');
    await page.getByText('Monthly Revenue').first().waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.locator('input[type="file"]').setInputFiles(leasePath);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Detected').waitFor({ timeout: 60_000 });
    await pause(page, 800);
    mark('start');
    await pause(page, 700);
    await page.getByRole('button', { name: 'Next' }).click();
    await pause(page, 1300);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor({ timeout: 60_000 });
    await pause(page, 1500);
    await page.mouse.move(WIDTH / 2, HEIGHT / 2);
    await page.mouse.wheel(0, 260);
    await pause(page, 1600);
    await page.mouse.wheel(0, 260);
    await pause(page, 1400);
    mark('end');
  },
  async calendar(page, mark) {
    await page.goto('/dashboard/calendar');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page
      .getByText(/^Rent due/)
      .first()
      .waitFor();
    await pause(page, 1200);
    mark('start');
    await pause(page, 1800);
    await page
      .getByText(/^Rent due/)
      .first()
      .click();
    await pause(page, 2400);
    await page.keyboard.press('Escape');
    await pause(page, 700);
    await page.getByRole('button', { name: /next/i }).first().click();
    await pause(page, 2200);
    mark('end');
  },
  async assistant(page, mark, { hasAssistant }) {
    await page.goto('/dashboard');
    await page.getByText('Monthly Revenue').first().waitFor();
    await pause(page, 1200);
    mark('start');
    await pause(page, 500);
    if (!hasAssistant) {
      // No assistant on this server yet: the closest thing that exists, finding records with the search box.
      const search = page.getByRole('combobox');
      await search.click();
      await search.pressSequentially('Whit', { delay: 120 });
      await page
        .getByRole('option', { name: /Whitaker/ })
        .first()
        .waitFor();
      await pause(page, 1400);
      await page
        .getByRole('option', { name: /Whitaker/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await pause(page, 2800);
      mark('end');
      return;
    }
    await page.getByRole('button', { name: 'Chat' }).click();
    await pause(page, 900);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.pressSequentially('Which tenants are late on rent?', { delay: 45 });
    await pause(page, 300);
    await box.press('Enter');
    await page
      .getByRole('log', { name: 'Messages' })
      .getByText(/Whitaker/)
      .last()
      .waitFor({ timeout: 30_000 });
    await pause(page, 3200);
    mark('end');
  },
};

function encode(raw, name, startSeconds, durationSeconds) {
  const out = path.join(mediaDir, `feature-${name}.webm`);
  const poster = path.join(mediaDir, `feature-${name}.webp`);
  execFileSync('ffmpeg', [
    // Seeking after -i: Playwright's file has no seek index, so only decoding from the start is exact.
    '-loglevel',
    'error',
    '-y',
    '-i',
    raw,
    '-ss',
    startSeconds.toFixed(2),
    '-t',
    durationSeconds.toFixed(2),
    '-an',
    '-vf',
    'fps=15',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '30',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  const frame = path.join(tmpdir(), `poster-${name}.png`);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', out, '-frames:v', '1', frame]);
  execFileSync('cwebp', ['-quiet', '-q', '72', '-m', '6', frame, '-o', poster]);
  return { out, poster };
}

const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(CLIPS);
const token = await seed();
if (wanted.includes('seed-only')) {
  // For looking at the seeded account by hand: the access token lasts 15 minutes.
  console.log(token);
  process.exit(0);
}
const hasAssistant = await fetch(`${baseUrl}/api/chat/history`, {
  headers: { authorization: `Bearer ${token}` },
}).then((response) => response.status !== 404);
if (!hasAssistant)
  console.log('No /api/chat on this server: the assistant clip shows the search box instead.');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const workDir = mkdtempSync(path.join(tmpdir(), 'landing-videos-'));
const leasePath = path.join(workDir, 'lease-88-willow-bend.pdf');
{
  const page = await browser.newPage();
  await page.setContent(LEASE_HTML);
  await page.pdf({ path: leasePath, format: 'Letter' });
  await page.close();
}

for (const name of wanted) {
  const clipDir = path.join(workDir, name);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: WIDTH, height: HEIGHT },
    recordVideo: { dir: clipDir, size: { width: WIDTH, height: HEIGHT } },
  });
  await context.addInitScript((accessToken) => localStorage.setItem('access_token', accessToken), token);
  const page = await context.newPage();
  const recordingStart = Date.now();
  const marks = {};
  await CLIPS[name](page, (label) => (marks[label] = (Date.now() - recordingStart) / 1000), {
    leasePath,
    hasAssistant,
  });
  // Under load (the server reading the document) frames reach the recorder late: let them arrive.
  await page.waitForTimeout(3000);
  const elapsed = (Date.now() - recordingStart) / 1000;
  await context.close();
  const raw = path.join(
    clipDir,
    readdirSync(clipDir).find((file) => file.endsWith('.webm')),
  );
  // The recording starts with the first frame, a little after the page was created: count back from its end.
  const rawDuration = Number(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      raw,
    ]).toString(),
  );
  const lag = Math.max(0, elapsed - rawDuration);
  console.log(
    `${name}: recording ${rawDuration.toFixed(1)} s of ${elapsed.toFixed(1)} s, marks ${JSON.stringify(marks)}, raw ${raw}`,
  );
  const { out, poster } = encode(raw, name, marks.start - lag, marks.end - marks.start);
  console.log(
    `${name}: ${(marks.end - marks.start).toFixed(1)} s, ${(statSync(out).size / 1024).toFixed(0)} KiB video, ` +
      `${(statSync(poster).size / 1024).toFixed(0)} KiB poster`,
  );
}
await browser.close();
