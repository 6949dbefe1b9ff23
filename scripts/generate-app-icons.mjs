// Draws the installable app's icons (docs/product.md#phones) from the favicon, as PNG files beside it in
// web/public: icon-192.png and icon-512.png (the rounded mark), and icon-maskable-512.png (full bleed, the
// mark inside the safe circle the launchers crop to). Run again after changing web/public/favicon.svg:
//
//   node scripts/generate-app-icons.mjs
//
// Needs Debian's chromium (or CHROMIUM_PATH).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The favicon's own indigo, behind the maskable icon's mark.
const BRAND = '#4f46e5';

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // A maskable icon keeps its mark within the middle 80% (the safe zone) on a full-bleed background.
    const mark = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? BRAND : 'transparent'}">` +
        `<div style="width:${mark}px;height:${mark}px">${favicon.replace('<svg ', `<svg width="${mark}" height="${mark}" `)}</div></body>`,
    );
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: !maskable });
    await page.close();
    console.log(`wrote web/public/${file}`);
  }
} finally {
  await browser.close();
}
