import { LOCALE_CODES } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_STRINGS } from './sign-in';

const textsOf = (key: string) => SIGN_IN_STRINGS.find(([k]) => k === key)?.slice(1) ?? [];

describe('SIGN_IN_STRINGS', () => {
  it.each([
    'auth.forgot_lead',
    'auth.forgot_sent',
    'auth.create_lead',
    'auth.create_sent',
    'auth.mail_unavailable',
    'auth.set_password_lead',
    'checkout.create_account',
    'checkout.create_account_hint',
  ])('words %s in all five languages, each its own', (key) => {
    const texts = textsOf(key);
    expect(texts).toHaveLength(LOCALE_CODES.length);
    expect(new Set(texts).size).toBe(LOCALE_CODES.length);
  });

  // The link's lifetime comes from the API's constant, never a figure in the text.
  it('states how long a login link works with the {{minutes}} placeholder', () => {
    for (const text of textsOf('auth.forgot_sent')) {
      expect(text).toContain('{{minutes}}');
      expect(text).not.toMatch(/\d/);
    }
  });
});
