import type { LocaleCode } from '@nordshop/locale-config';

/** A CMS page: slug, title and HTML body. */
export interface CmsPageSeed {
  readonly slug: string;
  readonly title: string;
  readonly content: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** The CMS pages per locale: customer service, about, privacy policy, terms, shipping, returns. */
export const CMS_PAGES: Readonly<Record<LocaleCode, readonly CmsPageSeed[]>> = {
  sv: [
    {
      slug: 'kundservice',
      title: 'Kundservice',
      content: p(
        'Vi svarar på e-post och chatt alla vardagar 8–17.',
        'Ange gärna ditt ordernummer när du kontaktar oss.',
      ),
    },
    {
      slug: 'om-oss',
      title: 'Om oss',
      content: p(
        'Nordshop säljer tillbehör och reservdelar till mobiltelefoner sedan 2012.',
        'Vårt lager ligger i Sverige och vi skickar till hela Norden och Nederländerna.',
      ),
    },
    {
      slug: 'integritetspolicy',
      title: 'Integritetspolicy',
      content: p(
        'Vi behandlar dina personuppgifter för att kunna leverera dina beställningar.',
        'Du kan när som helst begära ut eller radera dina uppgifter.',
      ),
    },
    {
      slug: 'kopvillkor',
      title: 'Köpvillkor',
      content: p(
        'Alla priser anges i svenska kronor inklusive moms.',
        'Du har 30 dagars öppet köp och 2 års garanti.',
      ),
    },
    {
      slug: 'frakt',
      title: 'Frakt och leverans',
      content: p(
        'Vi skickar beställningar som läggs före kl. 15 samma vardag.',
        'Frakten är gratis för beställningar från {{free_shipping_from}}.',
      ),
    },
    {
      slug: 'returer',
      title: 'Returer',
      content: p(
        'Anmäl din retur under Mitt konto eller via länken i orderbekräftelsen.',
        'Pengarna betalas tillbaka inom 14 dagar efter att vi tagit emot varan.',
      ),
    },
  ],
  no: [
    {
      slug: 'kundeservice',
      title: 'Kundeservice',
      content: p(
        'Vi svarer på e-post og chat alle hverdager 8–17.',
        'Oppgi gjerne ordrenummeret når du kontakter oss.',
      ),
    },
    {
      slug: 'om-oss',
      title: 'Om oss',
      content: p(
        'Nordshop har solgt tilbehør og reservedeler til mobiltelefoner siden 2012.',
        'Lageret vårt ligger i Sverige, og vi sender til hele Norden og Nederland.',
      ),
    },
    {
      slug: 'personvern',
      title: 'Personvernerklæring',
      content: p(
        'Vi behandler personopplysningene dine for å kunne levere bestillingene dine.',
        'Du kan når som helst be om innsyn i eller sletting av opplysningene dine.',
      ),
    },
    {
      slug: 'kjopsvilkar',
      title: 'Kjøpsvilkår',
      content: p(
        'Alle priser er oppgitt i norske kroner inkludert merverdiavgift.',
        'Du har 30 dagers åpent kjøp og 2 års garanti.',
      ),
    },
    {
      slug: 'frakt',
      title: 'Frakt og levering',
      content: p(
        'Bestillinger lagt inn før kl. 15 sendes samme hverdag.',
        'Frakten er gratis for bestillinger fra {{free_shipping_from}}.',
      ),
    },
    {
      slug: 'retur',
      title: 'Retur',
      content: p(
        'Meld inn returen under Min konto eller via lenken i ordrebekreftelsen.',
        'Pengene betales tilbake innen 14 dager etter at vi har mottatt varen.',
      ),
    },
  ],
  da: [
    {
      slug: 'kundeservice',
      title: 'Kundeservice',
      content: p(
        'Vi svarer på e-mail og chat alle hverdage kl. 8–17.',
        'Oplys gerne dit ordrenummer, når du kontakter os.',
      ),
    },
    {
      slug: 'om-os',
      title: 'Om os',
      content: p(
        'Nordshop har solgt tilbehør og reservedele til mobiltelefoner siden 2012.',
        'Vores lager ligger i Sverige, og vi sender til hele Norden og Holland.',
      ),
    },
    {
      slug: 'privatlivspolitik',
      title: 'Privatlivspolitik',
      content: p(
        'Vi behandler dine personoplysninger for at kunne levere dine ordrer.',
        'Du kan til enhver tid bede om indsigt i eller sletning af dine oplysninger.',
      ),
    },
    {
      slug: 'handelsbetingelser',
      title: 'Handelsbetingelser',
      content: p(
        'Alle priser er angivet i danske kroner inklusive moms.',
        'Du har 30 dages returret og 2 års garanti.',
      ),
    },
    {
      slug: 'fragt',
      title: 'Fragt og levering',
      content: p(
        'Ordrer afgivet inden kl. 15 sendes samme hverdag.',
        'Fra {{free_shipping_from}} er fragten gratis.',
      ),
    },
    {
      slug: 'returnering',
      title: 'Returnering',
      content: p(
        'Anmeld din returnering under Min konto eller via linket i ordrebekræftelsen.',
        'Pengene tilbagebetales senest 14 dage efter, at vi har modtaget varen.',
      ),
    },
  ],
  fi: [
    {
      slug: 'asiakaspalvelu',
      title: 'Asiakaspalvelu',
      content: p(
        'Vastaamme sähköpostiin ja chattiin arkisin klo 8–17.',
        'Kerrothan tilausnumerosi, kun otat meihin yhteyttä.',
      ),
    },
    {
      slug: 'tietoa-meista',
      title: 'Tietoa meistä',
      content: p(
        'Nordshop on myynyt puhelinten tarvikkeita ja varaosia vuodesta 2012.',
        'Varastomme on Ruotsissa, ja toimitamme koko Pohjoismaihin ja Alankomaihin.',
      ),
    },
    {
      slug: 'tietosuojaseloste',
      title: 'Tietosuojaseloste',
      content: p(
        'Käsittelemme henkilötietojasi voidaksemme toimittaa tilauksesi.',
        'Voit milloin tahansa pyytää tietojesi tarkastamista tai poistamista.',
      ),
    },
    {
      slug: 'toimitusehdot',
      title: 'Toimitusehdot',
      content: p(
        'Kaikki hinnat ovat euroja ja sisältävät arvonlisäveron.',
        'Sinulla on 30 päivän palautusoikeus ja 2 vuoden takuu.',
      ),
    },
    {
      slug: 'toimitus',
      title: 'Toimitus',
      content: p(
        'Ennen klo 15 tehdyt tilaukset lähetetään samana arkipäivänä.',
        'Toimitus on ilmainen vähintään {{free_shipping_from}}:n tilauksille.',
      ),
    },
    {
      slug: 'palautukset',
      title: 'Palautukset',
      content: p(
        'Ilmoita palautuksesta Oma tili -sivulla tai tilausvahvistuksen linkistä.',
        'Palautamme rahat 14 päivän kuluessa siitä, kun tuote on saapunut meille.',
      ),
    },
  ],
  nl: [
    {
      slug: 'klantenservice',
      title: 'Klantenservice',
      content: p(
        'We beantwoorden e-mail en chat op werkdagen van 8 tot 17 uur.',
        'Vermeld je bestelnummer als je contact met ons opneemt.',
      ),
    },
    {
      slug: 'over-ons',
      title: 'Over ons',
      content: p(
        'Nordshop verkoopt sinds 2012 accessoires en onderdelen voor mobiele telefoons.',
        'Ons magazijn staat in Zweden en we verzenden naar heel Scandinavië en Nederland.',
      ),
    },
    {
      slug: 'privacybeleid',
      title: 'Privacybeleid',
      content: p(
        'We verwerken je persoonsgegevens om je bestellingen te kunnen leveren.',
        'Je kunt altijd vragen om inzage in of verwijdering van je gegevens.',
      ),
    },
    {
      slug: 'algemene-voorwaarden',
      title: 'Algemene voorwaarden',
      content: p(
        'Alle prijzen zijn in euro en inclusief btw.',
        'Je hebt 30 dagen bedenktijd en 2 jaar garantie.',
      ),
    },
    {
      slug: 'verzending',
      title: 'Verzending',
      content: p(
        'Bestellingen die vóór 15.00 uur binnenkomen, versturen we dezelfde werkdag.',
        'Verzending is gratis vanaf {{free_shipping_from}}.',
      ),
    },
    {
      slug: 'retourneren',
      title: 'Retourneren',
      content: p(
        'Meld je retour aan via Mijn account of via de link in de orderbevestiging.',
        'Je krijgt je geld binnen 14 dagen nadat we het product hebben ontvangen terug.',
      ),
    },
  ],
};
