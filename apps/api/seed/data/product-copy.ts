import type { LocaleCode } from '@nordshop/locale-config';
import type { L } from './localized';

/**
 * A product's name: "<family> <collection> <type> för <model>" in each language's word order, or
 * without the model for a product that fits any phone. The type (and the collection of a further
 * edition) tells apart the products of one family for one model, so no two products share a name.
 */
export function productName(
  locale: LocaleCode,
  parts: {
    readonly family: string;
    readonly collection?: string | undefined;
    readonly style: string;
    readonly model?: string | undefined;
  },
): string {
  const head = [parts.family, parts.collection, parts.style].filter(Boolean).join(' ');
  if (parts.model === undefined) return head;
  switch (locale) {
    case 'sv':
      return `${head} för ${parts.model}`;
    case 'no':
    case 'da':
      return `${head} til ${parts.model}`;
    case 'fi':
      return `${head} – ${parts.model}`;
    case 'nl':
      return `${head} voor ${parts.model}`;
  }
}

/** Description templates per top type category; {name} and {brand} are filled in. */
export const DESCRIPTIONS: Readonly<Record<string, L>> = {
  cases: {
    sv: '{name} från {brand} skyddar telefonen mot repor, stötar och vardagsslitage. Skalet sitter tätt, har exakta urtag för knappar och kamera och ligger bra i handen.',
    no: '{name} fra {brand} beskytter telefonen mot riper, støt og daglig slitasje. Dekselet sitter godt, har nøyaktige utsparinger for knapper og kamera og gir et godt grep.',
    da: '{name} fra {brand} beskytter telefonen mod ridser, stød og daglig slid. Coveret sidder tæt, har præcise udskæringer til knapper og kamera og giver et godt greb.',
    fi: '{brand}: {name} suojaa puhelinta naarmuilta, iskuilta ja arjen kulumiselta. Kotelo istuu tiukasti, siinä on tarkat aukot painikkeille ja kameralle, ja puhelin pysyy hyvin kädessä.',
    nl: '{name} van {brand} beschermt je telefoon tegen krassen, stoten en dagelijkse slijtage. Het hoesje sluit strak aan, heeft precieze uitsparingen voor knoppen en camera en ligt prettig in de hand.',
  },
  'screen-protection': {
    sv: '{name} från {brand} skyddar mot repor och sprickor utan att påverka pekskärmens känslighet. Glaset är lätt att montera och lämnar inga bubblor.',
    no: '{name} fra {brand} beskytter mot riper og sprekker uten å påvirke berøringsfølsomheten. Glasset er enkelt å montere og etterlater ingen bobler.',
    da: '{name} fra {brand} beskytter mod ridser og revner uden at påvirke touchfølsomheden. Glasset er nemt at montere og efterlader ingen bobler.',
    fi: '{brand}: {name} suojaa naarmuilta ja halkeamilta heikentämättä kosketusnäytön herkkyyttä. Lasi on helppo asentaa, eikä sen alle jää kuplia.',
    nl: '{name} van {brand} beschermt tegen krassen en barsten zonder de aanraakgevoeligheid te beïnvloeden. Het glas is eenvoudig aan te brengen en laat geen bellen achter.',
  },
  chargers: {
    sv: '{name} från {brand} laddar telefonen snabbt och säkert. Laddaren har skydd mot överhettning, överspänning och kortslutning.',
    no: '{name} fra {brand} lader telefonen raskt og trygt. Laderen har beskyttelse mot overoppheting, overspenning og kortslutning.',
    da: '{name} fra {brand} oplader telefonen hurtigt og sikkert. Opladeren har beskyttelse mod overophedning, overspænding og kortslutning.',
    fi: '{brand}: {name} lataa puhelimen nopeasti ja turvallisesti. Laturissa on suojaus ylikuumenemista, ylijännitettä ja oikosulkua vastaan.',
    nl: '{name} van {brand} laadt je telefoon snel en veilig op. De oplader is beveiligd tegen oververhitting, overspanning en kortsluiting.',
  },
  cables: {
    sv: '{name} från {brand} för laddning och dataöverföring. Kabeln är förstärkt vid kontakterna och tål att böjas tusentals gånger.',
    no: '{name} fra {brand} for lading og dataoverføring. Kabelen er forsterket ved kontaktene og tåler å bli bøyd tusenvis av ganger.',
    da: '{name} fra {brand} til opladning og dataoverførsel. Kablet er forstærket ved stikkene og tåler at blive bøjet tusindvis af gange.',
    fi: '{brand}: {name} lataukseen ja tiedonsiirtoon. Kaapeli on vahvistettu liittimien kohdalta ja kestää tuhansia taivutuksia.',
    nl: '{name} van {brand} voor opladen en gegevensoverdracht. De kabel is versterkt bij de stekkers en kan duizenden keren gebogen worden.',
  },
  audio: {
    sv: '{name} från {brand} ger klart ljud och djup bas. Anslut via Bluetooth och lyssna i timmar på en laddning.',
    no: '{name} fra {brand} gir klar lyd og dyp bass. Koble til via Bluetooth og lytt i timevis på én lading.',
    da: '{name} fra {brand} giver klar lyd og dyb bas. Forbind via Bluetooth og lyt i timevis på én opladning.',
    fi: '{brand}: {name} tarjoaa selkeän äänen ja syvän basson. Yhdistä Bluetoothilla ja kuuntele tuntikausia yhdellä latauksella.',
    nl: '{name} van {brand} levert helder geluid en diepe bassen. Verbind via Bluetooth en luister urenlang op één lading.',
  },
  'spare-parts': {
    sv: '{name} från {brand} för dig som reparerar själv eller lämnar in till verkstad. Delen är testad före leverans och har 12 månaders garanti.',
    no: '{name} fra {brand} for deg som reparerer selv eller leverer til verksted. Delen er testet før levering og har 12 måneders garanti.',
    da: '{name} fra {brand} til dig, der selv reparerer eller går til værksted. Delen er testet før levering og har 12 måneders garanti.',
    fi: '{brand}: {name} itse korjaavalle tai korjaamolle. Osa testataan ennen toimitusta, ja sillä on 12 kuukauden takuu.',
    nl: '{name} van {brand} voor wie zelf repareert of naar een reparateur gaat. Het onderdeel is getest vóór levering en heeft 12 maanden garantie.',
  },
  accessories: {
    sv: '{name} från {brand} gör vardagen med mobilen enklare. Tillverkad i tåliga material och enkel att använda.',
    no: '{name} fra {brand} gjør hverdagen med mobilen enklere. Laget i slitesterke materialer og enkel å bruke.',
    da: '{name} fra {brand} gør hverdagen med mobilen nemmere. Fremstillet i holdbare materialer og nem at bruge.',
    fi: '{brand}: {name} helpottaa puhelimen arkikäyttöä. Valmistettu kestävistä materiaaleista, helppokäyttöinen.',
    nl: '{name} van {brand} maakt het dagelijks gebruik van je telefoon makkelijker. Gemaakt van duurzame materialen en eenvoudig in gebruik.',
  },
  'gift-cards': {
    sv: 'Ge bort ett presentkort från Nordshop. Presentkortet gäller i ett år och kan användas på hela sortimentet.',
    no: 'Gi bort et gavekort fra Nordshop. Gavekortet gjelder i ett år og kan brukes på hele sortimentet.',
    da: 'Giv et gavekort fra Nordshop. Gavekortet gælder i et år og kan bruges på hele sortimentet.',
    fi: 'Anna lahjaksi Nordshopin lahjakortti. Lahjakortti on voimassa vuoden ja käy koko valikoimaan.',
    nl: 'Geef een cadeaukaart van Nordshop. De cadeaukaart is een jaar geldig en te gebruiken voor het hele assortiment.',
  },
};

/** Gift card name and face values (in whole currency units) per locale. */
export const GIFT_CARD = {
  name: {
    sv: 'Presentkort',
    no: 'Gavekort',
    da: 'Gavekort',
    fi: 'Lahjakortti',
    nl: 'Cadeaukaart',
  } satisfies L,
  values: {
    sv: [200, 500, 1000],
    no: [200, 500, 1000],
    da: [150, 350, 700],
    fi: [20, 50, 100],
    nl: [20, 50, 100],
  } satisfies Record<LocaleCode, readonly number[]>,
  unit: { sv: 'kr', no: 'kr', da: 'kr.', fi: '€', nl: '€' } satisfies L,
} as const;
