import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import * as s from './styles';

/** The message's main heading. */
export function MailHeading({ children }: { readonly children: ReactNode }) {
  return (
    <Heading as="h1" style={s.heading}>
      {children}
    </Heading>
  );
}

/** A section's heading. */
export function MailSubheading({ children }: { readonly children: ReactNode }) {
  return (
    <Heading as="h2" style={s.subheading}>
      {children}
    </Heading>
  );
}

/** A paragraph of body text. */
export function Paragraph({
  children,
  style,
}: {
  readonly children: ReactNode;
  readonly style?: CSSProperties;
}) {
  return <Text style={{ ...s.text, ...style }}>{children}</Text>;
}

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps {
  readonly href: string;
  readonly label: string;
  /**
   * The line offering the link written out, for mail programs that do not show the button. The
   * plain-text part skips it (the button's own URL is already there).
   */
  readonly fallback?: string;
}

/** A call to action: a button, and the link written out below it when `fallback` is given. */
export function ButtonLink({ href, label, fallback }: ButtonLinkProps) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={href} style={s.button}>
        {label}
      </Button>
      {fallback ? (
        <Text style={{ ...s.small, marginTop: '12px' }} data-skip-in-text="true">
          {fallback}{' '}
          <Link href={href} style={s.linkBreak}>
            {href}
          </Link>
        </Text>
      ) : null}
    </Section>
  );
}

/** A text link. */
export function TextLink({
  href,
  children,
}: {
  readonly href: string;
  readonly children: ReactNode;
}) {
  return (
    <Link href={href} style={s.link}>
      {children}
    </Link>
  );
}

/** Props of {@link SummaryRow}. */
export interface SummaryRowProps {
  readonly label: ReactNode;
  readonly value: ReactNode;
  /** The total: larger, bold, with a rule above it. */
  readonly emphasis?: boolean;
  /** A detail of the row above (VAT): smaller and muted. */
  readonly muted?: boolean;
  /** The value may break anywhere (a long tracking number on a narrow screen). */
  readonly wrap?: boolean;
}

/** One row of a {@link SummaryTable}: a label on the left, its amount on the right. */
export function SummaryRow({
  label,
  value,
  emphasis = false,
  muted = false,
  wrap = false,
}: SummaryRowProps) {
  const base = emphasis ? s.summaryTotal : muted ? s.summaryMuted : s.summaryCell;
  const valueStyle = wrap ? { ...s.summaryValue, ...s.summaryValueWrap } : s.summaryValue;
  return (
    <tr>
      <td style={base}>{label}</td>
      <td style={{ ...base, ...valueStyle }} align="right">
        {value}
      </td>
    </tr>
  );
}

/**
 * Label and amount rows as one table; the plain-text part lays it out as two aligned columns
 * (react-email's `dataTable` text format).
 */
export function SummaryTable({ children }: { readonly children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ marginTop: '12px' }}
      data-text-format="dataTable"
    >
      <tbody>{children}</tbody>
    </table>
  );
}
