import { LOGIN_LINK_MAX_AGE_SECONDS } from '@nordshop/api-contract';
import { buildPath, isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import {
  renderOrderConfirmation,
  renderPaymentFailed,
  renderShippingNotice,
  type MailBrand,
  type MailOrderLinks,
} from '@nordshop/mail-templates';
import { and, eq, isNull } from 'drizzle-orm';
import { createLoginLink, loginLinkUrl, orderLinkUrl } from '../auth/login-links';
import type { TokenService } from '../auth/tokens';
import { payloadText, type OutboxMail } from '../mail/mail-outbox';
import type { ComposedMail } from '../mail/mail-sender';
import type { Db } from '../platform/db/database';
import { cmsPages, customers, orders } from '../platform/db/schema';
import { loadOrder } from './load-order';
import { mailOrderOf } from './order-mail-view';
import { trackingOf } from './tracking';

/** What the order messages' composers need. */
export interface OrderMailContext {
  readonly db: Db;
  readonly now: () => Date;
  readonly tokens: TokenService;
  mailBrand(locale: LocaleCode): MailBrand;
}

/** The storefront's CMS page of a translation key (terms, returns), or its start page. */
async function cmsPageUrl(db: Db, brand: MailBrand, key: string): Promise<string> {
  const [page] = await db
    .select({ slug: cmsPages.slug })
    .from(cmsPages)
    .where(and(eq(cmsPages.translationKey, key), eq(cmsPages.locale, brand.locale)));
  return `${brand.origin}${page ? buildPath('cms', { _splat: page.slug }, brand.locale) : buildPath('index', {}, brand.locale)}`;
}

/** The links an order's messages carry: its signed tracking link, the returns and terms pages. */
export async function orderLinks(
  ctx: OrderMailContext,
  brand: MailBrand,
  orderId: number,
): Promise<MailOrderLinks> {
  const order = orderLinkUrl(
    brand.origin,
    brand.locale,
    orderId,
    await ctx.tokens.orderLinkToken(orderId),
  );
  return {
    order,
    returns: await cmsPageUrl(ctx.db, brand, 'returns'),
    terms: await cmsPageUrl(ctx.db, brand, 'terms'),
  };
}

/** The order of an outbox row's payload (`orderId`), with the storefront it was placed on. */
async function orderOfMail(ctx: OrderMailContext, mail: OutboxMail) {
  const orderId = Number(mail.payload['orderId']);
  if (!Number.isInteger(orderId)) return undefined;
  const order = await loadOrder(ctx.db, orderId, ctx.now());
  if (!order) return undefined;
  const locale: LocaleCode = isLocaleCode(order.locale) ? order.locale : mail.locale;
  const brand = ctx.mailBrand(locale);
  return {
    order,
    brand,
    view: mailOrderOf(order, locale),
    links: await orderLinks(ctx, brand, order.id),
  };
}

/**
 * The confirmation's account block: set for an account made at checkout with this order that has
 * no password yet (a login link that confirms the address and opens the change-password dialog).
 */
async function accountLinkOf(ctx: OrderMailContext, brand: MailBrand, customerId: number | null) {
  if (customerId === null) return null;
  const [account] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.passwordHash)));
  if (!account) return null;
  const token = await createLoginLink(ctx.db, account.id, 'welcome', ctx.now());
  return {
    url: loginLinkUrl(brand.origin, brand.locale, token, 'welcome'),
    linkMinutes: LOGIN_LINK_MAX_AGE_SECONDS / 60,
  };
}

/** The composers of the order messages: confirmation, failed payment, shipping notice. */
export function orderMailComposers(ctx: OrderMailContext) {
  return {
    'order-confirmation': async (mail: OutboxMail): Promise<ComposedMail | null> => {
      const found = await orderOfMail(ctx, mail);
      if (!found) return null;
      const [owner] = await ctx.db
        .select({ customerId: orders.customerId })
        .from(orders)
        .where(eq(orders.id, found.order.id));
      return renderOrderConfirmation({
        brand: found.brand,
        order: found.view,
        links: found.links,
        accountLink: await accountLinkOf(ctx, found.brand, owner?.customerId ?? null),
      });
    },
    'payment-failed': async (mail: OutboxMail): Promise<ComposedMail | null> => {
      const found = await orderOfMail(ctx, mail);
      if (!found) return null;
      return renderPaymentFailed({
        brand: found.brand,
        order: found.view,
        links: found.links,
        reason: mail.payload['reason'] === 'failed' ? 'failed' : 'cancelled',
      });
    },
    'shipping-notice': async (mail: OutboxMail): Promise<ComposedMail | null> => {
      const found = await orderOfMail(ctx, mail);
      if (!found) return null;
      const carrier = payloadText(mail, 'carrier');
      const number = payloadText(mail, 'trackingNumber');
      const tracking = trackingOf(carrier, number);
      return renderShippingNotice({
        brand: found.brand,
        order: found.view,
        links: found.links,
        carrier: tracking?.carrier ?? carrier,
        trackingNumber: number,
        trackingUrl: tracking?.url ? tracking.url : null,
      });
    },
  };
}
