import type { LocaleCode } from '@nordshop/locale-config';

/** One text per storefront language. */
export type L = Readonly<Record<LocaleCode, string>>;
