import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import type { CurrencyCode, LocaleCode } from '@nordshop/locale-config';
import type { ReactNode } from 'react';
import { mailMoney } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { MailOrderLine, MailReturnLine } from '../mail-view';
import * as s from './styles';

/**
 * One line of a list: its name and details on the left, its figure on the right. Each line is a
 * table of its own that the plain-text part lays out as two columns, a blank line between lines.
 */
function ListLine({ details, figure }: { readonly details: ReactNode; readonly figure: string }) {
  return (
    <Row style={s.lineRow} data-text-format="dataTable">
      <Column style={s.cell}>{details}</Column>
      <Column style={{ ...s.cell, ...s.amount, width: '1%' }} align="right">
        {figure}
      </Column>
    </Row>
  );
}

/** Props of {@link OrderLines}. */
export interface OrderLinesProps {
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  readonly lines: readonly MailOrderLine[];
}

/**
 * An order's lines: name, SKU, quantity at the unit price of the tier reached, the line's
 * discount when it has one, and the line's total on the right.
 */
export function OrderLines({ locale, currency, lines }: OrderLinesProps) {
  const strings = MAIL_STRINGS[locale];
  const money = (amount: number) => mailMoney(amount, locale, currency);
  return (
    <Section>
      {lines.map((line, index) => (
        <ListLine
          key={`${line.sku}-${index}`}
          figure={money(line.total)}
          details={
            <>
              <span style={s.lineName}>{line.name}</span>
              <br />
              <span style={s.detail}>{`${strings.sku} ${line.sku}`}</span>
              <br />
              <span style={s.detail}>
                {strings.quantityTimesPrice(line.quantity, money(line.unitPrice))}
              </span>
              {line.discount > 0 ? (
                <>
                  <br />
                  <span style={s.detail}>{`${strings.lineDiscount} ${money(-line.discount)}`}</span>
                </>
              ) : null}
            </>
          }
        />
      ))}
    </Section>
  );
}

/** Props of {@link ReturnLines}. */
export interface ReturnLinesProps {
  readonly locale: LocaleCode;
  readonly lines: readonly MailReturnLine[];
}

/** Returned lines: name and SKU, the quantity on the right. */
export function ReturnLines({ locale, lines }: ReturnLinesProps) {
  const strings = MAIL_STRINGS[locale];
  return (
    <Section>
      {lines.map((line, index) => (
        <ListLine
          key={`${line.sku}-${index}`}
          figure={strings.quantityOnly(line.quantity)}
          details={
            <>
              <span style={s.lineName}>{line.name}</span>
              <br />
              <span style={s.detail}>{`${strings.sku} ${line.sku}`}</span>
            </>
          }
        />
      ))}
    </Section>
  );
}
