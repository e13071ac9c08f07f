import type { MailStrings } from '../mail-strings';

/** The e-mails in Finnish. */
export const FI: MailStrings = {
  greeting: (name) => (name ? `Hei ${name}!` : 'Hei!'),
  contactUs: 'Kysyttävää? Kirjoita meille osoitteeseen',
  footerNote: (shopName) =>
    `Saat tämän viestin, koska olet asioinut ${shopName}-verkkokaupassa tai sinulla on siellä tili.`,
  buttonFallback: 'Eikö painike toimi? Kopioi linkki selaimeesi:',
  linkValidity: (duration) => `Linkki on voimassa ${duration}, ja sitä voi käyttää vain kerran.`,

  orderNumber: 'Tilausnumero',
  orderDate: 'Tilauspäivä',
  yourOrder: 'Tilauksesi',
  sku: 'Tuotenro',
  quantityTimesPrice: (quantity, unitPrice) => `${quantity} kpl à ${unitPrice}`,
  quantityOnly: (quantity) => `${quantity} kpl`,
  lineDiscount: 'Alennus',
  subtotal: 'Välisumma',
  discount: 'Alennus',
  couponCodes: (codes) => `${codes.length > 1 ? 'koodit' : 'koodi'} ${codes.join(', ')}`,
  shipping: 'Toimitus',
  free: 'Ilmainen toimitus',
  payment: 'Maksutapa',
  total: 'Yhteensä',
  vatAtRate: (rate) => `josta ALV ${rate}`,
  vatTotal: 'ALV yhteensä',
  delivery: 'Toimitustiedot',
  deliveryAddress: 'Toimitusosoite',
  servicePoint: 'Noutopiste',
  deliveryEstimate: 'Arvioitu toimitusaika',
  followOrder: 'Seuraa tilaustasi',
  viewOrder: 'Näytä tilaus',
  terms: 'Toimitusehdot',
  withdrawalHeading: 'Peruuttamisoikeus',
  withdrawal: (days) =>
    `Sinulla on ${days} päivän peruuttamisoikeus: voit peruuttaa ostoksesi syytä ilmoittamatta ${days} päivän kuluessa siitä, kun olet vastaanottanut tuotteet.`,
  startReturn: 'Näin palautat tuotteita',

  confirmationSubject: (orderNumber) => `Tilausvahvistus – tilaus ${orderNumber}`,
  confirmationPreview: (orderNumber, total) =>
    `Olemme vastaanottaneet tilauksesi ${orderNumber}, yhteensä ${total}.`,
  confirmationHeading: 'Kiitos tilauksestasi!',
  confirmationIntro:
    'Olemme vastaanottaneet tilauksesi ja valmistelemme sen lähetettäväksi. Tässä yhteenveto.',
  accountHeading: 'Tilisi on valmis',
  accountText:
    'Vahvista sähköpostiosoitteesi ja valitse salasana. Sen jälkeen voit kirjautua sisään ja nähdä tilauksesi.',
  accountButton: 'Vahvista ja valitse salasana',

  paymentFailedSubject: (orderNumber) => `Tilauksen ${orderNumber} maksu epäonnistui`,
  paymentCancelledSubject: (orderNumber) => `Tilauksen ${orderNumber} maksu peruttiin`,
  paymentFailedHeading: 'Maksu epäonnistui',
  paymentCancelledHeading: 'Maksu peruttiin',
  paymentFailedText: (orderNumber) =>
    `Valitettavasti tilauksesi ${orderNumber} maksua ei voitu suorittaa.`,
  paymentCancelledText: (orderNumber) =>
    `Tilauksesi ${orderNumber} maksu peruttiin ennen kuin se oli valmis.`,
  notShipped: 'Tilausta ei siksi lähetetä.',
  tryAgainText: 'Haluatko yhä tuotteet? Voit tehdä tilauksen uudelleen verkkokaupassa.',
  tryAgainButton: 'Verkkokauppaan',

  shippedSubject: (orderNumber) => `Tilauksesi ${orderNumber} on matkalla`,
  shippedPreview: (carrier) => `Paketti on lähtenyt varastostamme, ja sen toimittaa ${carrier}.`,
  shippedHeading: 'Tilauksesi on nyt matkalla!',
  shippedText: (orderNumber, carrier) =>
    `Tilauksesi ${orderNumber} on lähtenyt varastostamme, ja sen toimittaa ${carrier}.`,
  carrier: 'Kuljetusyhtiö',
  trackingNumber: 'Seurantatunnus',
  trackParcel: 'Seuraa pakettia',

  returnSubject: (orderNumber) => `Palautuksesi on vastaanotettu – tilaus ${orderNumber}`,
  returnHeading: 'Palautuksesi on vastaanotettu',
  returnText: (orderNumber) =>
    `Kiitos! Olemme vastaanottaneet palautuksesi seuraavista tuotteista tilauksesta ${orderNumber}.`,
  returnedItems: 'Palautetut tuotteet',
  returnNextHeading: 'Mitä seuraavaksi?',
  returnNext:
    'Tarkistamme tuotteet ja palautamme rahat samalle maksutavalle, jota käytit ostoksessa. Saat sähköpostin, kun hyvitys on tehty.',
  viewReturn: 'Näytä palautus',

  refundSubject: (orderNumber) => `Hyvitys tilauksesta ${orderNumber} on maksettu`,
  refundHeading: 'Rahat ovat matkalla takaisin',
  refundText: (amount, paymentName, orderNumber) =>
    `Olemme hyvittäneet ${amount} maksutavalle ${paymentName} tilauksestasi ${orderNumber}.`,
  refundAmount: 'Hyvitetty summa',
  refundTiming: 'Voi kestää muutaman pankkipäivän, ennen kuin rahat näkyvät tililläsi.',
  refundedItems: 'Hyvitys koskee seuraavia tuotteita',

  login: {
    'password-reset': {
      subject: (shopName) => `Valitse uusi salasana – ${shopName}`,
      heading: 'Valitse uusi salasana',
      text: (shopName) =>
        `Saimme pyynnön vaihtaa ${shopName}-tilisi salasanan. Voit valita uuden salasanan alla olevasta painikkeesta.`,
      button: 'Valitse uusi salasana',
    },
    welcome: {
      subject: (shopName) => `Tervetuloa asiakkaaksi – aktivoi ${shopName}-tilisi`,
      heading: 'Tervetuloa!',
      text: (shopName) =>
        `${shopName}-tilisi on melkein valmis. Vahvista sähköpostiosoitteesi ja valitse salasana, niin pääset alkuun.`,
      button: 'Vahvista ja valitse salasana',
    },
    'existing-account': {
      subject: (shopName) => `Sinulla on jo ${shopName}-tili`,
      heading: 'Sinulla on jo tili',
      text: (shopName) =>
        `Joku yritti luoda ${shopName}-tilin tällä sähköpostiosoitteella, mutta osoitteella on jo tili. Kirjaudu sisään alla olevasta painikkeesta. Voit samalla valita uuden salasanan, jos olet unohtanut vanhan.`,
      button: 'Kirjaudu sisään',
    },
  },
  notRequested: 'Etkö pyytänyt tätä? Voit jättää viestin huomiotta – tilillesi ei tehdä muutoksia.',

  passwordChangedSubject: (shopName) => `${shopName}-tilisi salasana on vaihdettu`,
  passwordChangedHeading: 'Salasanasi on vaihdettu',
  passwordChangedText: (shopName, when) => `${shopName}-tilisi salasana vaihdettiin ${when}.`,
  passwordNotYou:
    'Etkö vaihtanut salasanaa itse? Pyydä heti uusi salasana, jotta vain sinä pääset tilillesi, ja ota meihin yhteyttä.',
  passwordNotYouButton: 'Pyydä uusi salasana',
};
