import { COMPANY, CUSTOMER_SERVICE_CONTACT } from '../company';
import type { CmsPageSeed } from './cms-page-seed';
import { link, p, section } from './html';

const contact = CUSTOMER_SERVICE_CONTACT.nl;
const email = `<a href="mailto:${contact.email}">${contact.email}</a>`;

/** The Dutch storefront's pages. */
export const NL_PAGES: readonly CmsPageSeed[] = [
  {
    key: 'customer-service',
    slug: 'klantenservice',
    title: 'Klantenservice',
    content:
      p(
        'We beantwoorden e-mail en telefoon op werkdagen van 8 tot 17 uur.',
        'Vermeld je bestelnummer als je contact met ons opneemt.',
      ) +
      section(
        'Contact',
        `E-mail: ${email}`,
        `Telefoon: <a href="tel:${contact.phoneHref}">${contact.phone}</a> (werkdagen van 8 tot 17 uur)`,
      ) +
      section(
        'Bedrijfsgegevens',
        `${COMPANY.name}<br>${COMPANY.street}<br>SE-${COMPANY.postalCode} ${COMPANY.city}<br>Zweden`,
        `Zweeds handelsregisternummer (organisationsnummer): ${COMPANY.orgNumber}<br>Btw-nummer: ${COMPANY.vatNumber}`,
        'Ingeschreven bij het Zweedse handelsregister (Bolagsverket).',
      ) +
      section(
        'Veelgestelde vragen',
        `Waar is mijn bestelling? Volg hem via ${link('/track-order', 'Volg je bestelling')} met je bestelnummer en e-mailadres.`,
        `Wil je iets terugsturen? Lees over ${link('/retourneren', 'retourneren')} en onze ${link('/algemene-voorwaarden', 'algemene voorwaarden')}.`,
        `Wachtwoord vergeten of wil je een account? Zie ${link('/account-en-inloggen', 'Account en inloggen')}.`,
      ),
  },
  {
    key: 'about',
    slug: 'over-ons',
    title: 'Over ons',
    content: p(
      'Nordshop verkoopt sinds 2012 accessoires en onderdelen voor mobiele telefoons.',
      'Ons magazijn staat in Zweden en we verzenden naar heel Scandinavië en Nederland.',
    ),
  },
  {
    key: 'privacy',
    slug: 'privacybeleid',
    title: 'Privacybeleid',
    content: p(
      'We verwerken je persoonsgegevens om je bestellingen te kunnen leveren.',
      'Je kunt altijd vragen om inzage in of verwijdering van je gegevens.',
    ),
  },
  {
    key: 'terms',
    slug: 'algemene-voorwaarden',
    title: 'Algemene voorwaarden',
    content:
      p(
        `Deze voorwaarden gelden als je als consument koopt bij ${COMPANY.name} (Zweeds handelsregisternummer ${COMPANY.orgNumber}, btw-nummer ${COMPANY.vatNumber}), ${COMPANY.street}, SE-${COMPANY.postalCode} ${COMPANY.city}, Zweden. Je bereikt ons via ${email}.`,
      ) +
      section(
        'Bestellen',
        'Je bestelling is bindend zodra je hem in de kassa hebt geplaatst. Je krijgt een orderbevestiging met bestelnummer per e-mail.',
        'Kunnen we een product niet leveren, bijvoorbeeld omdat het uitverkocht is, dan laten we je dat weten en betalen we terug wat je ervoor hebt betaald. Je moet 18 jaar zijn om zelfstandig te bestellen.',
      ) +
      section(
        'Prijzen en btw',
        'Alle prijzen zijn in euro en inclusief {{standard_vat_rate}} Nederlandse btw. Zakelijke klanten kunnen kiezen om prijzen exclusief btw te zien.',
        'Verzendkosten en eventuele kosten van de betaalmethode zie je in de kassa voordat je bestelt. De prijs op het moment van bestellen geldt; bij een kennelijke vergissing in de prijs mogen we de koop annuleren.',
      ) +
      section(
        'Betalen',
        'Je betaalt met een van de betaalmethoden die de kassa toont, bijvoorbeeld op factuur of vooraf per bankoverschrijving. De betalingstermijn van een factuur staat op de factuur.',
        'Bij vooruitbetaling versturen we je bestelling zodra het geld binnen is. Betaal je met een kaart, dan wordt het bedrag bij het bestellen gereserveerd en afgeschreven als we de bestelling versturen.',
      ) +
      section(
        'Levering',
        `Bestellingen die vóór 15.00 uur op een werkdag binnenkomen, versturen we dezelfde dag. Verzendmethoden, levertijden en verzendkosten vind je op de pagina ${link('/verzending', 'Verzending')}.`,
        'Het risico voor het product gaat op jou over zodra je het hebt ontvangen. Is de levering meer dan 30 dagen te laat, dan mag je de koop ontbinden.',
      ) +
      section(
        'Herroepingsrecht van 14 dagen',
        'Je hebt 14 dagen bedenktijd vanaf de dag dat je het product ontving. Laat ons weten dat je de koop herroept, via Mijn account, via Volg je bestelling of per e-mail, en stuur het product binnen 14 dagen daarna terug.',
        'We betalen terug wat je hebt betaald, inclusief de goedkoopste verzendkosten, uiterlijk 14 dagen na je melding, maar mogen wachten tot het product terug is. De kosten van het terugsturen zijn voor jou. Heb je het product meer gebruikt dan nodig is om het te beoordelen, dan mogen we de waardevermindering aftrekken.',
      ) +
      section(
        'Retourneren',
        `Naast het herroepingsrecht heb je voor ongebruikte producten 30 dagen bedenktijd vanaf je bestelling. Zo stuur je iets terug: ${link('/retourneren', 'Retourneren')}.`,
      ) +
      section(
        'Garantie en klachten',
        'Een product moet doen wat je ervan mag verwachten (wettelijke garantie). Meld een gebrek binnen bekwame tijd nadat je het hebt ontdekt; binnen twee maanden is altijd op tijd.',
        'Keuren we je klacht goed, dan betalen wij de verzendkosten en repareren, vervangen of vergoeden we het product. De fabrieksgarantie geldt naast je wettelijke rechten.',
      ) +
      section(
        'Persoonsgegevens',
        `We verwerken je persoonsgegevens om je bestelling af te handelen en volgens de AVG. Lees meer in ons ${link('/privacybeleid', 'privacybeleid')}.`,
      ) +
      section(
        'Geschillen',
        'Neem eerst contact met ons op, dan zoeken we samen een oplossing. Komen we er niet uit, dan kun je je geschil voorleggen aan De Geschillencommissie Thuiswinkel, Postbus 90600, 2509 LP Den Haag (www.degeschillencommissie.nl).',
        'Je houdt altijd de bescherming van de dwingende Nederlandse consumentenregels.',
      ),
  },
  {
    key: 'shipping',
    slug: 'verzending',
    title: 'Verzending',
    content:
      p(
        'Bestellingen die vóór 15.00 uur binnenkomen, versturen we dezelfde werkdag.',
        'Verzending is gratis vanaf {{free_shipping_from}}.',
      ) +
      '{{shipping_prices}}' +
      p(
        'De prijzen gelden voor heel Nederland en zijn inclusief btw. De levertijd telt vanaf de dag dat we je bestelling versturen. Kies je voor afhalen bij een PostNL-punt, dan kies je het punt in de kassa.',
      ),
  },
  {
    key: 'returns',
    slug: 'retourneren',
    title: 'Retourneren',
    content: p(
      'Meld je retour aan via Mijn account of via de link in de orderbevestiging.',
      'Je krijgt je geld binnen 14 dagen nadat we het product hebben ontvangen terug.',
    ),
  },
  {
    key: 'account-help',
    slug: 'account-en-inloggen',
    title: 'Account en inloggen',
    content:
      section(
        'Wachtwoord vergeten?',
        `We kunnen nog geen inloglink automatisch versturen. Mail de klantenservice via ${email} vanaf het e-mailadres van je account, dan helpen we je een nieuw wachtwoord in te stellen. Ben je ingelogd, dan wijzig je je wachtwoord via Mijn account.`,
        `Wil je alleen een bestelling bekijken, dan heb je geen wachtwoord nodig: ${link('/track-order', 'Volg je bestelling')} met je bestelnummer en e-mailadres of postcode.`,
      ) +
      section(
        'Account aanmaken',
        `Je hebt geen account nodig om te bestellen: je bestelt als gast en volgt je bestelling via ${link('/track-order', 'Volg je bestelling')}. Klantaccounts, bijvoorbeeld voor bedrijven met eigen kortingen, maakt de klantenservice aan. Mail naar ${email}, dan helpen we je.`,
      ),
  },
];
