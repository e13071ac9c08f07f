import type { CustomerProfile, UpdateProfileRequestSchema } from '@nordshop/api-contract';
import { normalizeMobile, normalizePostalCode, type LocaleCode } from '@nordshop/locale-config';
import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import { mobileProblem, postalCodeProblem } from '../checkout/storefront-checks';
import type { Db } from '../platform/db/database';
import { customers } from '../platform/db/schema';

/** A parsed PUT /api/account/profile body. */
export type ProfileUpdate = z.output<typeof UpdateProfileRequestSchema>;

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
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.name,
      phone: customers.phone,
      customer_type: customers.customerType,
      company_name: customers.companyName,
      org_number: customers.orgNumber,
      street: customers.street,
      postal_code: customers.postalCode,
      city: customers.city,
      locale: customers.locale,
      created_at: customers.createdAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ? { ...row, created_at: row.created_at.toISOString() } : undefined;
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
  await db
    .update(customers)
    .set({
      name: update.name,
      phone,
      customerType: update.customer_type,
      companyName: update.company_name,
      orgNumber: update.org_number,
      street: update.street,
      postalCode,
      city: update.city,
    })
    .where(eq(customers.id, customerId));
}
