import * as z from 'zod';
import { deferred } from './deferred-schema';
import { LOCALE_CODES } from '@nordshop/locale-config';

/**
 * The same page in every storefront that has it: locale code → the page's path without locale
 * prefix, in that storefront's words and slugs (e.g. `{ sv: '/produkt/skal-x', fi: '/tuote/kuori-x' }`).
 * A storefront without the page (no text or price there) is left out. Canonical and hreflang links,
 * the sitemaps and the locale switcher are built from it.
 */
export const AlternatesSchema = deferred(() =>
  z.partialRecord(z.enum(LOCALE_CODES), z.string().startsWith('/')),
);
export type Alternates = z.infer<typeof AlternatesSchema>;
