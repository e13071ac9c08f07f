import {
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
  type Response,
} from './shopper-test';

// What the buy-tap journeys (buy-taps.spec.ts) share: the cart as the server and local storage
// hold it, a finger's taps on a slowed phone, and products with stock enough for them.

/** A cart line by SKU and units. */
export interface Line {
  sku: string;
  quantity: number;
}

/** The lines of the answer to the last POST /api/sync-cart sent: the cart as the server keeps it. */
export function watchSyncs(page: Page) {
  const sent: Request[] = [];
  const answers = new Map<Request, Line[]>();
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/sync-cart')) sent.push(request);
  });
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/sync-cart') || !response.ok()) return;
    void response.json().then(
      (body: Line[]) =>
        answers.set(
          response.request(),
          body.map(({ sku, quantity }) => ({ sku, quantity })),
        ),
      () => undefined,
    );
  });
  // The answer to the sync sent last: under load the server may answer an older sync after it,
  // and that answer (which the cart machine drops as stale) says nothing of the cart now.
  return {
    last: () => answers.get(sent.at(-1)!),
    /** How many syncs the server has answered so far. */
    count: () => answers.size,
  };
}

/** The cart's lines (SKU and units) and the adds still waiting, as local storage holds them. */
export async function storedCart(page: Page): Promise<{ lines: Line[]; pending: number }> {
  return page.evaluate(() => {
    const td02 = JSON.parse(localStorage.getItem('td02') ?? '{}') as {
      cart?: { items?: Line[] };
      pendingAdds?: unknown[];
    };
    return {
      lines: (td02.cart?.items ?? []).map(({ sku, quantity }) => ({ sku, quantity })),
      pending: td02.pendingAdds?.length ?? 0,
    };
  });
}

/**
 * `count` taps of a finger on the middle of `target`, `gapMs` apart by the browser's clock, sent
 * at once (as a phone's touch screen does, whatever the page is busy with).
 */
export async function fingerTaps(page: Page, target: Locator, count: number, gapMs: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the buy button is not on screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const sent: Promise<unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const at = start + (i * gapMs) / 1000;
    sent.push(
      cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [point],
        timestamp: at,
      }),
      cdp.send('Input.dispatchTouchEvent', {
        type: 'touchEnd',
        touchPoints: [],
        timestamp: at + 0.04,
      }),
    );
  }
  await Promise.all(sent);
}

/** How long each script of the page takes to arrive on the slowed phone (ms). */
export const SCRIPT_DELAY_MS = 2_000;

/**
 * A phone-sized touch screen at 4x CPU slowdown, whose scripts each arrive after `delayMs` and not
 * before `release()` is called: the page's code cannot run before the test has tapped, however
 * busy the machine running the test is.
 */
export async function slowPhone(page: Page, delayMs: number): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/assets/*.js', async (route) => {
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, delayMs))]);
    await route.continue();
  });
  return { release };
}

/**
 * The SKUs of the first two neighbouring buy forms of a storefront page whose products the
 * server sells `units` of (stock is limited for some products), in page order.
 */
export async function stockedPair(request: APIRequestContext, path: string, units: number) {
  const html = await (await request.get(path)).text();
  const skus = [
    ...html.matchAll(/data-buy=""[^>]*><input type="hidden" name="sku" value="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const answer = await request.post('/api/sync-cart?locale=sv&sid=1', {
    data: { items: skus.map((sku, i) => ({ uuid: `u${i}`, sku, quantity: units })) },
  });
  const lines = (await answer.json()) as Line[];
  const stocked = (sku: string | undefined) =>
    lines.some((line) => line.sku === sku && line.quantity === units);
  const first = skus.findIndex((sku, i) => i % 2 === 0 && stocked(sku) && stocked(skus[i + 1]));
  if (first < 0) throw new Error(`no two neighbouring products with ${units} in stock on ${path}`);
  return [skus[first]!, skus[first + 1]!] as const;
}

/** The buy button of the form for `sku`, once on the page, scrolled into the middle of the screen. */
export async function buyButton(page: Page, sku: string): Promise<Locator> {
  const button = page
    .locator('form[data-buy]')
    .filter({ has: page.locator(`input[name="sku"][value="${sku}"]`) })
    .getByRole('button');
  await button.waitFor();
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return button;
}

export const hydratedNow = (page: Page) =>
  page.locator('html').evaluate((html) => html.dataset['hydrated'] === 'true');
