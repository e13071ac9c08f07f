import type { LocaleCode } from '@nordshop/locale-config';

/**
 * The company behind every storefront (a Swedish limited company selling from its warehouse in
 * Sweden), as the customer-service page and the terms state it: the seller's name, registration
 * and VAT numbers and its address (the EU's e-commerce rules ask for them).
 */
export const COMPANY = {
  name: 'Nordshop AB',
  /** The Swedish company registration number (organisationsnummer). */
  orgNumber: '559312-4785',
  /** The EU VAT number. */
  vatNumber: 'SE559312478501',
  /** Norway's VAT on goods from abroad is paid through VOEC. */
  voecNumber: '2045678',
  street: 'Lagervägen 12',
  postalCode: '136 50',
  city: 'Haninge',
} as const;

/** How each storefront's customer service is reached: e-mail, phone and opening hours. */
export const CUSTOMER_SERVICE_CONTACT: Readonly<
  Record<LocaleCode, { email: string; phone: string; phoneHref: string }>
> = {
  sv: { email: 'kundservice@nordshop.example', phone: '08-465 004 20', phoneHref: '+46846500420' },
  no: {
    email: 'kundeservice.no@nordshop.example',
    phone: '21 93 12 40',
    phoneHref: '+4721931240',
  },
  da: {
    email: 'kundeservice.dk@nordshop.example',
    phone: '70 27 12 40',
    phoneHref: '+4570271240',
  },
  fi: {
    email: 'asiakaspalvelu@nordshop.example',
    phone: '09 4247 1240',
    phoneHref: '+358942471240',
  },
  nl: {
    email: 'klantenservice@nordshop.example',
    phone: '020 808 1240',
    phoneHref: '+31208081240',
  },
};
