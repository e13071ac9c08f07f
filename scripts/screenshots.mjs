// Screenshots of storefront pages at phone and desktop width, for looking at a change:
//   node scripts/screenshots.mjs http://localhost:3000 /sv /fi/tuote/x   (PNG files in ./screenshots)
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
    for (const path of paths.length > 0 ? paths : ['/sv']) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
