import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { renderReturnReceived } from '../../index';
import { aReturnReceivedView } from '../../testing/mail-fixtures';
import { expectInBoth, expectLinkInBoth } from '../../testing/mail-assertions';
import { MAIL_STRINGS } from '../mail-strings-table';

describe('renderReturnReceived', () => {
  it.each(LOCALE_CODES)(
    'lists in %s the returned lines and says what happens next',
    async (locale) => {
      const view = aReturnReceivedView(locale, {
        lines: [
          { name: 'Laddare USB-C 30 W', sku: 'NS-CHG-30', quantity: 2 },
          { name: 'Skärmskydd iPhone 16', sku: 'NS-SCR-IP16', quantity: 1 },
        ],
      });
      const strings = MAIL_STRINGS[locale];
      const mail = await renderReturnReceived(view);

      expect(mail.subject).toBe(strings.returnSubject('104233'));
      expectInBoth(mail, [
        strings.returnText('104233'),
        strings.returnNext,
        'Laddare USB-C 30 W',
        'NS-CHG-30',
        strings.quantityOnly(2),
        'Skärmskydd iPhone 16',
        strings.quantityOnly(1),
      ]);
      expectLinkInBoth(mail, view.links.returns);
    },
  );
});
