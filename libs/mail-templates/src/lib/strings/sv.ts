import type { MailStrings } from '../mail-strings';

/** The e-mails in Swedish. */
export const SV: MailStrings = {
  greeting: (name) => (name ? `Hej ${name}!` : 'Hej!'),
  contactUs: 'Har du frågor? Skriv till oss på',
  footerNote: (shopName) =>
    `Du får det här mejlet för att du har handlat eller har ett konto hos ${shopName}.`,
  buttonFallback: 'Fungerar inte knappen? Kopiera länken till din webbläsare:',
  linkValidity: (duration) => `Länken fungerar i ${duration} och kan bara användas en gång.`,

  orderNumber: 'Ordernummer',
  orderDate: 'Orderdatum',
  yourOrder: 'Din beställning',
  sku: 'Art.nr',
  quantityTimesPrice: (quantity, unitPrice) => `${quantity} st à ${unitPrice}`,
  quantityOnly: (quantity) => `${quantity} st`,
  lineDiscount: 'Rabatt',
  subtotal: 'Delsumma',
  discount: 'Rabatt',
  couponCodes: (codes) => `${codes.length > 1 ? 'koder' : 'kod'} ${codes.join(', ')}`,
  shipping: 'Frakt',
  free: 'Fri frakt',
  payment: 'Betalsätt',
  total: 'Totalt',
  vatAtRate: (rate) => `varav moms ${rate}`,
  vatTotal: 'Moms totalt',
  delivery: 'Leverans',
  deliveryAddress: 'Leveransadress',
  servicePoint: 'Utlämningsställe',
  deliveryEstimate: 'Beräknad leverans',
  followOrder: 'Följ din beställning',
  viewOrder: 'Visa beställningen',
  terms: 'Köpvillkor',
  withdrawalHeading: 'Ångerrätt',
  withdrawal: (days) =>
    `Du har ${days} dagars ångerrätt: du kan ångra köpet utan att ange något skäl inom ${days} dagar från den dag du tog emot varorna.`,
  startReturn: 'Så gör du en retur',

  confirmationSubject: (orderNumber) => `Orderbekräftelse – order ${orderNumber}`,
  confirmationPreview: (orderNumber, total) =>
    `Vi har tagit emot din beställning ${orderNumber} på ${total}.`,
  confirmationHeading: 'Tack för din beställning!',
  confirmationIntro:
    'Vi har tagit emot din beställning och gör den redo för leverans. Här är en sammanfattning.',
  accountHeading: 'Ditt konto är klart',
  accountText:
    'Bekräfta din e-postadress och välj ett lösenord. Sedan kan du logga in och se dina beställningar.',
  accountButton: 'Bekräfta och välj lösenord',

  paymentFailedSubject: (orderNumber) => `Betalningen för order ${orderNumber} gick inte igenom`,
  paymentCancelledSubject: (orderNumber) => `Betalningen för order ${orderNumber} avbröts`,
  paymentFailedHeading: 'Betalningen gick inte igenom',
  paymentCancelledHeading: 'Betalningen avbröts',
  paymentFailedText: (orderNumber) =>
    `Betalningen för din beställning ${orderNumber} kunde tyvärr inte genomföras.`,
  paymentCancelledText: (orderNumber) =>
    `Betalningen för din beställning ${orderNumber} avbröts innan den var klar.`,
  notShipped: 'Beställningen skickas därför inte.',
  tryAgainText: 'Vill du fortfarande ha varorna? Du kan lägga beställningen igen i butiken.',
  tryAgainButton: 'Till butiken',

  shippedSubject: (orderNumber) => `Din beställning ${orderNumber} är på väg`,
  shippedPreview: (carrier) => `Paketet har lämnat vårt lager och är på väg med ${carrier}.`,
  shippedHeading: 'Nu är din beställning på väg!',
  shippedText: (orderNumber, carrier) =>
    `Din beställning ${orderNumber} har lämnat vårt lager och skickas med ${carrier}.`,
  carrier: 'Transportör',
  trackingNumber: 'Kollinummer',
  trackParcel: 'Spåra paketet',

  returnSubject: (orderNumber) => `Vi har tagit emot din retur – order ${orderNumber}`,
  returnHeading: 'Vi har tagit emot din retur',
  returnText: (orderNumber) =>
    `Tack! Vi har tagit emot din retur av följande varor från beställning ${orderNumber}.`,
  returnedItems: 'Returnerade varor',
  returnNextHeading: 'Vad händer nu?',
  returnNext:
    'Vi kontrollerar varorna och betalar sedan tillbaka pengarna till samma betalsätt som du använde. Du får ett mejl när återbetalningen är gjord.',
  viewReturn: 'Visa din retur',

  refundSubject: (orderNumber) => `Vi har betalat tillbaka pengar för order ${orderNumber}`,
  refundHeading: 'Pengarna är på väg tillbaka',
  refundText: (amount, paymentName, orderNumber) =>
    `Vi har betalat tillbaka ${amount} till ${paymentName} för din beställning ${orderNumber}.`,
  refundAmount: 'Återbetalt belopp',
  refundTiming: 'Det kan ta några bankdagar innan pengarna syns hos dig.',
  refundedItems: 'Återbetalningen gäller',

  login: {
    'password-reset': {
      subject: (shopName) => `Välj ett nytt lösenord till ${shopName}`,
      heading: 'Välj ett nytt lösenord',
      text: (shopName) =>
        `Vi har fått en begäran om att byta lösenord för ditt konto hos ${shopName}. Klicka på knappen för att välja ett nytt.`,
      button: 'Välj nytt lösenord',
    },
    welcome: {
      subject: (shopName) => `Välkommen till ${shopName} – aktivera ditt konto`,
      heading: 'Välkommen!',
      text: (shopName) =>
        `Ditt konto hos ${shopName} är nästan klart. Bekräfta din e-postadress och välj ett lösenord, så är du igång.`,
      button: 'Bekräfta och välj lösenord',
    },
    'existing-account': {
      subject: (shopName) => `Du har redan ett konto hos ${shopName}`,
      heading: 'Du har redan ett konto',
      text: (shopName) =>
        `Någon försökte skapa ett konto hos ${shopName} med den här e-postadressen, men det finns redan ett. Logga in med knappen nedan, så kan du välja ett nytt lösenord om du har glömt det gamla.`,
      button: 'Logga in',
    },
  },
  notRequested:
    'Har du inte bett om det här? Då kan du bortse från mejlet – ingenting ändras på ditt konto.',

  passwordChangedSubject: (shopName) => `Ditt lösenord hos ${shopName} har ändrats`,
  passwordChangedHeading: 'Ditt lösenord har ändrats',
  passwordChangedText: (shopName, when) =>
    `Lösenordet till ditt konto hos ${shopName} ändrades den ${when}.`,
  passwordNotYou:
    'Var det inte du? Begär ett nytt lösenord direkt, så att bara du kommer åt kontot, och kontakta oss.',
  passwordNotYouButton: 'Begär nytt lösenord',
};
