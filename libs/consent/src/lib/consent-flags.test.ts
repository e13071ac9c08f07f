import { describe, expect, it } from 'vitest';
import {
  CONSENT_FLAGS,
  consentCookieMaxAge,
  consentMask,
  isConsentMask,
  normalizeConsentMask,
} from '../index';

describe('consentMask', () => {
  it.each([
    {
      name: 'nothing granted keeps Necessary',
      choice: { adStorage: false, analytics: false, personalization: false },
      mask: 1,
    },
    {
      name: 'analytics only',
      choice: { adStorage: false, analytics: true, personalization: false },
      mask: 5,
    },
    {
      name: 'ad storage only',
      choice: { adStorage: true, analytics: false, personalization: false },
      mask: 3,
    },
    {
      name: 'personalization grants 8 and 16',
      choice: { adStorage: false, analytics: false, personalization: true },
      mask: 25,
    },
    {
      name: 'everything',
      choice: { adStorage: true, analytics: true, personalization: true },
      mask: 31,
    },
  ])('$name gives $mask', ({ choice, mask }) => {
    expect(consentMask(choice)).toBe(mask);
  });

  it('always includes the Necessary bit', () => {
    for (const adStorage of [false, true])
      for (const analytics of [false, true])
        for (const personalization of [false, true])
          expect(
            consentMask({ adStorage, analytics, personalization }) & CONSENT_FLAGS.Necessary,
          ).toBe(1);
  });
});

describe('consentCookieMaxAge', () => {
  it.each([
    { mask: 1, days: 1 },
    { mask: 3, days: 30 },
    { mask: 5, days: 30 },
    { mask: 31, days: 30 },
  ])('mask $mask lives $days day(s)', ({ mask, days }) => {
    expect(consentCookieMaxAge(mask)).toBe(days * 86_400);
  });
});

describe('normalizeConsentMask', () => {
  it.each([
    { name: 'keeps a mask with Necessary', value: 5, mask: 5 },
    { name: 'forces Necessary on', value: 30, mask: 31 },
    { name: 'refuses 0', value: 0, mask: null },
    { name: 'refuses 32', value: 32, mask: null },
    { name: 'refuses a negative number', value: -1, mask: null },
    { name: 'refuses a fraction', value: 2.5, mask: null },
    { name: 'refuses NaN', value: Number.NaN, mask: null },
  ])('$name', ({ value, mask }) => {
    expect(normalizeConsentMask(value)).toBe(mask);
    expect(isConsentMask(value)).toBe(mask === value);
  });
});
