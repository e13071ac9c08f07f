import type { LocaleCode } from '@nordshop/locale-config';

/** Sample words of a storefront's order, as its database would hold them. */
export const SAMPLE: Readonly<
  Record<
    LocaleCode,
    {
      readonly caseName: string;
      readonly kitName: string;
      readonly address: readonly string[];
      readonly shipping: string;
      readonly payment: string;
      readonly carrier: string;
    }
  >
> = {
  sv: {
    caseName: 'Skal för iPhone 16 – MagSafe, svart',
    kitName: 'Rengöringsset för skärm & kamera',
    address: ['Alex Berg', 'Storgatan 12', '123 45 Stad'],
    shipping: 'PostNord MyPack Collect',
    payment: 'Faktura',
    carrier: 'PostNord',
  },
  no: {
    caseName: 'Deksel til iPhone 16 – MagSafe, svart',
    kitName: 'Rengjøringssett for skjerm & kamera',
    address: ['Alex Berg', 'Storgata 12', '0155 Oslo'],
    shipping: 'Bring hentested',
    payment: 'Vipps',
    carrier: 'Bring',
  },
  da: {
    caseName: 'Cover til iPhone 16 – MagSafe, sort',
    kitName: 'Rengøringssæt til skærm & kamera',
    address: ['Alex Berg', 'Østergade 12', '1100 København K'],
    shipping: 'PostNord Pakkeshop',
    payment: 'MobilePay',
    carrier: 'PostNord',
  },
  fi: {
    caseName: 'Suojakuori iPhone 16 – MagSafe, musta',
    kitName: 'Puhdistussarja näytölle & kameralle',
    address: ['Alex Berg', 'Mannerheimintie 12', '00100 Helsinki'],
    shipping: 'Posti Pakettiautomaatti',
    payment: 'Lasku',
    carrier: 'Posti',
  },
  nl: {
    caseName: 'Hoesje voor iPhone 16 – MagSafe, zwart',
    kitName: 'Reinigingsset voor scherm & camera',
    address: ['Alex Berg', 'Kalverstraat 12', '1012 NX Amsterdam'],
    shipping: 'PostNL Pakketpunt',
    payment: 'iDEAL',
    carrier: 'PostNL',
  },
};
