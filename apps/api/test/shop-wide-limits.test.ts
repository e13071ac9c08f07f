import { PlaceOrderResponseSchema } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_SETTINGS } from '../src/checkout/order-settings';
import { recordTransfer } from '../src/checkout/unpaid-holds';
import { queryRows } from '../src/platform/db/query';
import { pruneExpired } from '../src/housekeeping';
import { createServices } from '../src/services';
import { fetchFrom, postFromAddress } from '../testing/from-address';
import { ORDER_FIXTURES } from '../testing/order-fixtures';
import { newKey, orderRequest } from '../testing/order-requests';
import { startOwnShop, type OwnShop } from '../testing/own-shop';
import { ERROR_REPORTS_BUDGET, reportKiB } from '../src/reports/error-report-routes';

// Rules whose state is the whole shop's, on a shop of this file's own (testing/own-shop.ts): its
// housekeeping passes run with the clock moved days ahead, and its budget of error reports over
// all addresses is used up; on the shared database either would reach every other file.
let shop: OwnShop;
const sku = ORDER_FIXTURES.held.sku;
const HOUR = 3_600_000;
const hold = DEFAULT_ORDER_SETTINGS.sv.prepaymentHoldHours;

beforeAll(async () => {
  shop = await startOwnShop();
});

afterAll(async () => {
  await shop.close();
});

async function place(paymentMethodId: string) {
  const response = await fetchFrom()(`${shop.baseUrl}/api/orders?locale=sv&sid=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
    body: JSON.stringify(
      orderRequest('sv', {
        items: [{ uuid: 'a', sku, quantity: 3 }],
        payment_method_id: paymentMethodId,
      }),
    ),
  });
  expect(response.status).toBe(201);
  return PlaceOrderResponseSchema.parse(await response.json()).order;
}

/** The housekeeping pass every process runs now and then (housekeeping.ts), at `at`. */
const housekeepingAt = (at: number) =>
  pruneExpired(shop.database, createServices(shop.database), new Date(at));

async function stock(): Promise<number> {
  const [row] = await queryRows<{ stock_quantity: number }>(
    shop.database.db,
    sql`select stock_quantity from products where sku = ${sku}`,
  );
  return row!.stock_quantity;
}

async function statusOf(id: number): Promise<string | undefined> {
  const [row] = await queryRows<{ status: string }>(
    shop.database.db,
    sql`select status from orders where id = ${id}`,
  );
  return row?.status;
}

describe('an unpaid prepayment order holds its units for the storefront hold, then gives them back', () => {
  it(`keeps the units ${hold} hours and releases them after, once; a paid or invoice order keeps them`, async () => {
    const placedAt = Date.UTC(2026, 10, 2, 9, 0, 0);
    shop.setNow(new Date(placedAt));
    const before = await stock();
    const unpaid = await place('prepayment:bank-transfer');
    const paid = await place('prepayment:bank-transfer');
    const invoiced = await place('invoice:standard');
    expect(unpaid.status).toBe('pending');
    expect(unpaid.reserved_until).toBe(new Date(placedAt + hold * HOUR).toISOString());
    expect(invoiced.reserved_until).toBeNull();
    expect(await stock()).toBe(before - 9);
    // Staff record the transfer of one of them: it is paid and holds its units until it ships.
    await recordTransfer(shop.database.db, paid.id);

    // A minute before the hold ends nothing is given back.
    await housekeepingAt(placedAt + hold * HOUR - 60_000);
    expect(await statusOf(unpaid.id)).toBe('pending');
    expect(await stock()).toBe(before - 9);

    // Past it, the unpaid order is cancelled and its units are on sale again.
    await housekeepingAt(placedAt + hold * HOUR + 60_000);
    expect(await statusOf(unpaid.id)).toBe('cancelled');
    expect(await statusOf(paid.id)).toBe('paid');
    expect(await statusOf(invoiced.id)).toBe('pending');
    expect(await stock()).toBe(before - 6);
    // Another pass (another process) gives back nothing more.
    await housekeepingAt(placedAt + hold * HOUR + 120_000);
    expect(await stock()).toBe(before - 6);
    // A transfer that comes after the order was cancelled is refused: staff refund it.
    await expect(recordTransfer(shop.database.db, unpaid.id)).rejects.toThrow(/refund/);
  });
});

/** A report of about 20 KB: a client's stack trace as long as the schema allows. */
const bigReport = (i: number) => ({
  error: `TypeError: report ${i}`,
  level: 'error',
  stack: `at frame (app.js:${i}:1) `.repeat(1_200).slice(0, 20_000),
  userAgent: 'Firefox/140',
  url: 'https://nordshop.example/sv',
});

describe('POST /captuerr over all addresses', () => {
  it(`stores at most ${ERROR_REPORTS_BUDGET.limit} KiB of reports per ${ERROR_REPORTS_BUDGET.windowMs / 60_000} minutes from any number of addresses, then answers 429`, async () => {
    const statuses: number[] = [];
    // Sixty addresses, one report each: every one within its own per-address limit.
    for (let i = 0; i < 60; i += 1) {
      const answer = await postFromAddress(
        `${shop.baseUrl}/captuerr`,
        bigReport(i),
        `127.0.11.${i + 1}`,
      );
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = statuses.filter((s) => s === 202).length;
    // About 20 KiB each: the budget takes 1,024 / 20 of them, and no more.
    expect(reportKiB(bigReport(0))).toBe(20);
    expect(stored).toBe(Math.floor(ERROR_REPORTS_BUDGET.limit / 20));
    expect(statuses.slice(stored).every((s) => s === 429)).toBe(true);
    // A small report of a new address is refused as well until the window ends.
    expect(
      (
        await postFromAddress(
          `${shop.baseUrl}/captuerr`,
          { error: 'small', level: 'info' },
          '127.0.11.200',
        )
      ).status,
    ).toBe(429);
  });
});
