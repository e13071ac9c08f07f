import type { ShownTotals } from '@nordshop/cart-domain';
import { useStrings } from '@nordshop/catalog-ui';

/** A charge row of the summary (shipping, a payment fee), its amount already written. */
export interface SummaryCharge {
  readonly label: string;
  readonly text: string;
}

/**
 * The totals of the drawer, the checkout and the confirmation, one layout for all three (decision
 * 032): subtotal, discount and charges in the display mode; in company mode the sum ex VAT and
 * the VAT on top of it; then the amount to pay, always the amount incl. VAT the order charges
 * (private mode: with the VAT it holds). `money(minor, includeVat)` writes an amount.
 */
export function PriceSummary({
  totals,
  charges = [],
  money,
  className,
  totalClassName,
  totalTestId,
}: {
  totals: Pick<ShownTotals, 'includeVat' | 'subtotal' | 'discount' | 'net' | 'vat' | 'total'>;
  charges?: readonly SummaryCharge[];
  money: (minor: number, includeVat: boolean) => string;
  /** The list's class. */
  className: string;
  /** The class of the amount-to-pay row. */
  totalClassName: string;
  totalTestId: string;
}) {
  const { t } = useStrings();
  const shown = (minor: number) => money(minor, totals.includeVat);
  return (
    <dl className={className}>
      <div>
        <dt>{t('cart.subtotal')}</dt>
        <dd>{shown(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div>
          <dt>{t('cart.discount')}</dt>
          <dd>−{shown(totals.discount)}</dd>
        </div>
      ) : null}
      {charges.map((charge) => (
        <div key={charge.label}>
          <dt>{charge.label}</dt>
          <dd>{charge.text}</dd>
        </div>
      ))}
      {totals.includeVat ? null : (
        <>
          <div className="price-summary__net">
            <dt>{t('cart.net_total')}</dt>
            <dd>{shown(totals.net)}</dd>
          </div>
          <div>
            <dt>{t('cart.vat_added')}</dt>
            <dd>{shown(totals.vat)}</dd>
          </div>
        </>
      )}
      <div className={totalClassName}>
        <dt>{t('cart.total')}</dt>
        <dd data-testid={totalTestId}>{money(totals.total, true)}</dd>
      </div>
      {totals.includeVat ? (
        <div>
          <dt>{t('cart.vat')}</dt>
          <dd>{shown(totals.vat)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
