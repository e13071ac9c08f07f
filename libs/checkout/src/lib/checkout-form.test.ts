import { PlaceOrderRequestSchema } from '@nordshop/api-contract';
import { aCartLine } from '@nordshop/cart-domain/testing';
import { CUSTOMER_DISCOUNT_CODE } from '@nordshop/coupon-engine';
import { LOCALE_CODES, ORG_NUMBER_EXAMPLES, type LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form';
import { placeOrderBody } from './place-order-body';
import { prefillFromProfile } from './prefill-from-profile';
import { isCheckoutFormValid, validateCheckoutForm } from './validate-checkout-form';

/** A form a shopper of each storefront fills in correctly (spec section 5, decision 027). */
const VALID: Record<LocaleCode, Pick<CheckoutForm, 'phone' | 'postal_code'>> = {
  sv: { phone: '070-123 45 67', postal_code: '123 45' },
  no: { phone: '412 34 567', postal_code: '0150' },
  da: { phone: '20 12 34 56', postal_code: '2100' },
  fi: { phone: '040 123 4567', postal_code: '00100' },
  nl: { phone: '06 12345678', postal_code: '1012 AB' },
};

const filled = (locale: LocaleCode, change: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...EMPTY_CHECKOUT_FORM,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Berg',
  street: 'Storgatan 1',
  city: 'Stad',
  shipping_method_id: 'flat:home',
  payment_method_id: 'invoice:standard',
  accept_terms: true,
  ...VALID[locale],
  ...change,
});

describe('validateCheckoutForm', () => {
  it.each(Object.keys(VALID) as LocaleCode[])('accepts a correct %s form', (locale) => {
    expect(validateCheckoutForm(filled(locale), locale, { servicePoint: false })).toEqual({});
  });

  it.each([
    { locale: 'sv', phone: '+46 70 123 45 67' },
    { locale: 'no', phone: '+47 912 34 567' },
    { locale: 'da', phone: '31 23 45 67' },
    { locale: 'da', phone: '+45 20 12 34 56' },
    { locale: 'fi', phone: '050 123 4567' },
    { locale: 'fi', phone: '+358 40 123 4567' },
    { locale: 'nl', phone: '06-12345678' },
    { locale: 'nl', phone: '+31 6 12345678' },
  ] as const)('accepts the $locale mobile $phone', ({ locale, phone }) => {
    expect(validateCheckoutForm(filled(locale, { phone }), locale, undefined)).toEqual({});
  });

  it.each([
    { locale: 'sv', phone: '08-123 456 78', postal: '1234' },
    { locale: 'no', phone: '21 23 45 67', postal: '01500' },
    { locale: 'da', phone: '80 12 34 56', postal: 'DK-2100' },
    { locale: 'fi', phone: '09 123 4567', postal: '0010' },
    { locale: 'nl', phone: '020 123 4567', postal: '1012' },
  ] as const)(
    'rejects a $locale mobile $phone and postal code $postal',
    ({ locale, phone, postal }) => {
      expect(
        validateCheckoutForm(filled(locale, { phone, postal_code: postal }), locale, undefined),
      ).toEqual({
        phone: 'mobile_number',
        postal_code: 'postal_code',
      });
    },
  );

  it('names every missing field at once, company fields for companies, and the choices', () => {
    expect(
      validateCheckoutForm({ ...EMPTY_CHECKOUT_FORM, customer_type: 'company' }, 'sv', undefined),
    ).toEqual({
      email: 'required',
      phone: 'required',
      first_name: 'required',
      last_name: 'required',
      street: 'required',
      postal_code: 'required',
      city: 'required',
      company_name: 'required',
      org_number: 'required',
      shipping_method_id: 'choose',
      payment_method_id: 'choose',
      accept_terms: 'terms',
    });
  });

  it('asks for a service point only for a service-point method', () => {
    expect(validateCheckoutForm(filled('sv'), 'sv', { servicePoint: true })).toEqual({
      service_point_id: 'choose',
    });
    expect(
      validateCheckoutForm(filled('sv', { service_point_id: 'sp-1' }), 'sv', {
        servicePoint: true,
      }),
    ).toEqual({});
  });

  it.each(LOCALE_CODES)(
    'checks a company’s organisation number by the %s rule, as the order API does',
    (locale) => {
      const company = { customer_type: 'company' as const, company_name: 'Firma' };
      const valid = filled(locale, { ...company, org_number: ORG_NUMBER_EXAMPLES[locale] });
      expect(validateCheckoutForm(valid, locale, undefined)).toEqual({});
      expect(
        validateCheckoutForm(
          filled(locale, { ...company, org_number: '12-34' }),
          locale,
          undefined,
        ),
      ).toEqual({ org_number: 'org_number' });
    },
  );

  it('leaves the organisation number of a private shopper alone', () => {
    expect(validateCheckoutForm(filled('nl', { org_number: '12-34' }), 'nl', undefined)).toEqual(
      {},
    );
  });

  it('checks the e-mail address', () => {
    expect(validateCheckoutForm(filled('fi', { email: 'anna@' }), 'fi', undefined)).toEqual({
      email: 'email',
    });
  });

  it.each([
    { email: 'anna@example.com', server: true },
    { email: ' anna.berg+shop@example.se ', server: true },
    { email: 'anna@example.c', server: false },
    { email: 'anna..berg@example.com', server: false },
    { email: 'anna@-example.com', server: false },
  ])('judges the e-mail $email as the order API does', ({ email, server }) => {
    expect(PlaceOrderRequestSchema.shape.email.safeParse(email.trim()).success).toBe(server);
    expect(validateCheckoutForm(filled('sv', { email }), 'sv', undefined).email).toBe(
      server ? undefined : 'email',
    );
  });
});

