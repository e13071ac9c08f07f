import type { MailStrings } from '../mail-strings';

/** The e-mails in Danish. */
export const DA: MailStrings = {
  greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
  contactUs: 'Har du spørgsmål? Skriv til os på',
  footerNote: (shopName) =>
    `Du får denne e-mail, fordi du har handlet hos eller har en konto hos ${shopName}.`,
  buttonFallback: 'Virker knappen ikke? Kopiér linket ind i din browser:',
  linkValidity: (duration) => `Linket virker i ${duration} og kan kun bruges én gang.`,

  orderNumber: 'Ordrenummer',
  orderDate: 'Ordredato',
  yourOrder: 'Din ordre',
  sku: 'Varenr.',
  quantityTimesPrice: (quantity, unitPrice) => `${quantity} stk. à ${unitPrice}`,
  quantityOnly: (quantity) => `${quantity} stk.`,
  lineDiscount: 'Rabat',
  subtotal: 'Subtotal',
  discount: 'Rabat',
  couponCodes: (codes) => `${codes.length > 1 ? 'koderne' : 'koden'} ${codes.join(', ')}`,
  shipping: 'Fragt',
  free: 'Gratis fragt',
  payment: 'Betalingsmetode',
  total: 'I alt',
  vatAtRate: (rate) => `heraf moms ${rate}`,
  vatTotal: 'Moms i alt',
  delivery: 'Levering',
  deliveryAddress: 'Leveringsadresse',
  servicePoint: 'Udleveringssted',
  deliveryEstimate: 'Forventet levering',
  followOrder: 'Følg din ordre',
  viewOrder: 'Se ordren',
  terms: 'Handelsbetingelser',
  withdrawalHeading: 'Fortrydelsesret',
  withdrawal: (days) =>
    `Du har ${days} dages fortrydelsesret: Du kan fortryde købet uden at give en begrundelse inden for ${days} dage fra den dag, du modtog varerne.`,
  startReturn: 'Sådan returnerer du varer',

  confirmationSubject: (orderNumber) => `Ordrebekræftelse – ordre ${orderNumber}`,
  confirmationPreview: (orderNumber, total) =>
    `Vi har modtaget din ordre ${orderNumber} på ${total}.`,
  confirmationHeading: 'Tak for din ordre!',
  confirmationIntro:
    'Vi har modtaget din ordre og gør den klar til afsendelse. Her er en oversigt.',
  accountHeading: 'Din konto er klar',
  accountText:
    'Bekræft din e-mailadresse, og vælg en adgangskode. Så kan du logge ind og se dine ordrer.',
  accountButton: 'Bekræft og vælg adgangskode',

  paymentFailedSubject: (orderNumber) => `Betalingen for ordre ${orderNumber} gik ikke igennem`,
  paymentCancelledSubject: (orderNumber) => `Betalingen for ordre ${orderNumber} blev afbrudt`,
  paymentFailedHeading: 'Betalingen gik ikke igennem',
  paymentCancelledHeading: 'Betalingen blev afbrudt',
  paymentFailedText: (orderNumber) =>
    `Desværre kunne betalingen for din ordre ${orderNumber} ikke gennemføres.`,
  paymentCancelledText: (orderNumber) =>
    `Betalingen for din ordre ${orderNumber} blev afbrudt, før den var gennemført.`,
  notShipped: 'Ordren bliver derfor ikke sendt.',
  tryAgainText: 'Vil du stadig have varerne? Du kan afgive ordren igen i butikken.',
  tryAgainButton: 'Gå til butikken',

  shippedSubject: (orderNumber) => `Din ordre ${orderNumber} er på vej`,
  shippedPreview: (carrier) => `Pakken har forladt vores lager og er på vej med ${carrier}.`,
  shippedHeading: 'Nu er din ordre på vej!',
  shippedText: (orderNumber, carrier) =>
    `Din ordre ${orderNumber} har forladt vores lager og sendes med ${carrier}.`,
  carrier: 'Fragtfirma',
  trackingNumber: 'Pakkenummer',
  trackParcel: 'Følg pakken',

  returnSubject: (orderNumber) => `Vi har modtaget din returnering – ordre ${orderNumber}`,
  returnHeading: 'Vi har modtaget din returnering',
  returnText: (orderNumber) =>
    `Tak! Vi har modtaget din returnering af disse varer fra ordre ${orderNumber}.`,
  returnedItems: 'Returnerede varer',
  returnNextHeading: 'Hvad sker der nu?',
  returnNext:
    'Vi kontrollerer varerne og betaler derefter pengene tilbage til den betalingsmetode, du brugte. Du får en e-mail, når tilbagebetalingen er sket.',
  viewReturn: 'Se din returnering',

  refundSubject: (orderNumber) => `Vi har tilbagebetalt penge for ordre ${orderNumber}`,
  refundHeading: 'Pengene er på vej tilbage',
  refundText: (amount, paymentName, orderNumber) =>
    `Vi har tilbagebetalt ${amount} til ${paymentName} for din ordre ${orderNumber}.`,
  refundAmount: 'Tilbagebetalt beløb',
  refundTiming: 'Der kan gå et par bankdage, før du kan se pengene.',
  refundedItems: 'Tilbagebetalingen gælder',

  login: {
    'password-reset': {
      subject: (shopName) => `Vælg en ny adgangskode hos ${shopName}`,
      heading: 'Vælg en ny adgangskode',
      text: (shopName) =>
        `Vi har fået en anmodning om at skifte adgangskoden til din konto hos ${shopName}. Klik på knappen for at vælge en ny.`,
      button: 'Vælg ny adgangskode',
    },
    welcome: {
      subject: (shopName) => `Velkommen til ${shopName} – aktivér din konto`,
      heading: 'Velkommen!',
      text: (shopName) =>
        `Din konto hos ${shopName} er næsten klar. Bekræft din e-mailadresse, og vælg en adgangskode, så er du i gang.`,
      button: 'Bekræft og vælg adgangskode',
    },
    'existing-account': {
      subject: (shopName) => `Du har allerede en konto hos ${shopName}`,
      heading: 'Du har allerede en konto',
      text: (shopName) =>
        `Nogen forsøgte at oprette en konto hos ${shopName} med denne e-mailadresse, men der findes allerede en. Log ind med knappen herunder – så kan du også vælge en ny adgangskode, hvis du har glemt den gamle.`,
      button: 'Log ind',
    },
  },
  notRequested:
    'Har du ikke bedt om dette? Så kan du se bort fra denne e-mail – der ændres ikke noget på din konto.',

  passwordChangedSubject: (shopName) => `Din adgangskode hos ${shopName} er ændret`,
  passwordChangedHeading: 'Din adgangskode er ændret',
  passwordChangedText: (shopName, when) =>
    `Adgangskoden til din konto hos ${shopName} blev ændret den ${when}.`,
  passwordNotYou:
    'Var det ikke dig? Bed om en ny adgangskode med det samme, så kun du har adgang til kontoen, og kontakt os.',
  passwordNotYouButton: 'Bed om ny adgangskode',
};
