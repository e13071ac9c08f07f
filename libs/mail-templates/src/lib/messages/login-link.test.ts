import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { renderLoginLink } from '../../index';
import { aLoginLinkView } from '../../testing/mail-fixtures';
import { expectInBoth, expectLinkInBoth } from '../../testing/mail-assertions';
import type { LoginPurpose } from '../mail-strings';
import { MAIL_STRINGS } from '../mail-strings-table';

// How long a 30-minute link works, as each storefront writes it.
const THIRTY_MINUTES: Readonly<Record<LocaleCode, string>> = {
  sv: '30 minuter',
  no: '30 minutter',
  da: '30 minutter',
  fi: '30 minuuttia',
  nl: '30 minuten',
};

const PURPOSES: readonly LoginPurpose[] = ['password-reset', 'welcome', 'existing-account'];
const cases = LOCALE_CODES.flatMap((locale) => PURPOSES.map((purpose) => ({ locale, purpose })));

describe('renderLoginLink', () => {
  it.each(cases)(
    'sends the $purpose link in $locale with its own subject, the link, its minutes and what to do if unasked',
    async ({ locale, purpose }) => {
      const view = aLoginLinkView(locale, { purpose });
      const strings = MAIL_STRINGS[locale];
      const mail = await renderLoginLink(view);

      expect(mail.subject).toBe(strings.login[purpose].subject('Nordshop'));
      expectInBoth(mail, [
        strings.login[purpose].heading,
        strings.login[purpose].text('Nordshop'),
        strings.login[purpose].button,
        THIRTY_MINUTES[locale],
        strings.notRequested,
      ]);
      expectLinkInBoth(mail, view.url);
    },
  );

  it.each(LOCALE_CODES)('gives each purpose its own subject in %s', (locale) => {
    const subjects = PURPOSES.map((purpose) => MAIL_STRINGS[locale].login[purpose].subject('N'));
    expect(new Set(subjects).size).toBe(PURPOSES.length);
  });

  it('greets without a name when the account has none', async () => {
    const mail = await renderLoginLink(aLoginLinkView('sv', { purpose: 'welcome', name: '' }));
    expect(mail.text).toMatch(/^Hej!$/m);
  });
});