describe('isCheckoutFormValid', () => {
  it('accepts a complete form and refuses one with any error', () => {
    expect(isCheckoutFormValid(filled('sv'), 'sv', undefined)).toBe(true);
    expect(isCheckoutFormValid(filled('sv', { accept_terms: false }), 'sv', undefined)).toBe(false);
  });
});

describe('placeOrderBody', () => {
  it('sends lines without prices, the coupon codes (not the customer discount) and the normalized postal code', () => {
    const body = placeOrderBody(
      filled('sv', { postal_code: '12345' }),
      'sv',
      {
        items: [aCartLine({ uuid: 'a', sku: 'CASE-1', quantity: 2, price: 1 })],
        couponCodes: ['VALKOMMEN10', CUSTOMER_DISCOUNT_CODE],
        checkoutID: null,
      },
      { servicePoint: false },
    );
    expect(body.items).toEqual([
      expect.objectContaining({ uuid: 'a', sku: 'CASE-1', quantity: 2 }),
    ]);
    expect(JSON.stringify(body.items)).not.toContain('price');
    expect(body.coupons).toEqual(['VALKOMMEN10']);
    expect(body.address.postal_code).toBe('123 45');
    expect(body).not.toHaveProperty('company_name');
    expect(body).not.toHaveProperty('service_point_id');
  });
});

describe('prefillFromProfile', () => {
  const profile = {
    email: 'demo@nordshop.example',
    name: 'Anna Maria Svensson',
    phone: '0701234567',
    customer_type: 'private' as const,
    company_name: '',
    org_number: '',
    street: 'Storgatan 1',
    postal_code: '123 45',
    city: 'Stockholm',
  };

  it('fills the empty fields, splitting the name at its first space', () => {
    const form = prefillFromProfile(EMPTY_CHECKOUT_FORM, profile, 'sv');
    expect(form).toMatchObject({
      email: 'demo@nordshop.example',
      first_name: 'Anna',
      last_name: 'Maria Svensson',
      phone: '070-123 45 67',
      street: 'Storgatan 1',
      postal_code: '123 45',
      city: 'Stockholm',
    });
  });

  it('never replaces what the shopper typed', () => {
    const typed = {
      ...EMPTY_CHECKOUT_FORM,
      email: 'other@example.com',
      city: 'Lund',
      first_name: 'Bo',
    };
    expect(prefillFromProfile(typed, profile, 'sv')).toMatchObject({
      email: 'other@example.com',
      city: 'Lund',
      first_name: 'Bo',
      last_name: 'Maria Svensson',
    });
  });

  it.each([
    { locale: 'nl', stored: '+31612345678', shown: '06 12345678' },
    { locale: 'fi', stored: '+358401234567', shown: '040 1234567' },
    { locale: 'da', stored: '+4520123456', shown: '20 12 34 56' },
  ] as const)(
    'writes the stored $stored the way $locale writes it',
    ({ locale, stored, shown }) => {
      const form = prefillFromProfile(EMPTY_CHECKOUT_FORM, { ...profile, phone: stored }, locale);
      expect(form.phone).toBe(shown);
      expect(
        validateCheckoutForm(filled(locale, { phone: form.phone }), locale, undefined),
      ).toEqual({});
    },
  );

  it('leaves out a phone and address that do not fit the storefront', () => {
    const form = prefillFromProfile(EMPTY_CHECKOUT_FORM, profile, 'fi');
    expect(form).toMatchObject({
      email: 'demo@nordshop.example',
      first_name: 'Anna',
      phone: '',
      street: '',
      postal_code: '',
      city: '',
    });
  });

  it('takes the company type only while no company detail was typed', () => {
    const company = {
      ...profile,
      customer_type: 'company' as const,
      company_name: 'Acme AB',
      org_number: '556677-8899',
    };
    expect(prefillFromProfile(EMPTY_CHECKOUT_FORM, company, 'sv')).toMatchObject({
      customer_type: 'company',
      company_name: 'Acme AB',
    });
    const typed = { ...EMPTY_CHECKOUT_FORM, customer_type: 'private' as const, org_number: '1' };
    expect(prefillFromProfile(typed, company, 'sv').customer_type).toBe('private');
  });
});
