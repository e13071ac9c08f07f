import { MailLayout } from '../components/mail-layout';
import { ButtonLink, MailHeading, Paragraph } from '../components/mail-parts';
import { mailDateTime } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import type { PasswordChangedView, RenderedMail } from '../mail-view';
import { renderMail } from '../render-mail';

/** The password-changed notice as a React element (see {@link renderPasswordChanged}). */
export function PasswordChangedMail({ view }: { readonly view: PasswordChangedView }) {
  const { brand } = view;
  const strings = MAIL_STRINGS[brand.locale];
  const text = strings.passwordChangedText(
    brand.shopName,
    mailDateTime(view.changedAt, brand.locale),
  );
  return (
    <MailLayout brand={brand} title={strings.passwordChangedSubject(brand.shopName)} preview={text}>
      <MailHeading>{strings.passwordChangedHeading}</MailHeading>
      <Paragraph>{strings.greeting(view.name)}</Paragraph>
      <Paragraph>{text}</Paragraph>
      <Paragraph>{strings.passwordNotYou}</Paragraph>
      <ButtonLink
        href={view.forgotPasswordUrl}
        label={strings.passwordNotYouButton}
        fallback={strings.buttonFallback}
      />
    </MailLayout>
  );
}

/**
 * The account's password was changed, at the time written in the storefront's time zone; when it
 * was not the owner, where to ask for a new one.
 */
export function renderPasswordChanged(view: PasswordChangedView): Promise<RenderedMail> {
  const subject = MAIL_STRINGS[view.brand.locale].passwordChangedSubject(view.brand.shopName);
  return renderMail(subject, <PasswordChangedMail view={view} />);
}
