import { operations, type UnsubscribeResponse } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { ContentEnv } from './content-services';
import { verifyContentToken, type ContentTokenRejection } from './content-token';
import { maskEmail } from '../platform/util/mask-email';
import { unsubscribeAddress } from './newsletter-subscribers';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

const REFUSED: Readonly<Record<ContentTokenRejection, string>> = {
  invalid: 'is not a valid unsubscribe link',
  expired: 'has expired',
  wrong_purpose: 'is not an unsubscribe link',
  expires_too_late: 'is not a valid unsubscribe link',
};

/**
 * POST /api/newsletter/unsubscribe { token }: takes the address of an unsubscribe link off the
 * storefront's newsletter list (again: the same answer). 400 naming `token` when it is missing or
 * not a valid unsubscribe link of this storefront; 404 when the address is not on the list.
 */
export const newsletterRoutes = new Hono<ContentEnv>();

route(newsletterRoutes, operations.unsubscribe, async (c, { body: { token } }) => {
  const { locale } = c.get('localeQuery');
  const services = c.get('services');
  const check = await verifyContentToken(
    token,
    await services.contentTokenSecret(),
    'unsubscribe',
    services.now(),
  );
  const refuse = (problem: string) =>
    new DomainError('invalid_data', 'Invalid body: token', { token: problem });
  if (!check.ok) throw refuse(REFUSED[check.reason]);
  if (check.claims.locale !== locale)
    throw refuse(`is an unsubscribe link of the ${check.claims.locale} storefront`);
  const email = await unsubscribeAddress(
    c.get('database').db,
    locale,
    check.claims.email,
    services.now(),
  );
  if (email === null)
    throw new DomainError('not_found', 'This address is not on the newsletter list');
  const body: UnsubscribeResponse = { email: maskEmail(email), unsubscribed: true };
  return c.json(body);
});
