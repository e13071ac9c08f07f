import type {
  CustomerProfile,
  CustomerType,
  UpdateProfileRequestSchema,
} from '@nordshop/api-contract';
import { normalizeMobile, normalizePostalCode, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type * as z from 'zod';
import { mobileProblem, postalCodeProblem } from '../checkout/storefront-checks';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';

/** A parsed PUT /api/account/profile body. */
export type ProfileUpdate = z.output<typeof UpdateProfileRequestSchema>;

interface ProfileRow {
  id: number;
  email: string;
  name: string;
  phone: string;
  customer_type: CustomerType;
  company_name: string;
  org_number: string;
  street: string;
  postal_code: string;
  city: string;
  locale: string;
  created_at: string | Date;
}

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The storefront's own rules for a profile update, read from the raw body so they are reported
 * with any schema problem: a non-empty phone must be a mobile number and a non-empty postal code a
 * postal code of the storefront's country (libs/locale-config), and a company needs its name.
 */
export function profileProblems(body: unknown, locale: LocaleCode): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const problems: Record<string, string> = {};
  const { phone, postal_code: postalCode } = record;
  const phoneProblem = filled(phone) ? mobileProblem(phone.trim(), locale) : undefined;
  if (phoneProblem) problems['phone'] = phoneProblem;
  const postalProblem = filled(postalCode)
    ? postalCodeProblem(postalCode.trim(), locale)
    : undefined;
  if (postalProblem) problems['postal_code'] = postalProblem;
  if (record['customer_type'] === 'company' && !filled(record['company_name']))
    problems['company_name'] = 'is required for companies';
  return problems;
}

/** The customer's stored profile, or undefined when there is no such customer. */
export async function loadProfile(
  db: Db,
  customerId: number,
): Promise<CustomerProfile | undefined> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select id, email, name, phone, customer_type, company_name, org_number, street, postal_code, city, locale, created_at
        from customers where id = ${customerId}`,
  );
  return row ? { ...row, created_at: new Date(row.created_at).toISOString() } : undefined;
}

/**
 * Stores a checked profile update. Phone and postal code are kept in the form orders store them
 * (normalizeMobile, normalizePostalCode of the storefront: '11455' becomes '114 55').
 */
export async function saveProfile(
  db: Db,
  customerId: number,
  update: ProfileUpdate,
  locale: LocaleCode,
): Promise<void> {
  const phone = update.phone === '' ? '' : normalizeMobile(update.phone, locale);
  const postalCode =
    update.postal_code === ''
      ? ''
      : (normalizePostalCode(update.postal_code, locale) ?? update.postal_code);
  await db.execute(
    sql`update customers set name = ${update.name}, phone = ${phone}, customer_type = ${update.customer_type},
          company_name = ${update.company_name}, org_number = ${update.org_number}, street = ${update.street},
          postal_code = ${postalCode}, city = ${update.city}
        where id = ${customerId}`,
  );
}
