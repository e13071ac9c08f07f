import type { PaymentReturnResponse } from '@nordshop/api-contract';
import type { CurrencyCode, LocaleCode } from '@nordshop/locale-config';
import type { PaymentState } from '@nordshop/payment-lifecycle';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { DomainError } from '../errors';
import type { ApiServices } from '../services';
import { askProvider, hostedPaymentOf, paymentUnavailable } from './hosted-payment-provider';
import { recordPaymentReports } from './record-payment-reports';

interface ReturnRow {
  order_id: number;
  status: PaymentReturnResponse['status'];
  provider: string;
  merchant_reference: string;
  session_id: string;
  reference: string | null;
  amount: number;
  currency: CurrencyCode;
  state: PaymentState;
}

/** The payment with the shop's reference on the storefront, with its order's status. */
async function paymentOf(db: Db, locale: LocaleCode, reference: string): Promise<ReturnRow> {
  const [row] = await queryRows<ReturnRow>(
    db,
    sql`select o.id as order_id, o.status, p.provider, p.merchant_reference, p.session_id,
               p.reference, p.amount, p.currency, p.state
        from payments p join orders o on o.id = p.order_id
        where p.merchant_reference = ${reference} and o.locale = ${locale}`,
  );
  if (!row) throw new DomainError('not_found', 'No payment has this reference');
  return row;
}

/**
 * POST /api/payments/return: the shopper is back from the provider's page. While the order is
 * pending the server asks the provider how the page ended (the URL's own words are never the
 * outcome) and counts the answer like a webhook: an authorization makes the order `authorized`,
 * the provider's word that the page is over without payment cancels it (its units back in stock,
 * the cart still in the shopper's browser), a payment still on its way keeps it `pending`. An
 * order already decided (by a webhook or an earlier return) is answered as it stands.
 */
export async function settlePaymentReturn(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  locale: LocaleCode,
  request: { readonly reference: string; readonly session_result?: string | undefined },
): Promise<PaymentReturnResponse> {
  const row = await paymentOf(db, locale, request.reference);
  // A refused attempt reported by webhook leaves the page open (the shopper may try again there):
  // until the order is decided, the provider says how its page ended.
  if (row.status === 'pending' && (row.state === 'pending' || row.state === 'failed')) {
    const gateway = services.paymentGateway(row.provider);
    if (!gateway) throw paymentUnavailable(row.provider, 'not configured');
    const outcome = await askProvider(() =>
      gateway.sessionResult(hostedPaymentOf(row, locale), {
        sessionResult: request.session_result,
      }),
    );
    if (outcome.type === 'authorized')
      await recordPaymentReports(db, row.provider, [
        {
          reference: outcome.reference,
          merchantReference: row.merchant_reference,
          event: { id: outcome.eventId, kind: 'authorized', amount: outcome.amount },
        },
      ]);
    else if (outcome.type === 'refused')
      await recordPaymentReports(
        db,
        row.provider,
        [
          {
            reference: row.reference ?? '',
            merchantReference: row.merchant_reference,
            event: { id: outcome.eventId, kind: 'refused', amount: 0 },
          },
        ],
        { refusalIsFinal: true },
      );
  }
  const settled = await paymentOf(db, locale, request.reference);
  return { order_id: settled.order_id, status: settled.status, payment: settled.state };
}
