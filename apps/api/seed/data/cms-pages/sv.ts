import { COMPANY, CUSTOMER_SERVICE_CONTACT } from '../company';
import type { CmsPageSeed } from './cms-page-seed';
import { link, p, section } from './html';

const contact = CUSTOMER_SERVICE_CONTACT.sv;
const email = `<a href="mailto:${contact.email}">${contact.email}</a>`;

/** The Swedish storefront's pages. */
export const SV_PAGES: readonly CmsPageSeed[] = [
  {
    key: 'customer-service',
    slug: 'kundservice',
    title: 'Kundservice',
    content:
      p(
        'Vi svarar på e-post och telefon alla vardagar 8–17.',
        'Ange gärna ditt ordernummer när du kontaktar oss.',
      ) +
      section(
        'Kontakta oss',
        `E-post: ${email}`,
        `Telefon: <a href="tel:${contact.phoneHref}">${contact.phone}</a> (vardagar 8–17)`,
      ) +
      section(
        'Företagsuppgifter',
        `${COMPANY.name}<br>${COMPANY.street}<br>${COMPANY.postalCode} ${COMPANY.city}<br>Sverige`,
        `Organisationsnummer: ${COMPANY.orgNumber}<br>Momsregistreringsnummer: ${COMPANY.vatNumber}`,
        'Säte: Haninge. Bolaget är registrerat hos Bolagsverket och godkänt för F-skatt.',
      ) +
      section(
        'Vanliga frågor',
        `Var är min order? Följ den under ${link('/track-order', 'Spåra din beställning')} med ordernummer och e-postadress.`,
        `Vill du returnera något? Läs om ${link('/returer', 'returer')} och våra ${link('/kopvillkor', 'köpvillkor')}.`,
        `Glömt lösenordet eller vill du ha ett konto? Se ${link('/konto-och-inloggning', 'Konto och inloggning')}.`,
      ),
  },
  {
    key: 'about',
    slug: 'om-oss',
    title: 'Om oss',
    content: p(
      'Nordshop säljer tillbehör och reservdelar till mobiltelefoner sedan 2012.',
      'Vårt lager ligger i Sverige och vi skickar till hela Norden och Nederländerna.',
    ),
  },
  {
    key: 'privacy',
    slug: 'integritetspolicy',
    title: 'Integritetspolicy',
    content: p(
      'Vi behandlar dina personuppgifter för att kunna leverera dina beställningar.',
      'Du kan när som helst begära ut eller radera dina uppgifter.',
    ),
  },
  {
    key: 'terms',
    slug: 'kopvillkor',
    title: 'Köpvillkor',
    content:
      p(
        `Dessa villkor gäller när du som konsument handlar hos ${COMPANY.name} (organisationsnummer ${COMPANY.orgNumber}), ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}. Du når oss på ${email}.`,
      ) +
      section(
        'Beställning',
        'Din beställning är bindande när du har lagt den i kassan. Du får en orderbekräftelse med ordernummer via e-post.',
        'Om en vara inte kan levereras, till exempel för att den har tagit slut, meddelar vi dig och betalar tillbaka det du har betalat för den. Du måste vara 18 år för att handla på egen hand.',
      ) +
      section(
        'Priser och moms',
        'Alla priser anges i svenska kronor inklusive {{standard_vat_rate}} moms. Företagskunder kan välja att se priserna exklusive moms.',
        'Frakt och eventuella avgifter för betalsättet visas i kassan innan du beställer. Priset när du lägger ordern gäller; vid uppenbara felskrivningar i pris har vi rätt att avbryta köpet.',
      ) +
      section(
        'Betalning',
        'Du betalar med något av de betalsätt som visas i kassan, till exempel faktura eller förskottsbetalning med banköverföring. Betalningsvillkoren för faktura står på fakturan.',
        'Vid förskottsbetalning skickar vi ordern när pengarna har kommit in. Betalar du med kort reserveras beloppet när du beställer och dras när ordern skickas.',
      ) +
      section(
        'Leverans',
        `Beställningar som läggs före kl. 15 en vardag skickas samma dag. Leveranssätt, leveranstider och fraktpriser finns på sidan ${link('/frakt', 'Frakt och leverans')}.`,
        'Risken för varan går över på dig när du har tagit emot den. Blir leveransen mer än 30 dagar försenad får du häva köpet.',
      ) +
      section(
        'Ångerrätt i 14 dagar',
        'Enligt lagen om distansavtal har du 14 dagars ångerrätt från den dag du tog emot varan. Meddela oss att du ångrar köpet, under Mitt konto, via Spåra din beställning eller per e-post, och skicka tillbaka varan inom 14 dagar därefter.',
        'Vi betalar tillbaka vad du betalat, inklusive den billigaste fraktkostnaden, senast 14 dagar efter att vi fått ditt meddelande, men får vänta tills varan har kommit tillbaka. Du betalar returfrakten. Har varan använts mer än vad som behövs för att pröva den får vi göra avdrag för värdeminskningen.',
      ) +
      section(
        'Returer och öppet köp',
        `Utöver ångerrätten har du 30 dagars öppet köp från beställningen på oanvända varor. Så här returnerar du: ${link('/returer', 'Returer')}.`,
      ) +
      section(
        'Garanti och reklamation',
        'Du har rätt att reklamera fel som fanns när du fick varan i tre år enligt konsumentköplagen. Meddela oss inom skälig tid efter att du upptäckt felet; inom två månader räknas alltid som i tid.',
        'Godkänner vi reklamationen står vi för returfrakten och reparerar, byter eller betalar tillbaka varan. Tillverkarens garanti gäller utöver dina rättigheter enligt lag.',
      ) +
      section(
        'Personuppgifter',
        `Vi behandlar dina personuppgifter för att kunna hantera din beställning och enligt dataskyddsförordningen (GDPR). Läs mer i vår ${link('/integritetspolicy', 'integritetspolicy')}.`,
      ) +
      section(
        'Tvister',
        'Kontakta oss först, så försöker vi hitta en lösning. Kommer vi inte överens kan du vända dig till Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm, www.arn.se. Vi följer ARN:s rekommendationer.',
        'Svensk lag gäller för köpet, utan att det inskränker det skydd du har enligt tvingande lag där du bor.',
      ),
  },
  {
    key: 'shipping',
    slug: 'frakt',
    title: 'Frakt och leverans',
    content:
      p(
        'Vi skickar beställningar som läggs före kl. 15 samma vardag.',
        'Frakten är gratis för beställningar från {{free_shipping_from}}.',
      ) +
      '{{shipping_prices}}' +
      p(
        'Priserna gäller hela Sverige och är inklusive moms. Leveranstiden räknas från den dag vi skickar ordern. Väljer du att hämta hos ombud väljer du utlämningsställe i kassan.',
      ),
  },
  {
    key: 'returns',
    slug: 'returer',
    title: 'Returer',
    content: p(
      'Anmäl din retur under Mitt konto eller via länken i orderbekräftelsen.',
      'Pengarna betalas tillbaka inom 14 dagar efter att vi tagit emot varan.',
    ),
  },
  {
    key: 'account-help',
    slug: 'konto-och-inloggning',
    title: 'Konto och inloggning',
    content:
      section(
        'Glömt lösenordet?',
        `Än så länge kan vi inte skicka en inloggningslänk automatiskt. Skriv till kundservice på ${email} från den e-postadress ditt konto har, så hjälper vi dig att byta lösenord. När du är inloggad byter du lösenord under Mitt konto.`,
        `Vill du bara se en order behöver du inget lösenord: ${link('/track-order', 'Spåra din beställning')} med ordernummer och e-postadress eller postnummer.`,
      ) +
      section(
        'Skapa konto',
        `Du behöver inget konto för att handla: du beställer som gäst och följer ordern under ${link('/track-order', 'Spåra din beställning')}. Kundkonton, till exempel för företag med egna rabatter, skapas av kundservice. Skriv till ${email} så hjälper vi dig.`,
      ),
  },
];
