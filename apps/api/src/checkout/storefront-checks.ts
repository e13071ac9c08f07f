import {
  MOBILE_EXAMPLES,
  ORG_NUMBER_EXAMPLES,
  POSTAL_CODE_EXAMPLES,
  STOREFRONTS,
  isValidMobile,
  isValidOrgNumber,
  isValidPostalCode,
  type LocaleCode,
} from '@nordshop/locale-config';

// The examples the messages give are the storefront's own (libs/locale-config), as in its forms.
export { MOBILE_EXAMPLES, ORG_NUMBER_EXAMPLES, POSTAL_CODE_EXAMPLES };

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The message for a postal code that is not one of the storefront's country, or undefined when it is. */
export function postalCodeProblem(value: string, locale: LocaleCode): string | undefined {
  return isValidPostalCode(value, locale)
    ? undefined
    : `must be a postal code of ${STOREFRONTS[locale].country}, e.g. ${POSTAL_CODE_EXAMPLES[locale]}`;
}

/**
 * The message for a number that is not a mobile number of the storefront's country, or undefined
 * when it is: the checkout form's own rule (libs/locale-config isValidMobile, decision 027).
 */
export function mobileProblem(value: string, locale: LocaleCode): string | undefined {
  return isValidMobile(value, locale)
    ? undefined
    : `must be a mobile number of ${STOREFRONTS[locale].country}, e.g. ${MOBILE_EXAMPLES[locale]}`;
}

/**
 * The storefront's own rules for an order request, read from the raw body so they are reported
 * together with any schema problem (house style: every problem at once): the postal code and the
 * mobile number of the storefront's country, and for a company its name and organisation number:
 * the same rules as the checkout form's (libs/locale-config isValidPostalCode, isValidMobile,
 * isValidOrgNumber). Fields that are missing or not strings are left to the schema.
 */
export function storefrontProblems(body: unknown, locale: LocaleCode): Record<string, string> {
  const problems: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return problems;
  const record = body as Record<string, unknown>;
  const address = record['address'];
  const postalCode =
    typeof address === 'object' && address !== null
      ? (address as Record<string, unknown>)['postal_code']
      : undefined;
  if (filled(postalCode)) {
    const problem = postalCodeProblem(postalCode, locale);
    if (problem) problems['address.postal_code'] = problem;
  }
  const phone = record['phone'];
  if (filled(phone)) {
    const problem = mobileProblem(phone, locale);
    if (problem) problems['phone'] = problem;
  }
  if (record['customer_type'] === 'company') {
    if (!filled(record['company_name'])) problems['company_name'] = 'is required for companies';
    const orgNumber = record['org_number'];
    if (!filled(orgNumber)) problems['org_number'] = 'is required for companies';
    else if (!isValidOrgNumber(orgNumber, locale)) {
      problems['org_number'] =
        `must be an organisation number of ${STOREFRONTS[locale].country}, e.g. ${ORG_NUMBER_EXAMPLES[locale]}`;
    }
  }
  return problems;
}
