import type { LocaleCode } from '@nordshop/locale-config';

/**
 * Slug of each storefront's account and login help (a CMS page): what to do about a forgotten
 * password, and how an account comes about. The login panel's "forgot password" and "create
 * account" links lead there until the shop sends login links itself.
 */
export const ACCOUNT_HELP_SLUG: Readonly<Record<LocaleCode, string>> = {
  sv: 'konto-och-inloggning',
  no: 'konto-og-innlogging',
  da: 'konto-og-login',
  fi: 'tili-ja-kirjautuminen',
  nl: 'account-en-inloggen',
};
