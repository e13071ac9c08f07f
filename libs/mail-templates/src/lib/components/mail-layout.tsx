import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { STOREFRONTS } from '@nordshop/locale-config';
import type { ReactNode } from 'react';
import type { MailBrand } from '../mail-view';
import { MAIL_STRINGS } from '../mail-strings-table';
import * as s from './styles';

/** Props of {@link MailLayout}. */
export interface MailLayoutProps {
  readonly brand: MailBrand;
  /** The message's subject: the document's title. */
  readonly title: string;
  /** The line a mail program shows beside the subject in the inbox. */
  readonly preview: string;
  readonly children: ReactNode;
}

/**
 * The frame of every message: the storefront's language on `<html>`, the shop's name as a text
 * header (no images), one centred column of at most 600 px, and the footer with the shop's name,
 * address on the web and support e-mail.
 */
export function MailLayout({ brand, title, preview, children }: MailLayoutProps) {
  const strings = MAIL_STRINGS[brand.locale];
  const language = STOREFRONTS[brand.locale].iso.split('-')[0];
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.header}>
            <Text style={s.shopName}>{brand.shopName}</Text>
          </Section>
          <Section style={s.content}>{children}</Section>
          <Section style={s.footer}>
            <Text style={s.small}>
              {`${strings.contactUs} `}
              <Link href={`mailto:${brand.supportEmail}`} style={s.link}>
                {brand.supportEmail}
              </Link>
            </Text>
            <Text style={{ ...s.small, marginTop: '8px' }}>
              {`${brand.shopName} · `}
              <Link href={brand.origin} style={s.link}>
                {brand.origin}
              </Link>
            </Text>
            <Text style={{ ...s.small, marginTop: '8px' }}>
              {strings.footerNote(brand.shopName)}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
