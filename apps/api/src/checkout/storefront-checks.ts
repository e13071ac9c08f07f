import {
  STOREFRONTS,
  isValidMobile,
  isValidPostalCode,
  type LocaleCode,
} from '@nordshop/locale-config';

/** A valid postal code of each storefront's country, for messages. */
export const POSTAL_CODE_EXAMPLES: Readonly<Record<LocaleCode, string>> = {
  sv: '123 45',
  no: '0150',
  da: '2100',
  fi: '00100',
  nl: '1234 AB',
};

/** A valid mobile number of each storefront (spec section 5: sv starts with 07, the others with 4 or 9), for messages. */
export const MOBILE_EXAMPLES: Readonly<Record<LocaleCode, string>> = {
  sv: '070-123 45 67',
  no: '412 34 567',
  da: '41 23 45 67',
  fi: '40 123 4567',
  nl: '412 345 678',
};

/** An organisation number of each storefront's country: its form and an example. */
export const ORG_NUMBERS: Readonly<Record<LocaleCode, { pattern: RegExp; example: string }>> = {
  sv: { pattern: /^\d{6}-?\d{4}$/, example: '556677-8899' },
  no: { pattern: /^\d{3}\s?\d{3}\s?\d{3}$/, example: '923 456 789' },
  da: { pattern: /^(?:DK)?\d{8}$/i, example: '12345678' },
  fi: { pattern: /^\d{7}-\d$/, example: '1234567-8' },
  nl: { pattern: /^\d{8}$/, example: '12345678' },
};

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The message for a postal code that is not one of the storefront's country, or undefined when it is. */
export function postalCodeProblem(value: string, locale: LocaleCode): string | undefined {
  return isValidPostalCode(value, locale)
    ? undefined
    : `must be a postal code of ${STOREFRONTS[locale].country}, e.g. ${POSTAL_CODE_EXAMPLES[locale]}`;
}

/** The message for a mobile number that is not one of the storefront's country, or undefined when it is. */
export function mobileProblem(value: string, locale: LocaleCode): string | undefined {
  return isValidMobile(value, locale)
    ? undefined
    : `must be a mobile number of ${STOREFRONTS[locale].country}, e.g. ${MOBILE_EXAMPLES[locale]}`;
}

/**
 * The storefront's own rules for an order request, read from the raw body so they are reported
 * together with any schema problem (house style: every problem at once): the postal code and the
 * mobile number of the storefront's country (libs/locale-config), and for a company its name and
 * organisation number. Fields that are missing or not strings are left to the schema.
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
    else if (!ORG_NUMBERS[locale].pattern.test(orgNumber.trim())) {
      problems['org_number'] =
        `must be an organisation number of ${STOREFRONTS[locale].country}, e.g. ${ORG_NUMBERS[locale].example}`;
    }
  }
  return problems;
}
