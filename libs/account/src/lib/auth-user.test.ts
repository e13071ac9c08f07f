import type { ProfileResponse } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { userAfterPasswordChange, userFromProfile } from '../index';
import { aCustomer, anOrderUser } from '../testing';

const profile = (required?: boolean): ProfileResponse => ({
  user: {
    id: 7,
    name: 'Alva Lind',
    email: 'alva@example.com',
    locale: 'sv',
    internal: false,
    category_discounts: { '12': 10 },
    order_id: null,
    ...(required === undefined ? {} : { current_password_required: required }),
  },
});

describe('userFromProfile', () => {
  it.each([
    { name: 'asks for the current password when the profile does', required: true, user: true },
    {
      name: 'does not when the profile says so (a login link’s session)',
      required: false,
      user: false,
    },
    { name: 'asks for it when the profile does not say', required: undefined, user: true },
  ])('$name', ({ required, user }) => {
    expect(userFromProfile(profile(required))).toEqual(
      aCustomer({ current_password_required: user }),
    );
  });
});

describe('userAfterPasswordChange', () => {
  it('asks a customer for the current password again', () => {
    expect(userAfterPasswordChange(aCustomer({ current_password_required: false }))).toEqual(
      aCustomer({ current_password_required: true }),
    );
  });

  it('leaves an order user as it is', () => {
    expect(userAfterPasswordChange(anOrderUser())).toEqual(anOrderUser());
  });
});
