import { LOGIN_LINK_MAX_AGE_SECONDS } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { renderLoginLink, renderPasswordChanged, type MailBrand } from '@nordshop/mail-templates';
import { eq, sql } from 'drizzle-orm';
import {
  createLoginLink,
  forgotPasswordUrl,
  loginLinkUrl,
  type LoginLinkPurpose,
} from './login-links';
import { payloadText, type OutboxMail } from '../mail/mail-outbox';
import type { ComposedMail } from '../mail/mail-sender';
import type { Db } from '../platform/db/database';
import { customers } from '../platform/db/schema';

/** What the account messages' composers need. */
export interface AccountMailContext {
  readonly db: Db;
  readonly now: () => Date;
  mailBrand(locale: LocaleCode): MailBrand;
}

/**
 * The login link's purpose: a forgotten password's, or, asked for at registration, a new
 * account's welcome (no password yet) or an existing account's login link.
 */
function purposeOf(asked: unknown, hasPassword: boolean): LoginLinkPurpose {
  if (asked === 'password-reset') return 'password-reset';
  return hasPassword ? 'existing-account' : 'welcome';
}

/** The composers of the account messages: login links and the password-changed notice. */
export function accountMailComposers(ctx: AccountMailContext) {
  return {
    /**
     * A login link for the address that asked. The link is made when the message is composed, so
     * its token is never stored; an address without an account gets nothing (the ask answered the
     * same either way).
     */
    'login-link': async (mail: OutboxMail): Promise<ComposedMail | null> => {
      const [account] = await ctx.db
        .select({ id: customers.id, name: customers.name, hash: customers.passwordHash })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, mail.recipient.toLowerCase()));
      if (!account) return null;
      const purpose = purposeOf(mail.payload['purpose'], account.hash !== null);
      const brand = ctx.mailBrand(mail.locale);
      const token = await createLoginLink(ctx.db, account.id, purpose, ctx.now());
      return renderLoginLink({
        brand,
        purpose,
        name: account.name,
        url: loginLinkUrl(brand.origin, brand.locale, token, purpose),
        linkMinutes: LOGIN_LINK_MAX_AGE_SECONDS / 60,
      });
    },
    'password-changed': async (mail: OutboxMail): Promise<ComposedMail | null> => {
      const customerId = Number(mail.payload['customerId']);
      if (!Number.isInteger(customerId)) return null;
      const [account] = await ctx.db
        .select({ name: customers.name })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!account) return null;
      const brand = ctx.mailBrand(mail.locale);
      return renderPasswordChanged({
        brand,
        name: account.name,
        changedAt: payloadText(mail, 'changedAt') || mail.createdAt.toISOString(),
        forgotPasswordUrl: forgotPasswordUrl(brand.origin, brand.locale),
      });
    },
  };
}
