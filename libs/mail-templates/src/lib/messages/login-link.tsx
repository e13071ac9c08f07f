import { Text } from '@react-email/text';
import { MailLayout } from '../components/mail-layout';
import { ButtonLink, MailHeading, Paragraph } from '../components/mail-parts';
import * as s from '../components/styles';
import { mailDuration } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { LoginLinkView, RenderedMail } from '../mail-view';
import { renderMail } from '../render-mail';

function subjectOf(view: LoginLinkView): string {
  return MAIL_STRINGS[view.brand.locale].login[view.purpose].subject(view.brand.shopName);
}

/** The login link as a React element (see {@link renderLoginLink}). */
export function LoginLinkMail({ view }: { readonly view: LoginLinkView }) {
  const { brand } = view;
  const strings = MAIL_STRINGS[brand.locale];
  const purpose = strings.login[view.purpose];
  const text = purpose.text(brand.shopName);
  return (
    <MailLayout brand={brand} title={subjectOf(view)} preview={text}>
      <MailHeading>{purpose.heading}</MailHeading>
      <Paragraph>{strings.greeting(view.name)}</Paragraph>
      <Paragraph>{text}</Paragraph>
      <ButtonLink href={view.url} label={purpose.button} fallback={strings.buttonFallback} />
      <Text style={{ ...s.text, fontWeight: 700 }}>
        {strings.linkValidity(mailDuration(view.linkMinutes, brand.locale))}
      </Text>
      <Paragraph>{strings.notRequested}</Paragraph>
    </MailLayout>
  );
}

/**
 * A single-use login link for its purpose (a password reset, a new account's welcome, or an
 * address that already has an account): the button, how long it works, and what to do when the
 * shopper did not ask for it.
 */
export function renderLoginLink(view: LoginLinkView): Promise<RenderedMail> {
  return renderMail(subjectOf(view), <LoginLinkMail view={view} />);
}
