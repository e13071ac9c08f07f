import { describe, expect, it } from 'vitest';
import { renderPasswordChanged } from '../../index';
import { aPasswordChangedView } from '../../testing/mail-fixtures';
import { expectInBoth, expectLinkInBoth } from '../../testing/mail-assertions';
import { MAIL_STRINGS } from '../mail-strings-table';

// 2026-11-29T12:05:00Z in each storefront's time zone and words.
const cases = [
  { locale: 'sv', when: '29 november 2026 kl. 13:05' },
  { locale: 'no', when: '29. november 2026 kl. 13:05' },
  { locale: 'da', when: '29. november 2026 kl. 13.05' },
  { locale: 'fi', when: '29. marraskuuta 2026 klo 14.05' },
  { locale: 'nl', when: '29 november 2026 om 13:05' },
] as const;

describe('renderPasswordChanged', () => {
  it.each(cases)(
    'says in $locale when the password changed, in the storefront’s time zone, and where to ask for a new one',
    async ({ locale, when }) => {
      const view = aPasswordChangedView(locale);
      const strings = MAIL_STRINGS[locale];
      const mail = await renderPasswordChanged(view);

      expect(mail.subject).toBe(strings.passwordChangedSubject('Nordshop'));
      expectInBoth(mail, [
        strings.passwordChangedText('Nordshop', when),
        strings.passwordNotYou,
        strings.passwordNotYouButton,
      ]);
      expectLinkInBoth(mail, view.forgotPasswordUrl);
    },
  );
});
