import type { MailStrings } from '../mail-strings';

/** The e-mails in Norwegian (bokmål). */
export const NO: MailStrings = {
  greeting: (name) => (name ? `Hei ${name}!` : 'Hei!'),
  contactUs: 'Har du spørsmål? Skriv til oss på',
  footerNote: (shopName) =>
    `Du får denne e-posten fordi du har handlet hos eller har en konto hos ${shopName}.`,
  buttonFallback: 'Fungerer ikke knappen? Kopier lenken inn i nettleseren din:',
  linkValidity: (duration) => `Lenken virker i ${duration} og kan bare brukes én gang.`,

  orderNumber: 'Ordrenummer',
  orderDate: 'Ordredato',
  yourOrder: 'Bestillingen din',
  sku: 'Art.nr.',
  quantityTimesPrice: (quantity, unitPrice) => `${quantity} stk. à ${unitPrice}`,
  quantityOnly: (quantity) => `${quantity} stk.`,
  lineDiscount: 'Rabatt',
  subtotal: 'Delsum',
  discount: 'Rabatt',
  couponCodes: (codes) => `${codes.length > 1 ? 'kodene' : 'koden'} ${codes.join(', ')}`,
  shipping: 'Frakt',
  free: 'Gratis frakt',
  payment: 'Betalingsmåte',
  total: 'Totalt',
  vatAtRate: (rate) => `herav mva. ${rate}`,
  vatTotal: 'Mva. totalt',
  delivery: 'Levering',
  deliveryAddress: 'Leveringsadresse',
  servicePoint: 'Hentested',
  deliveryEstimate: 'Forventet levering',
  followOrder: 'Følg bestillingen din',
  viewOrder: 'Se bestillingen',
  terms: 'Kjøpsvilkår',
  withdrawalHeading: 'Angrerett',
  withdrawal: (days) =>
    `Du har ${days} dagers angrerett: du kan gå fra kjøpet uten å oppgi noen grunn innen ${days} dager etter at du mottok varene.`,
  startReturn: 'Slik returnerer du varer',

  confirmationSubject: (orderNumber) => `Ordrebekreftelse – ordre ${orderNumber}`,
  confirmationPreview: (orderNumber, total) =>
    `Vi har mottatt bestillingen din ${orderNumber} på ${total}.`,
  confirmationHeading: 'Takk for bestillingen!',
  confirmationIntro:
    'Vi har mottatt bestillingen din og gjør den klar for sending. Her er en oppsummering.',
  accountHeading: 'Kontoen din er klar',
  accountText:
    'Bekreft e-postadressen din og velg et passord. Så kan du logge inn og se bestillingene dine.',
  accountButton: 'Bekreft og velg passord',

  paymentFailedSubject: (orderNumber) => `Betalingen for ordre ${orderNumber} gikk ikke gjennom`,
  paymentCancelledSubject: (orderNumber) => `Betalingen for ordre ${orderNumber} ble avbrutt`,
  paymentFailedHeading: 'Betalingen gikk ikke gjennom',
  paymentCancelledHeading: 'Betalingen ble avbrutt',
  paymentFailedText: (orderNumber) =>
    `Dessverre kunne vi ikke gjennomføre betalingen for bestillingen din ${orderNumber}.`,
  paymentCancelledText: (orderNumber) =>
    `Betalingen for bestillingen din ${orderNumber} ble avbrutt før den var fullført.`,
  notShipped: 'Bestillingen blir derfor ikke sendt.',
  tryAgainText: 'Vil du fortsatt ha varene? Du kan legge inn bestillingen på nytt i butikken.',
  tryAgainButton: 'Til butikken',

  shippedSubject: (orderNumber) => `Bestillingen din ${orderNumber} er på vei`,
  shippedPreview: (carrier) => `Pakken har forlatt lageret vårt og er på vei med ${carrier}.`,
  shippedHeading: 'Nå er bestillingen din på vei!',
  shippedText: (orderNumber, carrier) =>
    `Bestillingen din ${orderNumber} har forlatt lageret vårt og sendes med ${carrier}.`,
  carrier: 'Transportør',
  trackingNumber: 'Sporingsnummer',
  trackParcel: 'Spor pakken',

  returnSubject: (orderNumber) => `Vi har mottatt returen din – ordre ${orderNumber}`,
  returnHeading: 'Vi har mottatt returen din',
  returnText: (orderNumber) =>
    `Takk! Vi har mottatt returen av disse varene fra bestilling ${orderNumber}.`,
  returnedItems: 'Returnerte varer',
  returnNextHeading: 'Hva skjer nå?',
  returnNext:
    'Vi kontrollerer varene og betaler deretter pengene tilbake til samme betalingsmåte som du brukte. Du får en e-post når tilbakebetalingen er gjort.',
  viewReturn: 'Se returen din',

  refundSubject: (orderNumber) => `Vi har betalt tilbake penger for ordre ${orderNumber}`,
  refundHeading: 'Pengene er på vei tilbake',
  refundText: (amount, paymentName, orderNumber) =>
    `Vi har betalt tilbake ${amount} til ${paymentName} for bestillingen din ${orderNumber}.`,
  refundAmount: 'Tilbakebetalt beløp',
  refundTiming: 'Det kan ta noen virkedager før pengene er synlige hos deg.',
  refundedItems: 'Tilbakebetalingen gjelder',

  login: {
    'password-reset': {
      subject: (shopName) => `Velg et nytt passord hos ${shopName}`,
      heading: 'Velg et nytt passord',
      text: (shopName) =>
        `Vi har fått en forespørsel om å endre passordet for kontoen din hos ${shopName}. Trykk på knappen for å velge et nytt.`,
      button: 'Velg nytt passord',
    },
    welcome: {
      subject: (shopName) => `Velkommen til ${shopName} – aktiver kontoen din`,
      heading: 'Velkommen!',
      text: (shopName) =>
        `Kontoen din hos ${shopName} er nesten klar. Bekreft e-postadressen din og velg et passord, så er du i gang.`,
      button: 'Bekreft og velg passord',
    },
    'existing-account': {
      subject: (shopName) => `Du har allerede en konto hos ${shopName}`,
      heading: 'Du har allerede en konto',
      text: (shopName) =>
        `Noen prøvde å opprette en konto hos ${shopName} med denne e-postadressen, men det finnes allerede en. Logg inn med knappen nedenfor, så kan du velge et nytt passord hvis du har glemt det gamle.`,
      button: 'Logg inn',
    },
  },
  notRequested:
    'Har du ikke bedt om dette? Da kan du se bort fra denne e-posten – ingenting endres på kontoen din.',

  passwordChangedSubject: (shopName) => `Passordet ditt hos ${shopName} er endret`,
  passwordChangedHeading: 'Passordet ditt er endret',
  passwordChangedText: (shopName, when) =>
    `Passordet til kontoen din hos ${shopName} ble endret ${when}.`,
  passwordNotYou:
    'Var det ikke deg? Be om et nytt passord med en gang, slik at bare du har tilgang til kontoen, og kontakt oss.',
  passwordNotYouButton: 'Be om nytt passord',
};
