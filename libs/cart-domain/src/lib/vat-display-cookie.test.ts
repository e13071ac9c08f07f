import { describe, expect, it } from 'vitest';
import { VAT_DISPLAY_COOKIE_MAX_AGE, readVatDisplayCookie, vatDisplayCookie } from '../index';

describe('readVatDisplayCookie', () => {
  it.each([
    { cookies: 'vat_display=excl', mode: false },
    { cookies: '__consent=1; vat_display=incl', mode: true },
    { cookies: '__consent=1;vat_display=excl;locale=sv', mode: false },
    { cookies: '', mode: null },
    { cookies: '__consent=1', mode: null },
    { cookies: 'vat_display=company', mode: null },
    { cookies: 'old_vat_display=excl', mode: null },
  ])('reads "$cookies" as $mode', ({ cookies, mode }) => {
    expect(readVatDisplayCookie(cookies)).toBe(mode);
  });

  it('reads back what it writes', () => {
    for (const includeVat of [true, false]) {
      const [pair] = vatDisplayCookie(includeVat, { secure: false }).split(';');
      expect(readVatDisplayCookie(pair!)).toBe(includeVat);
    }
  });
});

describe('vatDisplayCookie', () => {
  it('keeps the mode a year on every path, Secure over HTTPS', () => {
    expect(vatDisplayCookie(false, { secure: true })).toBe(
      `vat_display=excl; Path=/; Max-Age=${VAT_DISPLAY_COOKIE_MAX_AGE}; SameSite=Lax; Secure`,
    );
    expect(vatDisplayCookie(true, { secure: false })).toBe(
      'vat_display=incl; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });
});
