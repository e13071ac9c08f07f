import type { LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { profileUpdateBody, validateProfileForm, type ProfileForm } from './profile-form';

const EMPTY: ProfileForm = {
  name: 'Anna Svensson',
  phone: '',
  customer_type: 'private',
  company_name: '',
  org_number: '',
  street: '',
  postal_code: '',
  city: '',
};

describe('validateProfileForm', () => {
  it('accepts a name alone: phone and address may stay empty', () => {
    expect(validateProfileForm(EMPTY, 'sv')).toEqual({});
  });

  it('requires the name', () => {
    expect(validateProfileForm({ ...EMPTY, name: '  ' }, 'sv')).toEqual({ name: 'required' });
  });

  // Spec section 5: postal code and mobile rules per storefront.
  it.each<{
    locale: LocaleCode;
    phone: string;
    postal: string;
    badPhone: string;
    badPostal: string;
  }>([
    {
      locale: 'sv',
      phone: '070-123 45 67',
      postal: '123 45',
      badPhone: '0812345678',
      badPostal: '1234',
    },
    {
      locale: 'no',
      phone: '412 34 567',
      postal: '0150',
      badPhone: '212 34 567',
      badPostal: '01500',
    },
    {
      locale: 'da',
      phone: '41 23 45 67',
      postal: '2100',
      badPhone: '80 12 34 56',
      badPostal: '210',
    },
    {
      locale: 'fi',
      phone: '401234567',
      postal: '00100',
      badPhone: '0201234567',
      badPostal: '0010',
    },
    {
      locale: 'nl',
      phone: '06 12345678',
      postal: '1012 AB',
      badPhone: '020 123 4567',
      badPostal: '1012',
    },
  ])(
    '$locale: checks a given phone and postal code with the storefront rules',
    ({ locale, phone, postal, badPhone, badPostal }) => {
      expect(validateProfileForm({ ...EMPTY, phone, postal_code: postal }, locale)).toEqual({});
      expect(
        validateProfileForm({ ...EMPTY, phone: badPhone, postal_code: badPostal }, locale),
      ).toEqual({ phone: 'mobile_number', postal_code: 'postal_code' });
    },
  );

  it('asks a company for its name', () => {
    expect(validateProfileForm({ ...EMPTY, customer_type: 'company' }, 'sv')).toEqual({
      company_name: 'required',
    });
  });
});

describe('profileUpdateBody', () => {
  it('trims, writes the postal code the storefront way and drops company details of a private customer', () => {
    expect(
      profileUpdateBody(
        { ...EMPTY, name: ' Anna ', postal_code: '12345', company_name: 'Old AB', org_number: '1' },
        'sv',
      ),
    ).toEqual({
      name: 'Anna',
      phone: '',
      customer_type: 'private',
      company_name: '',
      org_number: '',
      street: '',
      postal_code: '123 45',
      city: '',
    });
  });
});
