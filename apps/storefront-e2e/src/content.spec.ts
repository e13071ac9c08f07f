import { expect, test } from './shopper-test';
import { NL_DOMAIN } from '../playwright.config';
import { LOCALES, stringsOf } from './checkout-helpers';
import { contentToken } from './content-token';
import { hydrated } from './page-helpers';

const port = Number(process.env['E2E_PORT'] ?? 3100);

test('a CMS page with a script payload renders without running it (sv)', async ({ page }) => {
  // The returns page carries the old shop's block, with its script, handler and javascript: link.
  await page.goto('/sv/returer');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Ångerrätt och reklamation' }),
  ).toBeVisible();
  await page.locator('.legacy-import').click();
  expect(
    await page.evaluate(
      () => (window as unknown as { __legacyTracking?: number }).__legacyTracking,
    ),
  ).toBeUndefined();
  const html = await page.locator('.cms-page__content').innerHTML();
  expect(html).not.toMatch(/<script|onclick|javascript:/i);
  await expect(page.getByRole('link', { name: 'Skriv ut villkoren' })).toHaveCount(0);
});

test('an unknown CMS path is the 404 page (da)', async ({ page }) => {
  const response = await page.goto('/da/denne-side-findes-ikke');
  expect(response?.status()).toBe(404);
});

test('a preview link shows the draft, never indexed; a forged one is refused (fi)', async ({
  page,
  request,
}) => {
  const strings = await stringsOf(request, 'fi');
  const token = await contentToken({ purpose: 'page-preview', locale: 'fi', slug: 'toimitus' });
  const response = await page.goto(`/fi/page-preview?token=${token}`);
  await expect(page.getByRole('status')).toHaveText(strings['preview.notice']!);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(strings['preview.title']!);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  expect(response?.status()).toBe(200);

  await page.goto(`/fi/page-preview?token=${token.slice(0, -4)}AAAA`);
  await expect(page.getByRole('alert')).toHaveText(strings['preview.invalid']!);
});

test('an unsubscribe link confirms (no)', async ({ page, request }) => {
  const strings = await stringsOf(request, 'no');
  const token = await contentToken({
    purpose: 'unsubscribe',
    locale: 'no',
    email: 'ola.hansen@example.com',
  });
  await page.goto(`/no/unsubscribe?token=${token}`);
  await hydrated(page);
  await page.getByRole('button', { name: strings['unsubscribe.confirm'] }).click();
  await expect(page.getByRole('status')).toContainText('o***@example.com');

  await page.goto('/no/unsubscribe?token=not-a-token');
  await hydrated(page);
  await page.getByRole('button', { name: strings['unsubscribe.confirm'] }).click();
  await expect(page.getByRole('alert')).toHaveText(strings['unsubscribe.invalid']!);
});

test('the calendar opens the right door for a mocked date (sv)', async ({ page, request }) => {
  const strings = await stringsOf(request, 'sv');
  // 5 December 2025, 08:00 in Stockholm: doors 1–5 are open, 5 is today's, 6–24 stay shut.
  await page.clock.setFixedTime(new Date('2025-12-05T07:00:00Z'));
  await page.goto('/sv/julkalender');
  await hydrated(page);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: strings['calendar.title']!.replace('{{year}}', '2025'),
    }),
  ).toBeVisible();
  await expect(page.locator('.calendar__door--open')).toHaveCount(5);
  await expect(page.locator('.calendar__door--today')).toHaveAttribute('data-day', '5');
  await expect(page.locator('.calendar__door--closed')).toHaveCount(19);
  await expect(page.locator('.calendar__door[data-day="6"]')).toHaveClass(/calendar__door--closed/);
});

test('before December every door of the calendar says when it opens, in each storefront’s words', async ({
  page,
  request,
}) => {
  const paths = {
    sv: '/sv/julkalender',
    no: '/no/julekalender',
    da: '/da/julekalender',
    fi: '/fi/joulukalenteri',
    nl: `http://${NL_DOMAIN}:${port}/kerstkalender`,
  } as const;
  const iso = { sv: 'sv-SE', no: 'nb-NO', da: 'da-DK', fi: 'fi-FI', nl: 'nl-NL' } as const;
  test.setTimeout(60_000);
  // 20 November 2026: no door is open yet.
  await page.clock.setFixedTime(new Date('2026-11-20T10:00:00Z'));
  for (const locale of LOCALES) {
    const strings = await stringsOf(request, locale);
    await page.goto(paths[locale]);
    await hydrated(page);
    await expect(page.locator('.calendar__door--closed')).toHaveCount(24);
    const date = new Intl.DateTimeFormat(iso[locale], {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2026, 11, 5, 12)));
    await expect(page.locator('.calendar__door[data-day="5"]')).toContainText(
      strings['calendar.opens_on']!.replace('{{date}}', date),
    );
  }
});

test('the door of the day opens at midnight in the storefront time zone (fi)', async ({ page }) => {
  // 23:30 UTC on 9 December is already 10 December 01:30 in Helsinki.
  await page.clock.setFixedTime(new Date('2025-12-09T23:30:00Z'));
  await page.goto('/fi/joulukalenteri');
  await hydrated(page);
  await expect(page.locator('.calendar__door--today')).toHaveAttribute('data-day', '10');
  await expect(page.locator('.calendar__door--open')).toHaveCount(10);
});

test('a thrown client error lands in the error reports (sv)', async ({ page, request }) => {
  await page.goto('/sv');
  await hydrated(page);
  const marker = `e2e-client-error-${Date.now()}`;
  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/captuerr') && response.request().method() === 'POST',
  );
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, marker);
  expect((await posted).status()).toBe(202);

  const login = await request.post('/api/auth/login?locale=sv&sid=1', {
    data: { email: 'personal@nordshop.example', password: 'nordshop-staff' },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const reports = await request.get('/api/error-reports?locale=sv&sid=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reports.status()).toBe(200);
  const body = (await reports.json()) as {
    reports: { error: string; url: string; level: string }[];
  };
  expect(body.reports).toContainEqual(
    expect.objectContaining({ error: marker, level: 'error', url: expect.stringContaining('/sv') }),
  );
});
