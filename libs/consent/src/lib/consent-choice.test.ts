import { describe, expect, it } from 'vitest';
import { CONSENT_TOGGLES, NO_CONSENT, isConsentToggle, toggleConsent } from '../index';

describe('toggleConsent', () => {
  it.each(CONSENT_TOGGLES.map((toggle) => ({ toggle })))(
    'flips $toggle alone and back',
    ({ toggle }) => {
      const on = toggleConsent(NO_CONSENT, toggle);
      expect(on).toEqual({ ...NO_CONSENT, [toggle]: true });
      expect(toggleConsent(on, toggle)).toEqual(NO_CONSENT);
    },
  );

  it('leaves the given choice untouched', () => {
    const choice = { ...NO_CONSENT };
    toggleConsent(choice, 'analytics');
    expect(choice).toEqual(NO_CONSENT);
  });
});

describe('isConsentToggle', () => {
  it.each([
    { value: 'adStorage', toggle: true },
    { value: 'analytics', toggle: true },
    { value: 'personalization', toggle: true },
    { value: 'necessary', toggle: false },
    { value: 'Necessary', toggle: false },
    { value: undefined, toggle: false },
  ])('$value is a switch: $toggle', ({ value, toggle }) => {
    expect(isConsentToggle(value)).toBe(toggle);
  });
});
