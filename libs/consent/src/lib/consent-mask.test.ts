import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  CONSENT_COOKIE,
  CONSENT_FLAGS,
  NECESSARY_ONLY,
  choiceOfMask,
  consentCookieMaxAge,
  consentCookieString,
  consentMask,
  hasConsent,
  parseConsentCookie,
} from '../index';
import type { ConsentChoice } from '../index';

const DAY = 86_400;

/**
 * Every one of the 32 combinations of the five bits: what the cookie reads as (Necessary forced
 * on, 0 is no mask), the choice it stands for, the mask of that choice, and how long the stored
 * mask lives. A half personalization pair (8 without 16 or the reverse) is not personalization.
 */
const COMBINATIONS: {
  bits: number;
  parsed: number | null;
  choice: ConsentChoice;
  roundTrip: number;
  days: number;
}[] = [
  {
    bits: 0,
    parsed: null,
    choice: { adStorage: false, analytics: false, personalization: false },
    roundTrip: 1,
    days: 1,
  },
  {
    bits: 1,
    parsed: 1,
    choice: { adStorage: false, analytics: false, personalization: false },
    roundTrip: 1,
    days: 1,
  },
  {
    bits: 2,
    parsed: 3,
    choice: { adStorage: true, analytics: false, personalization: false },
    roundTrip: 3,
    days: 30,
  },
  {
    bits: 3,
    parsed: 3,
    choice: { adStorage: true, analytics: false, personalization: false },
    roundTrip: 3,
    days: 30,
  },
  {
    bits: 4,
    parsed: 5,
    choice: { adStorage: false, analytics: true, personalization: false },
    roundTrip: 5,
    days: 30,
  },
  {
    bits: 5,
    parsed: 5,
    choice: { adStorage: false, analytics: true, personalization: false },
    roundTrip: 5,
    days: 30,
  },
  {
    bits: 6,
    parsed: 7,
    choice: { adStorage: true, analytics: true, personalization: false },
    roundTrip: 7,
    days: 30,
  },
  {
    bits: 7,
    parsed: 7,
    choice: { adStorage: true, analytics: true, personalization: false },
    roundTrip: 7,
    days: 30,
  },
  {
    bits: 8,
    parsed: 9,
    choice: { adStorage: false, analytics: false, personalization: false },
    roundTrip: 1,
    days: 30,
  },
  {
    bits: 9,
    parsed: 9,
    choice: { adStorage: false, analytics: false, personalization: false },
    roundTrip: 1,
    days: 30,
  },
  {
    bits: 10,
    parsed: 11,
    choice: { adStorage: true, analytics: false, personalization: false },
    roundTrip: 3,
    days: 30,
  },
  {
    bits: 11,
    parsed: 11,
    choice: { adStorage: true, analytics: false, personalization: false },
    roundTrip: 3,
    days: 30,
  },
  {
    bits: 12,
    parsed: 13,
    choice: { adStorage: false, analytics: true, personalization: false },
    roundTrip: 5,
    days: 30,
  },
  {
    bits: 13,
    parsed: 13,
    choice: { adStorage: false, analytics: true, personalization: false },
    roundTrip: 5,
    days: 30,
  },
  {
    bits: 14,
    parsed: 15,
    choice: { adStorage: true, analytics: true, personalization: false },
    roundTrip: 7,
    days: 30,
  },
  {
    bits: 15,
    parsed: 15,
    choice: { adStorage: true, analytics: true, personalization: false },
    roundTrip: 7,
    days: 30,
  },
  {
    bits: 16,
    parsed: 17,
    choice: { adStorage: false, analytics: false, personalization: false },
    roundTrip: 1,
    days: 30,
  },
  {
    bits: 17,
    parsed: 17,
    choice: { adStorage: false, analytics: false, personalization: false },
    roundTrip: 1,
    days: 30,
  },
  {
    bits: 18,
    parsed: 19,
    choice: { adStorage: true, analytics: false, personalization: false },
    roundTrip: 3,
    days: 30,
  },
  {
    bits: 19,
    parsed: 19,
    choice: { adStorage: true, analytics: false, personalization: false },
    roundTrip: 3,
    days: 30,
  },
  {
    bits: 20,
    parsed: 21,
    choice: { adStorage: false, analytics: true, personalization: false },
    roundTrip: 5,
    days: 30,
  },
  {
    bits: 21,
    parsed: 21,
    choice: { adStorage: false, analytics: true, personalization: false },
    roundTrip: 5,
    days: 30,
  },
  {
    bits: 22,
    parsed: 23,
    choice: { adStorage: true, analytics: true, personalization: false },
    roundTrip: 7,
    days: 30,
  },
  {
    bits: 23,
    parsed: 23,
    choice: { adStorage: true, analytics: true, personalization: false },
    roundTrip: 7,
    days: 30,
  },
  {
    bits: 24,
    parsed: 25,
    choice: { adStorage: false, analytics: false, personalization: true },
    roundTrip: 25,
    days: 30,
  },
  {
    bits: 25,
    parsed: 25,
    choice: { adStorage: false, analytics: false, personalization: true },
    roundTrip: 25,
    days: 30,
  },
  {
    bits: 26,
    parsed: 27,
    choice: { adStorage: true, analytics: false, personalization: true },
    roundTrip: 27,
    days: 30,
  },
  {
    bits: 27,
    parsed: 27,
    choice: { adStorage: true, analytics: false, personalization: true },
    roundTrip: 27,
    days: 30,
  },
  {
    bits: 28,
    parsed: 29,
    choice: { adStorage: false, analytics: true, personalization: true },
    roundTrip: 29,
    days: 30,
  },
  {
    bits: 29,
    parsed: 29,
    choice: { adStorage: false, analytics: true, personalization: true },
    roundTrip: 29,
    days: 30,
  },
  {
    bits: 30,
    parsed: 31,
    choice: { adStorage: true, analytics: true, personalization: true },
    roundTrip: 31,
    days: 30,
  },
  {
    bits: 31,
    parsed: 31,
    choice: { adStorage: true, analytics: true, personalization: true },
    roundTrip: 31,
    days: 30,
  },
];

