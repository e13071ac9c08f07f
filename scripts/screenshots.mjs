// Screenshots of storefront pages at phone and desktop width, for looking at a change:
//   node scripts/screenshots.mjs http://localhost:3000 /sv /fi/tuote/x   (PNG files in ./screenshots)
// A product path ending in "!cart" adds the product first and shows the open cart drawer.
// SCREENSHOT_LOGIN=email:password logs in as that customer first (account pages).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
try {
  const login = process.env.SCREENSHOT_LOGIN;
  let accessToken = null;
  if (login) {
    const [email, password] = login.split(':');
    const answer = await fetch(`${base}/api/auth/login?locale=sv&sid=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!answer.ok) throw new Error(`login failed: ${answer.status}`);
    accessToken = (await answer.json()).access_token;
  }
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
    if (accessToken) {
      await page.addInitScript((token) => {
        const root = JSON.parse(localStorage.getItem('td02') ?? '{}');
        localStorage.setItem(
          'td02',
          JSON.stringify({
            ...root,
            auth: {
              strategy: 'myAccount',
              access_token: token,
              refresh_token: null,
              refresh_cookie: false,
            },
          }),
        );
      }, accessToken);
    }
    for (const path of paths.length > 0 ? paths : ['/sv']) {
      const cart = path.endsWith('!cart');
      const url = cart ? path.slice(0, -'!cart'.length) : path;
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      if (cart) {
        await page.locator('html[data-hydrated="true"]').waitFor();
        await page.locator('.product-page__form button[type="submit"]').click();
        await page.locator('.cart-drawer .cart-line').first().waitFor();
        await page.waitForLoadState('networkidle');
      }
      // Pages that render for the session show a loading line first.
      await page
        .locator('.account__loading')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
      const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
      await page.screenshot({ path: file, fullPage: !cart });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
