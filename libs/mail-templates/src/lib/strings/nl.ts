import type { MailStrings } from '../mail-strings';

/** The e-mails in Dutch. */
export const NL: MailStrings = {
  greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  contactUs: 'Vragen? Mail ons via',
  footerNote: (shopName) =>
    `Je ontvangt deze e-mail omdat je bij ${shopName} hebt besteld of er een account hebt.`,
  buttonFallback: 'Werkt de knop niet? Kopieer de link naar je browser:',
  linkValidity: (duration) => `De link is ${duration} geldig en kan maar één keer worden gebruikt.`,

  orderNumber: 'Bestelnummer',
  orderDate: 'Besteldatum',
  yourOrder: 'Je bestelling',
  sku: 'Art.nr.',
  quantityTimesPrice: (quantity, unitPrice) => `${quantity} × ${unitPrice}`,
  quantityOnly: (quantity) => `Aantal: ${quantity}`,
  lineDiscount: 'Korting',
  subtotal: 'Subtotaal',
  discount: 'Korting',
  couponCodes: (codes) => `${codes.length > 1 ? 'codes' : 'code'} ${codes.join(', ')}`,
  shipping: 'Verzendkosten',
  free: 'Gratis verzending',
  payment: 'Betaalmethode',
  total: 'Totaal',
  vatAtRate: (rate) => `waarvan btw ${rate}`,
  vatTotal: 'Totaal btw',
  delivery: 'Bezorging',
  deliveryAddress: 'Bezorgadres',
  servicePoint: 'Afhaalpunt',
  deliveryEstimate: 'Verwachte bezorging',
  followOrder: 'Volg je bestelling',
  viewOrder: 'Bekijk je bestelling',
  terms: 'Algemene voorwaarden',
  withdrawalHeading: 'Herroepingsrecht',
  withdrawal: (days) =>
    `Je hebt ${days} dagen bedenktijd: je kunt de aankoop zonder opgave van redenen ontbinden binnen ${days} dagen nadat je de artikelen hebt ontvangen.`,
  startReturn: 'Zo stuur je iets retour',

  confirmationSubject: (orderNumber) => `Orderbevestiging – bestelling ${orderNumber}`,
  confirmationPreview: (orderNumber, total) =>
    `We hebben je bestelling ${orderNumber} van ${total} ontvangen.`,
  confirmationHeading: 'Bedankt voor je bestelling!',
  confirmationIntro:
    'We hebben je bestelling ontvangen en maken hem klaar voor verzending. Hier is een overzicht.',
  accountHeading: 'Je account staat klaar',
  accountText:
    'Bevestig je e-mailadres en kies een wachtwoord. Daarna kun je inloggen en je bestellingen bekijken.',
  accountButton: 'Bevestigen en wachtwoord kiezen',

  paymentFailedSubject: (orderNumber) =>
    `De betaling voor bestelling ${orderNumber} is niet gelukt`,
  paymentCancelledSubject: (orderNumber) =>
    `De betaling voor bestelling ${orderNumber} is geannuleerd`,
  paymentFailedHeading: 'De betaling is niet gelukt',
  paymentCancelledHeading: 'De betaling is geannuleerd',
  paymentFailedText: (orderNumber) =>
    `Helaas kon de betaling voor je bestelling ${orderNumber} niet worden voltooid.`,
  paymentCancelledText: (orderNumber) =>
    `De betaling voor je bestelling ${orderNumber} is geannuleerd voordat die was afgerond.`,
  notShipped: 'We versturen de bestelling daarom niet.',
  tryAgainText:
    'Wil je de artikelen nog steeds hebben? Je kunt de bestelling opnieuw plaatsen in de webshop.',
  tryAgainButton: 'Naar de webshop',

  shippedSubject: (orderNumber) => `Je bestelling ${orderNumber} is onderweg`,
  shippedPreview: (carrier) =>
    `Je pakket heeft ons magazijn verlaten en wordt bezorgd door ${carrier}.`,
  shippedHeading: 'Je bestelling is onderweg!',
  shippedText: (orderNumber, carrier) =>
    `Je bestelling ${orderNumber} heeft ons magazijn verlaten en wordt bezorgd door ${carrier}.`,
  carrier: 'Vervoerder',
  trackingNumber: 'Trackingnummer',
  trackParcel: 'Volg je pakket',

  returnSubject: (orderNumber) => `We hebben je retour ontvangen – bestelling ${orderNumber}`,
  returnHeading: 'We hebben je retour ontvangen',
  returnText: (orderNumber) =>
    `Bedankt! We hebben je retour van de volgende artikelen uit bestelling ${orderNumber} ontvangen.`,
  returnedItems: 'Geretourneerde artikelen',
  returnNextHeading: 'Wat gebeurt er nu?',
  returnNext:
    'We controleren de artikelen en betalen het bedrag daarna terug via de betaalmethode die je hebt gebruikt. Je krijgt een e-mail zodra de terugbetaling is gedaan.',
  viewReturn: 'Bekijk je retour',

  refundSubject: (orderNumber) => `We hebben geld teruggestort voor bestelling ${orderNumber}`,
  refundHeading: 'Je geld is onderweg',
  refundText: (amount, paymentName, orderNumber) =>
    `We hebben ${amount} teruggestort via ${paymentName} voor je bestelling ${orderNumber}.`,
  refundAmount: 'Terugbetaald bedrag',
  refundTiming: 'Het kan een paar werkdagen duren voordat je het bedrag op je rekening ziet.',
  refundedItems: 'De terugbetaling geldt voor',

  login: {
    'password-reset': {
      subject: (shopName) => `Kies een nieuw wachtwoord voor ${shopName}`,
      heading: 'Kies een nieuw wachtwoord',
      text: (shopName) =>
        `We hebben een verzoek gekregen om het wachtwoord van je account bij ${shopName} te wijzigen. Klik op de knop om een nieuw wachtwoord te kiezen.`,
      button: 'Nieuw wachtwoord kiezen',
    },
    welcome: {
      subject: (shopName) => `Welkom bij ${shopName} – activeer je account`,
      heading: 'Welkom!',
      text: (shopName) =>
        `Je account bij ${shopName} is bijna klaar. Bevestig je e-mailadres en kies een wachtwoord, dan kun je meteen aan de slag.`,
      button: 'Bevestigen en wachtwoord kiezen',
    },
    'existing-account': {
      subject: (shopName) => `Je hebt al een account bij ${shopName}`,
      heading: 'Je hebt al een account',
      text: (shopName) =>
        `Iemand probeerde met dit e-mailadres een account aan te maken bij ${shopName}, maar er bestaat er al een. Log in met de knop hieronder; daarna kun je ook een nieuw wachtwoord kiezen als je het oude bent vergeten.`,
      button: 'Inloggen',
    },
  },
  notRequested:
    'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren – er verandert niets aan je account.',

  passwordChangedSubject: (shopName) => `Je wachtwoord bij ${shopName} is gewijzigd`,
  passwordChangedHeading: 'Je wachtwoord is gewijzigd',
  passwordChangedText: (shopName, when) =>
    `Het wachtwoord van je account bij ${shopName} is gewijzigd op ${when}.`,
  passwordNotYou:
    'Was jij dit niet? Vraag dan meteen een nieuw wachtwoord aan, zodat alleen jij toegang hebt tot je account, en neem contact met ons op.',
  passwordNotYouButton: 'Nieuw wachtwoord aanvragen',
};