describe('every bitmask combination', () => {
  it('covers all 32 combinations', () => {
    expect(new Set(COMBINATIONS.map(({ bits }) => bits)).size).toBe(32);
  });

  it.each(COMBINATIONS)('cookie value $bits reads as $parsed', ({ bits, parsed }) => {
    expect(parseConsentCookie(`${CONSENT_COOKIE}=${bits}`)).toBe(parsed);
  });

  it.each(COMBINATIONS)('bits $bits → choice → mask $roundTrip', ({ bits, choice, roundTrip }) => {
    const stored = bits | CONSENT_FLAGS.Necessary;
    expect(choiceOfMask(stored)).toEqual(choice);
    expect(consentMask(choiceOfMask(stored))).toBe(roundTrip);
    expect(choiceOfMask(roundTrip)).toEqual(choice);
  });

  it.each(COMBINATIONS)('mask from bits $bits lives $days day(s)', ({ bits, days }) => {
    const stored = bits | CONSENT_FLAGS.Necessary;
    expect(consentCookieMaxAge(stored)).toBe(days * DAY);
    expect(consentCookieString(stored, { secure: false })).toBe(
      `__consent=${stored}; Path=/; Max-Age=${days * DAY}; SameSite=Lax`,
    );
  });

  it.each(COMBINATIONS)(
    'hasConsent of bits $bits follows each bit, Necessary always',
    ({ bits }) => {
      for (const flag of Object.values(CONSENT_FLAGS)) {
        expect(hasConsent(bits, flag)).toBe(
          flag === CONSENT_FLAGS.Necessary || (bits & flag) !== 0,
        );
      }
    },
  );
});

describe('mask constants', () => {
  it('ALL_GRANTED is every flag together and NECESSARY_ONLY is Necessary alone', () => {
    expect(ALL_GRANTED).toBe(Object.values(CONSENT_FLAGS).reduce((mask, flag) => mask | flag, 0));
    expect(NECESSARY_ONLY).toBe(CONSENT_FLAGS.Necessary);
    expect(consentMask({ adStorage: true, analytics: true, personalization: true })).toBe(
      ALL_GRANTED,
    );
    expect(consentMask({ adStorage: false, analytics: false, personalization: false })).toBe(
      NECESSARY_ONLY,
    );
  });
});

const anyChoice = fc.record({
  adStorage: fc.boolean(),
  analytics: fc.boolean(),
  personalization: fc.boolean(),
});
const anyMask = fc.integer({ min: 1, max: 31 }).map((bits) => bits | CONSENT_FLAGS.Necessary);

describe('consent mask properties', () => {
  it('always sets Necessary, in a choice and in whatever the cookie reads as', () => {
    fc.assert(
      fc.property(anyChoice, fc.string(), (choice, cookie) => {
        expect(consentMask(choice) & CONSENT_FLAGS.Necessary).toBe(CONSENT_FLAGS.Necessary);
        const parsed = parseConsentCookie(`${CONSENT_COOKIE}=${cookie}`);
        if (parsed !== null) expect(parsed & CONSENT_FLAGS.Necessary).toBe(CONSENT_FLAGS.Necessary);
      }),
    );
  });

  it('grants AdPersonalization and AdUserData together, exactly when personalization is on', () => {
    const pair = CONSENT_FLAGS.AdPersonalization | CONSENT_FLAGS.AdUserData;
    fc.assert(
      fc.property(anyChoice, (choice) => {
        expect(consentMask(choice) & pair).toBe(choice.personalization ? pair : 0);
      }),
    );
  });

  it('keeps a choice through its mask', () => {
    fc.assert(
      fc.property(anyChoice, (choice) => {
        expect(choiceOfMask(consentMask(choice))).toEqual(choice);
      }),
    );
  });

  it('lives 30 days when anything beyond Necessary is granted, else 1 day', () => {
    fc.assert(
      fc.property(anyMask, fc.boolean(), (mask, secure) => {
        const days = mask === NECESSARY_ONLY ? 1 : 30;
        expect(consentCookieString(mask, { secure })).toContain(`; Max-Age=${days * DAY};`);
      }),
    );
  });

  it('reads back the mask it writes, among other cookies', () => {
    const otherCookie = fc
      .tuple(fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[a-z0-9]{0,8}$/))
      .filter(([name]) => name !== CONSENT_COOKIE)
      .map(([name, value]) => `${name}=${value}`);
    fc.assert(
      fc.property(anyMask, fc.array(otherCookie), fc.array(otherCookie), (mask, before, after) => {
        const written = consentCookieString(mask, { secure: true }).split(';')[0]!;
        expect(parseConsentCookie([...before, written, ...after].join('; '))).toBe(mask);
      }),
    );
  });
});
