import { COMPANY, CUSTOMER_SERVICE_CONTACT } from '../company';
import type { CmsPageSeed } from './cms-page-seed';
import { link, p, section } from './html';

const contact = CUSTOMER_SERVICE_CONTACT.da;
const email = `<a href="mailto:${contact.email}">${contact.email}</a>`;

/** The Danish storefront's pages. */
export const DA_PAGES: readonly CmsPageSeed[] = [
  {
    key: 'customer-service',
    slug: 'kundeservice',
    title: 'Kundeservice',
    content:
      p(
        'Vi svarer på e-mail og telefon alle hverdage kl. 8–17.',
        'Oplys gerne dit ordrenummer, når du kontakter os.',
      ) +
      section(
        'Kontakt os',
        `E-mail: ${email}`,
        `Telefon: <a href="tel:${contact.phoneHref}">${contact.phone}</a> (hverdage kl. 8–17)`,
      ) +
      section(
        'Virksomhedsoplysninger',
        `${COMPANY.name}<br>${COMPANY.street}<br>SE-${COMPANY.postalCode} ${COMPANY.city}<br>Sverige`,
        `Svensk organisationsnummer: ${COMPANY.orgNumber}<br>Momsnummer: ${COMPANY.vatNumber}`,
        'Virksomheden er registreret hos Bolagsverket i Sverige.',
      ) +
      section(
        'Ofte stillede spørgsmål',
        `Hvor er min ordre? Følg den under ${link('/track-order', 'Følg din ordre')} med ordrenummer og e-mailadresse.`,
        `Vil du returnere noget? Læs om ${link('/returnering', 'returnering')} og vores ${link('/handelsbetingelser', 'handelsbetingelser')}.`,
        `Glemt adgangskoden, eller vil du have en konto? Se ${link('/konto-og-login', 'Konto og login')}.`,
      ),
  },
  {
    key: 'about',
    slug: 'om-os',
    title: 'Om os',
    content: p(
      'Nordshop har solgt tilbehør og reservedele til mobiltelefoner siden 2012.',
      'Vores lager ligger i Sverige, og vi sender til hele Norden og Holland.',
    ),
  },
  {
    key: 'privacy',
    slug: 'privatlivspolitik',
    title: 'Privatlivspolitik',
    content: p(
      'Vi behandler dine personoplysninger for at kunne levere dine ordrer.',
      'Du kan til enhver tid bede om indsigt i eller sletning af dine oplysninger.',
    ),
  },
  {
    key: 'terms',
    slug: 'handelsbetingelser',
    title: 'Handelsbetingelser',
    content:
      p(
        `Disse betingelser gælder, når du som forbruger handler hos ${COMPANY.name} (svensk organisationsnummer ${COMPANY.orgNumber}, momsnummer ${COMPANY.vatNumber}), ${COMPANY.street}, SE-${COMPANY.postalCode} ${COMPANY.city}, Sverige. Du kan skrive til os på ${email}.`,
      ) +
      section(
        'Bestilling',
        'Din bestilling er bindende, når du har afgivet den i kassen. Du får en ordrebekræftelse med ordrenummer på e-mail.',
        'Kan en vare ikke leveres, for eksempel fordi den er udsolgt, giver vi dig besked og betaler det tilbage, du har betalt for den. Du skal være 18 år for at handle på egen hånd.',
      ) +
      section(
        'Priser og moms',
        'Alle priser er i danske kroner inklusive {{standard_vat_rate}} dansk moms.',
        'Fragt og eventuelle gebyrer for betalingsmåden vises i kassen, før du bestiller. Prisen på bestillingstidspunktet gælder; ved åbenlyse fejl i prisen kan vi annullere købet.',
      ) +
      section(
        'Betaling',
        'Du betaler med en af de betalingsmåder, der vises i kassen, for eksempel faktura eller forudbetaling med bankoverførsel. Betalingsbetingelserne for faktura står på fakturaen.',
        'Ved forudbetaling sender vi ordren, når pengene er modtaget. Betaler du med kort, reserveres beløbet, når du bestiller, og trækkes først, når ordren sendes.',
      ) +
      section(
        'Levering',
        `Ordrer afgivet inden kl. 15 på en hverdag sendes samme dag. Leveringsmåder, leveringstider og fragtpriser finder du på siden ${link('/fragt', 'Fragt og levering')}.`,
        'Risikoen for varen går over til dig, når du har modtaget den. Bliver leveringen mere end 30 dage forsinket, kan du hæve købet.',
      ) +
      section(
        'Fortrydelsesret i 14 dage',
        'Efter forbrugeraftaleloven har du 14 dages fortrydelsesret fra den dag, du modtog varen. Giv os besked om, at du fortryder, under Min konto, via Følg din ordre eller på e-mail, og send varen tilbage senest 14 dage derefter.',
        'Vi tilbagebetaler det, du har betalt, inklusive den billigste fragtmåde, senest 14 dage efter din besked, men kan vente, til varen er kommet retur. Du betaler returfragten. Har du brugt varen mere end nødvendigt for at afprøve den, kan vi trække værdiforringelsen fra.',
      ) +
      section(
        'Returnering og åbent køb',
        `Ud over fortrydelsesretten har du 30 dages returret fra bestillingen på ubrugte varer. Sådan returnerer du: ${link('/returnering', 'Returnering')}.`,
      ) +
      section(
        'Garanti og reklamation',
        'Efter købeloven har du 2 års reklamationsret for fejl, der fandtes, da du modtog varen. Giv os besked inden rimelig tid, efter du har opdaget fejlen; inden for to måneder er altid rettidigt.',
        'Godkender vi reklamationen, betaler vi returfragten og reparerer, ombytter eller tilbagebetaler varen. Producentens garanti gælder ud over dine rettigheder efter loven.',
      ) +
      section(
        'Personoplysninger',
        `Vi behandler dine personoplysninger for at kunne håndtere din ordre og efter databeskyttelsesforordningen (GDPR). Læs mere i vores ${link('/privatlivspolitik', 'privatlivspolitik')}.`,
      ) +
      section(
        'Klager og tvister',
        'Kontakt os først, så finder vi en løsning. Kan vi ikke blive enige, kan du klage til Nævnenes Hus, Toldboden 2, 8800 Viborg, via www.naevneneshus.dk.',
        'Du bevarer altid den beskyttelse, du har efter ufravigelige danske forbrugerregler.',
      ),
  },
  {
    key: 'shipping',
    slug: 'fragt',
    title: 'Fragt og levering',
    content:
      p(
        'Ordrer afgivet inden kl. 15 sendes samme hverdag.',
        'Fra {{free_shipping_from}} er fragten gratis.',
      ) +
      '{{shipping_prices}}' +
      p(
        'Priserne gælder hele Danmark og er inklusive moms. Leveringstiden regnes fra den dag, vi sender ordren. Vælger du afhentning i en pakkeshop, vælger du pakkeshoppen i kassen.',
      ),
  },
  {
    key: 'returns',
    slug: 'returnering',
    title: 'Returnering',
    content: p(
      'Anmeld din returnering under Min konto eller via linket i ordrebekræftelsen.',
      'Pengene tilbagebetales senest 14 dage efter, at vi har modtaget varen.',
    ),
  },
  {
    key: 'account-help',
    slug: 'konto-og-login',
    title: 'Konto og login',
    content:
      section(
        'Glemt adgangskoden?',
        `Endnu kan vi ikke sende et login-link automatisk. Skriv til kundeservice på ${email} fra den e-mailadresse, din konto har, så hjælper vi dig med at skifte adgangskode. Når du er logget ind, skifter du adgangskode under Min konto.`,
        `Vil du bare se en ordre, behøver du ingen adgangskode: ${link('/track-order', 'Følg din ordre')} med ordrenummer og e-mailadresse eller postnummer.`,
      ) +
      section(
        'Opret konto',
        `Du behøver ingen konto for at handle: du bestiller som gæst og følger ordren under ${link('/track-order', 'Følg din ordre')}. Kundekonti, for eksempel til virksomheder med egne rabatter, oprettes af kundeservice. Skriv til ${email}, så hjælper vi dig.`,
      ),
  },
];
