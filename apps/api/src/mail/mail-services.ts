import type { MailBrand } from '@nordshop/mail-templates';
import type { LocaleCode } from '@nordshop/locale-config';

/** What a module that writes messages asks of the app's shared services. */
export interface MailServices {
  readonly now: () => Date;
  /** Tells this process's sender that a message was written (it sends at once, not at its next poll). */
  readonly mail: { nudge(): void };
  /** The storefront as its messages show it: language, brand, public origin, support address. */
  mailBrand(locale: LocaleCode): MailBrand;
}
