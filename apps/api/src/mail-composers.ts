import type { LocaleCode } from '@nordshop/locale-config';
import type { MailBrand } from '@nordshop/mail-templates';
import { accountMailComposers } from './auth/account-mails';
import type { TokenService } from './auth/tokens';
import type { MailKind } from './mail/mail-outbox';
import type { MailComposer } from './mail/mail-sender';
import { orderLinks, orderMailComposers } from './orders/order-mails';
import type { Db } from './platform/db/database';
import { returnMailComposers } from './returns/return-mails';

/** What the shop's messages are made from. */
export interface ShopMailContext {
  readonly db: Db;
  readonly now: () => Date;
  readonly tokens: TokenService;
  mailBrand(locale: LocaleCode): MailBrand;
}

/**
 * The composer of every message the shop sends, by kind (decision 037): each module composes its
 * own messages (orders, returns, accounts) from what it stores.
 */
export function shopMailComposer(ctx: ShopMailContext): MailComposer {
  const composers: Readonly<Record<MailKind, MailComposer>> = {
    ...orderMailComposers(ctx),
    ...returnMailComposers({
      db: ctx.db,
      mailBrand: (locale) => ctx.mailBrand(locale),
      orderLinks: (brand, orderId) => orderLinks(ctx, brand, orderId),
    }),
    ...accountMailComposers(ctx),
  };
  return (mail) => composers[mail.kind](mail);
}
