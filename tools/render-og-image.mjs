// Renders the Open Graph card docs/public/og-image.svg to docs/public/og-image.png (1200x630) with Chromium.
// Run after editing the SVG: `node tools/render-og-image.mjs`. Uses CHROME_PATH, the system Chromium or
// Playwright's (tools/find-chromium.mjs). The SVG loads nothing from elsewhere; every other request is refused.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const WIDTH = 1200;
const HEIGHT = 630;
/** Social sites fetch the card on every share; keep it light. */
const MAX_KB = 100;
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/public');
const source = path.join(publicDir, 'og-image.svg');
const target = path.join(publicDir, 'og-image.png');

const executablePath = findChromium();
if (!executablePath) {
  console.error('No Chromium found: set CHROME_PATH or run `node tools/ensure-chromium.mjs`.');
  process.exit(1);
}

const svg = readFileSync(source, 'utf8');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.route(
    (url) => url.protocol !== 'data:' && url.protocol !== 'about:',
    (route) => route.abort(),
  );
  await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`, {
    waitUntil: 'load',
  });
  const card = page.locator('svg').first();
  const box = await card.boundingBox();
  if (!box || Math.round(box.width) !== WIDTH || Math.round(box.height) !== HEIGHT) {
    throw new Error(`og-image.svg must be ${WIDTH}x${HEIGHT}, got ${box?.width}x${box?.height}`);
  }
  writeFileSync(target, await card.screenshot({ type: 'png', omitBackground: false }));
} finally {
  await browser.close();
}
const kilobytes = statSync(target).size / 1024;
console.log(`${path.relative(process.cwd(), target)}: ${WIDTH}x${HEIGHT}, ${kilobytes.toFixed(1)} KB`);
if (kilobytes > MAX_KB) {
  // Smooth gradients over large areas are what make it grow: prefer flat fills.
  console.error(`og-image.png is over ${MAX_KB} KB; simplify og-image.svg.`);
  process.exitCode = 1;
}
