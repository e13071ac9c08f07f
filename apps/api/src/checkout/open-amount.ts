import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import type { PaymentProvider } from '../payments/payment-provider';

/**
 * What `email` owes on the storefront's orders that `provider` approved and that have neither
 * shipped nor been paid nor been cancelled (minor units): the input of the provider's credit check.
 */
export async function openAmountOf(
  db: Db,
  locale: string,
  email: string,
  provider: PaymentProvider,
): Promise<number> {
  if (!provider.creditLine) return 0;
  const [row] = await queryRows<{ open: number }>(
    db,
    sql`select coalesce(sum(total), 0)::int as open from orders
        where lower(email) = ${email.trim().toLowerCase()} and locale = ${locale}
          and status = 'pending' and payment_method_id like ${`${provider.id}:%`}`,
  );
  return row?.open ?? 0;
}
