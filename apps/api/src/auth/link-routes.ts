import { operations, type MailAcceptedResponse } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import type { SignInEnv } from './auth-services';
import { useLoginLink } from './login-links';
import { limitLinkLogin, limitMailAsk } from './mail-ask-limits';
import { startSession } from './refresh-cookie';
import { enqueueMail } from '../mail/mail-outbox';
import { orders } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

type LinkEnv = SignInEnv;

const ACCEPTED: MailAcceptedResponse = { accepted: true };

/**
 * The e-mailed ways in (decision 037): a forgotten password and a new account each mail a
 * single-use login link; the link, and an order's tracking link, log in. Forgot-password and
 * register answer the same 202 whether the address has an account or not, after the same work
 * (the limits, one outbox row): which message goes out, if any, is decided by the sender.
 */
export const linkRoutes = new Hono<LinkEnv>();

/** Writes a login-link message for `email` and wakes the sender. */
async function askForLink(
  c: Context<LinkEnv>,
  email: string,
  locale: LocaleCode,
  purpose: 'password-reset' | 'register',
) {
  await enqueueMail(c.get('database').db, {
    eventKey: `login-link:${randomUUID()}`,
    kind: 'login-link',
    locale,
    recipient: email,
    payload: { purpose },
  });
  c.get('services').mail.nudge();
}

route(linkRoutes, operations.forgotPassword, async (c, { body: { email } }) => {
  const account = email.toLowerCase();
  await limitMailAsk(c, account);
  await askForLink(c, account, c.get('localeQuery').locale, 'password-reset');
  return c.json(ACCEPTED, 202);
});

route(linkRoutes, operations.register, async (c, { body: { email, name } }) => {
  const account = email.toLowerCase();
  await limitMailAsk(c, account);
  const { locale } = c.get('localeQuery');
  // An address with an account (any case) keeps it; its owner gets a login link instead.
  await c.get('database').db.execute(
    sql`insert into customers (email, name, password_hash, locale)
        select ${account}, ${name}, null, ${locale}
        where not exists (select 1 from customers where lower(email) = ${account})
        on conflict (email) do nothing`,
  );
  await askForLink(c, account, locale, 'register');
  return c.json(ACCEPTED, 202);
});

route(linkRoutes, operations.linkLogin, async (c, { body: { token } }) => {
  await limitLinkLogin(c);
  const used = await useLoginLink(c.get('database').db, token, c.get('services').now());
  if (!used)
    throw new DomainError(
      'unauthorized',
      'This login link has been used or has expired; ask for a new one',
    );
  return c.json(await startSession(c, 'my-account', used.customerId, { viaLink: true }));
});

route(linkRoutes, operations.orderLinkLogin, async (c, { body: { token } }) => {
  await limitLinkLogin(c);
  const orderId = await c.get('services').tokens.verifyOrderLink(token);
  const [order] = await c
    .get('database')
    .db.select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new DomainError('unauthorized', 'The order no longer exists');
  return c.json(await startSession(c, 'my-order', order.id));
});
