import { CurrencyCodeSchema } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { isLocaleCode } from '@nordshop/locale-config';
import {
  renderRefundMade,
  renderReturnReceived,
  type MailBrand,
  type MailOrderLinks,
} from '@nordshop/mail-templates';
import { asc, eq, inArray } from 'drizzle-orm';
import type { OutboxMail } from '../mail/mail-outbox';
import type { ComposedMail } from '../mail/mail-sender';
import type { Db } from '../platform/db/database';
import { orderLines, orders, returns } from '../platform/db/schema';

/** What the return messages' composers need. */
export interface ReturnMailContext {
  readonly db: Db;
  mailBrand(locale: LocaleCode): MailBrand;
  /** The links of an order's messages (its tracking link, returns and terms pages). */
  orderLinks(brand: MailBrand, orderId: number): Promise<MailOrderLinks>;
}

/** The returned lines of an outbox row (`returnIds`) with their order's currency and storefront. */
async function returnedLines(ctx: ReturnMailContext, mail: OutboxMail) {
  const ids = Array.isArray(mail.payload['returnIds'])
    ? mail.payload['returnIds'].map(Number).filter(Number.isInteger)
    : [];
  if (ids.length === 0) return undefined;
  const rows = await ctx.db
    .select({
      orderId: returns.orderId,
      name: orderLines.name,
      sku: orderLines.sku,
      quantity: returns.quantity,
      currency: orders.currency,
      locale: orders.locale,
    })
    .from(returns)
    .innerJoin(orderLines, eq(orderLines.id, returns.orderLineId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(inArray(returns.id, ids))
    .orderBy(asc(returns.id));
  const first = rows[0];
  if (!first) return undefined;
  const brand = ctx.mailBrand(isLocaleCode(first.locale) ? first.locale : mail.locale);
  return {
    brand,
    orderId: first.orderId,
    currency: CurrencyCodeSchema.parse(first.currency),
    lines: rows.map(({ name, sku, quantity }) => ({ name, sku, quantity })),
    links: await ctx.orderLinks(brand, first.orderId),
  };
}

/** The composers of the return messages: return received, refund made. */
export function returnMailComposers(ctx: ReturnMailContext) {
  return {
    'return-received': async (mail: OutboxMail): Promise<ComposedMail | null> => {
      const found = await returnedLines(ctx, mail);
      return found ? renderReturnReceived(found) : null;
    },
    'refund-made': async (mail: OutboxMail): Promise<ComposedMail | null> => {
      const found = await returnedLines(ctx, mail);
      if (!found) return null;
      const [order] = await ctx.db
        .select({ paymentName: orders.paymentName })
        .from(orders)
        .where(eq(orders.id, found.orderId));
      return renderRefundMade({
        ...found,
        amount: Number(mail.payload['amount'] ?? 0),
        paymentName: order?.paymentName ?? '',
      });
    },
  };
}
