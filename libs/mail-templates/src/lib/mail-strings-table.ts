import type { LocaleCode } from '@nordshop/locale-config';
import type { MailStrings } from './mail-strings';
import { DA } from './strings/da';
import { FI } from './strings/fi';
import { NL } from './strings/nl';
import { NO } from './strings/no';
import { SV } from './strings/sv';

/** The e-mails' words per storefront: one complete {@link MailStrings} per language. */
export const MAIL_STRINGS: Readonly<Record<LocaleCode, MailStrings>> = {
  sv: SV,
  no: NO,
  da: DA,
  fi: FI,
  nl: NL,
};
