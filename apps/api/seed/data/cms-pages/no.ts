import { COMPANY, CUSTOMER_SERVICE_CONTACT } from '../company';
import type { CmsPageSeed } from './cms-page-seed';
import { link, p, section } from './html';

const contact = CUSTOMER_SERVICE_CONTACT.no;
const email = `<a href="mailto:${contact.email}">${contact.email}</a>`;

/** The Norwegian storefront's pages (bokmål). */
export const NO_PAGES: readonly CmsPageSeed[] = [
  {
    key: 'customer-service',
    slug: 'kundeservice',
    title: 'Kundeservice',
    content:
      p(
        'Vi svarer på e-post og telefon alle hverdager 8–17.',
        'Oppgi gjerne ordrenummeret når du kontakter oss.',
      ) +
      section(
        'Kontakt oss',
        `E-post: ${email}`,
        `Telefon: <a href="tel:${contact.phoneHref}">${contact.phone}</a> (hverdager 8–17)`,
      ) +
      section(
        'Om selskapet',
        `${COMPANY.name}<br>${COMPANY.street}<br>SE-${COMPANY.postalCode} ${COMPANY.city}<br>Sverige`,
        `Svensk organisasjonsnummer: ${COMPANY.orgNumber}<br>MVA-nummer i EU: ${COMPANY.vatNumber}<br>Registrert i VOEC-ordningen for norsk merverdiavgift: VOEC-nummer ${COMPANY.voecNumber}`,
        'Selskapet er registrert hos Bolagsverket i Sverige.',
      ) +
      section(
        'Vanlige spørsmål',
        `Hvor er bestillingen min? Følg den under ${link('/track-order', 'Spor bestillingen din')} med ordrenummer og e-postadresse.`,
        `Vil du returnere noe? Les om ${link('/retur', 'retur')} og våre ${link('/kjopsvilkar', 'kjøpsvilkår')}.`,
        `Glemt passordet, eller vil du ha en konto? Se ${link('/konto-og-innlogging', 'Konto og innlogging')}.`,
      ),
  },
  {
    key: 'about',
    slug: 'om-oss',
    title: 'Om oss',
    content: p(
      'Nordshop har solgt tilbehør og reservedeler til mobiltelefoner siden 2012.',
      'Lageret vårt ligger i Sverige, og vi sender til hele Norden og Nederland.',
    ),
  },
  {
    key: 'privacy',
    slug: 'personvern',
    title: 'Personvernerklæring',
    content: p(
      'Vi behandler personopplysningene dine for å kunne levere bestillingene dine.',
      'Du kan når som helst be om innsyn i eller sletting av opplysningene dine.',
    ),
  },
  {
    key: 'terms',
    slug: 'kjopsvilkar',
    title: 'Kjøpsvilkår',
    content:
      p(
        `Disse vilkårene gjelder når du som forbruker handler hos ${COMPANY.name} (svensk organisasjonsnummer ${COMPANY.orgNumber}), ${COMPANY.street}, SE-${COMPANY.postalCode} ${COMPANY.city}, Sverige. Du når oss på ${email}.`,
      ) +
      section(
        'Bestilling',
        'Bestillingen er bindende når du har sendt den i kassen. Du får en ordrebekreftelse med ordrenummer på e-post.',
        'Kan en vare ikke leveres, for eksempel fordi den er utsolgt, gir vi deg beskjed og betaler tilbake det du har betalt for den. Du må være 18 år for å handle på egen hånd.',
      ) +
      section(
        'Priser og merverdiavgift',
        'Alle priser er oppgitt i norske kroner inkludert {{standard_vat_rate}} merverdiavgift, som vi innbetaler gjennom VOEC-ordningen. Du betaler ingen toll eller avgift ved levering. Bedriftskunder kan velge å se prisene uten merverdiavgift.',
        'Frakt og eventuelle gebyrer for betalingsmåten vises i kassen før du bestiller. Prisen når du bestiller gjelder; ved åpenbare feil i prisen kan vi heve kjøpet.',
      ) +
      section(
        'Betaling',
        'Du betaler med en av betalingsmåtene som vises i kassen, for eksempel faktura eller forskuddsbetaling med bankoverføring. Betalingsbetingelsene for faktura står på fakturaen.',
        'Ved forskuddsbetaling sender vi bestillingen når pengene er kommet inn. Betaler du med kort, reserveres beløpet når du bestiller, og trekkes når bestillingen sendes.',
      ) +
      section(
        'Levering',
        `Bestillinger lagt inn før kl. 15 på en hverdag sendes samme dag. Leveringsmåter, leveringstider og fraktpriser finner du på siden ${link('/frakt', 'Frakt og levering')}.`,
        'Risikoen for varen går over på deg når du har mottatt den. Blir leveringen mer enn 30 dager forsinket, kan du heve kjøpet.',
      ) +
      section(
        'Angrerett i 14 dager',
        'Etter angrerettloven har du 14 dagers angrerett fra den dagen du mottok varen. Gi oss beskjed om at du angrer, under Min konto, via Spor bestillingen din eller på e-post, og send varen tilbake innen 14 dager etter det.',
        'Vi betaler tilbake det du har betalt, inkludert den rimeligste fraktmåten, senest 14 dager etter at vi fikk beskjeden, men kan vente til varen er kommet tilbake. Du betaler returfrakten. Er varen brukt mer enn nødvendig for å prøve den, kan vi trekke fra for verdireduksjonen.',
      ) +
      section(
        'Retur og åpent kjøp',
        `I tillegg til angreretten har du 30 dagers åpent kjøp fra bestillingen på ubrukte varer. Slik returnerer du: ${link('/retur', 'Retur')}.`,
      ) +
      section(
        'Garanti og reklamasjon',
        'Etter forbrukerkjøpsloven kan du reklamere på feil i to år, og i fem år for varer som er ment å vare vesentlig lenger. Gi oss beskjed innen rimelig tid etter at du oppdaget feilen; innen to måneder er alltid i tide.',
        'Godtar vi reklamasjonen, betaler vi returfrakten og reparerer, bytter eller betaler tilbake varen. Produsentens garanti gjelder i tillegg til rettighetene dine etter loven.',
      ) +
      section(
        'Personopplysninger',
        `Vi behandler personopplysningene dine for å håndtere bestillingen og etter personvernforordningen (GDPR). Les mer i ${link('/personvern', 'personvernerklæringen')}.`,
      ) +
      section(
        'Tvister',
        'Kontakt oss først, så prøver vi å finne en løsning. Blir vi ikke enige, kan du klage til Forbrukertilsynet, som kan mekle, og saken kan bringes inn for Forbrukerklageutvalget (www.forbrukertilsynet.no).',
        'Du beholder alltid vernet du har etter ufravikelige norske forbrukerregler.',
      ),
  },
  {
    key: 'shipping',
    slug: 'frakt',
    title: 'Frakt og levering',
    content:
      p(
        'Bestillinger lagt inn før kl. 15 sendes samme hverdag.',
        'Frakten er gratis for bestillinger fra {{free_shipping_from}}.',
      ) +
      '{{shipping_prices}}' +
      p(
        'Prisene gjelder hele Norge og er inkludert merverdiavgift. Leveringstiden regnes fra dagen vi sender bestillingen. Velger du henting på utleveringssted, velger du stedet i kassen.',
      ),
  },
  {
    key: 'returns',
    slug: 'retur',
    title: 'Retur',
    content: p(
      'Meld inn returen under Min konto eller via lenken i ordrebekreftelsen.',
      'Pengene betales tilbake innen 14 dager etter at vi har mottatt varen.',
    ),
  },
  {
    key: 'account-help',
    slug: 'konto-og-innlogging',
    title: 'Konto og innlogging',
    content:
      section(
        'Glemt passordet?',
        `Foreløpig kan vi ikke sende en innloggingslenke automatisk. Skriv til kundeservice på ${email} fra e-postadressen kontoen din har, så hjelper vi deg med å bytte passord. Når du er logget inn, bytter du passord under Min konto.`,
        `Vil du bare se en bestilling, trenger du ikke passord: ${link('/track-order', 'Spor bestillingen din')} med ordrenummer og e-postadresse eller postnummer.`,
      ) +
      section(
        'Opprette konto',
        `Du trenger ingen konto for å handle: du bestiller som gjest og følger bestillingen under ${link('/track-order', 'Spor bestillingen din')}. Kundekontoer, for eksempel for bedrifter med egne rabatter, opprettes av kundeservice. Skriv til ${email}, så hjelper vi deg.`,
      ),
  },
];
