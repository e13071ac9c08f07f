import { createHash } from 'node:crypto';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env['CI']);

/** The Dutch storefront is also served on its own domain in the suite, to test domain routing. */
export const NL_DOMAIN = 'nl.nordshop.test';
const E2E_LOCALE_DOMAINS = `nl=${NL_DOMAIN}:${port}`;

/**
 * A second shop of the suite, configured with Adyen and Klarna as a deployment would be, against
 * their local fakes (apps/api/testing/serve-payment-fakes.ts) on the two ports below it.
 */
const adyenPort = port + 1;
const klarnaPort = port + 2;
const paymentsPort = port + 3;
export const PAYMENTS_BASE_URL = `http://127.0.0.1:${paymentsPort}`;
const PAYMENT_CREDENTIALS = {
  adyenKey: 'e2e-adyen-api-key',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  klarnaUser: 'PK_e2e_nordshop',
  klarnaPassword: 'e2e-klarna-password',
};

/**
 * The suite's mail server: a real SMTP server (apps/api/testing/serve-smtp-sink.ts) on the port
 * after the payment shop's, which the main shop sends through (SMTP_URL) and which writes every
 * message it accepts to MAILBOX_DIR as a .eml file (src/mailbox.ts reads them; global-setup.ts
 * empties the folder when a run starts).
 */
const smtpPort = port + 4;
export const MAILBOX_DIR = join(tmpdir(), `nordshop-e2e-mailbox-${smtpPort}`);

/** The staff API key the suite's shop is provisioned with (only its SHA-256 is configured). */
export const E2E_STAFF_KEY = 'nsk_e2e-suite-staff-key-0123456789abcdefghijklmnop';

/** The secret the suite shares with the shop for CMS preview and newsletter links (as a CMS would). */
export const E2E_CONTENT_TOKEN_SECRET = 'e2e-content-token-secret-0123456789abcdef';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), with the flags this closed
 * network needs (never a downloaded browser). It is the same Blink and V8 as Debian's `chromium`
 * without the full browser around them, as Playwright itself runs headless Chromium, and the suite
 * takes about a fifth less time on it (BENCHMARKS.md, "`npm test` on two cores").
 * CHROMIUM_PATH names another browser, such as /usr/bin/chromium.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Storefront domains of the suite (LOCALE_DOMAINS below) resolve to this machine.
    '--host-resolver-rules=MAP *.nordshop.test 127.0.0.1',
  ],
};

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  // Two browsers on a 2-core machine; on a bigger one up to four (the shop's server is one process).
  workers: Math.min(4, Math.max(2, Math.floor(availableParallelism() / 2))),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './src/global-setup.ts',
  use: {
    baseURL,
    // A returning shopper who has chosen "only necessary": the consent banner stays out of the
    // journeys; consent.spec.ts starts without the cookie.
    storageState: {
      cookies: ['127.0.0.1', NL_DOMAIN].map((domain) => ({
        name: '__consent',
        value: '1',
        domain,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      })),
      origins: [],
    },
    // Playwright's trace records every test as it runs and keeps it only if the test fails. Its
    // screencast (a JPEG of every frame) made the suite a third slower and its DOM snapshots a tenth
    // (BENCHMARKS.md, "Traces"): CI, which keeps no files of a run, records none; elsewhere a failed
    // test leaves its trace without the screencast (`npx playwright show-trace`), and `--trace on`
    // records everything.
    trace: ci ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      // The production build of the storefront on a fresh in-memory database, seeded on start.
      command: 'node ../storefront/dist/server/main.js',
      url: `${baseURL}/api/health?locale=sv&sid=1`,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        LOCALE_DOMAINS: E2E_LOCALE_DOMAINS,
        // Canonical, hreflang and sitemap links point here (never at a request's Host).
        PUBLIC_ORIGIN: baseURL,
        // An external search provider is configured, so ?search_provider=external can switch to it.
        EXTERNAL_SEARCH_PROVIDER: 'findly',
        CONTENT_TOKEN_SECRET: E2E_CONTENT_TOKEN_SECRET,
        // A warehouse system that ships orders through the staff API (mail-order.spec.ts).
        STAFF_KEY_HASHES: `e2e-warehouse:${createHash('sha256').update(E2E_STAFF_KEY).digest('hex')}:orders:write`,
        // Warnings and errors only in the run's output (not a line per request); no metrics port.
        LOG_LEVEL: 'warn',
        METRICS_PORT: '0',
        // Each test's shopper comes from an address of its own through this trusted proxy (shopper-test.ts).
        TRUST_PROXY: 'loopback',
        // Order confirmations, login links and the rest of the shop's mail go to the suite's mailbox.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
      reuseExistingServer: !ci,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // The suite's SMTP server. Not an HTTP server: `port` waits until it accepts connections
      // (the suite's baseURL stays the shop's, set in `use` above).
      command: 'node ../../node_modules/tsx/dist/cli.mjs ../api/testing/serve-smtp-sink.ts',
      port: smtpPort,
      env: { SMTP_SINK_PORT: String(smtpPort), MAILBOX_DIR },
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The fake Adyen and Klarna; Adyen's signed webhooks go to the shop with providers.
      command: 'node ../../node_modules/tsx/dist/cli.mjs ../api/testing/serve-payment-fakes.ts',
      // Klarna answers 401 to a call without credentials once it listens (after Adyen).
      url: `http://127.0.0.1:${klarnaPort}/hpp/v1/sessions/ready`,
      env: {
        FAKE_ADYEN_PORT: String(adyenPort),
        FAKE_ADYEN_API_KEY: PAYMENT_CREDENTIALS.adyenKey,
        FAKE_ADYEN_HMAC_KEY: PAYMENT_CREDENTIALS.hmacKey,
        FAKE_ADYEN_WEBHOOK_URL: `${PAYMENTS_BASE_URL}/api/payments/adyen/webhook`,
        FAKE_KLARNA_PORT: String(klarnaPort),
        FAKE_KLARNA_USERNAME: PAYMENT_CREDENTIALS.klarnaUser,
        FAKE_KLARNA_PASSWORD: PAYMENT_CREDENTIALS.klarnaPassword,
      },
      reuseExistingServer: !ci,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The shop with Adyen and Klarna configured (payments.spec.ts), on a database of its own.
      command: 'node ../storefront/dist/server/main.js',
      url: `${PAYMENTS_BASE_URL}/api/health?locale=sv&sid=1`,
      env: {
        NODE_ENV: 'production',
        PORT: String(paymentsPort),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        PUBLIC_ORIGIN: PAYMENTS_BASE_URL,
        ADYEN_API_KEY: PAYMENT_CREDENTIALS.adyenKey,
        ADYEN_MERCHANT_ACCOUNT: 'NordshopE2E',
        ADYEN_HMAC_KEY: PAYMENT_CREDENTIALS.hmacKey,
        ADYEN_CHECKOUT_URL: `http://127.0.0.1:${adyenPort}/v71`,
        KLARNA_API_USERNAME: PAYMENT_CREDENTIALS.klarnaUser,
        KLARNA_API_PASSWORD: PAYMENT_CREDENTIALS.klarnaPassword,
        KLARNA_API_URL: `http://127.0.0.1:${klarnaPort}`,
        LOG_LEVEL: 'warn',
        METRICS_PORT: '0',
        // Each test's shopper comes from an address of its own through this trusted proxy (shopper-test.ts).
        TRUST_PROXY: 'loopback',
      },
      reuseExistingServer: !ci,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
